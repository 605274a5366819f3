import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { base64, createTestApp, type Session, type TestApp } from '../support/test-app.ts';

interface LogLine { level: number; msg: string; statusCode: number; method: string; route: string; tenant?: string; userId?: number; err?: { message: string; stack: string } }

/** A 5xx leaves one JSON line on stderr with the request logger off (config.logger false, LOG_REQUESTS unset). */
describe('server errors are logged with request logging off', () => {
  let t: TestApp;
  let admin: Session;
  let written: string[];
  beforeAll(async () => {
    delete process.env.LOG_REQUESTS;
    t = await createTestApp({ logger: false });
    admin = await t.login('univ', 'admin');
  });
  afterAll(async () => { await t?.close(); });
  afterEach(() => { vi.restoreAllMocks(); });

  const captureStderr = () => {
    written = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return true;
    });
  };
  const logLines = () => written.join('').split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as LogLine);
  /** Runs `call` while the table is missing, so the route's SQL fails as an unexpected error. */
  const withoutTable = async <T>(table: string, call: () => Promise<T>): Promise<T> => {
    await sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_gone`)}`.execute(t.db);
    try {
      return await call();
    } finally {
      await sql`alter table ${sql.table(`${table}_gone`)} rename to ${sql.table(table)}`.execute(t.db);
    }
  };

  it('logs method, route, tenant, user and the error with its stack; the caller sees only the localised message', async () => {
    captureStderr();
    const res = await withoutTable('data_dict', () => t.request({ method: 'POST', url: '/api/portal/sys/dataDict/v1/all/dict', session: admin, payload: {} }));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ state: false, message: '服务器开小差了，请稍后再试' });
    const lines = logLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      statusCode: 500,
      method: 'POST',
      route: '/api/portal/sys/dataDict/v1/all/dict',
      tenant: 'univ',
      userId: admin.userId,
      err: { message: expect.stringContaining('data_dict') },
    });
    expect(lines[0]!.err!.stack).toMatch(/\n\s+at /);
  });

  it('never logs the body or the password of the failed request', async () => {
    const password = 'Sec-ret#2026';
    captureStderr();
    const res = await withoutTable('app_user', () => t.request({
      method: 'POST',
      url: `/api/uc/auth?tenantId=${t.tenantId('univ')}`,
      payload: { username: 'admin-with-a-marker', password: base64(password) },
    }));
    expect(res.statusCode).toBe(500);
    const lines = logLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ statusCode: 500, method: 'POST', route: '/api/uc/auth' });
    const text = written.join('');
    for (const secret of [password, base64(password), 'admin-with-a-marker']) expect(text).not.toContain(secret);
  });

  it('logs nothing for client errors', async () => {
    captureStderr();
    const res = await t.request({ method: 'POST', url: '/api/portal/sys/dataDict/v1/all/dict', session: admin, payload: '{"a\\u0000":1}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(logLines()).toEqual([]);
  });
});
