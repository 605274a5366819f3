// Task completions per second over HTTP on PostgreSQL, 16 concurrent clients, 3-node flows, against the floor of the
// same run: the same server process answering a route that wraps one database call (bench_complete: a completion's
// statements in one PL/pgSQL function, no executor logic) in the same stack (Fastify, the session check, JSON both
// ways). A third mode, the same statement sequence as raw prepared SQL from this process (no HTTP), says what the
// database carries. The modes run interleaved (A B C, A B C, ... over ROUNDS rounds, each on fresh instances), so a
// load swing on a shared machine hits all alike; the ratio HTTP / floor is reported per round with its spread.
// CPU per completion is counted for the bench's own processes only: the server's process tree, the PostgreSQL
// backends serving connections to the bench's scratch database (pids from pg_stat_activity), and this process.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npx tsx bench/workflow-complete.ts [--instances 400] [--clients 16] [--rounds 5]
//   (BENCH_SCALE=tiny: 16 instances, 2 rounds)
// The database is a fresh copy of the seeded test template (tests/support/test-database.ts), dropped at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase, withTenant } from '../src/server/db/database.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-people.ts';
import { deployDefinition } from '../src/server/bpm/deploy.ts';
import { startInstance } from '../src/server/bpm/start-instance.ts';
import type { Principal } from '../src/server/lib/context.ts';
import { openTestDatabase } from '../tests/support/test-database.ts';
import { freePort } from '../scripts/server-process.mjs';
import { databaseBackendsCpu, processTreeCpuMs, selfCpuMs } from './cpu-accounting.ts';
import { jsonPoster } from './http-post.ts';
import { THREE_NODE_FLOW_KEY, THREE_NODE_FLOW_XML } from './three-node-flow.ts';
import { BENCH_DIR, percentile, record, scaled, spread } from './support/record.mjs';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const INSTANCES = arg('instances', scaled({ tiny: 16, full: 400 }));
const CLIENTS = arg('clients', 16);
const ROUNDS = arg('rounds', scaled({ tiny: 2, full: 5 }));
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
process.env.TEST_DATABASE_URL = adminUrl;

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const loadBefore = loadAverage();
const database = await openTestDatabase();
const databaseName = new URL(database.databaseUrl!).pathname.slice(1);
const benchDb = await openDatabase({ databaseUrl: database.databaseUrl, poolSize: CLIENTS });
const db = benchDb.db;
const tenantId = 1;
const users = await withTenant(db, tenantId, (tx) => tx.selectFrom('app_user').select(['id', 'account']).where('account', 'in', ['staff1', 'leader']).execute());
const idOf = (account: string) => users.find((u) => u.account === account)!.id;
const principal = (account: string): Principal => ({ userId: idOf(account), tenantId, tenantCode: 'univ', account, sessionId: 'bench', isVisitor: false });
await withTenant(db, tenantId, (tx) => deployDefinition(tx, tenantId, null, {
  defKey: THREE_NODE_FLOW_KEY, xml: THREE_NODE_FLOW_XML, settings: { defaults: { assignees: [{ type: 'users', accounts: ['leader'] }] } },
}));

/** Starts `n` instances in-process (CLIENTS at a time, outside any timed window); returns their first tasks. */
async function startMany(n: number): Promise<number[]> {
  const started: number[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (next < n) {
      next += 1;
      const { instId } = await withTenant(db, tenantId, (tx) => startInstance(tx, principal('staff1'), { flowKey: 'bench3', subject: 'bench' }));
      started.push(instId);
    }
  }));
  return openTasks(started);
}

async function openTasks(instances: number[]): Promise<number[]> {
  const rows = await withTenant(db, tenantId, (tx) => tx.selectFrom('bpm_task').select('id').where('instance_id', 'in', instances)
    .where('closed_at', 'is', null).orderBy('id').execute());
  return rows.map((r) => r.id);
}
const instancesOf = async (tasks: number[]) => (await withTenant(db, tenantId, (tx) => tx.selectFrom('bpm_task').select('instance_id')
  .where('id', 'in', tasks).execute())).map((r) => r.instance_id);

/** Runs `work` over every id with CLIENTS concurrent workers; returns the seconds it took. */
async function drive(ids: number[], work: (id: number) => Promise<void>): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (next < ids.length) await work(ids[next++]!);
  }));
  return (performance.now() - t0) / 1000;
}

/** Completes the three tasks (n1, n2, n3) of every instance in turn; returns completions and seconds of work. */
async function threeRounds(instances: number[], firstTasks: number[], work: (id: number) => Promise<void>) {
  let tasks = firstTasks;
  let seconds = 0;
  let count = 0;
  for (let round = 0; round < 3; round++) {
    seconds += await drive(tasks, work);
    count += tasks.length;
    tasks = await openTasks(instances);
  }
  if (tasks.length) throw new Error(`${tasks.length} tasks still open after three rounds`);
  return { count, seconds };
}

// ---- the server: the app as deployed plus the floor route, in its own process --------------------------------------
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
// ---- Raw SQL in one database function per completion (the floor route calls it) ----------------------------------
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
await rawPool.query(ONE_CALL);

const port = await freePort();
const logFile = path.join(BENCH_DIR, 'out', 'workflow-complete-server.log');
fs.mkdirSync(path.dirname(logFile), { recursive: true });
// The general rate limit stays on (its per-session count is part of every call's cost) with a budget the 16
// clients cannot spend: at full scale they make far more than its default 1,200 calls a minute.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, 'support', 'floor-server.ts')], {
  env: {
    ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: database.databaseUrl!, BPM_TIMER_POLL_MS: '0', FEE_POLL_MS: '0',
    SERVER_PROCESSES: '1', RATE_LIMIT_MAX: '1000000000',
  },
  stdio: ['ignore', fs.openSync(logFile, 'w'), fs.openSync(logFile, 'a')],
});
const base = `http://127.0.0.1:${port}`;
for (let waited = 0; ; waited += 250) {
  if (server.exitCode !== null) throw new Error(`bench server stopped: ${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
  if (waited > 120_000) throw new Error('bench server did not start within 120 s');
  try {
    if ((await fetch(`${base}/config.json`)).ok) break;
  } catch {
    // not yet
  }
  await new Promise((r) => setTimeout(r, 250));
}
try {
  const login = await fetch(`${base}/api/uc/auth?tenantId=${tenantId}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'leader', password: Buffer.from(DEMO_PASSWORD).toString('base64') }),
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}`, 'tenant-code': 'univ' };
  const poster = jsonPoster(base, headers, CLIENTS);
  const overHttp = (route: string) => async (taskId: number) => {
    const res = await poster.post(route, { taskId, actionName: 'agree', opinion: '同意' });
    if (res.status !== 200) throw new Error(`${route} ${taskId}: ${res.status} ${res.body}`);
  };
  const modes = [
    { key: 'http', label: 'HTTP POST /runtime/task/v1/complete', work: overHttp('/api/bpm-runtime/runtime/task/v1/complete') },
    { key: 'floor', label: 'floor: HTTP + session check + one database call', work: overHttp('/api/bpm-runtime/bench/one-call') },
    { key: 'raw', label: 'raw SQL, same statements, prepared (no HTTP)', work: rawComplete(true) },
  ] as const;
  type Key = (typeof modes)[number]['key'];
  const backends = await databaseBackendsCpu(adminUrl, databaseName);
  const serverPid = server.pid!;
  const measured: Record<Key, { rate: number[]; server: number; postgres: number; client: number; completions: number }> = {
    http: { rate: [], server: 0, postgres: 0, client: 0, completions: 0 },
    floor: { rate: [], server: 0, postgres: 0, client: 0, completions: 0 },
    raw: { rate: [], server: 0, postgres: 0, client: 0, completions: 0 },
  };
  // Warm-up: every mode once on a few instances (JIT, prepared statements, connections).
  for (const mode of modes) {
    const tasks = await startMany(scaled({ tiny: 4, full: CLIENTS * 2 }));
    await threeRounds(await instancesOf(tasks), tasks, mode.work);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of modes) {
      const tasks = await startMany(INSTANCES);
      const instances = await instancesOf(tasks);
      const before = { server: processTreeCpuMs(serverPid), postgres: await backends.sample(), client: selfCpuMs() };
      const { count, seconds } = await threeRounds(instances, tasks, mode.work);
      const m = measured[mode.key];
      m.rate.push(count / seconds);
      m.server += processTreeCpuMs(serverPid) - before.server;
      m.postgres += (await backends.sample()) - before.postgres;
      m.client += selfCpuMs() - before.client;
      m.completions += count;
    }
  }
  poster.close();
  await backends.close();

  const setting = async (name: string) => (await sql<Record<string, string>>`select current_setting(${name}) as v`.execute(db)).rows[0]!.v;
  const median = (xs: number[]) => percentile(xs, 50);
  const httpToFloor = measured.http.rate.map((r, i) => r / measured.floor.rate[i]!);
  const httpToRaw = measured.http.rate.map((r, i) => r / measured.raw.rate[i]!);
  console.log(`workflow-complete: ${INSTANCES} three-node instances per mode and round, ${ROUNDS} rounds interleaved, ${CLIENTS} concurrent clients, PostgreSQL ${await setting('server_version')}`);
  console.log(`  durability: fsync=${await setting('fsync')} synchronous_commit=${await setting('synchronous_commit')}; load before / after: ${loadBefore} / ${loadAverage()}`);
  console.log('  mode                                                 completions/s (median; rounds)      CPU ms per completion: server  PostgreSQL  bench process');
  for (const mode of modes) {
    const m = measured[mode.key];
    const per = (ms: number) => (ms / m.completions).toFixed(2).padStart(6);
    console.log(`  ${mode.label.padEnd(52)} ${median(m.rate).toFixed(0).padStart(6)}  (${m.rate.map((r) => r.toFixed(0)).join(' ')})`.padEnd(100)
      + `${mode.key === 'raw' ? '     - ' : per(m.server)}      ${per(m.postgres)}      ${per(m.client)}`);
  }
  console.log(`  HTTP / floor: ${(median(httpToFloor) * 100).toFixed(0)} % (rounds ${httpToFloor.map((r) => `${(r * 100).toFixed(0)} %`).join(', ')}); HTTP / raw SQL: ${(median(httpToRaw) * 100).toFixed(0)} %`);
  const cpu = (key: Key) => (measured[key].server + measured[key].postgres) / measured[key].completions;
  record('workflow-complete', `${INSTANCES} instances × 3 tasks per mode and round, ${ROUNDS} rounds, ${CLIENTS} clients`, [
    { measure: `task completions over HTTP (${CLIENTS} clients) vs the floor (same server, one database call), interleaved`, goal: '≥ 60 % (ratio ≥ 0.60)',
      figure: median(measured.http.rate), baseline: median(measured.floor.rate), ratio: median(httpToFloor), spread: spread(httpToFloor), unit: '/s' },
    { measure: 'task completions over HTTP vs raw prepared SQL of the same statements (no HTTP), interleaved', goal: '',
      figure: median(measured.http.rate), baseline: median(measured.raw.rate), ratio: median(httpToRaw), spread: spread(httpToRaw), unit: '/s' },
    { measure: 'CPU per completion, server + its PostgreSQL backends: HTTP vs floor', goal: '', figure: cpu('http'), baseline: cpu('floor'), unit: 'ms' },
  ]);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rawPool.end();
  await benchDb.close();
  await database.close();
}
