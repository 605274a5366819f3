import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { usedSecondsAgo } from './auth-refresh-helpers.ts';

/** Two tabs of one browser refreshing with the same token at once are not an attack: both get the same pair. */
describe('refresh grace window (REFRESH_GRACE_SECONDS)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ refreshGraceSeconds: 10 }); });
  afterAll(async () => { await t?.close(); });

  const refresh = (refreshToken: string) => t.request({
    method: 'GET', url: '/api/uc/refresh', headers: { authorization: `Bearer ${refreshToken}`, 'tenant-code': 'univ' },
  });
  const checkToken = (session: Session, token = session.token) => t.request({
    method: 'GET', url: '/api/uc/auth/check/token', headers: { ...session.headers, authorization: `Bearer ${token}` },
  });

  it('hands a second refresh with the same token, within the window, the same pair', async () => {
    const session = await t.login('univ', 'staff1');
    const first = await refresh(session.refreshToken);
    const second = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json().refreshToken).not.toBe(session.refreshToken);
    // The session lives on: the pair's access token works and its refresh token trades once more.
    expect((await checkToken(session, second.json().token)).statusCode).toBe(200);
    const next = await refresh(second.json().refreshToken);
    expect(next.statusCode).toBe(200);
    expect(next.json().refreshToken).not.toBe(first.json().refreshToken);
  });

  it('hands two refreshes sent at the same moment the same pair', async () => {
    const session = await t.login('univ', 'staff2');
    const [a, b] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().token).toBe(b.json().token);
    expect(a.json().refreshToken).toBe(b.json().refreshToken);
    expect((await checkToken(session, a.json().token)).statusCode).toBe(200);
  });

  it('revokes the session when the token comes again after the window', async () => {
    const session = await t.login('univ', 'leader');
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    await usedSecondsAgo(t, session.refreshToken, 9);
    expect((await refresh(session.refreshToken)).json()).toEqual(first.json());
    await usedSecondsAgo(t, session.refreshToken, 11);
    const late = await refresh(session.refreshToken);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ state: false, message: '刷新令牌无效或已使用，请重新登录' });
    expect((await checkToken(session)).statusCode).toBe(401);
    expect((await checkToken(session, first.json().token)).statusCode).toBe(401);
    expect((await refresh(first.json().refreshToken)).statusCode).toBe(401);
  });

  it('gives no pair within the window once the session is signed out', async () => {
    const session = await t.login('univ', 'agent');
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/uc/signout', session })).statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('keeps the pair sealed: the stored row holds neither token of the pair', async () => {
    const session = await t.login('univ', 'ipadmin');
    const pair = (await refresh(session.refreshToken)).json() as { token: string; refreshToken: string };
    const { withTenant } = await import('../../src/server/db/database.ts');
    const rows = await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('refresh_token').select('successor').where('successor', 'is not', null).execute());
    const stored = rows.map((r) => r.successor ?? '').join('\n');
    expect(stored).not.toBe('');
    expect(stored).not.toContain(pair.refreshToken);
    expect(stored).not.toContain(pair.token);
  });
});
