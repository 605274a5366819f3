import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

/** The directory, tenant and system calls: what a univ user must not be able to turn on corp rows. */
const MY_ROUTES: { method: 'GET' | 'POST'; url: string; payload?: unknown }[] = [
  { method: 'POST', url: '/api/uc/api/user/v1/users/queryByType', payload: {} },
  { method: 'GET', url: '/api/uc/api/user/v1/user/getByAccount?account=admin' },
  { method: 'POST', url: '/api/uc/api/user/v1/user/getByAccount', payload: { account: 'admin' } },
  { method: 'GET', url: '/api/uc/api/org/v1/orgs' },
  { method: 'POST', url: '/api/uc/api/org/v1/orgs', payload: {} },
  { method: 'GET', url: '/api/uc/api/org/v1/org/getByParentId' },
  { method: 'POST', url: '/api/uc/api/role/v1/roles', payload: {} },
  { method: 'POST', url: '/api/uc/api/job/v1/jobs', payload: {} },
  { method: 'POST', url: '/api/uc/api/org/v1/orgPosts', payload: {} },
  { method: 'POST', url: '/api/uc/api/demension/v1/dems', payload: {} },
  { method: 'GET', url: '/api/uc/api/userRel/v1/userRels/getUserRelByTypeId' },
  { method: 'GET', url: '/api/uc/uc/tenantManage/v1/getJson?id=2' },
  { method: 'POST', url: '/api/uc/uc/tenantManage/v1/listJson', payload: {} },
  { method: 'GET', url: '/api/portal/sys/sysMenu/v1/getCurrentUserMenu' },
  { method: 'GET', url: '/api/portal/sys/sysMenu/v1/getCurrentUserMethodAuth' },
  { method: 'GET', url: '/api/portal/sys/sysMenu/v1/role/alias?roleAlias=ptyh' },
  { method: 'GET', url: '/api/portal/sys/sysProperties/v1/getDecryptByAlias?alias=dictVersion' },
  { method: 'POST', url: '/api/portal/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=sex' },
  { method: 'POST', url: '/api/portal/sys/dataDict/v1/all/dict' },
];

describe('tenant isolation of the directory, tenant and system calls', () => {
  let t: TestApp;
  let univ: Session;
  let corp: { userIds: number[]; orgIds: number[]; rootId: number; postIds: number[]; roleIds: number[] };
  let univUserIds: number[];
  beforeAll(async () => {
    t = await createTestApp();
    univ = await t.login('univ', 'admin');
    corp = await withTenant(t.db, t.tenantId('corp'), async (tx) => {
      const orgs = await tx.selectFrom('org').select(['id', 'parent_id']).execute();
      return {
        userIds: (await tx.selectFrom('app_user').select('id').execute()).map((r) => r.id),
        orgIds: orgs.map((o) => o.id),
        rootId: orgs.find((o) => o.parent_id === null)!.id,
        postIds: (await tx.selectFrom('post').select('id').execute()).map((r) => r.id),
        roleIds: (await tx.selectFrom('role').select('id').execute()).map((r) => r.id),
      };
    });
    univUserIds = (await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('app_user').select('id').where('is_visitor', '=', false).execute())).map((r) => r.id);
  });
  afterAll(async () => { await t?.close(); });

  const post = (url: string, payload: unknown) => t.request({ method: 'POST', url, session: univ, payload });
  const rowsOf = async (url: string, payload: unknown) => {
    const res = await post(url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().rows as { id: number }[];
  };

  it('finds nothing of corp by guessed ids', async () => {
    expect(await rowsOf('/api/uc/api/user/v1/users/queryByType', { querys: [{ property: 'id', value: corp.userIds, operation: 'IN' }] })).toEqual([]);
    expect(await rowsOf('/api/uc/api/user/v1/users/queryByType', { querys: [{ property: 'orgId', value: corp.orgIds, operation: 'IN' }] })).toEqual([]);
    expect(await rowsOf('/api/uc/api/user/v1/users/queryByType', { querys: [{ property: 'postId', value: corp.postIds, operation: 'IN' }] })).toEqual([]);
    expect(await rowsOf('/api/uc/api/org/v1/orgs', { querys: [{ property: 'id', value: corp.orgIds, operation: 'IN' }] })).toEqual([]);
    expect(await rowsOf('/api/uc/api/org/v1/orgs', { querys: [{ property: 'parentId', value: corp.rootId }] })).toEqual([]);
    expect(await rowsOf('/api/uc/api/org/v1/orgPosts', { querys: [{ property: 'orgId', value: corp.orgIds, operation: 'IN' }] })).toEqual([]);
    expect(await rowsOf('/api/uc/api/role/v1/roles', { querys: [{ property: 'id', value: corp.roleIds, operation: 'IN' }] })).toEqual([]);
    const children = await t.request({ method: 'GET', url: `/api/uc/api/org/v1/org/getByParentId?parentId=${corp.rootId}`, session: univ });
    expect([children.statusCode, children.json()]).toEqual([200, []]);
    const tenant = await t.request({ method: 'GET', url: '/api/uc/uc/tenantManage/v1/getJson?id=2', session: univ });
    expect(tenant.statusCode).toBe(404);
  });

  it('gives its own tenant\'s user for an account both tenants have', async () => {
    const res = await t.request({ method: 'GET', url: '/api/uc/api/user/v1/user/getByAccount?account=staff1', session: univ });
    expect(univUserIds).toContain(res.json().id);
    expect(corp.userIds).not.toContain(res.json().id);
  });

  it('ignores a forged tenantId in the query', async () => {
    const rows = await rowsOf('/api/uc/api/user/v1/users/queryByType?tenantId=2', { pageBean: { pageSize: 100 } });
    expect(rows.map((r) => r.id).sort()).toEqual([...univUserIds].sort());
    const orgs = await rowsOf('/api/uc/api/org/v1/orgs?tenantId=2&tenant_id=2', { pageBean: { pageSize: 100 } });
    expect(orgs.some((o) => corp.orgIds.includes(o.id))).toBe(false);
    const menu = await t.request({ method: 'GET', url: '/api/portal/sys/sysMenu/v1/getCurrentUserMenu?tenantId=2', session: univ });
    expect(JSON.stringify(menu.json())).toContain('"alias":"zlk-search"');
    expect(JSON.stringify(menu.json())).toContain('bxzlk'); // univ's library template, not corp's jgzlk
  });

  it.each(MY_ROUTES)('$method $url with a univ token and Tenant-Code corp is 401 TENANT_MISMATCH', async ({ method, url, payload }) => {
    const res = await t.request({ method, url, payload, session: univ, headers: { 'tenant-code': 'corp' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ state: false, code: 'TENANT_MISMATCH', message: '租户不一致，请重新登录' });
  });

  it('leaves corp\'s rows as they were', async () => {
    const after = await withTenant(t.db, t.tenantId('corp'), async (tx) => (await tx.selectFrom('app_user').select('id').execute()).map((r) => r.id));
    expect(after.sort()).toEqual([...corp.userIds].sort());
  });
});
