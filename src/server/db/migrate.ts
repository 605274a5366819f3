import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as foundation from './migrations/0001-foundation.ts';
import * as authSessionPasswordState from './migrations/0002-auth-session-password-state.ts';
import * as patents from './migrations/0010-patents.ts';
import * as definitions from './migrations/0020-definitions.ts';
import * as workflow from './migrations/0030-workflow.ts';

/** Migrations in order; each file name is its version. Add new ones at the end, never edit a shipped one. */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-auth-session-password-state': authSessionPasswordState,
  '0010-patents': patents,
  '0020-definitions': definitions,
  '0030-workflow': workflow,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
