import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64, createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const PASSWORD = 'Demo@2026';

describe('password strategy and password change', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  // One sign-in per account for the refusal cases, which change nothing (scrypt is slow on purpose).
  const sessions = new Map<string, Promise<Session>>();
  const login = (code: string, account: string) => {
    const key = `${code}/${account}`;
    if (!sessions.has(key)) sessions.set(key, t.login(code, account));
    return sessions.get(key)!;
  };

  const change = (session: Session, body: unknown, lang = 'zh-CN') => t.request({
    method: 'POST', url: '/api/uc/api/user/v1/user/changUserPsd', session, payload: body as object, headers: { 'accept-language': lang },
  });
  const signIn = (tenantCode: string, account: string, password: string) => t.request({
    method: 'POST', url: `/api/uc/auth?tenantId=${t.tenantId(tenantCode)}`, payload: { username: account, password: base64(password) },
  });

  it.each([
    ['univ', { enable: true, pwdRule: 3, pwdLength: 8 }],
    ['corp', { enable: true, pwdRule: 4, pwdLength: 8 }],
    ['inst', { enable: false, pwdRule: 1, pwdLength: 6 }],
  ])('tells the strategy of %s without a token, by tenantId or by Tenant-Code', async (code, strategy) => {
    const byId = await t.request({ method: 'GET', url: `/api/uc/api/pwdStrategy/v1/getDefault?tenantId=${t.tenantId(code)}` });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(strategy);
    const byHeader = await t.request({ method: 'GET', url: '/api/uc/api/pwdStrategy/v1/getDefault', headers: { 'tenant-code': code } });
    expect(byHeader.json()).toEqual(strategy);
  });

  it('refuses the strategy of an unknown tenant', async () => {
    const res = await t.request({ method: 'GET', url: '/api/uc/api/pwdStrategy/v1/getDefault?tenantId=999' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('租户不存在');
    expect((await t.request({ method: 'GET', url: '/api/uc/api/pwdStrategy/v1/getDefault' })).statusCode).toBe(400);
  });

  it.each([
    ['univ', 'Ab1!', '新密码长度至少为8'],
    ['univ', 'abcdefgh1', '新密码必须包含数字、字母、特殊字符'],
    ['corp', 'abc1!', '新密码长度至少为8'],
    ['corp', 'abcdefg1!', '新密码必须包含数字、大小字母、特殊字符'],
    ['platform', 'abcdefghij', '新密码必须包含数字、字母'],
    ['inst', 'abc12', '新密码长度至少为6'],
  ])('in %s refuses the new password %s with "%s"', async (code, newPwd, message) => {
    const session = await login(code, 'staff1');
    const res = await change(session, { oldPwd: base64(PASSWORD), newPwd: base64(newPwd) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: false, message });
  });

  it('explains a strategy refusal in English too', async () => {
    const session = await login('univ', 'staff1');
    const res = await change(session, { oldPwd: base64(PASSWORD), newPwd: base64('Ab1!') }, 'en-US');
    expect(res.json().message).toBe('The new password must be at least 8 characters');
  });

  it.each([
    [{ newPwd: base64('Better#2026') }, '请输入旧密码'],
    [{ oldPwd: '', newPwd: base64('Better#2026') }, '请输入旧密码'],
    [{ oldPwd: base64(PASSWORD) }, '请输入新密码'],
    [{ oldPwd: base64('Wrong#2026'), newPwd: base64('Better#2026') }, '旧密码不正确'],
    [{ oldPwd: base64(PASSWORD), newPwd: base64(PASSWORD) }, '新密码不能与旧密码相同'],
    [{ oldPwd: '%%%', newPwd: base64('Better#2026') }, '密码格式不正确'],
  ])('refuses %j with "%s"', async (body, message) => {
    const session = await login('univ', 'staff2');
    const res = await change(session, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses malformed bodies with a 400 and a message', async () => {
    const session = await login('univ', 'staff2');
    const bodies: [unknown, string][] = [
      [{ oldPwd: base64(PASSWORD), newPwd: base64('Better#2026'), account: 'admin' }, 'application/json'],
      [{ oldPwd: 1234, newPwd: [] }, 'application/json'],
      ['{"oldPwd": ', 'application/json'],
      ['', 'application/json'],
      ['plain text', 'text/plain'],
    ];
    for (const [body, type] of bodies) {
      const res = await t.request({
        method: 'POST', url: '/api/uc/api/user/v1/user/changUserPsd', session,
        payload: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': type },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().state).toBe(false);
      expect(res.json().message).toMatch(/^请求参数不正确/);
    }
  });

  it('changes the password: the new one signs in, the old one no longer does, other sessions end', async () => {
    const session = await t.login('corp', 'ipadmin');
    const elsewhere = await t.login('corp', 'ipadmin');
    const res = await change(session, { oldPwd: base64(PASSWORD), newPwd: base64('Strong#Pass1') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, message: '修改密码成功' });
    expect((await t.request({ method: 'GET', url: '/api/uc/auth/check/token', session })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/uc/auth/check/token', session: elsewhere })).statusCode).toBe(401);
    expect((await signIn('corp', 'ipadmin', 'Strong#Pass1')).statusCode).toBe(200);
    expect((await signIn('corp', 'ipadmin', PASSWORD)).statusCode).toBe(400);
  });

  it('lets a login-status-0 session change the password, after which the sign-in is normal', async () => {
    const session = await t.login('corp', 'newstaff', 'demo2026');
    const res = await change(session, { oldPwd: base64('demo2026'), newPwd: base64('Fresh#Start9') });
    expect(res.statusCode).toBe(200);
    const again = await signIn('corp', 'newstaff', 'Fresh#Start9');
    expect(again.json().loginStatus).toBe(1);
  });

  it('accepts any 6 characters where the tenant has no strategy', async () => {
    const session = await t.login('inst', 'staff2');
    expect((await change(session, { oldPwd: base64(PASSWORD), newPwd: base64('abcdef') })).statusCode).toBe(200);
  });

  it('does not let the visitor change the password', async () => {
    const visitor = (await t.request({ method: 'POST', url: `/api/uc/auth/visitor?tenantId=${t.tenantId('univ')}` })).json();
    const res = await t.request({
      method: 'POST', url: '/api/uc/api/user/v1/user/changUserPsd',
      headers: { authorization: `Bearer ${visitor.token}`, 'tenant-code': 'univ' },
      payload: { oldPwd: base64(PASSWORD), newPwd: base64('Better#2026') },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('游客无法执行此操作，请先登录');
  });
});
