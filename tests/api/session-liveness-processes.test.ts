import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startServer } from '../../scripts/server-process.mjs';
import { buildApp } from '../../src/server/app.ts';
import { readConfig } from '../../src/server/config.ts';
import { ensureServerKey } from '../../src/server/db/server-key.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-people.ts';
import { openTestDatabase } from '../support/test-database.ts';

type Running = Awaited<ReturnType<typeof startServer>>;
type Database = Awaited<ReturnType<typeof openTestDatabase>>;

const INFO = '/api/uc/login/user/info';
/** A read that opens a tenant transaction (its session is asked again inside it). */
const COUNT = '/api/bpm-runtime/runtime/instance/v1/myRequestCount';
const b64 = (text: string) => Buffer.from(text).toString('base64');

async function signIn(url: string, account: string, password = DEMO_PASSWORD) {
  const res = await fetch(`${url}/api/uc/auth?tenantId=1`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'tenant-code': 'univ' },
    body: JSON.stringify({ username: account, password: b64(password) }),
  });
  expect(res.status).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'tenant-code': 'univ', 'accept-language': 'zh-CN' };
}

const status = async (url: string, headers: Record<string, string>, method = 'GET', body?: unknown) =>
  (await fetch(url, { method, headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).status;

/**
 * Each server process keeps the sessions it found live (plugins/live-sessions.ts) and forgets them when PostgreSQL
 * announces an end (migration 0092); a request answered from what it kept has its session asked again in its first
 * transaction. Whatever process ends a session, every other one refuses it from the next request on.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('sessions ended on one server process are refused at once on another (PostgreSQL)', () => {
  let database: Database;
  let a: Running;
  let b: Running;

  beforeAll(async () => {
    database = await openTestDatabase();
    const env = { DATABASE_URL: database.databaseUrl!, BPM_TIMER_POLL_MS: '0', RATE_LIMIT_MAX: '0' };
    a = await startServer({ env });
    b = await startServer({ env });
  }, 240_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.close();
  });

  /** B has answered the session several times (so it keeps it) before A ends it. */
  async function warm(headers: Record<string, string>) {
    for (const url of [a.url, b.url]) {
      for (let i = 0; i < 3; i++) {
        expect(await status(`${url}${INFO}`, headers)).toBe(200);
        expect(await status(`${url}${COUNT}`, headers)).toBe(200);
      }
    }
  }

  it('sign-out on A: the next call on B is refused (user info, a tenant read), and on A', async () => {
    const headers = await signIn(a.url, 'staff1');
    await warm(headers);
    expect(await status(`${a.url}/api/uc/signout`, headers, 'POST', {})).toBe(200);
    expect(await status(`${b.url}${COUNT}`, headers)).toBe(401);
    expect(await status(`${b.url}${INFO}`, headers)).toBe(401);
    expect(await status(`${a.url}${COUNT}`, headers)).toBe(401);
  }, 60_000);

  it("a password change on A ends the user's other sessions on B at once; the changing session goes on", async () => {
    const kept = await signIn(a.url, 'staff2');
    const other = await signIn(b.url, 'staff2');
    await warm(kept);
    await warm(other);
    const change = await status(`${a.url}/api/uc/api/user/v1/user/changUserPsd`, kept, 'POST', { oldPwd: b64(DEMO_PASSWORD), newPwd: b64('Changed@2026x') });
    expect(change).toBe(200);
    expect(await status(`${b.url}${COUNT}`, other)).toBe(401);
    expect(await status(`${b.url}${INFO}`, other)).toBe(401);
    expect(await status(`${b.url}${COUNT}`, kept)).toBe(200);
  }, 60_000);

  it('a user disabled straight in the database (another tool) is refused by both processes', async () => {
    const headers = await signIn(b.url, 'leader');
    await warm(headers);
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      await client.query(`update app_user set status = 0 where tenant_id = 1 and account = 'leader'`);
    } finally {
      await client.end();
    }
    for (const url of [a.url, b.url]) {
      expect(await status(`${url}${COUNT}`, headers)).toBe(401);
      expect(await status(`${url}${INFO}`, headers)).toBe(401);
    }
  }, 60_000);
});

/** The kept sessions themselves, in one process: what NOTIFY makes it forget, and the second ask when it has not yet. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a process\'s kept sessions (PostgreSQL)', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = { ...readConfig({}), databaseUrl: database.databaseUrl, clientDir: '/nonexistent', logger: false, rateLimitMax: 0, trustProxy: true };
    app = await buildApp({ db: database.db, config, secret: await ensureServerKey(database.db) });
    await app.ready();
    admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
  }, 120_000);
  afterAll(async () => {
    await admin?.end();
    await app?.close();
    await database?.close();
  });

  async function session(account: string) {
    const res = await app.inject({ method: 'POST', url: '/api/uc/auth?tenantId=1', payload: { username: account, password: b64(DEMO_PASSWORD) } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { token: string; userId: number };
    const principal = (await app.tokens.verify(body.token))!;
    const headers = { authorization: `Bearer ${body.token}`, 'tenant-code': 'univ' };
    expect((await app.inject({ method: 'GET', url: COUNT, headers })).statusCode).toBe(200);
    expect(app.liveSessions.isLive(1, body.userId, principal.sessionId)).toBe(true);
    return { headers, userId: body.userId, sessionId: principal.sessionId };
  }

  it('forgets a session another process revoked, and every session of a user another process disabled', async () => {
    expect(app.liveSessions.active).toBe(true);
    const one = await session('staff1');
    await admin.query('update auth_session set revoked_at = now() where id = $1', [one.sessionId]);
    await expect.poll(() => app.liveSessions.isLive(1, one.userId, one.sessionId), { timeout: 10_000 }).toBe(false);

    const first = await session('agent');
    const second = await session('agent');
    await admin.query(`update app_user set status = 0 where tenant_id = 1 and account = 'agent'`);
    await expect.poll(() => [
      app.liveSessions.isLive(1, first.userId, first.sessionId), app.liveSessions.isLive(1, second.userId, second.sessionId),
    ], { timeout: 10_000 }).toEqual([false, false]);
  }, 60_000);

  it('refuses a kept session that ended before its announcement arrived: the first transaction asks again', async () => {
    const s = await session('ipadmin');
    // The announcement is held back: the process still holds the session as live.
    const heard = app.liveSessions.heard;
    app.liveSessions.heard = () => undefined;
    try {
      await admin.query('update auth_session set revoked_at = now() where id = $1', [s.sessionId]);
      expect(app.liveSessions.isLive(1, s.userId, s.sessionId)).toBe(true);
      const res = await app.inject({ method: 'GET', url: COUNT, headers: s.headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('登录已过期或已在别处登录，请重新登录');
      // ...and then forgets it.
      expect(app.liveSessions.isLive(1, s.userId, s.sessionId)).toBe(false);
      expect((await app.inject({ method: 'GET', url: INFO, headers: s.headers })).statusCode).toBe(401);
    } finally {
      app.liveSessions.heard = heard;
    }
  }, 60_000);
});
