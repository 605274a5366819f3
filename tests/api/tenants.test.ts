import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { visitorSession } from './directory-sessions.ts';

describe('tenants', () => {
  let t: TestApp;
  let staff: Session;
  let admin: Session;
  let platformAdmin: Session;
  let platformStaff: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [staff, admin, platformAdmin, platformStaff] = await Promise.all([
      t.login('univ', 'staff1'), t.login('univ', 'admin'), t.login('platform', 'admin'), t.login('platform', 'staff1'),
    ]);
  });
  afterAll(async () => { await t?.close(); });

  const base = '/api/uc/uc/tenantManage/v1';

  it('getTenantByCode answers without a token, with the logo as a data URI', async () => {
    const res = await t.request({ method: 'GET', url: `${base}/getTenantByCode?code=corp` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 2, code: 'corp', name: '示例科技有限公司', nameEn: 'Demo Tech Co.', nameFront: '示例科技有限公司', typeCode: 'enterprise',
      ico: [], frontLogo: [], logoUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
  });

  it('getTenantByCode is 404 for an unknown or disabled tenant and 400 without a code', async () => {
    const unknown = await t.request({ method: 'GET', url: `${base}/getTenantByCode?code=nope`, headers: { 'accept-language': 'en-US' } });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { state: false, message: 'Unknown tenant' }]);
    expect((await t.request({ method: 'GET', url: `${base}/getTenantByCode` })).statusCode).toBe(400);
    await t.db.updateTable('tenant').set({ status: 0 }).where('code', '=', 'inst').execute();
    const disabled = await t.request({ method: 'GET', url: `${base}/getTenantByCode?code=inst` });
    expect([disabled.statusCode, disabled.json().message]).toEqual([404, '租户已停用']);
    await t.db.updateTable('tenant').set({ status: 1 }).where('code', '=', 'inst').execute();
  });

  it('getTenantBackgroundByCode gives a colour and a gradient without a token', async () => {
    const res = await t.request({ method: 'GET', url: `${base}/getTenantBackgroundByCode?code=univ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'univ', color: expect.stringMatching(/^#[0-9a-f]{6}$/), gradient: expect.stringMatching(/^linear-gradient\(/), imageUrl: null });
  });

  it('getJson gives the caller\'s own tenant and 404 for any other id', async () => {
    const own = await t.request({ method: 'GET', url: `${base}/getJson?id=1`, session: staff });
    expect(own.json()).toMatchObject({ id: 1, code: 'univ', name: '示例大学', status: 1 });
    const other = await t.request({ method: 'GET', url: `${base}/getJson?id=2`, session: staff });
    expect([other.statusCode, other.json().message]).toEqual([404, '租户不存在']);
    expect((await t.request({ method: 'GET', url: `${base}/getJson?id=1` })).statusCode).toBe(401);
  });

  it('listJson pages every tenant for administrators of the platform tenant', async () => {
    const res = await t.request({ method: 'POST', url: `${base}/listJson`, session: platformAdmin, payload: { sorter: [{ property: 'code' }] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    expect(res.json().rows.map((r: { code: string }) => r.code)).toEqual(['corp', 'inst', 'platform', 'univ']);
    expect(res.json().rows[0]).toEqual({
      id: 2, code: 'corp', name: '示例科技有限公司', nameEn: 'Demo Tech Co.', nameFront: '示例科技有限公司', typeCode: 'enterprise', status: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const filtered = await t.request({ method: 'POST', url: `${base}/listJson`, session: platformAdmin, payload: { querys: [{ property: 'typeCode', value: 'university' }] } });
    expect(filtered.json().rows.map((r: { code: string }) => r.code)).toEqual(['univ']);
  });

  it('listJson is 403 for anyone else: a tenant administrator, platform staff, a visitor', async () => {
    const visitor = await visitorSession(t, 'univ');
    for (const session of [admin, platformStaff, visitor]) {
      const res = await t.request({ method: 'POST', url: `${base}/listJson`, session, payload: {} });
      expect([res.statusCode, res.json().message]).toEqual([403, '没有权限执行此操作']);
    }
  });
});
