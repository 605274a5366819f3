import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrationNames } from '../../src/server/db/migrate.ts';
import { AppError } from '../../src/server/lib/app-error.ts';
import { translatorFor } from '../../src/server/lib/i18n.ts';
import { checkHealth } from '../../src/server/modules/health/health-check.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** What the check throws over a database of its own (a PostgreSQL URL that refuses or never answers). */
async function failureOver(databaseUrl: string, timeoutMs?: number): Promise<AppError> {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    await checkHealth(database.db, timeoutMs);
  } catch (error) {
    return error as AppError;
  } finally {
    await database.close().catch(() => undefined);
  }
  throw new Error('the check passed');
}

/** A TCP port that accepts connections and never says a word (a hung database server). */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => { sockets.add(socket); });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => { for (const s of sockets) s.destroy(); server.close(() => resolve()); }) };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  const health = (lang = 'zh-CN') => t.request({ method: 'GET', url: '/api/health', headers: { 'accept-language': lang } });

  it('answers 200 without sign-in when the database is reachable and fully migrated, never cached', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', migrations: migrationNames().length });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming a migration the database lacks, in the caller\'s language', async () => {
    const last = migrationNames().at(-1)!;
    const [row] = (await sql<{ timestamp: string }>`select timestamp from kysely_migration where name = ${last}`.execute(t.db)).rows;
    await sql`delete from kysely_migration where name = ${last}`.execute(t.db);
    try {
      const zh = await health('zh-CN');
      expect(zh.statusCode).toBe(503);
      expect(zh.json()).toMatchObject({ state: false, status: 'unavailable', reason: 'healthMigrationsPending', message: `数据库缺少 1 个迁移：${last}` });
      const en = await health('en-US');
      expect(en.json().message).toBe(`The database lacks 1 migration(s): ${last}`);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last}, ${row!.timestamp})`.execute(t.db);
    }
    expect((await health()).statusCode).toBe(200);
  });

  it('answers 503 when a newer release migrated the database', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-release', ${new Date().toISOString()})`.execute(t.db);
    try {
      const res = await health('en-US');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ reason: 'healthMigrationsUnknown', message: 'The database has 1 migration(s) this release does not know (a newer release migrated it): 9999-from-a-newer-release' });
    } finally {
      await sql`delete from kysely_migration where name = '9999-from-a-newer-release'`.execute(t.db);
    }
  });

  it('answers 503 when the database has never been migrated', async () => {
    await sql`alter table kysely_migration rename to kysely_migration_aside`.execute(t.db);
    try {
      const res = await health();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ reason: 'healthNotMigrated', message: '数据库尚未迁移（没有迁移记录表）' });
    } finally {
      await sql`alter table kysely_migration_aside rename to kysely_migration`.execute(t.db);
    }
  });

  // The app cannot start over a dead database (startup reads it), so these call the route's check directly; the
  // envelope a thrown 503 becomes is checked above.
  it('fails with 503 when the database refuses connections', async () => {
    const port = await closedPort();
    const error = await failureOver(`postgres://postgres@127.0.0.1:${port}/postgres`);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 503, messageKey: 'healthDatabaseUnreachable', extra: { status: 'unavailable', reason: 'healthDatabaseUnreachable' } });
    expect((error.cause as { code?: string }).code).toBe('ECONNREFUSED');
    expect(translatorFor('en-US')(error.messageKey, error.params)).toBe('The database cannot be reached');
  });

  it('fails with 503 when the database does not answer in time', async () => {
    const silent = await silentServer();
    const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${silent.port}/postgres`, poolSize: 1 });
    try {
      const error = await checkHealth(database.db, 300).then(() => undefined, (e: AppError) => e);
      expect(error).toMatchObject({ statusCode: 503, messageKey: 'healthDatabaseTimeout', params: { ms: 300 } });
      expect(translatorFor('zh-CN')(error!.messageKey, error!.params)).toBe('数据库在 300 毫秒内没有应答');
    } finally {
      // The pool waits for its connection attempt: end the silent server's sockets first.
      await silent.close();
      await database.close().catch(() => undefined);
    }
  });
});
