// To-do, done and request lists with 1,000,000 tasks on PostgreSQL: p50 / p95 of a page (with total) per list, with
// and without a search condition, over HTTP from the server as deployed (its own process: session check, JSON),
// interleaved call by call with the same list function in-process (the baseline); the to-do and done pages with index
// scans disabled; and start-instance latency. (BENCH_SCALE=tiny: 3,000 tasks.)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55499/postgres npx tsx bench/workflow-lists.ts [--tasks 1000000] [--runs 40] [--keep]
// The database is a fresh copy of the seeded test template with the synthetic rows added, dropped at the end.
import os from 'node:os';
import { sql } from 'kysely';
import { openDatabase, withoutTenant, withTenant } from '../src/server/db/database.ts';
import { deployDefinition } from '../src/server/bpm/deploy.ts';
import { startInstance } from '../src/server/bpm/start-instance.ts';
import type { Principal } from '../src/server/lib/context.ts';
import { listDone, listMyRequests, listTodo } from '../src/server/modules/workflow/list-tasks.ts';
import { openTestDatabase } from '../tests/support/test-database.ts';
import { percentile } from './patent-bench-support.ts';
import { THREE_NODE_FLOW_KEY, THREE_NODE_FLOW_XML } from './three-node-flow.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-people.ts';
import { startServer } from '../scripts/server-process.mjs';
import { jsonPoster } from './http-post.ts';
import { record, scaled } from './support/record.mjs';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const TASKS = arg('tasks', scaled({ tiny: 3_000, full: 1_000_000 }));
const RUNS = arg('runs', scaled({ tiny: 1, full: 40 }));
const USERS = scaled({ tiny: 50, full: 500 });
process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55499/postgres';

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const loadBefore = loadAverage();
const database = await openTestDatabase();
const db = database.db;
const tenantId = 1;
const { defId } = await withTenant(db, tenantId, (tx) => deployDefinition(tx, tenantId, null, {
  defKey: THREE_NODE_FLOW_KEY, xml: THREE_NODE_FLOW_XML, settings: { defaults: { assignees: [{ type: 'initiatorChoice' }] } },
}));

// ---- Synthetic rows: USERS users; instances of three tasks each (two handled, the third open) ------------------
const instances = Math.ceil(TASKS / 3);
const t0 = performance.now();
await withoutTenant(db, async (tx) => {
  await sql`insert into app_user (tenant_id, account, fullname, password_hash)
    select ${tenantId}, 'bench_u' || g, '测试用户' || g, 'x' from generate_series(1, ${USERS}) g`.execute(tx);
  await sql`create temp table bench_users as select row_number() over (order by id) as n, id from app_user where account like 'bench_u%'`.execute(tx);
  await sql`insert into bpm_instance (tenant_id, def_id, def_key, version, def_name, subject, status, creator_id, creator_name, data, created_at)
    select ${tenantId}, ${defId}, 'bench3', 1, '三节点审批', '专利申请 ' || g, case when g % 3 = 0 then 'end' else 'running' end,
      u.id, '测试用户' || u.n, '{}', now() - make_interval(secs => g)
    from generate_series(1, ${instances}) g join bench_users u on u.n = 1 + (g % ${USERS})`.execute(tx);
  await sql`create temp table bench_inst as select id, creator_id, created_at, row_number() over (order by id) as g from bpm_instance where def_id = ${defId}`.execute(tx);
  await sql`insert into bpm_task (tenant_id, instance_id, node_id, name, assignee_id, status, subject, def_key, def_name, creator_id, creator_name,
      created_at, closed_at, close_reason)
    select ${tenantId}, i.id, 'n' || k, '审批' || k, u.id, 'NORMAL', '专利申请 ' || i.g, 'bench3', '三节点审批', i.creator_id, 'x',
      i.created_at + make_interval(secs => k), case when k < 3 then i.created_at + make_interval(secs => k + 1) end, case when k < 3 then 'completed' end
    from bench_inst i cross join generate_series(1, 3) k join bench_users u on u.n = 1 + ((i.g * 7 + k * 13) % ${USERS})`.execute(tx);
  await sql`insert into bpm_task_candidate (tenant_id, task_id, user_id, created_at, closed_at)
    select tenant_id, id, assignee_id, created_at, closed_at from bpm_task where def_key = 'bench3'`.execute(tx);
  await sql`insert into bpm_done (tenant_id, instance_id, user_id, last_action, last_at, subject, def_key, def_name, creator_id, creator_name,
      business_key, started_at)
    select t.tenant_id, t.instance_id, t.assignee_id, 'agree', max(t.closed_at), i.subject, i.def_key, i.def_name, i.creator_id, i.creator_name,
      i.business_key, i.created_at
    from bpm_task t join bpm_instance i on i.id = t.instance_id where t.def_key = 'bench3' and t.closed_at is not null
    group by t.tenant_id, t.instance_id, t.assignee_id, i.id`.execute(tx);
  await sql`analyze`.execute(tx);
});
const generated = (performance.now() - t0) / 1000;
const counts = await withoutTenant(db, (tx) => sql<{ tasks: string; todo: string; done: string; inst: string }>`select
  (select count(*) from bpm_task) as tasks, (select count(*) from bpm_task_candidate where closed_at is null) as todo,
  (select count(*) from bpm_done) as done, (select count(*) from bpm_instance) as inst`.execute(tx));

// ---- Measurements -------------------------------------------------------------------------------------------
const benchUsers = await withoutTenant(db, (tx) => tx.selectFrom('app_user').select(['id', 'account']).where('account', 'like', 'bench_u%').orderBy('id').execute());
const principals: Principal[] = benchUsers.filter((_, i) => i % 25 === 0)
  .map((u) => ({ userId: u.id, tenantId, tenantCode: 'univ', account: u.account, sessionId: 'bench', isVisitor: false }));
const page = { pageBean: { page: 1, pageSize: 10, showTotal: true } };
const search = { ...page, querys: [{ property: 'subject', value: '专利申请 1', operation: 'LIKE' as const }] };
const secondPage = { pageBean: { page: 5, pageSize: 10, showTotal: true } };

// ---- The server as deployed (its own process) on the same database; the sampled users sign in over HTTP --------------
await withoutTenant(db, (tx) => sql`update app_user set password_hash = (select password_hash from app_user where tenant_id = ${tenantId} and account = 'staff1')
  where account like 'bench_u%'`.execute(tx));
const server = await startServer({ env: { DATABASE_URL: database.databaseUrl!, BPM_TIMER_POLL_MS: '0', RATE_LIMIT_MAX: '0' } });
const posters = new Map<number, ReturnType<typeof jsonPoster>>();
for (const p of principals) {
  const login = await fetch(`${server.url}/api/uc/auth?tenantId=${tenantId}`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: p.account, password: Buffer.from(DEMO_PASSWORD).toString('base64') }),
  });
  if (login.status !== 200) throw new Error(`sign-in of ${p.account}: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  posters.set(p.userId, jsonPoster(server.url, { authorization: `Bearer ${token}`, 'tenant-code': 'univ', 'accept-language': 'zh-CN' }, 1));
}
const overHttp = (route: string, body: unknown) => async (p: Principal) => {
  const res = await posters.get(p.userId)!.post(`/api/bpm-runtime/runtime/${route}`, body);
  if (res.status !== 200) throw new Error(`${route}: ${res.status} ${res.body.slice(0, 300)}`);
};

/** Over HTTP (the figure) and the same list function in-process (the baseline), interleaved call by call. */
async function measure(http: (p: Principal) => Promise<unknown>, direct: (p: Principal) => Promise<unknown>) {
  for (const p of principals) {
    await http(p);
    await direct(p);
  }
  const samples = { http: [] as number[], direct: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    for (const p of principals) {
      let s = performance.now();
      await http(p);
      samples.http.push(performance.now() - s);
      s = performance.now();
      await direct(p);
      samples.direct.push(performance.now() - s);
    }
  }
  return samples;
}

const cases: [string, (p: Principal) => Promise<unknown>, (p: Principal) => Promise<unknown>][] = [
  ['todo     page 1 + total', overHttp('task/v1/getTodoList', page), (p) => listTodo(db, p, page, 'zh-CN')],
  ['todo     page 5 + total', overHttp('task/v1/getTodoList', secondPage), (p) => listTodo(db, p, secondPage, 'zh-CN')],
  ['todo     subject LIKE', overHttp('task/v1/getTodoList', search), (p) => listTodo(db, p, search, 'zh-CN')],
  ['done     page 1 + total', overHttp('instance/v1/getDoneInstList', page), (p) => listDone(db, p, page, 'zh-CN')],
  ['done     subject LIKE', overHttp('instance/v1/getDoneInstList', search), (p) => listDone(db, p, search, 'zh-CN')],
  ['request  page 1 + total', overHttp('instance/v1/myRequest', page), (p) => listMyRequests(db, p, page, 'zh-CN')],
  ['request  subject LIKE', overHttp('instance/v1/myRequest', search), (p) => listMyRequests(db, p, search, 'zh-CN')],
];
const rows: string[] = [];
const p95Of: Record<string, { http: number; direct: number }> = {};
for (const [name, http, direct] of cases) {
  const measured = await measure(http, direct);
  p95Of[name] = { http: percentile(measured.http, 95), direct: percentile(measured.direct, 95) };
  const samples = measured.http;
  rows.push(`  ${name.padEnd(26)} HTTP p50 ${percentile(samples, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(samples, 95).toFixed(1).padStart(6)} ms`
    + `   in-process p95 ${p95Of[name].direct.toFixed(1).padStart(6)} ms`);
}

// Baseline in the same run: the to-do and done pages with index scans switched off.
const seqUrl = `${database.databaseUrl}?options=${encodeURIComponent('-c enable_indexscan=off -c enable_bitmapscan=off -c enable_indexonlyscan=off')}`;
const seq = await openDatabase({ databaseUrl: seqUrl, poolSize: 2 });
const seqRows: string[] = [];
const seqP50: Record<string, number> = {};
for (const [name, run] of [['todo     page 1 (seq)', (p: Principal) => listTodo(seq.db, p, page, 'zh-CN')], ['done     page 1 (seq)', (p: Principal) => listDone(seq.db, p, page, 'zh-CN')]] as const) {
  const samples: number[] = [];
  for (const p of principals.slice(0, 3)) {
    const s = performance.now();
    await run(p);
    samples.push(performance.now() - s);
  }
  seqP50[name] = percentile(samples, 50);
  seqRows.push(`  ${name.padEnd(26)} p50 ${percentile(samples, 50).toFixed(1).padStart(6)} ms   (no index scans)`);
}
await seq.close();

const starter = principals[0]!;
const startSamples: number[] = [];
for (let i = 0; i < 100; i++) {
  const s = performance.now();
  await withTenant(db, tenantId, (tx) => startInstance(tx, starter, {
    flowKey: 'bench3', subject: 'latency', nodeUsers: [{ nodeId: 'n1', executors: [{ id: principals[1]!.userId }] }],
  }));
  startSamples.push(performance.now() - s);
}

const c = counts.rows[0]!;
console.log(`workflow-lists: ${Number(c.tasks).toLocaleString()} tasks, ${Number(c.inst).toLocaleString()} instances, ${Number(c.todo).toLocaleString()} open to-do rows, ${Number(c.done).toLocaleString()} done rows, ${USERS} users (generated in ${generated.toFixed(0)} s)`);
console.log(`  ${principals.length} users x ${RUNS} runs each: page + count over HTTP (the server as deployed, session check included), target p95 <= 20 ms, beside the list function in-process`);
const setting = async (name: string) => (await sql<Record<string, string>>`select current_setting(${name}) as v`.execute(db)).rows[0]!.v;
console.log(`  PostgreSQL ${await setting('server_version')}, fsync=${await setting('fsync')} synchronous_commit=${await setting('synchronous_commit')}; load before / after: ${loadBefore} / ${loadAverage()}`);
console.log(rows.join('\n'));
console.log(seqRows.join('\n'));
console.log(`  start-instance                p50 ${percentile(startSamples, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(startSamples, 95).toFixed(1).padStart(6)} ms`);
for (const poster of posters.values()) poster.close();
await server.stop();
const seqNote = (name: string) => {
  const seqMs = seqP50[`${name.slice(0, 9)}page 1 (seq)`];
  return seqMs !== undefined && name.includes('page 1') ? `with index scans off, in-process p50 ${seqMs.toFixed(0)} ms` : undefined;
};
record('workflow-lists', `${Number(c.tasks).toLocaleString('en-US')} tasks, ${principals.length} users × ${RUNS} runs`, cases.map(([name]) => ({
  measure: `${name.replace(/\s+/g, ' ')} p95 over HTTP (session check included) vs the list function in-process, interleaved`, goal: '≤ 20 ms',
  figure: p95Of[name]!.http, baseline: p95Of[name]!.direct, unit: 'ms', note: seqNote(name),
})));
if (process.argv.includes('--keep')) {
  // Keeps the generated database for query work (drop it by hand); closes only the pool.
  console.log(`  kept: ${database.databaseUrl}`);
  await db.destroy();
} else {
  await database.close();
}
