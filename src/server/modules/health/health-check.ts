import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { migrationNames } from '../../db/migrate.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ErrorKey } from '../../../common/i18n/errors.ts';

export interface Health {
  status: 'ok';
  /** Migrations applied: every one this release ships. */
  migrations: number;
}

/** How long the database may take to answer before the check fails (a hung server or an exhausted pool). */
export const healthTimeoutMs = () => Number(process.env.HEALTH_TIMEOUT_MS ?? 3000);

/** 503 with the reason in `reason` (for scripts and proxies) and a localised message. */
function unavailable(reason: ErrorKey, params: Record<string, unknown> = {}, cause?: unknown): AppError {
  const error = new AppError(503, reason, params, { status: 'unavailable', reason, ...params });
  if (cause !== undefined) Object.assign(error, { cause });
  return error;
}

const listed = (names: string[]) => (names.length > 5 ? `${names.slice(0, 5).join(', ')}, …` : names.join(', '));

/**
 * The database answers and holds exactly the migrations this release ships: one statement (the migration record,
 * a few dozen short rows) bounded by HEALTH_TIMEOUT_MS. Throws a 503 AppError naming what is wrong.
 */
export async function checkHealth(db: Db, timeoutMs = healthTimeoutMs()): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
    timer.unref();
  });
  const read = sql<{ name: string }>`select name from kysely_migration`.execute(db);
  // A late answer or failure after the timeout is of no interest.
  read.catch(() => undefined);
  let rows: { name: string }[];
  try {
    const result = await Promise.race([read, timeout]);
    if (result === 'timeout') throw unavailable('healthDatabaseTimeout', { ms: timeoutMs });
    rows = result.rows;
  } catch (error) {
    if (error instanceof AppError) throw error;
    // 42P01: undefined_table (a database nobody migrated).
    if ((error as { code?: string }).code === '42P01') throw unavailable('healthNotMigrated', {}, error);
    throw unavailable('healthDatabaseUnreachable', {}, error);
  } finally {
    clearTimeout(timer);
  }
  const applied = new Set(rows.map((row) => row.name));
  const shipped = migrationNames();
  const pending = shipped.filter((name) => !applied.has(name));
  if (pending.length) throw unavailable('healthMigrationsPending', { count: pending.length, names: listed(pending) });
  const known = new Set(shipped);
  const unknown = [...applied].filter((name) => !known.has(name)).sort();
  if (unknown.length) throw unavailable('healthMigrationsUnknown', { count: unknown.length, names: listed(unknown) });
  return { status: 'ok', migrations: applied.size };
}
