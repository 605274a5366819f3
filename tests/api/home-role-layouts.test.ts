import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const LAYOUT = '/api/portal/portal/sysIndexMyLayout/v1';
const DEFINITIONS = '/api/form/form/definition/v1';
type Item = { column: string; x: number; y: number; w: number; h: number };
const leaders: Item[] = [{ column: 'homeTodo', x: 0, y: 0, w: 6, h: 6 }, { column: 'homeMeetings', x: 6, y: 0, w: 6, h: 6 }];
const tenantDefault: Item[] = [{ column: 'homeNews', x: 0, y: 0, w: 12, h: 4 }];
const own: Item[] = [{ column: 'homeNotices', x: 0, y: 0, w: 12, h: 4 }];
const roleBody = (items: unknown, roles = ['kybmld']) => ({
  kind: 'layout', schemaVersion: 1, alias: 'roleHome_kybmld', name: { 'zh-CN': '部门领导首页', 'en-US': 'Department leaders\' home' }, items, roles,
});

describe('per-role default layouts', () => {
  let t: TestApp;
  let admin: Session;
  let leader: Session;
  let staff1: Session;
  let corpLeader: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, leader, staff1, corpLeader] = await Promise.all([t.login('univ', 'admin'), t.login('univ', 'leader'), t.login('univ', 'staff1'), t.login('corp', 'leader')]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const myLayout = async (session: Session) => (await t.request({ method: 'GET', url: `${LAYOUT}/designMyLayout`, session })).json();
  const saveDefinition = (session: Session, body: unknown, baseVersion: number) =>
    t.request({ method: 'POST', url: `${DEFINITIONS}/save`, session, payload: { kind: 'layout', body, baseVersion } });

  it('a user without a layout of their own gets their role\'s default, else the tenant default; their own wins', async () => {
    const schemaVersion = (await t.request({ method: 'GET', url: `${DEFINITIONS}/get?kind=layout&key=defaultHome`, session: admin })).json().body?.schemaVersion ?? 1;
    const tenant = await saveDefinition(admin, { kind: 'layout', schemaVersion, alias: 'defaultHome', name: { 'zh-CN': '默认首页', 'en-US': 'Default home' }, items: tenantDefault }, (await myLayout(admin)).tenantVersion);
    expect(tenant.statusCode).toBe(200);
    const saved = await saveDefinition(admin, { ...roleBody(leaders), schemaVersion }, 0);
    expect(saved.statusCode).toBe(200);

    const forLeader = await myLayout(leader);
    expect(forLeader).toMatchObject({ source: 'role', roleLayout: 'roleHome_kybmld', items: leaders, defaultItems: leaders, canEditDefault: false });
    expect(forLeader.roleLayouts).toBeUndefined();
    expect(await myLayout(staff1)).toMatchObject({ source: 'tenant', items: tenantDefault });
    // Another tenant's leader: their tenant has no role layout.
    expect((await myLayout(corpLeader)).source).not.toBe('role');

    // The administrator sees the stored role layouts and the roles to store one for.
    const forAdmin = await myLayout(admin);
    expect(forAdmin.roleLayouts).toEqual([{ key: 'roleHome_kybmld', version: 1, roles: ['kybmld'] }]);
    expect(forAdmin.tenantRoles).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'kybmld' }), expect.objectContaining({ code: 'sysAdmin' })]));

    // Versioned: a second version from the right base, a stale base is refused; the leader gets the new version.
    const next = [{ ...leaders[0]!, w: 12 }];
    expect((await saveDefinition(admin, { ...roleBody(next), schemaVersion }, 1)).statusCode).toBe(200);
    expect((await saveDefinition(admin, { ...roleBody(leaders), schemaVersion }, 1)).statusCode).toBe(409);
    expect((await myLayout(leader)).items).toEqual(next);

    const mine = await t.request({ method: 'POST', url: `${LAYOUT}/saveMyLayout`, session: leader, payload: { items: own, baseVersion: 0 } });
    expect(mine.statusCode).toBe(200);
    expect(await myLayout(leader)).toMatchObject({ source: 'personal', items: own, defaultItems: next, roleLayout: 'roleHome_kybmld' });
  });

  it('role layouts are definitions: checked by the layout meta-schema, stored only by administrators', async () => {
    const schemaVersion = (await t.request({ method: 'GET', url: `${DEFINITIONS}/get?kind=layout&key=defaultHome`, session: admin })).json().body?.schemaVersion ?? 1;
    const bad = await saveDefinition(admin, { ...roleBody([{ column: 'homeTodo', x: 0, y: 0, w: 13, h: 6 }], ['ptyh']), alias: 'roleHome_ptyh', schemaVersion }, 0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].pointer).toBe('/items/0/w');
    const byStaff = await saveDefinition(staff1, { ...roleBody(leaders, ['ptyh']), alias: 'roleHome_ptyh', schemaVersion }, 0);
    expect(byStaff.statusCode).toBe(403);
    expect((await myLayout(staff1)).source).toBe('tenant');
  });
});
