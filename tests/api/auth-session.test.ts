import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64, createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { usedSecondsAgo } from './auth-refresh-helpers.ts';

describe('sessions: refresh, sign-out, token checks, current user, post switching', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  const refresh = (refreshToken: string, tenantCode = 'univ') => t.request({
    method: 'GET', url: '/api/uc/refresh', headers: { authorization: `Bearer ${refreshToken}`, 'tenant-code': tenantCode },
  });
  const checkToken = (session: Session, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: '/api/uc/auth/check/token', session, headers });
  const withToken = (session: Session, token: string): Session => ({
    ...session, token, headers: { ...session.headers, authorization: `Bearer ${token}` },
  });

  it('checks a valid token', async () => {
    const session = await t.login('univ', 'staff1');
    const res = await checkToken(session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, message: '操作成功', value: { userId: session.userId, account: 'staff1', tenantId: t.tenantId('univ') } });
  });

  it('refuses a call without a token, or with a broken one', async () => {
    const none = await t.request({ method: 'GET', url: '/api/uc/auth/check/token', headers: { 'tenant-code': 'univ' } });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('登录已过期或已在别处登录，请重新登录');
    const broken = await t.request({ method: 'GET', url: '/api/uc/auth/check/token', headers: { authorization: 'Bearer abc.def.ghi', 'tenant-code': 'univ' } });
    expect(broken.statusCode).toBe(401);
  });

  it('refuses a token sent with another tenant code (TENANT_MISMATCH)', async () => {
    const session = await t.login('univ', 'staff1');
    const res = await checkToken(session, { 'tenant-code': 'corp' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ state: false, message: '租户不一致，请重新登录', code: 'TENANT_MISMATCH' });
  });

  it('ignores a forged tenantId query on authenticated calls', async () => {
    const session = await t.login('univ', 'staff1');
    const res = await t.request({ method: 'GET', url: `/api/uc/login/user/info?tenantId=${t.tenantId('corp')}`, session });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tenantId: t.tenantId('univ'), tenantCode: 'univ', account: 'staff1' });
  });

  it('rotates the refresh token: a new pair in the same session, the old access token still valid', async () => {
    const session = await t.login('univ', 'staff2');
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next).toMatchObject({ account: 'staff2', username: '李娜', loginStatus: 1, userAttrs: { tenantCode: 'univ' } });
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await checkToken(withToken(session, next.token))).statusCode).toBe(200);
    expect((await checkToken(session)).statusCode).toBe(200);
    // The new refresh token works in turn.
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a refresh token reused after the grace window and revokes the whole session', async () => {
    const session = await t.login('univ', 'leader');
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    await usedSecondsAgo(t, session.refreshToken, 11);
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ state: false, message: '刷新令牌无效或已使用，请重新登录' });
    // Every token of the session is dead now: the old and new access tokens, and the new refresh token.
    expect((await checkToken(session)).statusCode).toBe(401);
    expect((await checkToken(withToken(session, first.json().token))).statusCode).toBe(401);
    expect((await refresh(first.json().refreshToken)).statusCode).toBe(401);
  });

  it('refuses a refresh token under another tenant code, an unknown token and a missing one', async () => {
    const session = await t.login('univ', 'ipadmin');
    expect((await refresh(session.refreshToken, 'corp')).statusCode).toBe(401);
    expect((await refresh(session.refreshToken, 'nowhere')).statusCode).toBe(401);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const missing = await t.request({ method: 'GET', url: '/api/uc/refresh', headers: { 'tenant-code': 'univ' } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('刷新令牌无效或已使用，请重新登录');
    // None of that spent the token.
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });

  it('keeps loginStatus 0 across refreshes until the password is changed', async () => {
    const session = await t.login('univ', 'newstaff', 'demo2026');
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.json().loginStatus).toBe(0);
    const change = await t.request({
      method: 'POST', url: '/api/uc/api/user/v1/user/changUserPsd', session,
      payload: { oldPwd: base64('demo2026'), newPwd: base64('Better#2026') },
    });
    expect(change.statusCode).toBe(200);
    const after = await refresh(refreshed.json().refreshToken);
    expect(after.statusCode).toBe(200);
    expect(after.json().loginStatus).toBe(1);
  });

  it('signs out: the access token stops working at once and the refresh token is refused', async () => {
    const session = await t.login('univ', 'agent');
    const res = await t.request({ method: 'POST', url: '/api/uc/signout', session });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, message: '退出登录成功' });
    const after = await checkToken(session);
    expect(after.statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('tells the current user with roles, posts, organisations and the current post', async () => {
    const session = await t.login('univ', 'leader');
    const res = await t.request({ method: 'GET', url: '/api/uc/login/user/info', session });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      account: 'leader', username: '陈院长', tenantCode: 'univ', tenantName: '示例大学', tenantType: 'university',
      isVisitor: false, overTime: 30,
    });
    expect(user.roles).toEqual(expect.arrayContaining(['kybmld', 'ptyh']));
    expect(user.posts).toHaveLength(2);
    const master = user.posts.find((p: { isMaster: boolean }) => p.isMaster);
    expect(master).toMatchObject({ orgCode: 'cs' });
    expect(user.currentPostId).toBe(master.postId);
    expect(user.orgs.map((o: { orgCode: string }) => o.orgCode).sort()).toEqual(['cs', 'research-office']);

    const english = await t.request({ method: 'GET', url: '/api/uc/login/user/info', session, headers: { 'accept-language': 'en-US' } });
    expect(english.json().tenantName).toBe('Demo University');
  });

  it('switches the current post to one of the own posts only', async () => {
    const session = await t.login('univ', 'leader');
    const info = (await t.request({ method: 'GET', url: '/api/uc/login/user/info', session })).json();
    const other = info.posts.find((p: { isMaster: boolean }) => !p.isMaster);
    const res = await t.request({ method: 'POST', url: `/api/uc/api/user/v1/user/switchPost?postId=${other.postId}`, session });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, message: '切换当前岗位成功', value: { postId: other.postId } });
    const after = (await t.request({ method: 'GET', url: '/api/uc/login/user/info', session })).json();
    expect(after.currentPostId).toBe(other.postId);

    const staff = await t.login('univ', 'staff1');
    const notMine = await t.request({ method: 'POST', url: `/api/uc/api/user/v1/user/switchPost?postId=${other.postId}`, session: staff });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().message).toBe('该岗位不属于当前用户');
    const noPost = await t.request({ method: 'POST', url: '/api/uc/api/user/v1/user/switchPost', session: staff });
    expect(noPost.statusCode).toBe(400);
    expect(noPost.json().message).toMatch(/^请求参数不正确/);
  });

  it('gives the visitor a session of its own', async () => {
    const res = await t.request({ method: 'POST', url: `/api/uc/auth/visitor?tenantId=${t.tenantId('corp')}` });
    const body = res.json();
    const info = await t.request({
      method: 'GET', url: '/api/uc/login/user/info', headers: { authorization: `Bearer ${body.token}`, 'tenant-code': 'corp' },
    });
    expect(info.json()).toMatchObject({ account: 'visitor', isVisitor: true, tenantCode: 'corp', roles: ['yk'] });
  });
});
