// Realistic load on PostgreSQL (issue 21): USERS simulated people signed in to the real server (src/server/main.ts as
// deployed, its own process, HTTP on loopback), each doing one thing after another with THINK seconds between them
// (uniform from half to one and a half times THINK), over the portal's everyday mix:
//   home (current user + the home's batched reads), the patent library (page 1, a later page), keyword search,
//   a patent's detail, the to-do list, and task actions (start an application; a leader agrees to one in the to-do).
// It prints per kind and overall: count, errors (any non-2xx or socket error), p50/p95/p99, and the p95 goal
// (≤ P95_GOAL ms with 0 errors). Baseline in the same run: the same users at the same pace calling only the
// current-user read, in alternate slices with the mix, so a swing of the machine shows in both alike.
// Then (unless --no-search) the largest user count that still meets the goal: counts doubled from USERS until one
// fails, then halved between the last pass and the first failure, each tried for STEP seconds.
//
//   npx tsx bench/load.ts [--users 200] [--think 1] [--seconds 60] [--slice 10] [--step 30] [--patents 30000] [--max-users 3200] [--no-search]
//   (or BENCH_USERS, BENCH_THINK_SECONDS, BENCH_SECONDS, BENCH_SLICE_SECONDS, BENCH_STEP_SECONDS, BENCH_PATENTS, BENCH_MAX_USERS)
//   Smoke (BENCH_SCALE=tiny): 6 users, 2 s, 300 patents, steps of 2 s up to 24 users.
//   BENCH_SERVER_PROCESSES=N runs the server with SERVER_PROCESSES=N (node:cluster on one port).
//
// Database: BENCH_DATABASE_URL (or TEST_DATABASE_URL), an admin URL of a PostgreSQL server, on which a scratch
// database is created (migrated, demo data, --patents generated patents) and dropped at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { patentIdField } from '../src/common/patents/patent-id.ts';
import { DEMO_TENANTS } from '../src/server/db/seed/demo-tenants.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-people.ts';
import { ROOT } from '../scripts/client-build.mjs';
import { createScratchDatabase, startServer } from '../scripts/server-process.mjs';
import { percentile, record, scaled } from './support/record.mjs';

const option = (name: string, env: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const raw = at > 0 ? process.argv[at + 1] : process.env[env];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} / ${env} must be a positive number, not "${raw}"`);
  return value;
};
const USERS = Math.round(option('users', 'BENCH_USERS', scaled({ tiny: 6, full: 200 })));
const THINK = option('think', 'BENCH_THINK_SECONDS', 1);
const SECONDS = option('seconds', 'BENCH_SECONDS', scaled({ tiny: 2, full: 60 }));
const SLICE = Math.min(option('slice', 'BENCH_SLICE_SECONDS', scaled({ tiny: 1, full: 10 })), SECONDS);
const STEP = option('step', 'BENCH_STEP_SECONDS', scaled({ tiny: 2, full: 30 }));
const PATENTS = Math.round(option('patents', 'BENCH_PATENTS', scaled({ tiny: 300, full: 30_000 })));
const MAX_USERS = Math.round(option('max-users', 'BENCH_MAX_USERS', scaled({ tiny: 24, full: 3_200 })));
const SEARCH = !process.argv.includes('--no-search');
const PROCESSES = process.env.BENCH_SERVER_PROCESSES ?? '1';
const P95_GOAL = 500;
const REQUEST_TIMEOUT_MS = 30_000;
const PAGE_SIZE = 10;
/** Demo accounts that use the library and the approval centre (newstaff must change its password first). */
const ACCOUNTS = ['staff1', 'staff2', 'leader', 'ipadmin', 'admin', 'agent', 'guest1'];
const KEYWORDS = ['电池', '神经网络', '区块链', '石墨烯薄膜', '深度学习', '锂离子电池', '检测', 'CN2019'];
const QUERY = '/api/front/schoolLib/ipSchoolPatent/v1/query';
const RT = '/api/bpm-runtime/runtime';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const random = (n: number) => Math.floor(Math.random() * n);
const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const loadBefore = loadAverage();

// ---- HTTP: one kept-alive socket per user (a person's requests go one after the other) --------------------------
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

// ---- What a person does ------------------------------------------------------------------------------------------
interface User {
  tenantId: number; tenantCode: string; account: string; headers: Record<string, string>; agent: http.Agent;
  pages: number; seen: number[];
  /** Whether the user has a task action: the leader agrees, others file only where the flow finds their college's
   *  leader (the demo's staff2 in the university has none: the server refuses the start, as it should). */
  acts: boolean;
  /** Among the driven sessions of the same account in the same tenant: this one's index and their number. Each demo
   *  account stands for several people, and people do not share one to-do: a leader's session agrees only to tasks
   *  whose id modulo `slots` is its `slot` (else sessions of one account would race for one task, and the server's
   *  rightful 409 would count as an error of the load). */
  slot: number;
  slots: number;
}

const KINDS = ['home', 'library page', 'keyword search', 'patent detail', 'to-do list', 'task action'] as const;
const BASELINE = 'current user (baseline)';
type Kind = (typeof KINDS)[number] | typeof BASELINE;
/** How often each kind is chosen (a person mostly reads). */
const WEIGHTS: [Kind, number][] = [['home', 2], ['library page', 3], ['keyword search', 2], ['patent detail', 2], ['to-do list', 2], ['task action', 1]];
const WEIGHT_SUM = WEIGHTS.reduce((s, [, w]) => s + w, 0);

function pick(user: User): Kind {
  for (;;) {
    let at = Math.random() * WEIGHT_SUM;
    let kind: Kind = 'home';
    for (const [k, weight] of WEIGHTS) if ((at -= weight) < 0) { kind = k; break; }
    if (kind !== 'task action' || user.acts) return kind;
  }
}

class Tally {
  samples: number[] = [];
  errors = 0;
  add(ms: number, ok: boolean) {
    this.samples.push(ms);
    if (!ok) this.errors += 1;
  }
}
type Tallies = Map<Kind, Tally>;
const tallyOf = (t: Tallies, kind: Kind) => t.get(kind) ?? t.set(kind, new Tally()).get(kind)!;

const failures = new Map<string, { count: number; examples: string[] }>();
function noteFailure(kind: Kind, what: string, reply: Reply) {
  const key = `${kind}: ${reply.status === 0 ? 'socket error' : `HTTP ${reply.status}`}`;
  const entry = failures.get(key) ?? failures.set(key, { count: 0, examples: [] }).get(key)!;
  entry.count += 1;
  if (entry.examples.length < 3) entry.examples.push(`${what} -> ${reply.error ?? reply.body.slice(0, 300)}`);
}

/**
 * One thing a person does: the requests of that screen or action one after the other; its time is the sum (what the
 * person waits). Any failed request fails it.
 */
async function act(send: Send, user: User, kind: Kind, tallies: Tallies): Promise<void> {
  const steps: { method: 'GET' | 'POST'; path: string | (() => string | undefined); body?: unknown | (() => unknown); read?: (body: string) => void }[] = [];
  const keepRows = (body: string) => {
    const page = JSON.parse(body) as { rows: { id: number }[]; total?: number };
    if (page.rows.length) user.seen = page.rows.map((r) => r.id);
    if (page.total !== undefined) user.pages = Math.max(1, Math.ceil(page.total / PAGE_SIZE));
  };
  let todo: { id: string; nodeId: string }[] = [];
  switch (kind) {
    case BASELINE:
      steps.push({ method: 'GET', path: '/api/uc/login/user/info' });
      break;
    case 'home':
      steps.push({ method: 'GET', path: '/api/uc/login/user/info' });
      steps.push({
        method: 'POST', path: '/api/portal/portal/main/v1/batch', body: {
          requests: [
            { method: 'GET', url: '/api/front/api/v1/home/summary' },
            { method: 'POST', url: `${RT}/task/v1/getTodoList`, body: { pageBean: { page: 1, pageSize: 5, showTotal: true } } },
            { method: 'GET', url: '/api/front/api/v1/message/unread' },
          ],
        },
      });
      break;
    case 'library page': {
      const page = Math.random() < 0.5 ? 1 : 2 + random(Math.max(1, Math.min(user.pages, 50) - 1));
      steps.push({ method: 'POST', path: QUERY, body: { pageBean: { page, pageSize: PAGE_SIZE, showTotal: true } }, read: keepRows });
      break;
    }
    case 'keyword search':
      steps.push({ method: 'POST', path: QUERY, read: keepRows, body: { pageBean: { page: 1, pageSize: PAGE_SIZE, showTotal: true }, params: { searchValue: KEYWORDS[random(KEYWORDS.length)] } } });
      break;
    case 'patent detail':
      // A person opens a patent from a list: one who has not seen a list yet looks at the library first.
      if (!user.seen.length) steps.push({ method: 'POST', path: QUERY, body: { pageBean: { page: 1, pageSize: PAGE_SIZE, showTotal: true } }, read: keepRows });
      steps.push({ method: 'GET', path: () => `/api/front/schoolLib/ipSchoolPatent/v1/detail?id=${encodeURIComponent(`${patentIdField(user.tenantId, user.tenantCode)}${user.seen[random(user.seen.length)] ?? 1}`)}` });
      break;
    case 'to-do list':
      steps.push({ method: 'POST', path: `${RT}/task/v1/getTodoList`, body: { pageBean: { page: 1, pageSize: PAGE_SIZE, showTotal: true } } });
      steps.push({ method: 'POST', path: `${RT}/task/v1/getTodoCount`, body: {} });
      break;
    case 'task action':
      // A leader agrees to the oldest application in the to-do; everyone else files one (it lands in a leader's to-do).
      if (user.account === 'leader') {
        steps.push({
          method: 'POST', path: `${RT}/task/v1/getTodoList`, body: { pageBean: { page: 1, pageSize: 50 }, querys: [{ property: 'defKey', value: 'patentApply', operation: 'EQUAL' }] },
          read: (body) => {
            todo = (JSON.parse(body) as { rows: { id: string; nodeId: string }[] }).rows.filter((t) => Number(t.id) % user.slots === user.slot);
          },
        });
        steps.push({
          method: 'POST', path: () => (todo.length ? `${RT}/task/v1/complete` : undefined),
          body: () => ({ taskId: Number(todo[random(todo.length)]!.id), actionName: 'agree', opinion: '同意' }),
        });
      } else {
        steps.push({ method: 'POST', path: `${RT}/instance/v1/start`, body: { flowKey: 'patentApply', data: Buffer.from('{}').toString('base64') } });
      }
      break;
  }
  let total = 0;
  let ok = true;
  for (const step of steps) {
    const urlPath = typeof step.path === 'function' ? step.path() : step.path;
    if (urlPath === undefined) continue;
    const body = typeof step.body === 'function' ? (step.body as () => unknown)() : step.body;
    const reply = await send(user.agent, step.method, urlPath, user.headers, body);
    total += reply.ms;
    let good = reply.status >= 200 && reply.status < 300;
    if (good && step.read) {
      try {
        step.read(reply.body);
      } catch (error) {
        good = false;
        reply.error = `unreadable reply: ${(error as Error).message}`;
      }
    }
    if (!good) {
      noteFailure(kind, `${step.method} ${urlPath}`, reply);
      ok = false;
      break;
    }
  }
  tallyOf(tallies, kind).add(total, ok);
}

/** Every user acts, thinks, acts... until `until`; users start spread over one think time (as people arrive). */
async function drive(send: Send, users: User[], until: number, tallies: Tallies, baseline: boolean): Promise<void> {
  const sessions = new Map<string, number>();
  for (const user of users) {
    const key = `${user.tenantId}:${user.account}`;
    user.slot = sessions.get(key) ?? 0;
    sessions.set(key, user.slot + 1);
  }
  for (const user of users) user.slots = sessions.get(`${user.tenantId}:${user.account}`)!;
  await Promise.all(users.map(async (user) => {
    await sleep(Math.random() * THINK * 1000);
    while (performance.now() < until) {
      await act(send, user, baseline ? BASELINE : pick(user), tallies);
      await sleep(THINK * 1000 * (0.5 + Math.random()));
    }
  }));
}

// ---- Setup -------------------------------------------------------------------------------------------------------
function generatePatents(url: string, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'generate-patents.ts'), '--count', String(count)], {
      cwd: ROOT, env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`generate-patents.ts exited with ${code}`))));
  });
}

const signedIn: User[] = [];
/** The first `count` users, signing in those not yet signed in (four at a time: each is a scrypt check). */
async function usersUpTo(send: Send, count: number): Promise<User[]> {
  const tenants = DEMO_TENANTS.filter((t) => t.id !== -1);
  let next = signedIn.length;
  await Promise.all(Array.from({ length: 4 }, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (next < count) {
      const i = next++;
      const tenant = tenants[i % tenants.length]!;
      const account = ACCOUNTS[Math.floor(i / tenants.length) % ACCOUNTS.length]!;
      const reply = await send(agent, 'POST', `/api/uc/auth?tenantId=${tenant.id}`, { 'tenant-code': tenant.code },
        { username: account, password: Buffer.from(DEMO_PASSWORD).toString('base64') });
      if (reply.status !== 200) throw new Error(`sign-in of ${account}@${tenant.code}: HTTP ${reply.status} ${reply.error ?? reply.body.slice(0, 200)}`);
      signedIn[i] = {
        tenantId: tenant.id, tenantCode: tenant.code, account, pages: 1, seen: [], acts: account === 'leader', slot: 0, slots: 1,
        headers: { authorization: `Bearer ${(JSON.parse(reply.body) as { token: string }).token}`, 'tenant-code': tenant.code, 'accept-language': 'zh-CN' },
        agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
      };
      const user = signedIn[i]!;
      if (!user.acts) {
        // The start page's own question: can this user's application go on to a handler?
        const choices = await send(agent, 'POST', `${RT}/instance/v1/nextNodeChoices`, user.headers, { flowKey: 'patentApply' });
        user.acts = choices.status === 200 && (JSON.parse(choices.body) as { value?: { possible?: boolean } }).value?.possible === true;
      }
    }
    agent.destroy();
  }));
  return signedIn.slice(0, count);
}

// ---- Report ------------------------------------------------------------------------------------------------------
const fixed = (ms: number) => Number(ms.toFixed(1));
function summary(label: string, tallies: Tally[], seconds: number) {
  const samples = tallies.flatMap((t) => t.samples);
  return {
    kind: label,
    count: samples.length,
    errors: tallies.reduce((s, t) => s + t.errors, 0),
    'per s': Number((samples.length / seconds).toFixed(1)),
    'p50 ms': samples.length ? fixed(percentile(samples, 50)) : NaN,
    'p95 ms': samples.length ? fixed(percentile(samples, 95)) : NaN,
    'p99 ms': samples.length ? fixed(percentile(samples, 99)) : NaN,
  };
}
const meets = (s: { errors: number; 'p95 ms': number; count: number }) => s.count > 0 && s.errors === 0 && s['p95 ms'] <= P95_GOAL;

// ---- Run ---------------------------------------------------------------------------------------------------------
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('bench/load.ts needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): an admin URL of a PostgreSQL server');
const cleanups: (() => Promise<void> | void)[] = [];
try {
  const database = await createScratchDatabase(adminUrl, 'bench_load');
  cleanups.push(() => database.drop());
  const t0 = performance.now();
  await generatePatents(database.url, PATENTS);
  console.log(`[bench] database ${database.name}: migrated, demo data, ${PATENTS} patents in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const outDir = path.join(ROOT, 'bench', 'out');
  fs.mkdirSync(outDir, { recursive: true });
  const server = await startServer({
    logFile: path.join(outDir, 'load-server.log'),
    env: {
      DATABASE_URL: database.url, LOCK_AFTER_FAILURES: '1000000', ADDRESS_FAILURE_LIMIT: '1000000',
      ...(PROCESSES === '1' ? {} : { SERVER_PROCESSES: PROCESSES }),
    },
  });
  cleanups.push(() => server.stop());
  const send = clientFor(server.url);
  cleanups.push(() => signedIn.forEach((u) => u.agent.destroy()));
  const users = await usersUpTo(send, USERS);
  console.log(`[bench] server ready in ${server.startupMs} ms; ${users.length} users signed in`);
  await drive(send, users, performance.now() + Math.min(5, SLICE) * 1000, new Map(), false); // warm-up
  failures.clear();

  const mix: Tallies = new Map();
  const base: Tallies = new Map();
  let mixSeconds = 0;
  let baseSeconds = 0;
  const slices = Math.max(1, Math.round(SECONDS / SLICE));
  for (let i = 0; i < slices * 2; i++) {
    const baseline = i % 2 === 1;
    const started = performance.now();
    await drive(send, users, started + SLICE * 1000, baseline ? base : mix, baseline);
    if (baseline) baseSeconds += (performance.now() - started) / 1000;
    else mixSeconds += (performance.now() - started) / 1000;
  }
  const rows = [...KINDS.map((k) => summary(k, [tallyOf(mix, k)], mixSeconds)), summary('mix overall', [...mix.values()], mixSeconds), summary(BASELINE, [tallyOf(base, BASELINE)], baseSeconds)];
  const overall = rows.at(-2)!;
  const baseRow = rows.at(-1)!;
  console.log(`\nload: ${USERS} users, think time ${THINK} s (±50 %), ${SECONDS} s of the mix and as much of the baseline in ${SLICE} s slices, PostgreSQL, `
    + `${PATENTS} patents, server ${PROCESSES === '1' ? 'one process' : `${PROCESSES} processes`}; load client on the same ${os.cpus().length} cores`);
  console.log(`1/5/15-min load average ${loadBefore} before, ${loadAverage()} after`);
  console.log('Per kind (a screen or action: its requests one after the other; time: what the person waits):');
  console.table(rows);
  console.log(`mix: p95 ${overall['p95 ms']} ms, ${overall.errors} errors (goal p95 ≤ ${P95_GOAL} ms, 0 errors: ${meets(overall) ? 'met' : 'NOT met'}); `
    + `baseline (current user only, same users and pace): p95 ${baseRow['p95 ms']} ms`);

  // The largest user count that still meets the goal.
  const steps: { users: number; 'p95 ms': number; errors: number; 'per s': number; meets: boolean }[] = [];
  let best = meets(overall) ? USERS : 0;
  if (SEARCH) {
    const tryCount = async (count: number) => {
      const tallies: Tallies = new Map();
      const group = await usersUpTo(send, count);
      await drive(send, group, performance.now() + Math.min(3, STEP) * 1000, new Map(), false);
      const started = performance.now();
      await drive(send, group, started + STEP * 1000, tallies, false);
      const s = summary('step', [...tallies.values()], (performance.now() - started) / 1000);
      const ok = meets(s);
      steps.push({ users: count, 'p95 ms': s['p95 ms'], errors: s.errors, 'per s': s['per s'], meets: ok });
      console.log(`  ${count} users: p95 ${s['p95 ms']} ms, ${s.errors} errors, ${s['per s']} actions/s: ${ok ? 'meets' : 'fails'}`);
      return ok;
    };
    let low = best;
    let high = 0;
    if (best) {
      for (let n = USERS * 2; n <= MAX_USERS; n *= 2) {
        if (await tryCount(n)) low = n;
        else { high = n; break; }
      }
    } else {
      high = USERS;
    }
    if (high) {
      // Halve the gap between the last count that met the goal and the first that did not, down to a tenth of it.
      const resolution = Math.max(1, Math.round((high - low) / 8));
      while (high - low > resolution) {
        const mid = Math.round((low + high) / 2);
        if (await tryCount(mid)) low = mid;
        else high = mid;
      }
    }
    best = low;
    console.log(`largest user count meeting p95 ≤ ${P95_GOAL} ms with 0 errors: ${best}${high ? ` (${high} did not)` : ` (every count up to ${MAX_USERS} did)`}, steps of ${STEP} s`);
  }

  if (failures.size) {
    console.log('\nFailed requests:');
    for (const [key, { count, examples }] of failures) {
      console.log(`  ${key}: ${count}`);
      for (const example of examples) console.log(`    ${example}`);
    }
  }
  fs.writeFileSync(path.join(outDir, 'load.json'), `${JSON.stringify({
    users: USERS, think: THINK, seconds: SECONDS, slice: SLICE, patents: PATENTS, processes: PROCESSES,
    loadAverageBefore: loadBefore, loadAverageAfter: loadAverage(), rows, steps, largestMeeting: best, failures: Object.fromEntries(failures),
  }, null, 2)}\n`);
  record('load', `${USERS} users, think ${THINK} s, ${SECONDS} s, ${PATENTS.toLocaleString('en-US')} patents`, [
    { measure: `${USERS} users with think time: everyday mix p95 vs the current-user read at the same pace`, goal: `≤ ${P95_GOAL} ms, 0 errors`, figure: overall['p95 ms'], baseline: baseRow['p95 ms'], unit: 'ms', note: `${overall.errors} errors` },
    ...(SEARCH ? [{ measure: `largest user count meeting p95 ≤ ${P95_GOAL} ms with 0 errors (think ${THINK} s)`, goal: `≥ ${USERS}`, figure: best, baseline: USERS, unit: 'users' }] : []),
  ]);
  if (overall.errors + baseRow.errors) process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`[bench] cleanup: ${(error as Error).message}`);
    }
  }
}
