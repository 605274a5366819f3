import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { visitorSession } from './directory-sessions.ts';
import { RT } from './workflow-helpers.ts';

const FRONT = '/api/front';
const SUMMARY = `${FRONT}/api/v1/home/summary`;
const POSITION = `${FRONT}/api/v1/home/workbench/position`;

/** The home page's one read (tiles and workbench) and the workbench's remembered position. */
describe('home: summary and workbench position', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  const summary = async (session: Session) => {
    const res = await t.request({ method: 'GET', url: SUMMARY, session });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { tiles: Record<string, number>; workbench: null | { counters: boolean; todoEntry: boolean; todo: number | null; unreadMessages: number | null; stream: { ticket: string } | null; position: { x: number; y: number } | null } };
  };
  const setSetting = (tenant: string, change: Record<string, unknown>) => withTenant(t.db, t.tenantId(tenant), async (tx) => {
    const row = await tx.selectFrom('sys_property').select('value').where('alias', '=', 'sysSetting').executeTakeFirstOrThrow();
    await tx.updateTable('sys_property').set({ value: JSON.stringify({ ...(row.value as object), ...change }) }).where('alias', '=', 'sysSetting').execute();
  });

  it('gives the seven tiles as the library counts them, the to-dos and a stream ticket of the caller', async () => {
    const leader = await t.login('univ', 'leader');
    const home = await summary(leader);
    const tiles = (await t.request({ method: 'GET', url: `${FRONT}/schoolLib/university/statusCounts`, session: leader })).json();
    expect(home.tiles).toEqual(tiles);
    const counts = (await t.request({ method: 'POST', url: `${RT}/counts/v1/all`, session: leader })).json() as { todo: number };
    expect(home.workbench).toMatchObject({ counters: true, todoEntry: true, todo: counts.todo, position: null });
    // The first unread-messages count comes along (the page reads none of its own until the stream pushes).
    const unread = (await t.request({ method: 'GET', url: `${FRONT}/api/v1/message/unread`, session: leader })).json() as { count: number };
    expect(home.workbench!.unreadMessages).toBe(unread.count);
    expect(home.workbench!.stream!.ticket).toMatch(/^[\w-]{40,}$/);
    const spent = await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('stream_ticket').select('user_id').where('user_id', '=', leader.userId).execute());
    expect(spent.length).toBeGreaterThan(0);
  });

  it('gives the visitor tiles and no workbench; role yk a workbench without counters or ticket; hidden roles none', async () => {
    const visitor = await visitorSession(t, 'univ');
    const seen = await summary(visitor);
    expect(seen.tiles.applying).toBeGreaterThan(0);
    expect(seen.workbench).toBeNull();
    expect((await summary(await t.login('univ', 'guest1'))).workbench).toEqual({ counters: false, todoEntry: true, todo: null, unreadMessages: null, stream: null, position: null });
    // The demo tenants hide the workbench from agents (sysSetting.hideWorkbenchRoles ['dlr']).
    expect((await summary(await t.login('univ', 'agent'))).workbench).toBeNull();
    await setSetting('corp', { hideWorkbenchRoles: ['ptyh'] });
    expect((await summary(await t.login('corp', 'staff1'))).workbench).toBeNull();
    expect((await summary(await t.login('corp', 'agent'))).workbench).not.toBeNull();
  });

  it('gives the visitor the tenant\'s aggregate patent counts for the home\'s statistics cards, and no fee figures', async () => {
    const visitor = await visitorSession(t, 'univ');
    const leader = await t.login('univ', 'leader');
    const get = async (session: Session, method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const res = await t.request({ method, url, session, payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    // The department pie (homeDeptPie) and the patent statistics card (homePatentList): what a leader sees of the campus.
    expect(await get(visitor, 'GET', `${FRONT}/schoolLib/university/statScope`)).toMatchObject({ view: 'campus', orgId: null });
    const pie = await get(visitor, 'GET', `${FRONT}/schoolLib/university/chart/department/application`);
    expect(pie.rows.length).toBeGreaterThan(3);
    expect(pie.rows).toEqual((await get(leader, 'GET', `${FRONT}/schoolLib/university/chart/department/application`)).rows);
    const table = { pageBean: { page: 1, pageSize: 5 } };
    for (const alias of ['byzl', 'fmrzl']) {
      const rows = (await get(visitor, 'POST', `/api/form/form/query/queryView/data_syzl/${alias}`, table)).rows as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(0);
      // Aggregate counts only: names and numbers, no patent of any row.
      for (const row of rows) expect(Object.keys(row).every((k) => ['orgId', 'orgName', 'appTotal', 'authTotal', 'effTotal', 'name', 'total', 'invent', 'newKind', 'exterior'].includes(k))).toBe(true);
    }
    // Fees are not public: the visitor's fee figures stay empty.
    expect((await get(visitor, 'POST', `${FRONT}/statistics/fee/v1/listData`, { params: {} })).rows).toEqual([]);
  });

  it('hides the to-do entry for the tenants listed in sysSetting.hideTodoTenants (by code or name)', async () => {
    await setSetting('inst', { hideTodoTenants: ['inst'] });
    expect((await summary(await t.login('inst', 'staff1'))).workbench).toMatchObject({ todoEntry: false, counters: true });
    await setSetting('inst', { hideTodoTenants: ['someone else'] });
    expect((await summary(await t.login('inst', 'staff1'))).workbench).toMatchObject({ todoEntry: true });
  });

  it('remembers the position per user, on the server, for another sign-in too', async () => {
    const staff = await t.login('univ', 'staff1');
    const put = await t.request({ method: 'PUT', url: POSITION, session: staff, payload: { x: 240, y: 180 } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ state: true, value: { x: 240, y: 180 } });
    await t.request({ method: 'PUT', url: POSITION, session: staff, payload: { x: 300, y: 20 } });
    expect((await summary(await t.login('univ', 'staff1'))).workbench!.position).toEqual({ x: 300, y: 20 });
    // Another user, and the same account of another tenant, keep their own.
    expect((await summary(await t.login('univ', 'staff2'))).workbench!.position).toBeNull();
    expect((await summary(await t.login('inst', 'staff1'))).workbench!.position).toBeNull();
  });

  it('refuses a bad position (localised) and the shared visitor account', async () => {
    const staff = await t.login('univ', 'staff2');
    for (const payload of [{ x: -1, y: 0 }, { x: 1.5, y: 0 }, { x: 0 }, { x: 0, y: 0, z: 1 }, { x: '10', y: 'a' }]) {
      const res = await t.request({ method: 'PUT', url: POSITION, session: staff, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect((res.json() as { state: boolean }).state).toBe(false);
    }
    const visitor = await visitorSession(t, 'univ');
    const refused = await t.request({ method: 'PUT', url: POSITION, session: visitor, payload: { x: 1, y: 1 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ state: false, message: '游客无法执行此操作，请先登录' });
    expect((await t.request({ method: 'GET', url: SUMMARY })).statusCode).toBe(401);
  });
});
