// Load of the issue-14 hardening target on PostgreSQL: USERS simulated users (default 200) signed in to the real
// server (src/server/main.ts as deployed, its own process, HTTP on loopback), each looping with no think time over
// the portal's everyday mix: patent library page 1, a later page, a keyword search, the detail of a patent from that
// page, the to-do list and the to-do count. Per request kind and overall it prints count, errors (any non-2xx or
// socket error), p50 / p95 / p99 latency and requests/s.
// Baseline in the same run: the same users calling the current-user read (GET /api/uc/login/user/info: the session
// check, then a handful of small indexed reads in one tenant transaction, JSON) in alternating SLICE-second slices (mix, baseline, mix, ...), so a load swing on the machine
// hits both alike. The mix gets SECONDS of load (default 60) and the baseline as much again.
//
//   npx tsx bench/load-mix.ts [--users 200] [--seconds 60] [--slice 10] [--patents 30000] [--approvals 3000] [--keep] [--log]
//   (or BENCH_USERS, BENCH_SECONDS, BENCH_SLICE_SECONDS, BENCH_PATENTS, BENCH_APPROVALS)
//   Dry run: npx tsx bench/load-mix.ts --users 20 --seconds 10 --slice 5 --patents 3000 --approvals 300
//   --keep leaves the scratch database (on a given server) in place; --log has the server log every request and error.
//
// Database: BENCH_DATABASE_URL (or TEST_DATABASE_URL), an admin URL of a PostgreSQL server, on which a scratch
// database is created and dropped; without either, a throwaway cluster is started here (initdb on PATH or under
// /usr/lib/postgresql) and removed at the end. The scratch database is migrated, seeded with the demo data and
// filled with --patents generated patents (bench/generate-patents.ts) and --approvals approvals per tenant (to-do rows)
// before the server starts.
// The client is node:http with one kept-alive socket per user (a user's requests go one after the other, as a
// page's do); it runs on the same cores as the server and PostgreSQL, so its own CPU is printed beside theirs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { patentIdField } from '../src/common/patents/patent-id.ts';
import { deployDefinition } from '../src/server/bpm/deploy.ts';
import { openDatabase, withoutTenant, withTenant } from '../src/server/db/database.ts';
import { DEMO_TENANTS } from '../src/server/db/seed/demo-tenants.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-people.ts';
import { ROOT } from '../scripts/client-build.mjs';
import { createScratchDatabase, freePort, startServer } from '../scripts/server-process.mjs';
import { databaseBackendsCpu, processTreeCpuMs, selfCpuMs } from './cpu-accounting.ts';
import { percentile } from './patent-bench-support.ts';
import { THREE_NODE_FLOW_KEY, THREE_NODE_FLOW_XML } from './three-node-flow.ts';
import { record, scaled } from './support/record.mjs';

const option = (name: string, env: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const raw = at > 0 ? process.argv[at + 1] : process.env[env];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} / ${env} must be a positive number, not "${raw}"`);
  return value;
};
const USERS = Math.round(option('users', 'BENCH_USERS', scaled({ tiny: 6, full: 200 })));
const SECONDS = option('seconds', 'BENCH_SECONDS', scaled({ tiny: 2, full: 60 }));
const SLICE = Math.min(option('slice', 'BENCH_SLICE_SECONDS', scaled({ tiny: 1, full: 10 })), SECONDS);
const PATENTS = Math.round(option('patents', 'BENCH_PATENTS', scaled({ tiny: 100, full: 30_000 })));
const APPROVALS = Math.round(option('approvals', 'BENCH_APPROVALS', scaled({ tiny: 20, full: 3_000 })));
const LOG = process.argv.includes('--log');
const KEEP = process.argv.includes('--keep');
/** A request that takes longer than this is an error (and the user goes on with the next one). */
const REQUEST_TIMEOUT_MS = 30_000;
const PAGE_SIZE = 10;
/** Accounts of every demo tenant that use the library and the approval centre (newstaff must change its password first). */
const ACCOUNTS = ['admin', 'ipadmin', 'leader', 'staff1', 'staff2', 'agent', 'guest1'];
/** Keywords of the search box: 2- and 4-character words of the generated titles, a longer phrase, a number prefix. */
const KEYWORDS = ['电池', '神经网络', '区块链', '石墨烯薄膜', '深度学习', '锂离子电池', '检测', 'CN2019'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const loadBefore = loadAverage();
const cores = os.cpus().length;

// ---- PostgreSQL: a scratch database on a given server, or a throwaway cluster ---------------------------------
interface Cluster { url: string; stop(): void }

function findPgBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  const version = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b)).at(-1) : undefined;
  if (version && fs.existsSync(path.join(root, version, 'bin', 'initdb'))) return path.join(root, version, 'bin');
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return undefined;
}

/** A UTF-8 cluster with trust auth on a free loopback port (run as user postgres when this process is root). */
async function throwawayCluster(): Promise<Cluster> {
  const bin = findPgBin();
  if (!bin) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server: no initdb found to start one');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => (asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' })
    : execFileSync(command, args, { stdio: 'ignore' }));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  const data = path.join(dir, 'data');
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs bench/generate-patents.ts against the database (it migrates and seeds the demo data first). */
function generatePatents(url: string, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'generate-patents.ts'), '--count', String(count)], {
      cwd: ROOT, env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) console.log(`[generate] ${line}`);
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`generate-patents.ts exited with ${code}`))));
  });
}

/**
 * APPROVALS finished or running approvals of three steps per tenant (the workflow benches' three-node flow), handled by
 * the demo accounts in turn, so their to-do lists and counts read real rows: a quarter still runs, its third step open
 * (about APPROVALS / 4 / 7 open tasks per account). Rows written directly, as bench/workflow-lists.ts does.
 */
async function addApprovals(url: string): Promise<number> {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    for (const tenant of DEMO_TENANTS.filter((t) => t.id !== -1)) {
      const { defId } = await withTenant(handle.db, tenant.id, (tx) => deployDefinition(tx, tenant.id, null, {
        defKey: THREE_NODE_FLOW_KEY, xml: THREE_NODE_FLOW_XML, settings: { defaults: { assignees: [{ type: 'initiatorChoice' }] } },
      }));
      await withoutTenant(handle.db, async (tx) => {
        await sql`create temp table bench_people on commit drop as
          select row_number() over (order by id) as n, id, fullname from app_user
          where tenant_id = ${tenant.id} and account in (${sql.join(ACCOUNTS)})`.execute(tx);
        const people = ACCOUNTS.length;
        await sql`insert into bpm_instance (tenant_id, def_id, def_key, version, def_name, subject, status, creator_id, creator_name, data, created_at)
          select ${tenant.id}, ${defId}, ${THREE_NODE_FLOW_KEY}, 1, '三节点审批', '专利申请 ' || g, case when g % 4 = 0 then 'running' else 'end' end,
            u.id, u.fullname, '{}', now() - make_interval(mins => g)
          from generate_series(1, ${APPROVALS}) g join bench_people u on u.n = 1 + (g % ${people})`.execute(tx);
        await sql`create temp table bench_inst on commit drop as
          select id, creator_id, creator_name, created_at, status, row_number() over (order by id) as g from bpm_instance where def_id = ${defId}`.execute(tx);
        await sql`insert into bpm_task (tenant_id, instance_id, node_id, name, assignee_id, status, subject, def_key, def_name, creator_id, creator_name,
            created_at, closed_at, close_reason)
          select ${tenant.id}, i.id, 'n' || k, '审批' || k, u.id, 'NORMAL', '专利申请 ' || i.g, ${THREE_NODE_FLOW_KEY}, '三节点审批', i.creator_id, i.creator_name,
            i.created_at + make_interval(secs => k), case when k < 3 or i.status = 'end' then i.created_at + make_interval(secs => k + 1) end,
            case when k < 3 or i.status = 'end' then 'completed' end
          from bench_inst i cross join generate_series(1, 3) k join bench_people u on u.n = 1 + ((i.g * 3 + k) % ${people})`.execute(tx);
        await sql`insert into bpm_task_candidate (tenant_id, task_id, user_id, created_at, closed_at)
          select tenant_id, id, assignee_id, created_at, closed_at from bpm_task where def_key = ${THREE_NODE_FLOW_KEY} and tenant_id = ${tenant.id}`.execute(tx);
      });
    }
    await sql`analyze`.execute(handle.db);
    const open = await withoutTenant(handle.db, (tx) => sql<{ n: string }>`select count(*) as n from bpm_task_candidate where closed_at is null`.execute(tx));
    return Number(open.rows[0]!.n);
  } finally {
    await handle.close();
  }
}

// ---- HTTP client: one kept-alive socket per user -----------------------------------------------------------------
interface Reply { status: number; body: string; ms: number; error?: string }

function clientFor(origin: string) {
  const { hostname, port } = new URL(origin);
  return (agent: http.Agent, method: 'GET' | 'POST', urlPath: string, headers: Record<string, string>, body?: unknown) => new Promise<Reply>((resolve) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const started = performance.now();
    let settled = false;
    const done = (status: number, text: string, error?: string) => {
      if (settled) return;
      settled = true;
      resolve({ status, body: text, ms: performance.now() - started, error });
    };
    const req = http.request({
      agent, hostname, port, path: urlPath, method, timeout: REQUEST_TIMEOUT_MS,
      headers: payload ? { ...headers, 'content-type': 'application/json', 'content-length': String(payload.length) } : headers,
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
      res.on('error', (error) => done(0, '', error.message));
    });
    req.on('timeout', () => req.destroy(new Error(`no reply within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', (error) => done(0, '', error.message));
    req.end(payload);
  });
}
type Send = ReturnType<typeof clientFor>;

// ---- Simulated users ---------------------------------------------------------------------------------------------
interface User {
  tenantId: number;
  tenantCode: string;
  account: string;
  headers: Record<string, string>;
  agent: http.Agent;
  /** Pages of the library at the last look (page 1 reply's total). */
  pages: number;
  /** Patent ids of the last page or search the user saw: the detail opens one of them. */
  seen: number[];
  /** The calls of the user's current round not made yet: a slice's end stops the user mid-round, the next slice of the same phase goes on. */
  pending: Map<(user: User) => Call[], Call[]>;
}

const KINDS = ['library page 1', 'library later page', 'keyword search', 'patent detail', 'to-do list', 'to-do count'] as const;
const BASELINE = 'current user (baseline)';
type Kind = (typeof KINDS)[number] | typeof BASELINE;

class Tally {
  readonly samples: number[] = [];
  ok = 0;
  errors = 0;
  bytes = 0;
  add(reply: Reply): void {
    this.samples.push(reply.ms);
    if (reply.status >= 200 && reply.status < 300) {
      this.ok += 1;
      this.bytes += reply.body.length;
    } else {
      this.errors += 1;
    }
  }
  get count(): number {
    return this.samples.length;
  }
}

/** Everything one phase (mix or baseline) recorded: per kind, the wall time the phase ran, and CPU. */
class Phase {
  readonly kinds = new Map<Kind, Tally>();
  seconds = 0;
  cpu = { server: 0, postgres: 0, client: 0 };
  tally(kind: Kind): Tally {
    let tally = this.kinds.get(kind);
    if (!tally) this.kinds.set(kind, (tally = new Tally()));
    return tally;
  }
}

/** The first few failures of each kind, verbatim, and a count per status. */
const failures = new Map<string, { count: number; examples: string[] }>();
function noteFailure(kind: Kind, method: string, urlPath: string, reply: Reply): void {
  const key = `${kind}: ${reply.status === 0 ? `socket error` : `HTTP ${reply.status}`}`;
  let entry = failures.get(key);
  if (!entry) failures.set(key, (entry = { count: 0, examples: [] }));
  entry.count += 1;
  if (entry.examples.length < 3) entry.examples.push(`${method} ${urlPath} -> ${reply.error ?? reply.body.slice(0, 300)}`);
}

const random = (n: number) => Math.floor(Math.random() * n);

/** A request of a round; a path given as a function is built when the call is made (from what the user just saw). */
interface Call { kind: Kind; method: 'GET' | 'POST'; path: string | (() => string); body?: unknown; read?: (body: string) => void }

/** One round of the mix for a user, in the order a person goes through the pages. */
function mixRound(user: User): Call[] {
  const query = '/api/front/schoolLib/ipSchoolPatent/v1/query';
  const keepRows = (body: string) => {
    const page = JSON.parse(body) as { rows: { id: number }[]; total?: number };
    if (page.rows.length) user.seen = page.rows.map((r) => r.id);
    return page;
  };
  const later = 2 + random(Math.max(1, Math.min(user.pages, 50) - 1));
  const detailId = () => `${patentIdField(user.tenantId, user.tenantCode)}${user.seen[random(user.seen.length)] ?? 1}`;
  const calls: Call[] = [
    {
      kind: 'library page 1', method: 'POST', path: query, body: { pageBean: { page: 1, pageSize: PAGE_SIZE, showTotal: true } },
      read: (body) => {
        const page = keepRows(body);
        user.pages = Math.max(1, Math.ceil((page.total ?? 0) / PAGE_SIZE));
      },
    },
    { kind: 'library later page', method: 'POST', path: query, body: { pageBean: { page: later, pageSize: PAGE_SIZE, showTotal: true } }, read: keepRows },
    {
      kind: 'keyword search', method: 'POST', path: query, read: keepRows,
      body: { pageBean: { page: 1, pageSize: PAGE_SIZE, showTotal: true }, params: { searchValue: KEYWORDS[random(KEYWORDS.length)] } },
    },
    { kind: 'patent detail', method: 'GET', path: () => `/api/front/schoolLib/ipSchoolPatent/v1/detail?id=${encodeURIComponent(detailId())}` },
    { kind: 'to-do list', method: 'POST', path: '/api/bpm-runtime/runtime/task/v1/getTodoList', body: { pageBean: { page: 1, pageSize: PAGE_SIZE, showTotal: true } } },
    { kind: 'to-do count', method: 'POST', path: '/api/bpm-runtime/runtime/task/v1/getTodoCount', body: {} },
  ];
  return calls;
}

const baselineRound = (): Call[] => [{ kind: BASELINE, method: 'GET', path: '/api/uc/login/user/info' }];

/** Every user makes the calls of `round`, round after round, until `until` (performance.now()); a request started before it is counted. */
async function drive(send: Send, users: User[], round: (user: User) => Call[], until: number, phase: Phase | undefined): Promise<void> {
  await Promise.all(users.map(async (user) => {
    while (performance.now() < until) {
      let calls = user.pending.get(round);
      if (!calls?.length) user.pending.set(round, (calls = round(user)));
      const call = calls.shift()!;
      const urlPath = typeof call.path === 'function' ? call.path() : call.path;
      const reply = await send(user.agent, call.method, urlPath, user.headers, call.body);
      const ok = reply.status >= 200 && reply.status < 300;
      if (ok && call.read) {
        try {
          call.read(reply.body);
        } catch (error) {
          reply.status = 0;
          reply.error = `unreadable reply: ${(error as Error).message}`;
        }
      }
      phase?.tally(call.kind).add(reply);
      if (!(reply.status >= 200 && reply.status < 300)) noteFailure(call.kind, call.method, urlPath, reply);
    }
  }));
}

async function signInAll(send: Send): Promise<User[]> {
  const tenants = DEMO_TENANTS.filter((t) => t.id !== -1);
  const pairs = Array.from({ length: USERS }, (_, i) => ({ tenant: tenants[i % tenants.length]!, account: ACCOUNTS[Math.floor(i / tenants.length) % ACCOUNTS.length]! }));
  const users: User[] = [];
  let next = 0;
  // Four sign-ins at a time: each is a scrypt hash check, and the address limit counts failures only.
  await Promise.all(Array.from({ length: 4 }, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (next < pairs.length) {
      const { tenant, account } = pairs[next++]!;
      const reply = await send(agent, 'POST', `/api/uc/auth?tenantId=${tenant.id}`, { 'tenant-code': tenant.code },
        { username: account, password: Buffer.from(DEMO_PASSWORD).toString('base64') });
      if (reply.status !== 200) throw new Error(`sign-in of ${account}@${tenant.code}: HTTP ${reply.status} ${reply.error ?? reply.body.slice(0, 200)}`);
      const { token } = JSON.parse(reply.body) as { token: string };
      users.push({
        tenantId: tenant.id, tenantCode: tenant.code, account, pages: 1, seen: [], pending: new Map(),
        headers: { authorization: `Bearer ${token}`, 'tenant-code': tenant.code, 'accept-language': 'zh-CN' },
        agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
      });
    }
    agent.destroy();
  }));
  return users;
}

// ---- Report ------------------------------------------------------------------------------------------------------
const fixed = (ms: number) => Number(ms.toFixed(1));

function row(label: string, tallies: Tally[], seconds: number) {
  const samples = tallies.flatMap((t) => t.samples);
  const count = samples.length;
  const ok = tallies.reduce((s, t) => s + t.ok, 0);
  const bytes = tallies.reduce((s, t) => s + t.bytes, 0);
  return {
    'request kind': label,
    count,
    errors: tallies.reduce((s, t) => s + t.errors, 0),
    'req/s': Number((count / seconds).toFixed(1)),
    'p50 ms': count ? fixed(percentile(samples, 50)) : NaN,
    'p95 ms': count ? fixed(percentile(samples, 95)) : NaN,
    'p99 ms': count ? fixed(percentile(samples, 99)) : NaN,
    'avg bytes': ok ? Math.round(bytes / ok) : NaN,
  };
}

function cpuLine(label: string, phase: Phase) {
  const requests = [...phase.kinds.values()].reduce((s, t) => s + t.count, 0);
  const per = (ms: number) => (requests ? (ms / requests).toFixed(2) : '-');
  const share = (ms: number) => `${((ms / (phase.seconds * 1000)) * 100).toFixed(0)}%`;
  return `  ${label.padEnd(9)} CPU ms per request: server ${per(phase.cpu.server)}, PostgreSQL ${per(phase.cpu.postgres)}, load client ${per(phase.cpu.client)}`
    + `  (busy share of one core: ${share(phase.cpu.server)}, ${share(phase.cpu.postgres)}, ${share(phase.cpu.client)})`;
}

// ---- Run ---------------------------------------------------------------------------------------------------------
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
// The bench stops by itself: should anything hang, this ends it a generous while after the planned end.
const plannedMs = (SECONDS * 2 + 60) * 1000 + PATENTS * 5 + USERS * 500 + 600_000;
const watchdog = setTimeout(() => {
  console.error(`[bench] still running after ${Math.round(plannedMs / 1000)} s: giving up`);
  void Promise.allSettled(cleanups.reverse().map((c) => c())).then(() => process.exit(2));
}, plannedMs);
watchdog.unref();

try {
  const cluster = adminUrl ? undefined : await throwawayCluster();
  if (cluster) cleanups.push(() => cluster.stop());
  const database = await createScratchDatabase(adminUrl ?? cluster!.url, 'bench_load');
  if (!KEEP) cleanups.push(() => database.drop());
  console.log(`[bench] database ${database.name} on ${cluster ? 'a throwaway cluster' : new URL(database.url).host}; ${PATENTS} patents`);
  const t0 = performance.now();
  await generatePatents(database.url, PATENTS);
  const openTasks = await addApprovals(database.url);
  console.log(`[bench] migrated, seeded and loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${APPROVALS} approvals per tenant, ${openTasks} open tasks in all`);

  const outDir = path.join(ROOT, 'bench', 'out');
  fs.mkdirSync(outDir, { recursive: true });
  const server = await startServer({
    logFile: path.join(outDir, 'load-mix-server.log'),
    env: {
      DATABASE_URL: database.url,
      // Successful sign-ins never count as failures; raised so that nothing but the load decides the figures.
      LOCK_AFTER_FAILURES: '1000000', ADDRESS_FAILURE_LIMIT: '1000000',
      // The general API limit (calls per session per window) stays on, so its cost per call is measured as deployed, but
      // far above what a user with no think time makes (the default, 1200 a minute, is 20/s: a fast machine exceeds it).
      RATE_LIMIT_MAX: '1000000000',
      // --log: every request and any unexpected error in the server log (costs the server CPU: for finding a failure only).
      ...(LOG ? { LOG_REQUESTS: '1' } : {}),
    },
  });
  cleanups.push(() => server.stop());
  console.log(`[bench] server ${server.url} ready in ${server.startupMs} ms (log: ${path.relative(ROOT, server.logFile)})`);

  const send = clientFor(server.url);
  const t1 = performance.now();
  const users = await signInAll(send);
  cleanups.push(() => users.forEach((u) => u.agent.destroy()));
  const perTenant = DEMO_TENANTS.filter((t) => t.id !== -1).map((t) => `${t.code} ${users.filter((u) => u.tenantId === t.id).length}`).join(', ');
  const accounts = new Set(users.map((u) => `${u.account}@${u.tenantCode}`)).size;
  console.log(`[bench] ${users.length} users signed in (${perTenant}; ${accounts} distinct accounts, a session per user) in ${((performance.now() - t1) / 1000).toFixed(1)} s`);

  // What the calls read: each keyword's hits and an account's to-do count, as the first user of the first tenant sees them.
  const probe = users[0]!;
  const hits: string[] = [];
  for (const keyword of KEYWORDS) {
    const reply = await send(probe.agent, 'POST', '/api/front/schoolLib/ipSchoolPatent/v1/query', probe.headers,
      { pageBean: { page: 1, pageSize: PAGE_SIZE, showTotal: true }, params: { searchValue: keyword } });
    const page = reply.status === 200 ? JSON.parse(reply.body) as { total?: number; totalCapped?: boolean } : undefined;
    hits.push(`${keyword} ${page ? `${page.total ?? '?'}${page.totalCapped ? '+' : ''}` : `HTTP ${reply.status}`}`);
  }
  const todo = await send(probe.agent, 'POST', '/api/bpm-runtime/runtime/task/v1/getTodoCount', probe.headers, {});
  console.log(`[bench] ${probe.account}@${probe.tenantCode}: keyword hits ${hits.join(', ')}; to-do count ${todo.status === 200 ? todo.body : `HTTP ${todo.status}`}`);

  // Warm-up, not recorded: a few seconds of each, so the JIT, the pools and PostgreSQL's caches are past their first calls.
  const warmMs = Math.min(5, SLICE) * 1000;
  await drive(send, users, mixRound, performance.now() + warmMs, undefined);
  await drive(send, users, baselineRound, performance.now() + warmMs / 2, undefined);
  failures.clear();

  const phases = { mix: new Phase(), baseline: new Phase() };
  const slices: { slice: number; phase: string; seconds: number; requests: number; 'req/s': number; 'p50 ms': number; 'p95 ms': number; errors: number }[] = [];
  const sliceCount = Math.max(1, Math.round(SECONDS / SLICE));
  console.log(`[bench] ${sliceCount * 2} slices of ${SLICE} s (mix, baseline, ...), ${USERS} users, no think time`);
  // PostgreSQL CPU: the backends serving this bench's scratch database only (other work on the machine is not counted).
  const backends = await databaseBackendsCpu(adminUrl ?? cluster!.url, database.name);
  cleanups.push(() => backends.close());
  for (let i = 0; i < sliceCount * 2; i++) {
    const name = i % 2 === 0 ? 'mix' : 'baseline';
    const phase = phases[name];
    const slicePhase = new Phase();
    const before = { server: processTreeCpuMs(server.pid!), postgres: await backends.sample(), client: selfCpuMs() };
    const started = performance.now();
    await drive(send, users, name === 'mix' ? mixRound : baselineRound, started + SLICE * 1000, slicePhase);
    const seconds = (performance.now() - started) / 1000;
    phase.seconds += seconds;
    phase.cpu.server += processTreeCpuMs(server.pid!) - before.server;
    phase.cpu.postgres += (await backends.sample()) - before.postgres;
    phase.cpu.client += selfCpuMs() - before.client;
    for (const [kind, tally] of slicePhase.kinds) {
      const into = phase.tally(kind);
      into.samples.push(...tally.samples);
      into.ok += tally.ok;
      into.errors += tally.errors;
      into.bytes += tally.bytes;
    }
    const all = row(name, [...slicePhase.kinds.values()], seconds);
    slices.push({ slice: i + 1, phase: name, seconds: Number(seconds.toFixed(1)), requests: all.count, 'req/s': all['req/s'], 'p50 ms': all['p50 ms'], 'p95 ms': all['p95 ms'], errors: all.errors });
    console.log(`  slice ${String(i + 1).padStart(2)} ${name.padEnd(8)} ${all.count} requests, ${all['req/s']} req/s, p50 ${all['p50 ms']} ms, p95 ${all['p95 ms']} ms, errors ${all.errors}`);
  }

  const mixRows = KINDS.map((kind) => row(kind, [phases.mix.tally(kind)], phases.mix.seconds));
  const mixAll = row('mix overall', [...phases.mix.kinds.values()], phases.mix.seconds);
  const baseAll = row(BASELINE, [phases.baseline.tally(BASELINE)], phases.baseline.seconds);
  const rows = [...mixRows, mixAll, baseAll];

  console.log(`\nload-mix: ${USERS} users, think time 0, on PostgreSQL with ${PATENTS} generated patents (+ demo data), server as deployed `
    + `(one process, HTTP on loopback); mix ${phases.mix.seconds.toFixed(1)} s, baseline ${phases.baseline.seconds.toFixed(1)} s, `
    + `interleaved in ${SLICE} s slices; load client on the same ${cores} cores`);
  console.log(`1/5/15-min load average ${loadBefore} before, ${loadAverage()} after`);
  if (Number(loadBefore.split(' ')[0]) > 0.5 * cores) console.log('[bench] the machine was busy before the run: the figures say little about an idle machine');
  console.log('Per request kind (req/s: completed requests of that kind per second of the mix; errors: non-2xx or socket errors;');
  console.log('latency: request sent to last byte of the reply read, queueing in the server included; avg bytes: of the 2xx bodies):');
  console.table(rows);
  console.log('Slices in order (a swing of the machine shows in both phases alike):');
  console.table(slices);
  console.log(cpuLine('mix', phases.mix));
  console.log(cpuLine('baseline', phases.baseline));
  console.log('  (PostgreSQL: the backends serving the bench database, by pid from pg_stat_activity)');
  const ratio = mixAll['req/s'] / baseAll['req/s'];
  console.log('  baseline: GET /api/uc/login/user/info (session check and a handful of small indexed reads), same users, alternate slices');
  console.log(`  mix throughput is ${(ratio * 100).toFixed(0)}% of the baseline's; mix p95 ${mixAll['p95 ms']} ms vs baseline p95 ${baseAll['p95 ms']} ms`);

  if (failures.size) {
    console.log('\nFailed requests:');
    for (const [key, { count, examples }] of failures) {
      console.log(`  ${key}: ${count}`);
      for (const example of examples) console.log(`    ${example}`);
    }
  }
  const serverErrors = fs.readFileSync(server.logFile, 'utf8').split('\n').filter((l) => /"level":5\d|error/i.test(l));
  if (serverErrors.length) {
    console.log(`\nServer log: ${serverErrors.length} error lines, first ones:`);
    for (const line of serverErrors.slice(0, 5)) console.log(`  ${line.slice(0, 400)}`);
  }
  fs.writeFileSync(path.join(outDir, 'load-mix.json'), `${JSON.stringify({
    users: USERS, seconds: SECONDS, slice: SLICE, patents: PATENTS, loadAverageBefore: loadBefore, loadAverageAfter: loadAverage(),
    rows, slices, cpu: { mix: phases.mix.cpu, baseline: phases.baseline.cpu }, failures: Object.fromEntries(failures),
  }, null, 2)}\n`);
  record('load-mix', `${USERS} users, ${SECONDS} s of each phase in ${SLICE} s slices, ${PATENTS.toLocaleString('en-US')} patents`, [
    { measure: 'everyday mix over HTTP, requests/s vs the current-user read (alternate slices)', goal: '', figure: mixAll['req/s'], baseline: baseAll['req/s'], unit: '/s' },
    { measure: 'everyday mix over HTTP, p95 vs the current-user read', goal: '', figure: mixAll['p95 ms'], baseline: baseAll['p95 ms'], unit: 'ms' },
  ]);
  const errors = mixAll.errors + baseAll.errors;
  console.log(errors ? `\n[bench] FAILED: ${errors} requests failed` : '\n[bench] 0 errors');
  if (errors) process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`[bench] cleanup: ${(error as Error).message}`);
    }
  }
  clearTimeout(watchdog);
}
await sleep(0);
