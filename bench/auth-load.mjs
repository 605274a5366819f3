// Load test of the Foundation's hot paths against the real server (loopback only, bounded in time):
//   - GET  /hello on a bare Fastify app   baseline: the ceiling of the framework on this machine
//   - GET  /api/uc/login/user/info        an authenticated small read (goal: at least 25 % of the baseline's rate)
//   - POST /api/uc/auth?tenantId=<univ>   sign-in of staff1 (scrypt hash check, token issue)
// The read and the baseline run interleaved in the same run: ROUNDS alternating slices (hello, read, hello, read...),
// both servers up throughout, so a load swing on the machine hits both alike; each side's rate is its requests over
// its own slices, and the ratio's spread over the rounds is printed.
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (a scratch database is created and dropped), except at
// BENCH_SCALE=tiny (1 s per run, PGlite only).
// BENCH_SECONDS (default 20: per side, split over the rounds), BENCH_ROUNDS (default 4), BENCH_CONNECTIONS
// (default 20), BENCH_SERVER_PROCESSES (PostgreSQL only, default 1: one server process against one Fastify process).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { ROOT } from '../scripts/client-build.mjs';
import { createScratchDatabase, startServer } from '../scripts/server-process.mjs';
import { tsImport } from 'tsx/esm/api';
import { record, scaled, SCALE } from './support/record.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? scaled({ tiny: 1, full: 20 }));
const ROUNDS = Math.max(1, Math.round(Number(process.env.BENCH_ROUNDS ?? scaled({ tiny: 1, full: 4 }))));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PROCESSES = process.env.BENCH_SERVER_PROCESSES ?? '1';
const GOAL = 0.25;
const TENANT = 'univ';
const ACCOUNT = 'staff1';
const PASSWORD = 'Demo@2026';

function load(options, seconds = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: seconds, ...options }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

async function startHello() {
  const child = spawn(process.execPath, [path.join(ROOT, 'bench', 'hello-server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const first = await new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`hello server exited (${code})`)));
  });
  return { url: first.trim(), stop: () => child.kill('SIGTERM') };
}

async function json(url, init) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} -> HTTP ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** Autocannon results of several slices as one: requests over the slices' time, worst latency percentiles. */
function merge(slices) {
  const total = slices.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = slices.reduce((sum, r) => sum + r.duration, 0);
  return {
    rate: total / seconds,
    total,
    p50: Math.max(...slices.map((r) => r.latency.p50)),
    p99: Math.max(...slices.map((r) => r.latency.p99)),
    non2xx: slices.reduce((sum, r) => sum + r.non2xx, 0),
    errors: slices.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  };
}

/** The read against the bare Fastify baseline in alternating slices, then sign-in on its own; one running server. */
async function benchServer(label, env, helloUrl, seedFrom) {
  const server = await startServer({
    seedFrom,
    // Successful sign-ins never count as failures; the limits are raised only so a stray failure can't skew.
    // The general per-session limit is off: one token makes every call here.
    env: { LOCK_AFTER_FAILURES: '1000000', ADDRESS_FAILURE_LIMIT: '1000000', RATE_LIMIT_MAX: '0', ...env },
  });
  console.log(`[bench] ${label} server ready in ${server.startupMs} ms`);
  try {
    const tenant = await json(`${server.url}/api/uc/uc/tenantManage/v1/getTenantByCode?code=${TENANT}`);
    const loginUrl = `${server.url}/api/uc/auth?tenantId=${tenant.id}`;
    const loginBody = JSON.stringify({ username: ACCOUNT, password: Buffer.from(PASSWORD).toString('base64') });
    const loginInit = { method: 'POST', headers: { 'content-type': 'application/json', 'tenant-code': TENANT }, body: loginBody };
    const reply = await json(loginUrl, loginInit);
    const readHeaders = { authorization: `Bearer ${reply.token}`, 'tenant-code': TENANT, 'accept-language': 'zh-CN' };
    const infoUrl = `${server.url}/api/uc/login/user/info`;
    for (let i = 0; i < 50; i += 1) await json(infoUrl, { headers: readHeaders }); // warm-up
    await load({ url: `${helloUrl}/hello` }, 1);
    await load({ url: infoUrl, headers: readHeaders }, 1);

    const slice = SECONDS / ROUNDS;
    const hello = [];
    const read = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate which side goes first, so neither always follows the other's load.
      const order = round % 2 === 0 ? ['hello', 'read'] : ['read', 'hello'];
      for (const side of order) {
        if (side === 'hello') hello.push(await load({ url: `${helloUrl}/hello` }, slice));
        else read.push(await load({ url: infoUrl, headers: readHeaders }, slice));
      }
    }
    const signIn = merge([await load({ url: loginUrl, ...loginInit }, Math.max(1, slice))]);
    const ratios = read.map((r, i) => r.requests.total / r.duration / (hello[i].requests.total / hello[i].duration));
    return { label, hello: merge(hello), read: merge(read), signIn, ratios };
  } finally {
    await server.stop();
  }
}

const row = (run, m) => ({
  run, 'req/s': Math.round(m.rate), 'p50 ms': m.p50, 'p99 ms': m.p99, requests: m.total, 'non-2xx': m.non2xx, errors: m.errors,
});

// Other work on the machine skews every figure: say how busy it was.
const loadBefore = os.loadavg()[0];
const runs = [];
const hello = await startHello();
try {
  if (process.env.BENCH_PGLITE !== '0') {
    // From a copy of the seeded PGlite template the tests share (seeding afresh took minutes on a busy machine).
    const { pgliteTemplateDir } = await tsImport('../tests/support/test-database.ts', import.meta.url);
    runs.push(await benchServer('PGlite', {}, hello.url, await pgliteTemplateDir()));
  }
  // The tiny scale (npm test's bench smoke) only proves the bench runs: PGlite alone.
  if (process.env.BENCH_DATABASE_URL && SCALE !== 'tiny') {
    const database = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'bench');
    try {
      const processes = PROCESSES === '1' ? {} : { SERVER_PROCESSES: PROCESSES };
      runs.push(await benchServer(`PostgreSQL${PROCESSES === '1' ? '' : ` (${PROCESSES} processes)`}`, { DATABASE_URL: database.url, ...processes }, hello.url));
    } finally {
      await database.drop();
    }
  }
} finally {
  hello.stop();
}

const rows = runs.flatMap((r) => [
  row(`${r.label}: baseline bare Fastify GET /hello (interleaved)`, r.hello),
  row(`${r.label}: GET /api/uc/login/user/info`, r.read),
  row(`${r.label}: POST /api/uc/auth (sign-in)`, r.signIn),
]);
const cores = os.cpus().length;
console.log(
  `\nauth-load: ${CONNECTIONS} connections, ${SECONDS} s per side in ${ROUNDS} interleaved round(s), loopback, load generator on the same ${cores} cores; ` +
    `1-min load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after`,
);
if (loadBefore > cores) console.log('[bench] the machine was busy with other work: compare runs of the same table only');
console.table(rows);
for (const r of runs) {
  const ratio = r.read.rate / r.hello.rate;
  console.log(
    `${r.label}: authenticated read at ${(ratio * 100).toFixed(1)} % of bare Fastify (goal ≥ ${GOAL * 100} %: ${ratio >= GOAL ? 'met' : 'NOT met'}); ` +
      `per round ${r.ratios.map((x) => `${(x * 100).toFixed(1)} %`).join(', ')}`,
  );
}
const outDir = path.join(ROOT, 'bench', 'out');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(
  path.join(outDir, 'auth-load.json'),
  `${JSON.stringify({ seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS, loadAverageBefore: loadBefore, rows }, null, 2)}\n`,
);
const bad = rows.filter((r) => r['non-2xx'] > 0 || r.errors > 0);
if (bad.length) {
  console.error(`[bench] runs with failed requests: ${bad.map((r) => r.run).join('; ')}`);
  process.exitCode = 1;
}
const spread = (values) => `${(Math.min(...values) * 100).toFixed(1)}–${(Math.max(...values) * 100).toFixed(1)} % over ${values.length} round(s)`;
record('auth-load', `${CONNECTIONS} connections × ${SECONDS} s per side, ${ROUNDS} interleaved round(s)`, runs.flatMap((r) => [
  {
    measure: `${r.label}: GET /api/uc/login/user/info, requests/s vs bare Fastify GET /hello (interleaved)`,
    goal: `≥ ${GOAL * 100} % of bare Fastify`, figure: r.read.rate, baseline: r.hello.rate, unit: '/s',
    spread: spread(r.ratios), note: `p99 ${r.read.p99} ms`,
  },
  {
    measure: `${r.label}: POST /api/uc/auth (sign-in), requests/s vs bare Fastify GET /hello`,
    goal: '', figure: r.signIn.rate, baseline: r.hello.rate, unit: '/s', note: `p99 ${r.signIn.p99} ms`,
  },
]));
