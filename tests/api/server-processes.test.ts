import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/server-process.mjs';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-people.ts';
import { openTestDatabase } from '../support/test-database.ts';

type Running = Awaited<ReturnType<typeof startServer>>;
type Database = Awaited<ReturnType<typeof openTestDatabase>>;

/**
 * The worker processes node:cluster forked from the server's primary: its children running Node (tsx may start an
 * esbuild service as a child too, when its transform cache misses).
 */
function workersOf(primary: number): number[] {
  const node = fs.readlinkSync(`/proc/${primary}/exe`);
  return fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(primary)
        && fs.readlinkSync(`/proc/${pid}/exe`) === node;
    } catch {
      return false;
    }
  });
}

/** SERVER_PROCESSES=2 on PostgreSQL (src/server/server-processes.ts); PGlite serves one process only. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('server: several processes on one port', () => {
  let database: Database;
  let server: Running;

  beforeAll(async () => {
    database = await openTestDatabase();
    server = await startServer({ env: { DATABASE_URL: database.databaseUrl!, SERVER_PROCESSES: '2', BPM_TIMER_POLL_MS: '0' } });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  it('two workers serve the same sessions, and a worker killed with kill -9 is replaced', async () => {
    await expect.poll(() => workersOf(server.pid!).length, { timeout: 60_000 }).toBe(2);
    const login = await fetch(`${server.url}/api/uc/auth?tenantId=1`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'staff1', password: Buffer.from(DEMO_PASSWORD).toString('base64') }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'tenant-code': 'univ', connection: 'close' };
    // New connections go to the workers in turn: a token signed by one is honoured by the other.
    for (let i = 0; i < 6; i++) {
      expect((await fetch(`${server.url}/api/bpm-runtime/runtime/instance/v1/myRequestCount`, { headers })).status).toBe(200);
    }

    const [victim] = workersOf(server.pid!);
    process.kill(victim!, 'SIGKILL');
    await expect.poll(() => {
      const now = workersOf(server.pid!);
      return now.length === 2 && !now.includes(victim!);
    }, { timeout: 60_000, interval: 500 }).toBe(true);
    await expect.poll(async () => {
      const answers = await Promise.all([0, 1, 2, 3].map(() => fetch(`${server.url}/api/bpm-runtime/runtime/instance/v1/myRequestCount`, { headers })
        .then((r) => r.status, () => 0)));
      return answers.every((s) => s === 200);
    }, { timeout: 60_000, interval: 500 }).toBe(true);
  }, 180_000);

  it('refuses several processes on the embedded database with a message', async () => {
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATABASE_URL: '', SERVER_PROCESSES: '2', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-processes-')) },
      encoding: 'utf8', timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('SERVER_PROCESSES above 1 needs DATABASE_URL');
  }, 90_000);
});
