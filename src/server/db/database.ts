import fs from 'node:fs';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import { roundTripSavingPool } from './pg-pool.ts';
import type { Database } from './schema.ts';
import { takeSessionRecheck } from './session-recheck.ts';
import { unauthorized } from '../lib/app-error.ts';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;

/** Calls `onPayload` with each NOTIFY on `channel`; resolves to the function that stops listening. */
export type ListenFunction = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * PGlite only: LISTEN in this process. Every statement of the embedded database runs here, and a commit's
   * notifications are delivered before the commit's promise resolves. (PostgreSQL: LISTEN on a connection of its own.)
   */
  listen?: ListenFunction;
  close(): Promise<void>;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite database kept in `dataDir/pgdata`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; poolSize?: number }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pg = await import('pg');
    // count(*) and int8 arrive as strings from pg; the app keeps ids as int4 and normalises counts with Number().
    const pool = new pg.default.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: roundTripSavingPool(pool) }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { PGliteDialect } = await import('kysely-pglite-dialect');
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = `${options.dataDir}/pgdata`;
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const stop = await pglite.listen(channel, onPayload);
      return async () => { if (!pglite.closed) await stop(); };
    },
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Runs `work` in one transaction scoped to a tenant: row-level security sees `app.tenant_id`, and the
 * transaction runs as the unprivileged role so the policies apply even to a superuser connection.
 */
export async function withTenant<T>(db: Db, tenantId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (!Number.isSafeInteger(tenantId)) throw new Error(`tenant id ${tenantId} is not an integer`);
  // A request authenticated from the process's kept sessions has its session asked here once more (session-recheck.ts).
  const recheck = takeSessionRecheck(tenantId);
  const sessionId = recheck && SESSION_ID.test(recheck.sessionId) ? recheck.sessionId : undefined;
  return db.transaction().execute(async (tx) => {
    // A literal, not a parameter: on PostgreSQL the statement then travels with `begin` (see pg-pool.ts).
    const live = recheck ? `, auth_session_live(${tenantId}, ${sessionId ? `'${sessionId}'::uuid` : 'null'}) as live` : '';
    const { rows } = await sql.raw<{ live?: boolean }>(
      `select set_config('app.tenant_id', '${tenantId}', true), set_config('role', 'portal_app', true)${live}`,
    ).execute(tx);
    if (recheck && rows[0]?.live !== true) {
      recheck.onEnded();
      throw unauthorized();
    }
    return work(tx);
  });
}

/** Work that is not tenant-owned (tenant lookup) or that spans tenants (migrations, seed). */
export async function withoutTenant<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

/** `count(*)` is a number on PGlite and a string on pg. */
export function toCount(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}
