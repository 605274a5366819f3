import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { base64, createTestApp, type TestApp } from '../support/test-app.ts';

const PASSWORD = 'Demo@2026';

describe('sign-in (POST /api/uc/auth)', () => {
  let t: TestApp;
  let univ: number;
  // Small limits so the lock and the address limit are reachable; each test uses its own address.
  beforeAll(async () => {
    t = await createTestApp({ lockAfterFailures: 3, addressFailureLimit: 5, lockSeconds: 600 });
    univ = t.tenantId('univ');
  });
  afterAll(async () => { await t?.close(); });

  let address = 0;
  const signIn = (body: unknown, options: { tenantId?: number | string | null; lang?: string; ip?: string } = {}) => t.request({
    method: 'POST',
    url: options.tenantId === null ? '/api/uc/auth' : `/api/uc/auth?tenantId=${options.tenantId ?? univ}`,
    payload: body as object,
    headers: { 'accept-language': options.lang ?? 'zh-CN', 'x-forwarded-for': options.ip ?? `10.1.0.${++address}` },
  });
  const setStatus = (account: string, status: number) => withTenant(t.db, univ, (tx) =>
    tx.updateTable('app_user').set({ status }).where('account', '=', account).execute());

  it('signs in a demo account and replies the bare login reply', async () => {
    const res = await signIn({ username: 'staff1', password: base64(PASSWORD) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      username: '张伟', account: 'staff1', loginStatus: 1, expiration: 3600, overTime: 30, isVisitor: false,
      userAttrs: { tenantId: univ, tenantCode: 'univ', roles: ['ptyh'] },
    });
    expect(typeof body.token).toBe('string');
    expect(typeof body.refreshToken).toBe('string');
    const info = await t.request({
      method: 'GET', url: '/api/uc/login/user/info', headers: { authorization: `Bearer ${body.token}`, 'tenant-code': 'univ' },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().account).toBe('staff1');
  });

  it.each([
    [{ username: '', password: base64(PASSWORD) }, '请输入账号'],
    [{ password: base64(PASSWORD) }, '请输入账号'],
    [{ username: 'a', password: base64(PASSWORD) }, '账号格式不符合规范'],
    [{ username: 'staff 1', password: base64(PASSWORD) }, '账号格式不符合规范'],
    [{ username: 'x'.repeat(21), password: base64(PASSWORD) }, '账号格式不符合规范'],
    [{ username: 'staff1', password: '' }, '请输入密码'],
    [{ username: 'staff1' }, '请输入密码'],
    [{ username: 'staff1', password: 'not base64!' }, '密码格式不正确'],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await signIn(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: false, message });
  });

  it('answers in English when asked', async () => {
    const res = await signIn({ username: '', password: base64(PASSWORD) }, { lang: 'en-US,en;q=0.9' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter account');
  });

  it('refuses an unknown or missing tenant', async () => {
    for (const tenantId of [999, null]) {
      const res = await signIn({ username: 'staff1', password: base64(PASSWORD) }, { tenantId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('租户不存在');
    }
  });

  it('counts down the attempts left on a wrong password', async () => {
    const ip = '10.2.0.1';
    const first = await signIn({ username: 'staff2', password: base64('Wrong@2026') }, { ip });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe('账号或密码错误，再错误 2 次账号将被锁定');
    const second = await signIn({ username: 'staff2', password: base64('Wrong@2026') }, { ip });
    expect(second.json().message).toBe('账号或密码错误，再错误 1 次账号将被锁定');
    // A success forgives the failures: the count starts again.
    expect((await signIn({ username: 'staff2', password: base64(PASSWORD) }, { ip })).statusCode).toBe(200);
    const again = await signIn({ username: 'staff2', password: base64('Wrong@2026') }, { ip });
    expect(again.json().message).toBe('账号或密码错误，再错误 2 次账号将被锁定');
  });

  it('gives an unknown account the same answer as a wrong password', async () => {
    const res = await signIn({ username: 'nobody', password: base64(PASSWORD) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('账号或密码错误，再错误 2 次账号将被锁定');
  });

  it('locks the account after 3 failures, even for the right password, from any address', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await signIn({ username: 'agent', password: base64('nope-nope') })).statusCode).toBe(400);
    }
    const third = await signIn({ username: 'agent', password: base64('nope-nope') });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe('登录失败次数过多，账号已锁定，请 10 分钟后再试');
    const right = await signIn({ username: 'agent', password: base64(PASSWORD) });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/账号已锁定，请 (9|10) 分钟后再试/);
    // Other tenants' accounts of the same name are not affected.
    expect((await signIn({ username: 'agent', password: base64(PASSWORD) }, { tenantId: t.tenantId('corp') })).statusCode).toBe(200);
  });

  it('refuses an address after 5 failures in the window', async () => {
    const ip = '10.3.0.1';
    const accounts = ['u-one', 'u-two', 'u-three', 'u-four', 'u-five'];
    for (const account of accounts) {
      expect((await signIn({ username: account, password: base64('whatever1') }, { ip })).statusCode).toBe(400);
    }
    const limited = await signIn({ username: 'ipadmin', password: base64(PASSWORD) }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ state: false, message: '该地址登录失败次数过多，请稍后再试' });
    expect((await signIn({ username: 'ipadmin', password: base64(PASSWORD) }, { ip: '10.3.0.2' })).statusCode).toBe(200);
  });

  it.each([
    [0, '账号已被禁用'],
    [-1, '账号未激活'],
    [2, '账号已离职'],
  ])('refuses an account of status %i with "%s"', async (status, message) => {
    await setStatus('guest1', status);
    try {
      const res = await signIn({ username: 'guest1', password: base64(PASSWORD) });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(message);
    } finally {
      await setStatus('guest1', 1);
    }
  });

  it('does not say the status of an account to someone without its password', async () => {
    await setStatus('leader', 0);
    try {
      const res = await signIn({ username: 'leader', password: base64('guess-guess') });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^账号或密码错误/);
    } finally {
      await setStatus('leader', 1);
    }
  });

  it('signs in with loginStatus 0 when the password breaks the tenant strategy', async () => {
    const res = await signIn({ username: 'newstaff', password: base64('demo2026') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ account: 'newstaff', loginStatus: 0 });
    // The institute has no strategy: the same password is fine there.
    const inst = await signIn({ username: 'newstaff', password: base64('demo2026') }, { tenantId: t.tenantId('inst') });
    expect(inst.json().loginStatus).toBe(1);
  });

  it('signs in the visitor without a password', async () => {
    const res = await t.request({ method: 'POST', url: `/api/uc/auth/visitor?tenantId=${univ}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ account: 'visitor', username: '游客', isVisitor: true, loginStatus: 1, userAttrs: { tenantCode: 'univ', roles: ['yk'] } });
    const unknown = await t.request({ method: 'POST', url: '/api/uc/auth/visitor?tenantId=999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('租户不存在');
  });

  it.each([
    ['an unknown field', { username: 'staff1', password: base64(PASSWORD), tenantId: 2 }],
    ['a non-string account', { username: { $ne: '' }, password: base64(PASSWORD) }],
    ['an array body', [1, 2]],
  ])('refuses a body with %s with a 400 and a message', async (_name, body) => {
    const res = await signIn(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().state).toBe(false);
    expect(res.json().message).toMatch(/^请求参数不正确/);
  });

  it('refuses broken JSON and a non-numeric tenantId with a 400', async () => {
    const broken = await t.request({
      method: 'POST', url: `/api/uc/auth?tenantId=${univ}`, payload: '{"username":', headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^请求参数不正确/);
    const badTenant = await signIn({ username: 'staff1', password: base64(PASSWORD) }, { tenantId: 'univ' });
    expect(badTenant.statusCode).toBe(400);
    expect(badTenant.json().state).toBe(false);
  });

  it('documents every auth route in the OpenAPI document', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const path of ['/api/uc/auth', '/api/uc/auth/visitor', '/api/uc/refresh', '/api/uc/signout', '/api/uc/login/user/info',
      '/api/uc/api/user/v1/user/changUserPsd', '/api/uc/api/user/v1/user/updateUser', '/api/uc/api/pwdStrategy/v1/getDefault']) {
      expect(paths).toContain(path);
    }
  });
});
