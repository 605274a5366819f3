// Task completions per second over HTTP on PostgreSQL, 16 concurrent clients, 3-node flows, beside (same run,
// same database) the rate of the same work without HTTP (completeTask in-process) and the raw SQL transaction
// rate of the same statement sequence (hand-written, prepared statements, 16 connections).
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55499/postgres npx tsx bench/workflow-complete.ts [--instances 800] [--clients 16]
// The database is a fresh copy of the seeded test template (tests/support/test-database.ts), dropped at the end.
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import { openDatabase, withTenant, type Db } from '../src/server/db/database.ts';
import { preparedStatements } from '../src/server/db/prepared-statements.ts';
import { ensureServerKey } from '../src/server/db/server-key.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-people.ts';
import { completeTask } from '../src/server/bpm/complete-task.ts';
import { deployDefinition } from '../src/server/bpm/deploy.ts';
import { startInstance } from '../src/server/bpm/start-instance.ts';
import { principalOf, type Principal } from '../src/server/lib/context.ts';
import { openTestDatabase } from '../tests/support/test-database.ts';
import { startServer } from '../scripts/server-process.mjs';
import { postgresCpuMs, processTreeCpuMs, selfCpuMs } from './cpu-accounting.ts';
import { jsonPoster } from './http-post.ts';
import { THREE_NODE_FLOW_KEY, THREE_NODE_FLOW_XML } from './three-node-flow.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const INSTANCES = arg('instances', 800);
const CLIENTS = arg('clients', 16);
process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55499/postgres';


const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const loadBefore = loadAverage();
const database = await openTestDatabase();
// The app's pool has a connection per client (the test handle's pool of 5 would queue 16 clients).
const appDb = await openDatabase({ databaseUrl: database.databaseUrl, poolSize: CLIENTS });
const db = appDb.db;
const tenantId = 1;
const users = await withTenant(db, tenantId, (tx) => tx.selectFrom('app_user').select(['id', 'account']).where('account', 'in', ['staff1', 'leader']).execute());
const idOf = (account: string) => users.find((u) => u.account === account)!.id;
const principal = (account: string): Principal => ({ userId: idOf(account), tenantId, tenantCode: 'univ', account, sessionId: 'bench', isVisitor: false });
await withTenant(db, tenantId, (tx) => deployDefinition(tx, tenantId, null, {
  defKey: THREE_NODE_FLOW_KEY, xml: THREE_NODE_FLOW_XML, settings: { defaults: { assignees: [{ type: 'users', accounts: ['leader'] }] } },
}));

/** Starts `n` instances in-process (16 at a time); returns their first tasks. */
async function startMany(n: number): Promise<number[]> {
  const started: number[] = [];
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (next < n) {
      next += 1;
      const t0 = performance.now();
      const { instId } = await withTenant(db, tenantId, (tx) => startInstance(tx, principal('staff1'), { flowKey: 'bench3', subject: 'bench' }));
      latencies.push(performance.now() - t0);
      started.push(instId);
    }
  }));
  startLatencies.push(...latencies);
  return openTasks(started);
}
const startLatencies: number[] = [];

async function openTasks(instances: number[]): Promise<number[]> {
  const rows = await withTenant(db, tenantId, (tx) => tx.selectFrom('bpm_task').select('id').where('instance_id', 'in', instances)
    .where('closed_at', 'is', null).orderBy('id').execute());
  return rows.map((r) => r.id);
}

/** Runs `work` over every id with CLIENTS concurrent workers; returns completions per second. */
async function drive(ids: number[], work: (id: number) => Promise<void>): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (next < ids.length) await work(ids[next++]!);
  }));
  return ids.length / ((performance.now() - t0) / 1000);
}

/** Completes three rounds (n1, n2, n3) of every instance's open task; returns the overall rate. */
async function threeRounds(instances: number[], firstTasks: number[], work: (id: number) => Promise<void>): Promise<number> {
  let tasks = firstTasks;
  let seconds = 0;
  let count = 0;
  for (let round = 0; round < 3; round++) {
    const rate = await drive(tasks, work);
    seconds += tasks.length / rate;
    count += tasks.length;
    tasks = await openTasks(instances);
  }
  return count / seconds;
}

const instancesOf = async (tasks: number[]) => (await withTenant(db, tenantId, (tx) => tx.selectFrom('bpm_task').select('instance_id')
  .where('id', 'in', tasks).execute())).map((r) => r.instance_id);

// ---- HTTP --------------------------------------------------------------------------------------------------
const config = { ...readConfig({}), clientDir: '/nonexistent', logger: false };
process.env.BPM_TIMER_POLL_MS = '0';
const app = await buildApp({ db, config, secret: await ensureServerKey(db) });
// The ceiling of this machine over HTTP: the same stack (Fastify, the session check of every /api route, JSON both
// ways) around one call of the database function below (bench_complete: a completion's statements with no executor
// logic). Only this bench mounts it.
app.post('/api/bpm-runtime/bench/one-call', async (request) => {
  const { tenantId: tenant, userId } = principalOf(request);
  const { rows } = await sql<{ ended: boolean }>`select bench_complete(${tenant}, ${(request.body as { taskId: number }).taskId}, ${userId}) as ended`.execute(db);
  return { state: true, message: '办理成功', ended: rows[0]!.ended };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const signIn = async (url: string) => {
  const login = await fetch(`${url}/api/uc/auth?tenantId=${tenantId}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'leader', password: Buffer.from(DEMO_PASSWORD).toString('base64') }),
  });
  return ((await login.json()) as { token: string }).token;
};
const headers = { authorization: `Bearer ${await signIn(base)}`, 'tenant-code': 'univ' };
/** Completes a task over HTTP (node:http keep-alive: fetch() cost the bench about 1.7 ms of CPU per call). */
const httpComplete = (url: string, sent: Record<string, string>, path = '/api/bpm-runtime/runtime/task/v1/complete') => {
  const { post } = jsonPoster(url, sent, CLIENTS);
  return async (taskId: number) => {
    const res = await post(path, { taskId, actionName: 'agree', opinion: '同意' });
    if (res.status !== 200) throw new Error(`complete ${taskId}: ${res.status} ${res.body}`);
  };
};

const warm = await startMany(CLIENTS * 4);
await threeRounds(await instancesOf(warm), warm, httpComplete(base, headers));

const httpTasks = await startMany(INSTANCES);
const httpRate = await threeRounds(await instancesOf(httpTasks), httpTasks, httpComplete(base, headers));

// ---- HTTP to the server as deployed: src/server/main.ts in its own process(es) (own pool, own cores) -----------------
interface Served { processes: number; rate: number; cpu: { server: number; postgres: number; client: number } }
/** Completion rate and CPU per completion against `processes` server processes (SERVER_PROCESSES). */
async function served(processes: number): Promise<Served> {
  const server = await startServer({ env: { DATABASE_URL: database.databaseUrl!, BPM_TIMER_POLL_MS: '0', SERVER_PROCESSES: String(processes) } });
  try {
    const serverHeaders = { ...headers, authorization: `Bearer ${await signIn(server.url)}` };
    const serverWarm = await startMany(CLIENTS * 2);
    await threeRounds(await instancesOf(serverWarm), serverWarm, httpComplete(server.url, serverHeaders));
    const serverTasks = await startMany(INSTANCES);
    const before = { server: processTreeCpuMs(server.pid!), postgres: postgresCpuMs(), client: selfCpuMs() };
    const rate = await threeRounds(await instancesOf(serverTasks), serverTasks, httpComplete(server.url, serverHeaders));
    // threeRounds also reads the open tasks between rounds (3 small queries in all): noise against 3 x INSTANCES completions.
    const per = (b: number, a: number) => (a - b) / (serverTasks.length * 3);
    return {
      processes, rate,
      cpu: { server: per(before.server, processTreeCpuMs(server.pid!)), postgres: per(before.postgres, postgresCpuMs()), client: per(before.client, selfCpuMs()) },
    };
  } finally {
    await server.stop();
  }
}
const deployed = [await served(1), await served(2)];

// ---- In-process (the same statements, no HTTP, no auth) -----------------------------------------------------
const directTasks = await startMany(INSTANCES);
const directRate = await threeRounds(await instancesOf(directTasks), directTasks, async (taskId) => {
  await preparedStatements(() => withTenant(db, tenantId, (tx) => completeTask(tx, principal('leader'), { taskId, actionName: 'agree', opinion: '同意' })));
});

// ---- Statements of one completion (captured) -----------------------------------------------------------------
const captured: string[] = [];
const [probe] = await startMany(1);
{
  const { Kysely, PostgresDialect } = await import('kysely');
  const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 1 });
  const logging: Db = new Kysely({ dialect: new PostgresDialect({ pool }), log: (e) => { if (e.level === 'query') captured.push(e.query.sql); } });
  await withTenant(logging, tenantId, (tx) => completeTask(tx, principal('leader'), { taskId: probe!, actionName: 'agree', opinion: '同意' }));
  await logging.destroy();
}

// ---- Raw SQL: the same statement sequence as completeTask's (see --statements), prepared, 16 connections --------
const leader = idOf('leader');
const rawPool = new pg.Pool({ connectionString: database.databaseUrl, max: CLIENTS });
const q = (client: pg.PoolClient, name: string, text: string, values: unknown[]) => client.query({ name, text, values });
const NEXT: Record<string, string | undefined> = { n1: 'n2', n2: 'n3' };
const rawComplete = (durable: boolean) => async (taskId: number) => {
  const c = await rawPool.connect();
  try {
    await c.query('begin');
    await q(c, 'ctx', `select set_config('app.tenant_id', $1, true), set_config('role', 'portal_app', true)`, [String(tenantId)]);
    if (!durable) await c.query('set local synchronous_commit = off');
    const { rows: [inst] } = await q(c, 'lock', `select * from bpm_instance where tenant_id = $1
      and id = (select instance_id from bpm_task where tenant_id = $1 and id = $2) for update`, [tenantId, taskId]);
    const { rows: [task] } = await q(c, 'task', `select t.*, (select fullname from app_user where id = $2) as actor_name,
      (select jsonb_build_object('for_users', c.for_users) from bpm_task_candidate c where c.task_id = t.id and c.user_id = $2) as mine,
      (select coalesce(jsonb_agg(jsonb_build_object('id', k.id, 'status', k.status) order by k.id), '[]') from bpm_task k
        where k.parent_task_id = t.id and k.closed_at is null) as open_children,
      (select to_jsonb(o) from (select id, node_id, flow_id, state, loop from bpm_token where id = t.token_id) o) as token
      from bpm_task t where t.id = $1`, [taskId, leader]);
    const now = new Date();
    await q(c, 'close', `with closed as (update bpm_task set closed_at = $1, close_reason = 'completed', assignee_id = $2 where id = $3 returning id),
      dropped as (delete from bpm_token where id = $4 returning id)
      update bpm_task_candidate set closed_at = $1 where task_id = $3 and closed_at is null returning user_id`, [now, leader, taskId, task.token_id]);
    const nextNode = NEXT[task.node_id as string];
    if (nextNode) {
      await q(c, 'route', `with named as (select id, account from app_user where tenant_id = $1 and account = any($2::text[]) and status = 1 and is_visitor = false)
        select 'user' as kind, id as user_id, 0 as other_id, account from named
        union all select 'agent', owner_id, agent_id, null from bpm_agent where tenant_id = $1 and enabled and start_at <= $3 and end_at >= $3
          and (def_keys is null or $4 = any(def_keys))
        union all select 'deputy', user_id, deputy_id, null from bpm_deputy where tenant_id = $1 and (user_id in (select id from named) or user_id = any($5::int[]))`,
      [tenantId, ['leader'], now, 'bench3', []]);
      await q(c, 'enter', `with tok as (insert into bpm_token (tenant_id, instance_id, node_id, flow_id, state, loop) values ($1, $2, $3, 'f', 'active', null) returning id),
        task as (insert into bpm_task (tenant_id, instance_id, token_id, node_id, name, assignee_id, status, subject, def_key, def_name, creator_id, creator_name, created_at)
          values ($1, $2, (select id from tok), $3, $3, $4, 'NORMAL', $5, $6, $7, $8, $9, $10) returning id),
        cand as (insert into bpm_task_candidate (tenant_id, task_id, user_id, created_at, for_users) values ($1, (select id from task), $4, $10, null) returning user_id)
        select task.id, (select id from tok) as token_id from task`,
      [tenantId, inst.id, nextNode, leader, inst.subject, inst.def_key, inst.def_name, inst.creator_id, inst.creator_name, now]);
    }
    await q(c, 'opinion', `with op as (insert into bpm_opinion (tenant_id, instance_id, task_id, node_id, node_name, user_id, user_name, action, opinion, status, created_at, undo)
        values ($1, $2, $3, $4, $4, $5, $6, 'agree', '同意', 'agree', $7, '{}') returning id),
      done as (insert into bpm_done (tenant_id, instance_id, user_id, last_action, last_at, subject, def_key, def_name, creator_id, creator_name, business_key, started_at)
        values ($1, $2, $5, 'agree', $7, $8, $9, $10, $11, $12, null, $13) on conflict (instance_id, user_id) do update set last_action = 'agree', last_at = $7 returning user_id),
      ended as (update bpm_instance set status = 'end', ended_at = $7 where id = $2 and not exists (select id from bpm_token where instance_id = $2) returning id)
      select op.id, exists (select 1 from ended) as ended from op`,
    [tenantId, inst.id, taskId, task.node_id, leader, task.actor_name, now, inst.subject, inst.def_key, inst.def_name, inst.creator_id, inst.creator_name, inst.created_at]);
    await c.query('commit');
  } catch (error) {
    await c.query('rollback');
    throw error;
  } finally {
    c.release();
  }
};
// ---- Raw SQL in one database function per completion: one round trip, plans cached by PL/pgSQL --------------
// The same statements as rawComplete, run inside PostgreSQL: what the database alone can carry when neither the
// server nor the round trips cost anything (an upper bound for any server code on this machine).
const ONE_CALL = `create function bench_complete(p_tenant int, p_task int, p_user int) returns boolean language plpgsql as $fn$
declare inst record; t record; now_ timestamptz := now(); tok int; nt int; nxt text; ended boolean;
begin
  perform set_config('app.tenant_id', p_tenant::text, true), set_config('role', 'portal_app', true);
  select * into inst from bpm_instance where tenant_id = p_tenant
    and id = (select instance_id from bpm_task where tenant_id = p_tenant and id = p_task) for update;
  select k.*, (select fullname from app_user where id = p_user) as actor_name,
    (select jsonb_build_object('for_users', c.for_users) from bpm_task_candidate c where c.task_id = k.id and c.user_id = p_user) as mine,
    (select coalesce(jsonb_agg(jsonb_build_object('id', x.id, 'status', x.status) order by x.id), '[]') from bpm_task x
      where x.parent_task_id = k.id and x.closed_at is null) as open_children,
    (select to_jsonb(o) from (select id, node_id, flow_id, state, loop from bpm_token where id = k.token_id) o) as token
    into t from bpm_task k where k.id = p_task;
  with closed as (update bpm_task set closed_at = now_, close_reason = 'completed', assignee_id = p_user where id = p_task returning id),
    dropped as (delete from bpm_token where id = t.token_id returning id)
  update bpm_task_candidate set closed_at = now_ where task_id = p_task and closed_at is null;
  nxt := case t.node_id when 'n1' then 'n2' when 'n2' then 'n3' end;
  if nxt is not null then
    perform 1 from (with named as (select id, account from app_user where tenant_id = p_tenant and account = any(array['leader']) and status = 1 and is_visitor = false)
      select 'user' as kind, id as user_id, 0 as other_id, account from named
      union all select 'agent', owner_id, agent_id, null from bpm_agent where tenant_id = p_tenant and enabled and start_at <= now_ and end_at >= now_
        and (def_keys is null or 'bench3' = any(def_keys))
      union all select 'deputy', user_id, deputy_id, null from bpm_deputy where tenant_id = p_tenant and user_id in (select id from named)) r;
    insert into bpm_token (tenant_id, instance_id, node_id, flow_id, state, loop) values (p_tenant, inst.id, nxt, 'f', 'active', null) returning id into tok;
    insert into bpm_task (tenant_id, instance_id, token_id, node_id, name, assignee_id, status, subject, def_key, def_name, creator_id, creator_name, created_at)
      values (p_tenant, inst.id, tok, nxt, nxt, p_user, 'NORMAL', inst.subject, inst.def_key, inst.def_name, inst.creator_id, inst.creator_name, now_) returning id into nt;
    insert into bpm_task_candidate (tenant_id, task_id, user_id, created_at, for_users) values (p_tenant, nt, p_user, now_, null);
  end if;
  insert into bpm_opinion (tenant_id, instance_id, task_id, node_id, node_name, user_id, user_name, action, opinion, status, created_at, undo)
    values (p_tenant, inst.id, p_task, t.node_id, t.node_id, p_user, t.actor_name, 'agree', '同意', 'agree', now_, '{}');
  insert into bpm_done (tenant_id, instance_id, user_id, last_action, last_at, subject, def_key, def_name, creator_id, creator_name, business_key, started_at)
    values (p_tenant, inst.id, p_user, 'agree', now_, inst.subject, inst.def_key, inst.def_name, inst.creator_id, inst.creator_name, null, inst.created_at)
    on conflict (instance_id, user_id) do update set last_action = 'agree', last_at = now_;
  update bpm_instance set status = 'end', ended_at = now_ where id = inst.id and not exists (select id from bpm_token where instance_id = inst.id);
  get diagnostics ended = row_count;
  return ended;
end $fn$`;
const oneCallComplete = async (taskId: number) => {
  await rawPool.query({ name: 'one-call', text: 'select bench_complete($1, $2, $3)', values: [tenantId, taskId, leader] });
};

/** The 19-statement sequence completeTask ran before it was cut down (bpm_done now carries its list columns too). */
const previousComplete = async (taskId: number) => {
  const c = await rawPool.connect();
  try {
    await c.query('begin');
    await q(c, 'ctx', `select set_config('app.tenant_id', $1, true), set_config('role', 'portal_app', true)`, [String(tenantId)]);
    const { rows: [t] } = await q(c, 'p-lock', `select *, id as instance_id from bpm_instance where tenant_id = $1
      and id = (select instance_id from bpm_task where tenant_id = $1 and id = $2) for update`, [tenantId, taskId]);
    const { rows: [task] } = await q(c, 'p-task', 'select * from bpm_task where id = $1', [taskId]);
    const now = new Date();
    await q(c, 'p-close', 'update bpm_task set closed_at = $1, close_reason = $2, assignee_id = $3 where id = $4', [now, 'completed', leader, taskId]);
    await q(c, 'p-closec', 'update bpm_task_candidate set closed_at = $1 where task_id = $2 and closed_at is null returning user_id', [now, taskId]);
    await q(c, 'p-kids', 'select id, status from bpm_task where parent_task_id = $1 and closed_at is null', [taskId]);
    await q(c, 'p-token', 'select id, loop from bpm_token where id = $1', [task.token_id]);
    await q(c, 'p-drop', 'delete from bpm_token where id = $1 returning id, node_id, flow_id, state, loop', [task.token_id]);
    const nextNode = NEXT[task.node_id as string];
    if (nextNode) {
      await q(c, 'p-users', 'select id, account from app_user where tenant_id = $1 and account = any($2) and status = 1 and is_visitor = false', [tenantId, ['leader']]);
      const { rows: [tok] } = await q(c, 'p-ntoken', `insert into bpm_token (tenant_id, instance_id, node_id, flow_id, state, loop) values ($1, $2, $3, $4, 'active', null) returning id`,
        [tenantId, t.instance_id, nextNode, 'f']);
      await q(c, 'p-route', `select owner_id from bpm_agent where tenant_id = $1 and enabled and start_at <= $2 and end_at >= $2
        union all select user_id from bpm_deputy where tenant_id = $1 and user_id = any($3::int[])`, [tenantId, now, [leader]]);
      const { rows: [nt] } = await q(c, 'p-ntask', `insert into bpm_task (tenant_id, instance_id, token_id, node_id, name, assignee_id, status, subject, def_key, def_name,
        creator_id, creator_name, created_at) values ($1, $2, $3, $4, $4, $5, 'NORMAL', 'bench', 'bench3', 'bench', $5, 'x', $6) returning id`,
        [tenantId, t.instance_id, tok.id, nextNode, leader, now]);
      await q(c, 'p-ncand', 'insert into bpm_task_candidate (tenant_id, task_id, user_id, created_at) values ($1, $2, $3, $4)', [tenantId, nt.id, leader, now]);
    }
    await q(c, 'p-name', 'select fullname from app_user where id = $1', [leader]);
    await q(c, 'p-opinion', `insert into bpm_opinion (tenant_id, instance_id, task_id, node_id, node_name, user_id, user_name, action, opinion, status, created_at, undo)
      values ($1, $2, $3, $4, $4, $5, 'x', 'agree', '同意', 'agree', $6, '{}') returning id`, [tenantId, t.instance_id, taskId, task.node_id, leader, now]);
    await q(c, 'p-done', `insert into bpm_done (tenant_id, instance_id, user_id, last_action, last_at, subject, def_key, def_name, creator_id, creator_name, started_at)
      values ($1, $2, $3, 'agree', $4, $5, $6, $7, $8, $9, $10) on conflict (instance_id, user_id) do update set last_action = 'agree', last_at = $4`,
    [tenantId, t.instance_id, leader, now, t.subject, t.def_key, t.def_name, t.creator_id, t.creator_name, t.created_at]);
    const { rows: [left] } = await q(c, 'p-left', 'select count(*) as n from bpm_token where instance_id = $1', [t.instance_id]);
    if (Number(left.n) === 0) await q(c, 'p-end', `update bpm_instance set status = 'end', ended_at = $1 where id = $2`, [now, t.instance_id]);
    await c.query('commit');
  } catch (error) {
    await c.query('rollback');
    throw error;
  } finally {
    c.release();
  }
};
const previousTasks = await startMany(INSTANCES);
const previousRate = await threeRounds(await instancesOf(previousTasks), previousTasks, previousComplete);
/** The rate of `work` over fresh instances, and the CPU ms per completion of PostgreSQL and of this process. */
async function measured(work: (id: number) => Promise<void>) {
  const tasks = await startMany(INSTANCES);
  const instances = await instancesOf(tasks);
  const before = { postgres: postgresCpuMs(), client: selfCpuMs() };
  const rate = await threeRounds(instances, tasks, work);
  const per = (b: number, a: number) => (a - b) / (tasks.length * 3);
  return { rate, postgres: per(before.postgres, postgresCpuMs()), client: per(before.client, selfCpuMs()) };
}
const raw = await measured(rawComplete(true));
const rawRate = raw.rate;
await rawPool.query(ONE_CALL);
const oneCall = await measured(oneCallComplete);
const oneCallHttp = await measured(httpComplete(base, headers, '/api/bpm-runtime/bench/one-call'));
const asyncTasks = await startMany(INSTANCES);
const rawAsyncRate = await threeRounds(await instancesOf(asyncTasks), asyncTasks, rawComplete(false));
await rawPool.end();

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;
const setting = async (name: string) => (await sql<Record<string, string>>`select current_setting(${name}) as v`.execute(db)).rows[0]!.v;
console.log(`workflow-complete: ${INSTANCES} three-node instances per mode, ${CLIENTS} concurrent clients (app pool ${CLIENTS}), PostgreSQL ${await setting('server_version')}`);
console.log(`  durability: fsync=${await setting('fsync')} synchronous_commit=${await setting('synchronous_commit')}; load before / after: ${loadBefore} / ${loadAverage()}`);
console.log(`  statements per completion (captured):  ${captured.length} (begin, tenant setting and commit included; begin and the setting share`
  + ` one round trip, so ${captured.length - 1} round trips, + 1 for the session check over HTTP)`);
for (const { processes, rate, cpu } of deployed) {
  console.log(`  HTTP  POST /runtime/task/v1/complete:  ${rate.toFixed(0).padStart(6)} completions/s   (target >= 1000; ${processes} server process${processes > 1 ? 'es' : ''} as deployed, pool 10 each)`);
  console.log(`    CPU per completion: server ${cpu.server.toFixed(2)} ms, PostgreSQL ${cpu.postgres.toFixed(2)} ms, bench client ${cpu.client.toFixed(2)} ms`
    + ` -> ${os.cpus().length} cores carry ${(os.cpus().length * 1000 / (cpu.server + cpu.postgres)).toFixed(0)}/s for server + database alone`);
}
const serverRate = Math.max(...deployed.map((d) => d.rate));
console.log(`  HTTP, app inside the bench process:    ${httpRate.toFixed(0).padStart(6)} completions/s   (client and server share one event loop)`);
console.log(`  in-process completeTask (no HTTP):     ${directRate.toFixed(0).padStart(6)} completions/s`);
console.log(`  raw SQL, same statements, prepared:    ${rawRate.toFixed(0).padStart(6)} transactions/s   (baseline)`);
console.log(`    CPU per completion: PostgreSQL ${raw.postgres.toFixed(2)} ms, bench client (pg driver) ${raw.client.toFixed(2)} ms`);
console.log(`  raw SQL in one database function call: ${oneCall.rate.toFixed(0).padStart(6)} transactions/s   (one round trip: the database's own ceiling)`);
console.log(`    CPU per completion: PostgreSQL ${oneCall.postgres.toFixed(2)} ms, bench client (pg driver) ${oneCall.client.toFixed(2)} ms`);
console.log(`  that function over HTTP (app in bench):${oneCallHttp.rate.toFixed(0).padStart(6)} completions/s   (HTTP, session check and one database call, no executor: this machine's ceiling)`);
console.log(`    CPU per completion: PostgreSQL ${oneCallHttp.postgres.toFixed(2)} ms, bench process (server and client) ${oneCallHttp.client.toFixed(2)} ms`);
console.log(`  raw SQL, synchronous_commit=off:       ${rawAsyncRate.toFixed(0).padStart(6)} transactions/s   (what the WAL flush costs)`);
console.log(`  raw SQL, the previous 19 statements:   ${previousRate.toFixed(0).padStart(6)} transactions/s   (before this change)`);
console.log(`  HTTP / raw SQL:                        ${(serverRate / rawRate * 100).toFixed(0).padStart(6)} %`);
console.log(`  start-instance (in-process) p50 / p95: ${pct(startLatencies, 50).toFixed(1)} / ${pct(startLatencies, 95).toFixed(1)} ms over ${startLatencies.length} starts`);
if (process.argv.includes('--statements')) console.log(captured.map((s, i) => `  ${String(i + 1).padStart(2)}. ${s.replace(/\s+/g, ' ').slice(0, 150)}`).join('\n'));
await app.close();
await appDb.close();
await database.close();
