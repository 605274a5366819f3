import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-people.ts';
import { readerLanguages } from '../../src/server/modules/auth/reading-language.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const base64 = (text: string) => Buffer.from(text).toString('base64');

/**
 * The language a user reads the portal in is kept on the server (user_preference `language`): set at sign-in from the
 * sign-in page's language and when the user switches language, so reminders written for nobody's request follow it.
 */
describe('auth: the reading language', () => {
  let t: TestApp;
  let tenantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    tenantId = t.tenantId('corp');
  });
  afterAll(async () => { await t?.close(); });

  const signIn = async (account: string, language: string) => {
    const res = await t.app.inject({
      method: 'POST', url: `/api/uc/auth?tenantId=${tenantId}`, headers: { 'accept-language': language },
      payload: { username: account, password: base64(DEMO_PASSWORD) },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { token: string };
  };
  const idOf = (account: string) => withTenant(t.db, tenantId, async (tx) => (await tx.selectFrom('app_user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id);
  const languageOf = async (account: string) => {
    const id = await idOf(account);
    return withTenant(t.db, tenantId, async (tx) => (await readerLanguages(tx, tenantId, [id])).get(id));
  };
  const stored = async (account: string) => {
    const id = await idOf(account);
    return withTenant(t.db, tenantId, (tx) => tx.selectFrom('user_preference').select('value')
      .where('user_id', '=', id).where('key', '=', 'language').execute());
  };
  const put = (session: Session, body: unknown) => t.request({ method: 'PUT', url: '/api/uc/api/user/v1/user/language', session, payload: body as object });

  it('a sign-in in English makes English the reading language; the switch in the shell changes it', async () => {
    expect(await stored('staff2')).toEqual([]);
    expect(await languageOf('staff2')).toBe('zh-CN'); // nothing chosen: the tenant's default
    await signIn('staff2', 'en-US,en;q=0.9');
    expect(await languageOf('staff2')).toBe('en-US');
    // A sign-in that does not say its language (a script) leaves it as it is.
    const session = await t.login('corp', 'staff2');
    expect(await languageOf('staff2')).toBe('en-US');
    expect((await put(session, { language: 'zh-CN' })).statusCode).toBe(200);
    expect(await languageOf('staff2')).toBe('zh-CN');
    expect((await put(session, { language: 'en-US' })).statusCode).toBe(200);
    expect(await languageOf('staff2')).toBe('en-US');
    expect(await stored('staff2')).toHaveLength(1);
  });

  it('refuses a language the portal does not have, and an unknown field', async () => {
    const session = await t.login('corp', 'staff1');
    expect((await put(session, { language: 'fr-FR' })).statusCode).toBe(400);
    expect((await put(session, { language: 'en-US', extra: 1 })).statusCode).toBe(400);
    expect((await put(session, {})).statusCode).toBe(400);
  });

  it('needs a session, and keeps nothing for the shared visitor account', async () => {
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/uc/api/user/v1/user/language', headers: { 'tenant-code': 'corp' }, payload: { language: 'en-US' } });
    expect(anonymous.statusCode).toBe(401);
    const visitor = await t.app.inject({ method: 'POST', url: `/api/uc/auth/visitor?tenantId=${tenantId}`, headers: { 'accept-language': 'en-US' } });
    expect(visitor.statusCode).toBe(200);
    const { token } = visitor.json() as { token: string };
    const res = await t.app.inject({
      method: 'PUT', url: '/api/uc/api/user/v1/user/language', headers: { authorization: `Bearer ${token}`, 'tenant-code': 'corp' }, payload: { language: 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    expect(await stored('visitor')).toEqual([]);
  });
});
