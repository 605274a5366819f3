import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { inEnglish, visitorSession } from './directory-sessions.ts';

const COLUMNS = '/api/portal/portal/sysIndexColumn/v1';
const LAYOUT = '/api/portal/portal/sysIndexMyLayout/v1';
const DEFINITIONS = '/api/form/form/definition/v1';
const shipped = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas/layout/defaultHome.json'), 'utf8')) as { items: { column: string }[] };

type Item = { column: string; x: number; y: number; w: number; h: number };
const two: Item[] = [{ column: 'homeTodo', x: 0, y: 0, w: 8, h: 6 }, { column: 'homeNotices', x: 8, y: 0, w: 4, h: 4 }];

describe('home layout: columns by alias, personal and tenant layouts', () => {
  let t: TestApp;
  let admin: Session;
  let staff1: Session;
  let staff2: Session;
  let ipadmin: Session;
  let corpStaff: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, staff1, staff2, ipadmin, corpStaff] = await Promise.all([
      t.login('univ', 'admin'), t.login('univ', 'staff1'), t.login('univ', 'staff2'), t.login('univ', 'ipadmin'), t.login('corp', 'staff1'),
    ]);
  });
  afterAll(async () => { await t?.close(); });

  const get = (url: string, session: Session) => t.request({ method: 'GET', url, session });
  const post = (url: string, payload: unknown, session: Session) => t.request({ method: 'POST', url, session, payload });
  const myLayout = async (session: Session) => (await get(`${LAYOUT}/designMyLayout`, session)).json();
  const save = (session: Session, items: unknown, baseVersion: number) => post(`${LAYOUT}/saveMyLayout`, { items, baseVersion }, session);

  it('every tenant is seeded with the shipped default, whose columns all exist', async () => {
    for (const session of [staff1, corpStaff]) {
      const layout = await myLayout(session);
      expect(layout).toMatchObject({ source: 'tenant', version: 0, tenantVersion: 1, canEditDefault: false });
      expect(layout.items).toEqual(shipped.items);
      const aliases = shipped.items.map((i) => i.column);
      const batch = (await get(`${COLUMNS}/getByAliases?aliases=${aliases.join(',')}`, session)).json();
      expect(batch.missing).toEqual([]);
      expect(batch.columns.map((c: { alias: string }) => c.alias)).toEqual(aliases);
    }
    expect((await myLayout(admin)).canEditDefault).toBe(true);
  });

  it('reads columns in one call: unknown ones listed as missing, bad aliases refused', async () => {
    const res = await get(`${COLUMNS}/getByAliases?aliases=homeNews,noSuchColumn,homeTodo`, staff1);
    expect(res.statusCode).toBe(200);
    expect(res.json().columns.map((c: { alias: string }) => c.alias)).toEqual(['homeNews', 'homeTodo']);
    expect(res.json().missing).toEqual(['noSuchColumn']);
    expect((await get(`${COLUMNS}/getByAliases?aliases=a;drop`, staff1)).statusCode).toBe(400);
  });

  it('honours displayRights on reads, on the choices and on saves; only administrators preview', async () => {
    const current = (await get(`${DEFINITIONS}/get?kind=column&key=homeRanking`, admin)).json();
    const saved = await post(`${DEFINITIONS}/save`, { kind: 'column', body: { ...current.body, displayRights: ['IPgly'] }, baseVersion: current.version }, admin);
    expect(saved.statusCode).toBe(200);
    try {
      const asked = `${COLUMNS}/getByAliases?aliases=homeRanking,homeTodo`;
      expect((await get(asked, staff1)).json()).toEqual({ columns: [expect.objectContaining({ alias: 'homeTodo' })], missing: [] });
      expect((await get(asked, ipadmin)).json().columns.map((c: { alias: string }) => c.alias)).toEqual(['homeRanking', 'homeTodo']);
      expect((await get(`${asked}&preview=true`, staff1)).statusCode).toBe(403);
      expect((await get(`${asked}&preview=true`, admin)).json().columns).toHaveLength(2);
      const choices = (await get(`${COLUMNS}/list`, staff1)).json().map((c: { alias: string }) => c.alias);
      expect(choices).toContain('homeTodo');
      expect(choices).not.toContain('homeRanking');
      const refused = await save(staff1, [{ column: 'homeRanking', x: 0, y: 0, w: 4, h: 4 }], 0);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ pointer: '/items/0/column', message: '您无权使用栏目“homeRanking”' }]);
    } finally {
      const now = (await get(`${DEFINITIONS}/get?kind=column&key=homeRanking`, admin)).json();
      await post(`${DEFINITIONS}/save`, { kind: 'column', body: current.body, baseVersion: now.version }, admin);
    }
  });

  it('saves a personal layout as versions, read back by its owner only; a stale save is a 409 and writes nothing', async () => {
    const first = await save(staff1, two, 0);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ state: true, message: '保存成功', value: { key: `personal_${staff1.userId}`, version: 1 } });
    expect(await myLayout(staff1)).toMatchObject({ source: 'personal', version: 1, items: two });
    expect(await myLayout(staff2)).toMatchObject({ source: 'tenant', version: 0 });

    const stale = await save(staff1, [two[0]], 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('布局已在其他页面修改，请刷新后重试');
    expect(await myLayout(staff1)).toMatchObject({ version: 1, items: two });

    const second = await save(staff1, [two[1]], 1);
    expect(second.json().value.version).toBe(2);
    expect((await myLayout(staff1)).items).toEqual([two[1]]);
  });

  it('refuses invalid layouts with the pointer of each problem, in the caller\'s language', async () => {
    const cases: [unknown, string, string][] = [
      [[{ column: 'homeTodo', x: 6, y: 0, w: 8, h: 2 }], '/items/0/w', '栏目“homeTodo”超出了 12 格的宽度（x + w 不能大于 12）'],
      [[{ column: 'nope', x: 0, y: 0, w: 4, h: 2 }], '/items/0/column', '不存在别名为“nope”的首页栏目定义'],
      [[{ column: 'homeTodo', x: 0, y: 0, w: 6, h: 4 }, { column: 'homeNews', x: 4, y: 2, w: 6, h: 2 }], '/items/1', '栏目“homeNews”与栏目“homeTodo”的位置重叠'],
      [[{ column: 'homeTodo', x: 0, y: 0, w: 0, h: 2 }], '/items/0/w', expect.any(String) as unknown as string],
      ['not a list', '/items', expect.any(String) as unknown as string],
    ];
    for (const [items, pointer, message] of cases) {
      const res = await save(staff2, items, 0);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(expect.arrayContaining([{ pointer, message }]));
    }
    const english = await save(inEnglish(staff2), [{ column: 'nope', x: 0, y: 0, w: 4, h: 2 }], 0);
    expect(english.json().errors).toEqual([{ pointer: '/items/0/column', message: 'no column definition "nope"' }]);
    expect(await myLayout(staff2)).toMatchObject({ source: 'tenant', version: 0 });
  });

  it('the visitor reads the default but keeps no layout of their own, and gets no guest-barred column (!yk)', async () => {
    const visitor = await visitorSession(t, 'univ');
    expect((await myLayout(visitor)).source).toBe('tenant');
    const batch = (await get(`${COLUMNS}/getByAliases?aliases=homeTodo,homeNews,homeOftenFlows`, visitor)).json();
    expect(batch).toEqual({ columns: [expect.objectContaining({ alias: 'homeNews' })], missing: [] });
    expect((await save(visitor, two, 0)).statusCode).toBe(403);
  });

  it('an administrator edits the tenant default (checked the same way); users without their own layout see it', async () => {
    const current = (await get(`${DEFINITIONS}/get?kind=layout&key=defaultHome`, admin)).json();
    const overlapping = { ...current.body, items: [two[0], { ...two[1], x: 4 }] };
    const refused = await post(`${DEFINITIONS}/save`, { kind: 'layout', body: overlapping, baseVersion: current.version }, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ pointer: '/items/1', message: '栏目“homeNotices”与栏目“homeTodo”的位置重叠' }]);
    expect((await post(`${DEFINITIONS}/save`, { kind: 'layout', body: { ...current.body, items: two }, baseVersion: current.version }, staff1)).statusCode).toBe(403);

    const saved = await post(`${DEFINITIONS}/save`, { kind: 'layout', body: { ...current.body, items: two }, baseVersion: current.version }, admin);
    expect(saved.statusCode).toBe(200);
    expect(await myLayout(staff2)).toMatchObject({ source: 'tenant', tenantVersion: current.version + 1, items: two });
    // Another tenant's default is untouched.
    expect((await myLayout(corpStaff)).items).toEqual(shipped.items);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('of two concurrent saves from the same version, one wins and the other is a 409', async () => {
    const base = (await myLayout(ipadmin)).version;
    const replies = await Promise.all([save(ipadmin, [two[0]], base), save(ipadmin, [two[1]], base), save(ipadmin, two, base)]);
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const layout = await myLayout(ipadmin);
    expect(layout.version).toBe(base + 1);
    const winner = replies.findIndex((r) => r.statusCode === 200);
    expect(layout.items).toEqual([[two[0]], [two[1]], two][winner]);
  });
});
