import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

describe('user detail and own profile', () => {
  let t: TestApp;
  let corpAdminId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const corp = t.tenantId('corp');
    corpAdminId = (await withTenant(t.db, corp, (tx) => tx.selectFrom('app_user').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow())).id;
    // An account that exists only in corp.
    await withTenant(t.db, corp, (tx) => tx.insertInto('app_user').values({
      tenant_id: corp, account: 'corponly', fullname: '企业专员', password_hash: 'x',
    }).execute());
  });
  afterAll(async () => { await t?.close(); });

  // One sign-in per account for the file (scrypt is slow on purpose).
  const sessions = new Map<string, Promise<Session>>();
  const login = (account: string) => {
    if (!sessions.has(account)) sessions.set(account, t.login('univ', account));
    return sessions.get(account)!;
  };

  const detail = (session: Session, account?: string | number, lang = 'zh-CN') => t.request({
    method: 'GET',
    url: `/api/uc/api/user/v1/user/getDetailByAccountOrId${account === undefined ? '' : `?account=${account}`}`,
    session, headers: { 'accept-language': lang },
  });
  const save = (session: Session, body: unknown) =>
    t.request({ method: 'POST', url: '/api/uc/api/user/v1/user/updateUser', session, payload: body as object });
  const corpAdmin = () => withTenant(t.db, t.tenantId('corp'), (tx) =>
    tx.selectFrom('app_user').select(['fullname', 'email', 'version']).where('id', '=', corpAdminId).executeTakeFirstOrThrow());

  it('reads the own detail with roles, posts and organisations', async () => {
    const session = await login('leader');
    const res = await detail(session);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: session.userId, account: 'leader', fullname: '陈院长', email: 'leader@example.com', mobile: '13800000003', sex: 'male', status: 1 });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.roleList.map((r: { code: string }) => r.code)).toEqual(expect.arrayContaining(['kybmld', 'ptyh']));
    expect(body.postList).toHaveLength(2);
    expect(body.orgList[0].pathName).toMatch(/^示例大学\//);
    const english = await detail(session, 'leader', 'en-US');
    expect(english.json().roleList.map((r: { name: string }) => r.name)).toContain('Staff');
  });

  it('reads a colleague of the same tenant by account or by id', async () => {
    const session = await login('leader');
    const byAccount = (await detail(session, 'staff1')).json();
    expect(byAccount.user.account).toBe('staff1');
    const byId = await detail(session, byAccount.user.id);
    expect(byId.json().user.account).toBe('staff1');
  });

  it('never reads a user of another tenant, by account or by id', async () => {
    const session = await login('staff1');
    const byId = await detail(session, corpAdminId);
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toEqual({ state: false, message: '请求的资源不存在' });
    expect((await detail(session, 'corponly')).statusCode).toBe(404);
    // The same account name is the univ user, not the corp one.
    const admin = (await detail(session, 'admin')).json();
    expect(admin.user.id).not.toBe(corpAdminId);
  });

  it('saves the own profile and bumps the version', async () => {
    const session = await login('staff1');
    const before = (await detail(session)).json().user;
    const res = await save(session, {
      fullname: '张伟伟', email: 'zw@example.edu.cn', mobile: '13700001111', sex: 'male', address: '实验楼 301', version: before.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, message: '保存个人信息成功', value: { version: before.version + 1 } });
    const after = (await detail(session)).json().user;
    expect(after).toMatchObject({ fullname: '张伟伟', email: 'zw@example.edu.cn', mobile: '13700001111', address: '实验楼 301', version: before.version + 1 });
    // Empty email, mobile and sex clear them.
    const cleared = await save(session, { email: '', mobile: '', sex: null, version: after.version });
    expect(cleared.statusCode).toBe(200);
    expect((await detail(session)).json().user).toMatchObject({ email: null, mobile: null, sex: null, fullname: '张伟伟' });
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const session = await login('staff2');
    const { version } = (await detail(session)).json().user;
    expect((await save(session, { fullname: '李娜一', version })).statusCode).toBe(200);
    const stale = await save(session, { fullname: '李娜二', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ state: false, message: '数据已被他人修改，请刷新后重试' });
    expect((await detail(session)).json().user).toMatchObject({ fullname: '李娜一', version: version + 1 });
  });

  it.each([
    [{ email: 'not-an-email' }, '邮箱格式不正确！'],
    [{ mobile: '12345678901' }, '手机号码不正确！'],
    [{ mobile: '1381234567' }, '手机号码不正确！'],
    [{ fullname: '   ' }, '请输入姓名'],
  ])('refuses %j with "%s"', async (fields, message) => {
    const session = await login('agent');
    const { version } = (await detail(session)).json().user;
    const res = await save(session, { ...fields, version });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: false, message });
    expect((await detail(session)).json().user.version).toBe(version);
  });

  it('says the profile problems in English too', async () => {
    const session = await login('agent');
    const res = await t.request({
      method: 'POST', url: '/api/uc/api/user/v1/user/updateUser', session, headers: { 'accept-language': 'en-US' },
      payload: { email: 'bad@', version: 1 },
    });
    expect(res.json().message).toBe('Invalid email address!');
  });

  it('updates only the own profile: another user named by id or account is refused, across tenants too', async () => {
    const session = await login('ipadmin');
    const { version } = (await detail(session)).json().user;
    const before = await corpAdmin();
    for (const target of [{ id: corpAdminId }, { account: 'admin' }, { account: 'corponly' }]) {
      const res = await save(session, { ...target, fullname: '被改了', version });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('没有权限执行此操作');
    }
    expect(await corpAdmin()).toEqual(before);
    expect((await detail(session)).json().user.version).toBe(version);
    // Naming oneself is fine.
    expect((await save(session, { id: session.userId, account: 'ipadmin', fullname: '王知产', version })).statusCode).toBe(200);
  });

  it('keeps the visitor to itself', async () => {
    const visitor = (await t.request({ method: 'POST', url: `/api/uc/auth/visitor?tenantId=${t.tenantId('univ')}` })).json();
    const session = {
      token: visitor.token, refreshToken: visitor.refreshToken, tenantCode: 'univ', tenantId: t.tenantId('univ'), userId: visitor.userId,
      headers: { authorization: `Bearer ${visitor.token}`, 'tenant-code': 'univ' },
    };
    expect((await detail(session)).statusCode).toBe(200);
    expect((await detail(session, 'admin')).statusCode).toBe(403);
    const res = await save(session, { fullname: '改个名', version: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('游客无法执行此操作，请先登录');
  });

  it.each([
    ['an unknown field', { fullname: '张三', version: 1, status: 0 }],
    ['no version', { fullname: '张三' }],
    ['a bad sex', { sex: 'x', version: 1 }],
    ['a too long address', { address: '路'.repeat(201), version: 1 }],
  ])('refuses a body with %s with a 400 and a message', async (_name, body) => {
    const session = await login('guest1');
    const res = await save(session, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().state).toBe(false);
    expect(res.json().message).toMatch(/^请求参数不正确/);
  });
});
