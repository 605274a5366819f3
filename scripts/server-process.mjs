// Starts the real server (src/server/main.ts under tsx) as a child process on a free loopback port and waits
// until it answers GET /config.json. Used by the e2e global setup and the benchmarks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './client-build.mjs';

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function tail(file, lines = 40) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * @param {object} options
 * @param {Record<string, string>} [options.env] extra environment (DATABASE_URL, IDLE_TIMEOUT_MS, ...)
 * @param {string} [options.logFile] where the server's stdout/stderr go (default: inside the data dir)
 * @param {number} [options.timeoutMs] how long to wait for the first answer (migrations + demo seed)
 * @param {string} [options.seedFrom] a data dir with a seeded database to start from (a copy of it is used)
 * @param {string[]} [options.nodeArgs] extra Node.js flags for the server (e.g. --cpu-prof, which NODE_OPTIONS refuses)
 */
export async function startServer({ env = {}, logFile, timeoutMs = 180_000, seedFrom, nodeArgs = [] } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'));
  if (seedFrom) fs.cpSync(seedFrom, dataDir, { recursive: true });
  const log = logFile ?? path.join(dataDir, 'server.log');
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const out = fs.openSync(log, 'w');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    // Run as deployed (Vitest's NODE_ENV=test would otherwise leak in from the e2e global setup).
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = signal ?? `exit ${code}`;
      resolve();
    });
  });

  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (exited) {
      throw new Error(`server stopped before answering (${exited}); last lines of ${log}:\n${tail(log)}`);
    }
    try {
      const response = await fetch(`${url}/config.json`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer ${url}/config.json within ${timeoutMs} ms; last lines of ${log}:\n${tail(log)}`);
    }
    await sleep(250);
  }

  async function stop() {
    if (!exited) {
      child.kill('SIGTERM');
      await Promise.race([exitPromise, sleep(10_000)]);
      if (!exited) {
        child.kill('SIGKILL');
        await exitPromise;
      }
    }
    // The data dir is throwaway (a log kept outside it, via logFile, survives).
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }

  return { url, port, dataDir, logFile: log, startupMs: Date.now() - started, pid: child.pid, stop };
}

/**
 * Creates a fresh database on the PostgreSQL server of `adminUrl` and returns its URL and a drop function.
 * pg is loaded lazily so PGlite-only runs never touch it.
 */
export async function createScratchDatabase(adminUrl, prefix = 'scratch') {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`.toLowerCase();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    // Waits up to 10 s for the users' connections to go (a pool still closing would take a forced drop's
    // termination as an unhandled error, on a loaded machine), then forces it.
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        for (let attempt = 0; attempt < 40; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS "${name}"`);
            return;
          } catch (error) {
            if (error.code !== '55006') throw error; // 55006: still in use
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
