// Upload and download of one large file through the real server (a child process: multipart upload streamed to
// DATA_DIR/files, download streamed back), beside baselines of the same run on the same file: a raw Node stream
// copy on disk, and a bare Node HTTP server that pipes the request body to disk and a file back. Reports MB/s and
// the server process's peak resident memory (RSS sampled every 20 ms from /proc) before, during upload and download.
//   npx tsx bench/file-transfer.ts            (100 MB)
//   FILE_BENCH_MB=5 npx tsx bench/file-transfer.ts
// Writes bench/out/file-transfer.json. Uses PGlite in a scratch DATA_DIR unless BENCH_DATABASE_URL is given.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { startServer } from '../scripts/server-process.mjs';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-people.ts';
import { record, scaled } from './support/record.mjs';

const MB = Number(process.env.FILE_BENCH_MB ?? scaled({ tiny: 5, full: 100 }));
const BYTES = Math.round(MB * 1024 * 1024);
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'file-bench-'));
const source = path.join(work, 'source.pdf');

/** A file of BYTES that sniffs as PDF (header, then incompressible bytes), written in 1 MB chunks. */
async function makeSource() {
  const out = fs.createWriteStream(source);
  out.write('%PDF-1.4\n');
  let left = BYTES - 9;
  while (left > 0) {
    const chunk = randomBytes(Math.min(left, 1024 * 1024));
    left -= chunk.length;
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => {
    out.once('error', reject);
    out.end(() => resolve());
  });
}

const rssOf = (pid: number): number => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
};

/** Runs `work` while sampling the RSS of `pid`; returns its seconds and the peak RSS. */
async function measured<T>(pid: number | undefined, task: () => Promise<T>): Promise<{ seconds: number; peakRss: number; value: T }> {
  let peakRss = pid ? rssOf(pid) : process.memoryUsage().rss;
  const timer = setInterval(() => (peakRss = Math.max(peakRss, pid ? rssOf(pid) : process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  try {
    const value = await task();
    return { seconds: (performance.now() - t0) / 1000, peakRss, value };
  } finally {
    clearInterval(timer);
  }
}

const boundary = '----file-bench-boundary';
/** Streams the source as a multipart upload (chunked) and resolves with the reply's status and body. */
function postMultipart(url: string, headers: Record<string, string>, name: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`);
    const file = fs.createReadStream(source);
    file.on('error', reject);
    file.on('end', () => request.end(`\r\n--${boundary}--\r\n`));
    file.pipe(request, { end: false });
  });
}

/** GETs a URL and counts the bytes (discarded); rejects on a status other than 200. */
function download(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`GET ${url}: ${response.statusCode}`));
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** A bare Node HTTP server: POST pipes the body to a file, GET pipes the file back. */
async function bareServer(): Promise<{ url: string; close(): Promise<void> }> {
  const target = path.join(work, 'bare-upload.bin');
  const server = http.createServer((request, response) => {
    if (request.method === 'POST') {
      pipeline(request, fs.createWriteStream(target)).then(() => response.end('{"state":true}'), () => response.destroy());
    } else {
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': fs.statSync(source).size });
      fs.createReadStream(source).pipe(response);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const rate = (seconds: number) => Math.round((MB / seconds) * 10) / 10;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const loadBefore = os.loadavg().map((l) => l.toFixed(2)).join(' ');

await makeSource();
const results: Array<{ step: string; seconds: number; mbPerSecond: number; peakRssMb?: number }> = [];

// Baseline 1: a raw Node stream copy of the file on the same disk.
const copy = await measured(undefined, () => pipeline(fs.createReadStream(source), fs.createWriteStream(path.join(work, 'copy.bin'))));
results.push({ step: 'raw stream copy (disk to disk)', seconds: copy.seconds, mbPerSecond: rate(copy.seconds) });

// Baseline 2: a bare Node HTTP server in this process.
const bare = await bareServer();
const bareUp = await measured(undefined, () => postMultipart(`${bare.url}/up`, {}, 'source.pdf'));
results.push({ step: 'bare node http upload', seconds: bareUp.seconds, mbPerSecond: rate(bareUp.seconds) });
const bareDown = await measured(undefined, () => download(`${bare.url}/down`, {}));
results.push({ step: 'bare node http download', seconds: bareDown.seconds, mbPerSecond: rate(bareDown.seconds) });
await bare.close();

// The real server, in its own process, with a limit just above the file.
const dataDir = path.join(work, 'data');
const env: Record<string, string> = { FILE_MAX_BYTES: String(BYTES + 1024 * 1024), DATA_DIR: dataDir, RATE_LIMIT_MAX: '0' };
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
const server = await startServer({ env, logFile: path.join(work, 'server.log'), timeoutMs: 240_000 });
try {
  const tenant = (await (await fetch(`${server.url}/api/uc/uc/tenantManage/v1/getTenantByCode?code=univ`)).json()) as { id: number };
  const login = (await (await fetch(`${server.url}/api/uc/auth?tenantId=${tenant.id}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'tenant-code': 'univ' },
    body: JSON.stringify({ username: 'staff1', password: Buffer.from(DEMO_PASSWORD).toString('base64') }),
  })).json()) as { token: string };
  const headers = { authorization: `Bearer ${login.token}`, 'tenant-code': 'univ' };
  const idleRss = server.pid ? rssOf(server.pid) : 0;

  const up = await measured(server.pid, () => postMultipart(`${server.url}/api/portal/system/file/v1/upload`, headers, 'bench.pdf'));
  if (up.value.status !== 200) throw new Error(`upload: ${up.value.status} ${up.value.body}`);
  const fileId = (JSON.parse(up.value.body) as { value: { id: string; size: number } }).value.id;
  results.push({ step: 'portal upload (multipart, streamed)', seconds: up.seconds, mbPerSecond: rate(up.seconds), peakRssMb: mb(up.peakRss) });

  const down = await measured(server.pid, () => download(`${server.url}/api/portal/system/file/v1/downloadFile?fileId=${fileId}`, headers));
  if (down.value !== BYTES) throw new Error(`download: ${down.value} bytes, expected ${BYTES}`);
  results.push({ step: 'portal download (streamed)', seconds: down.seconds, mbPerSecond: rate(down.seconds), peakRssMb: mb(down.peakRss) });

  // Nothing must hold the file in memory: the peak over idle stays far below the file size.
  console.log(`\nfile-transfer: ${MB} MB, load average before ${loadBefore}, after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`server RSS idle ${mb(idleRss)} MB`);
  console.table(results.map((r) => ({ ...r, seconds: Math.round(r.seconds * 100) / 100 })));
  await fsp.mkdir(OUT, { recursive: true });
  await fsp.writeFile(path.join(OUT, 'file-transfer.json'), `${JSON.stringify({ mb: MB, loadBefore, idleRssMb: mb(idleRss), results }, null, 2)}\n`);
  const rateOf = (step: string) => results.find((r) => r.step === step)!.mbPerSecond;
  record('file-transfer', `one ${MB} MB file`, [
    { measure: 'upload through the server (multipart, streamed) vs a bare node http server', goal: '', figure: rateOf('portal upload (multipart, streamed)'), baseline: rateOf('bare node http upload'), unit: 'MB/s' },
    { measure: 'download through the server vs a bare node http server', goal: '', figure: rateOf('portal download (streamed)'), baseline: rateOf('bare node http download'), unit: 'MB/s' },
    { measure: 'server peak RSS during upload', goal: 'far below the file size', figure: up.peakRss / 2 ** 20, baseline: idleRss / 2 ** 20, unit: 'MB', note: 'baseline: idle RSS' },
  ]);
} finally {
  await server.stop();
  await fsp.rm(work, { recursive: true, force: true });
}
