import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import { readConfig } from '../../src/server/config.ts';
import { ensureServerKey } from '../../src/server/db/server-key.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-people.ts';
import type { CurrentUser } from '../../src/common/api/auth.ts';
import { openTestDatabase } from '../support/test-database.ts';

const INFO = '/api/uc/login/user/info';
const b64 = (text: string) => Buffer.from(text).toString('base64');

/**
 * GET /login/user/info is answered from what the process kept beside a live session (live-sessions.ts) until a change
 * to the answer is announced (migration 0108): on PostgreSQL over LISTEN, on PGlite in this process. Each change below
 * is made straight in the database, as another process or tool would, and the next reads show it.
 */
describe('the current user kept beside a live session', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = { ...readConfig({}), databaseUrl: database.databaseUrl, clientDir: '/nonexistent', logger: false, rateLimitMax: 0, trustProxy: true };
    app = await buildApp({ db: database.db, config, secret: await ensureServerKey(database.db), listen: database.listen });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function signIn(account: string) {
    const res = await app.inject({ method: 'POST', url: '/api/uc/auth?tenantId=1', payload: { username: account, password: b64(DEMO_PASSWORD) } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { token: string; userId: number };
    const principal = (await app.tokens.verify(body.token))!;
    return { headers: { authorization: `Bearer ${body.token}`, 'tenant-code': 'univ', 'accept-language': 'zh-CN' }, userId: body.userId, sessionId: principal.sessionId };
  }

  async function info(headers: Record<string, string>): Promise<CurrentUser> {
    const res = await app.inject({ method: 'GET', url: INFO, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as CurrentUser;
  }

  /** A change made with triggers off (session_replication_role = replica) announces nothing. */
  async function silently(statement: string) {
    await database.db.connection().execute(async (c) => {
      await sql.raw('set session_replication_role = replica').execute(c);
      try {
        await sql.raw(statement).execute(c);
      } finally {
        await sql.raw('set session_replication_role = origin').execute(c);
      }
    });
  }
  const run = (statement: string) => sql.raw(statement).execute(database.db);

  it('answers again from what it kept, and forgets it when the user, their roles, posts or organisations change', async () => {
    expect(app.liveSessions.active).toBe(true);
    const s = await signIn('staff2');
    const first = await info(s.headers);
    await info(s.headers);
    expect(app.liveSessions.keptUser(1, s.userId, s.sessionId)).toBeDefined();

    // Unannounced, the kept answer stands: the read reached no database.
    await silently(`update app_user set fullname = '李娜（静默）' where tenant_id = 1 and account = 'staff2'`);
    expect((await info(s.headers)).username).toBe(first.username);

    await run(`update app_user set mobile = mobile where tenant_id = 1 and account = 'staff2'`); // not a column it shows
    expect((await info(s.headers)).username).toBe(first.username);

    await run(`update app_user set fullname = '李娜二' where tenant_id = 1 and account = 'staff2'`);
    await expect.poll(async () => (await info(s.headers)).username, { timeout: 10_000 }).toBe('李娜二');

    const role = await sql<{ id: number; code: string }>`select id, code from role where tenant_id = 1 and id not in (select role_id from user_role where user_id = ${s.userId}) order by id limit 1`.execute(database.db);
    const added = role.rows[0]!;
    await run(`insert into user_role (tenant_id, user_id, role_id) values (1, ${s.userId}, ${added.id})`);
    await expect.poll(async () => (await info(s.headers)).roles, { timeout: 10_000 }).toContain(added.code);

    const org = first.orgs[0]!;
    await run(`update org set name = '${org.orgName}（改）' where id = ${org.orgId}`);
    await expect.poll(async () => (await info(s.headers)).orgs.map((o) => o.orgName), { timeout: 10_000 }).toContain(`${org.orgName}（改）`);
    await run(`update org set name = '${org.orgName}' where id = ${org.orgId}`);
    await expect.poll(async () => (await info(s.headers)).orgs.map((o) => o.orgName), { timeout: 10_000 }).toContain(org.orgName);
  }, 60_000);

  it("forgets a session's answer when its current post changes, and the tenant's when its names or idle setting change", async () => {
    const s = await signIn('staff1');
    const first = await info(s.headers);
    const other = await sql<{ id: number }>`select id from post where tenant_id = 1 and id <> ${first.currentPostId ?? 0} order by id limit 1`.execute(database.db);
    const postId = other.rows[0]!.id;
    await run(`insert into user_post (tenant_id, user_id, post_id, is_master) values (1, ${s.userId}, ${postId}, false) on conflict do nothing`);
    await expect.poll(async () => (await info(s.headers)).posts.map((p) => p.postId), { timeout: 10_000 }).toContain(postId);
    await run(`update auth_session set current_post_id = ${postId} where id = '${s.sessionId}'`);
    await expect.poll(async () => (await info(s.headers)).currentPostId, { timeout: 10_000 }).toBe(postId);

    const tenantName = first.tenantName;
    await run(`update tenant set name = '${tenantName}（改）' where id = 1`);
    await expect.poll(async () => (await info(s.headers)).tenantName, { timeout: 10_000 }).toBe(`${tenantName}（改）`);
    await run(`update tenant set name = '${tenantName}' where id = 1`);
    await expect.poll(async () => (await info(s.headers)).tenantName, { timeout: 10_000 }).toBe(tenantName);

    await run(`update sys_property set value = jsonb_set(value, '{overTime}', '47') where tenant_id = 1 and alias = 'sysSetting'`);
    await expect.poll(async () => (await info(s.headers)).overTime, { timeout: 10_000 }).toBe(47);
  }, 60_000);

  it('refuses a session ended straight in the database, from the next read on', async () => {
    const s = await signIn('agent');
    await info(s.headers);
    await info(s.headers);
    await run(`update auth_session set revoked_at = now() where id = '${s.sessionId}'`);
    await expect.poll(async () => (await app.inject({ method: 'GET', url: INFO, headers: s.headers })).statusCode, { timeout: 10_000 }).toBe(401);
  }, 60_000);
});
