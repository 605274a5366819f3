// Load test of the Foundation's hot paths against the real server (loopback only, bounded in time):
//   - POST /api/uc/auth?tenantId=<univ>   sign-in of staff1 (scrypt hash check, token issue)
//   - GET  /api/uc/login/user/info        an authenticated small read
//   - GET  /hello on a bare Fastify app   baseline: the ceiling of the framework on this machine
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (a scratch database is created and dropped).
// BENCH_SECONDS (default 20) and BENCH_CONNECTIONS (default 20) shorten or widen each run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { ROOT } from '../scripts/client-build.mjs';
import { createScratchDatabase, startServer } from '../scripts/server-process.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TENANT = 'univ';
const ACCOUNT = 'staff1';
const PASSWORD = 'Demo@2026';

function load(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) => {
      if (error) reject(error);
      else resolve({ title, result });
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

/** Both server routes against one running server; returns autocannon results. */
async function benchServer(label, env) {
  const server = await startServer({
    // Successful sign-ins never count as failures; the limits are raised only so a stray failure can't skew.
    env: { LOCK_AFTER_FAILURES: '1000000', ADDRESS_FAILURE_LIMIT: '1000000', ...env },
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
    for (let i = 0; i < 20; i += 1) await json(infoUrl, { headers: readHeaders }); // warm-up

    const results = [];
    results.push(await load(`${label}: POST /api/uc/auth (sign-in)`, { url: loginUrl, ...loginInit }));
    results.push(await load(`${label}: GET /api/uc/login/user/info`, { url: infoUrl, headers: readHeaders }));
    return results;
  } finally {
    await server.stop();
  }
}

function row({ title, result }) {
  return {
    run: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

// Other work on the machine skews every figure: say how busy it was.
const loadBefore = os.loadavg()[0];
const results = [];
const hello = await startHello();
try {
  results.push(await load('baseline: bare Fastify GET /hello', { url: `${hello.url}/hello` }));
} finally {
  hello.stop();
}
results.push(...(await benchServer('PGlite', {})));
if (process.env.BENCH_DATABASE_URL) {
  const database = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'bench');
  try {
    results.push(...(await benchServer('PostgreSQL', { DATABASE_URL: database.url })));
  } finally {
    await database.drop();
  }
}

const rows = results.map(row);
const cores = os.cpus().length;
console.log(
  `\nauth-load: ${CONNECTIONS} connections x ${SECONDS} s per run, loopback, load generator on the same ${cores} cores; ` +
    `1-min load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after`,
);
if (loadBefore > cores) console.log('[bench] the machine was busy with other work: compare runs of the same table only');
console.table(rows);
const outDir = path.join(ROOT, 'bench', 'out');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(
  path.join(outDir, 'auth-load.json'),
  `${JSON.stringify({ seconds: SECONDS, connections: CONNECTIONS, loadAverageBefore: loadBefore, rows }, null, 2)}\n`,
);
const bad = rows.filter((r) => r['non-2xx'] > 0 || r.errors > 0);
if (bad.length) {
  console.error(`[bench] runs with failed requests: ${bad.map((r) => r.run).join('; ')}`);
  process.exitCode = 1;
}
