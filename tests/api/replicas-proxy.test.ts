import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/server-process.mjs';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-people.ts';
import { openTestDatabase } from '../support/test-database.ts';
import { requireNginx, startNginx, type Proxy } from '../support/nginx.ts';
import { multipartFile } from '../support/multipart.ts';

type Running = Awaited<ReturnType<typeof startServer>>;
type Database = Awaited<ReturnType<typeof openTestDatabase>>;
type Headers = Record<string, string>;

const RT = '/api/bpm-runtime/runtime';
const FILES = '/api/portal/system/file/v1';
const INFO = '/api/uc/login/user/info';
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Reads `event: counts` messages from a Server-Sent Events response. */
function countsReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<{ todo: number }> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (block.startsWith('event: counts') && data) return JSON.parse(data.slice(6)) as { todo: number };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) => Promise.race([
  promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms)),
]);

/**
 * Two server processes on their own ports behind nginx, sharing one PostgreSQL database and one DATA_DIR (uploaded
 * files): whichever replica a request reaches, sessions, sign-out, pushed counters, timers and uploads behave as on
 * one server. `X-Replica: 0|1` pins a request to a replica (the test's proxy honours it); without it nginx takes
 * turns. PostgreSQL only (PGlite serves one process); nginx from Debian's package, required under CI.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || !requireNginx())('replicas behind nginx (PostgreSQL)', () => {
  let database: Database;
  let dataDir: string;
  const replicas: Running[] = [];
  let proxy: Proxy;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-replicas-'));
    const env = {
      DATABASE_URL: database.databaseUrl!, DATA_DIR: dataDir, TRUST_PROXY: '1', BPM_TIMER_POLL_MS: '200',
      MAIL_SECRET_KEY: b64('replicas-share-this-32-byte-key!'),
    };
    // One after the other: the first migrates, the second finds the database current.
    for (let i = 0; i < 2; i++) replicas.push(await startServer({ env }));
    proxy = await startNginx(replicas.map((r) => r.url));
    admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
  }, 300_000);
  afterAll(async () => {
    await admin?.end();
    await proxy?.stop();
    for (const r of replicas) await r.stop();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (pathAndQuery: string, headers: Headers, init: { replica?: number; method?: string; body?: unknown } = {}) => fetch(`${proxy.url}${pathAndQuery}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...headers, ...(init.replica === undefined ? {} : { 'x-replica': String(init.replica) }),
      ...(init.body === undefined || Buffer.isBuffer(init.body) ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : Buffer.isBuffer(init.body) ? new Uint8Array(init.body) : JSON.stringify(init.body),
  });

  async function signIn(account: string, replica: number): Promise<Headers> {
    const res = await call('/api/uc/auth?tenantId=1', { 'tenant-code': 'univ' }, { replica, body: { username: account, password: b64(DEMO_PASSWORD) } });
    expect(res.status, await res.clone().text()).toBe(200);
    const { token } = (await res.json()) as { token: string };
    return { authorization: `Bearer ${token}`, 'tenant-code': 'univ', 'accept-language': 'zh-CN' };
  }

  async function start(headers: Headers, flowKey: string, data: Record<string, unknown>, replica: number): Promise<number> {
    const res = await call(`${RT}/instance/v1/start`, headers, { replica, body: { flowKey, data: b64(JSON.stringify(data)) } });
    expect(res.status, await res.clone().text()).toBe(200);
    return Number(((await res.json()) as { instId: string }).instId);
  }

  async function todo(headers: Headers, instId: number, replica: number): Promise<{ id: string; nodeId: string }[]> {
    const res = await call(`${RT}/task/v1/getTodoList`, headers, {
      replica, body: { pageBean: { page: 1, pageSize: 100 }, querys: [{ property: 'procInstId', value: instId, operation: 'EQUAL' }] },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { rows: { id: string; nodeId: string }[] }).rows;
  }

  it('a session opened on one replica is honoured by both and through round robin; sign-out on the other ends it on both', async () => {
    const headers = await signIn('staff1', 0);
    for (const replica of [0, 1, 0, 1]) expect((await call(INFO, headers, { replica })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(INFO, headers).then((r) => r.status)));
    expect(answers).toEqual(Array(8).fill(200));

    expect((await call('/api/uc/signout', headers, { replica: 1, body: {} })).status).toBe(200);
    for (const replica of [0, 1]) {
      expect((await call(INFO, headers, { replica })).status).toBe(401);
      expect((await call(`${RT}/instance/v1/myRequestCount`, headers, { replica })).status).toBe(401);
    }
  }, 60_000);

  it('pushes counters through the proxy whichever replica made the change', async () => {
    const leader = await signIn('leader', 0);
    const staff = await signIn('staff1', 1);
    const ticket = await call(`${RT}/counts/v1/ticket`, leader, { replica: 0, body: {} });
    expect(ticket.status).toBe(200);
    const controller = new AbortController();
    // The stream is held by replica 0; the changes are made on replica 1, then on replica 0.
    const stream = await fetch(`${proxy.url}${RT}/counts/v1/events?ticket=${((await ticket.json()) as { ticket: string }).ticket}&tenantCode=univ`, {
      headers: { 'x-replica': '0' }, signal: controller.signal,
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
      const next = countsReader(stream.body!);
      const before = await withTimeout(next(), 15_000, 'first counts event');
      await start(staff, 'patentApply', {}, 1);
      expect((await withTimeout(next(), 15_000, 'counts after a change on replica 1')).todo).toBe(before.todo + 1);
      await start(staff, 'patentApply', {}, 0);
      expect((await withTimeout(next(), 15_000, 'counts after a change on replica 0')).todo).toBe(before.todo + 2);
    } finally {
      controller.abort();
    }
  }, 90_000);

  it('fires a due timer once although both replicas poll for it', async () => {
    const ipadmin = await signIn('ipadmin', 0);
    const leader = await signIn('leader', 1);
    const adminUser = await signIn('admin', 0);
    const instId = await start(ipadmin, 'annualFee', { proposal: 'pay', amount: 900 }, 1);
    expect((await todo(leader, instId, 0)).map((t) => t.nodeId)).toEqual(['leaderDecide']);
    const due = await admin.query('update bpm_timer set due_at = now() - interval \'1 second\' where instance_id = $1 and fired_at is null', [instId]);
    expect(due.rowCount).toBe(1);
    await expect.poll(async () => (await todo(adminUser, instId, 1)).map((t) => t.nodeId), { timeout: 30_000, interval: 300 }).toEqual(['adminDecide']);
    // Both pollers have had several turns since: still one firing, one escalated task, one timeout opinion.
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await todo(adminUser, instId, 0)).map((t) => t.nodeId)).toEqual(['adminDecide']);
    expect((await todo(leader, instId, 1))).toEqual([]);
    const opinions = await call(`${RT}/instance/v1/instanceFlowOpinions?instId=${instId}`, ipadmin, { replica: 0 });
    expect(((await opinions.json()) as { status: string }[]).filter((o) => o.status === 'timeout')).toHaveLength(1);
    const timers = await admin.query('select count(*)::int as n from bpm_timer where instance_id = $1 and fired_at is not null', [instId]);
    expect(timers.rows[0].n).toBe(1);
  }, 90_000);

  it('a file uploaded through one replica (larger than nginx lets through by default) downloads byte for byte from the other', async () => {
    const staff = await signIn('staff1', 0);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1'), Buffer.alloc(3 * 1024 * 1024, 0x20), Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
    const body = multipartFile('说明书.pdf', pdf);
    const upload = await call(`${FILES}/upload`, { ...staff, ...body.headers }, { replica: 0, body: body.payload });
    expect(upload.status, `${await upload.clone().text()}\n${proxy.log()}`).toBe(200);
    const { value } = (await upload.json()) as { value: { id: string; size: number } };
    expect(value.size).toBe(pdf.length);
    const download = await call(`${FILES}/downloadFile?fileId=${value.id}`, staff, { replica: 1 });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  }, 90_000);
});
