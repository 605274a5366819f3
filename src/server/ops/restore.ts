import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, countRows, MAIL_SECRET_FILE, pgProgram, run, sha256File, type BackupManifest } from './backup-archive.ts';

export interface RestoreOptions {
  archive: string;
  /** An empty PostgreSQL database to restore into (the archive must come from PostgreSQL). */
  databaseUrl?: string;
  /** Where the files (and, for PGlite, pgdata) go; must hold neither yet. */
  dataDir: string;
  env?: NodeJS.ProcessEnv;
}

export interface RestoreResult {
  manifest: BackupManifest;
  tables: number;
  rows: number;
  files: number;
}

/**
 * Restores an archive of `backup()` into an empty database and data folder, then checks each table's row count and
 * each file's size and SHA-256 against the manifest. Refuses a target that already holds data.
 */
export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const env = options.env ?? process.env;
  const archive = path.resolve(options.archive);
  if (!fs.existsSync(archive)) throw new Error(`${archive} does not exist`);
  const dataDir = path.resolve(options.dataDir);
  const staging = fs.mkdtempSync(path.join(path.dirname(archive), '.restore-'));
  try {
    await run('tar', ['-xzf', archive, '-C', staging, 'manifest.json']);
    const manifest = JSON.parse(fs.readFileSync(path.join(staging, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== ARCHIVE_FORMAT || manifest.version !== ARCHIVE_VERSION) {
      throw new Error(`${archive} is not a Patent Portal backup of format version ${ARCHIVE_VERSION}`);
    }
    if (manifest.database === 'postgres' && !options.databaseUrl) throw new Error('this backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore into');
    if (manifest.database === 'pglite' && options.databaseUrl) throw new Error('this backup is of the embedded database (PGlite): unset DATABASE_URL and set DATA_DIR');
    const filesDir = path.join(dataDir, 'files');
    if (fs.existsSync(filesDir) && fs.readdirSync(filesDir).length) throw new Error(`${filesDir} is not empty: restore into a fresh DATA_DIR`);
    if (manifest.files[MAIL_SECRET_FILE] && fs.existsSync(path.join(dataDir, MAIL_SECRET_FILE))) {
      throw new Error(`${path.join(dataDir, MAIL_SECRET_FILE)} exists: restore into a fresh DATA_DIR`);
    }
    fs.mkdirSync(dataDir, { recursive: true });

    let tables: Record<string, number>;
    if (options.databaseUrl) {
      await run('tar', ['-xzf', archive, '-C', staging, 'database.dump']);
      tables = await restorePostgres(options.databaseUrl, path.join(staging, 'database.dump'), env);
    } else {
      const pgdata = path.join(dataDir, 'pgdata');
      if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length) throw new Error(`${pgdata} is not empty: restore into a fresh DATA_DIR`);
      await run('tar', ['-xzf', archive, '-C', dataDir, 'pgdata']);
      tables = await countPglite(pgdata);
    }
    const fromDataDir = Object.keys(manifest.files).some((name) => name.startsWith('files/')) ? ['files'] : [];
    if (manifest.files[MAIL_SECRET_FILE]) fromDataDir.push(MAIL_SECRET_FILE);
    if (fromDataDir.length) await run('tar', ['-xzf', archive, '-C', dataDir, ...fromDataDir]);

    const problems: string[] = [];
    for (const [table, count] of Object.entries(manifest.tables)) {
      if (tables[table] !== count) problems.push(`table ${table}: ${tables[table] ?? 'missing'} rows, the backup had ${count}`);
    }
    for (const [name, expected] of Object.entries(manifest.files)) {
      const file = path.join(dataDir, name);
      if (!fs.existsSync(file)) problems.push(`${name}: missing`);
      else if ((await sha256File(file)) !== expected.sha256) problems.push(`${name}: content differs from the backup`);
    }
    if (problems.length) throw new Error(`the restored data does not match the backup:\n  ${problems.join('\n  ')}`);
    return {
      manifest,
      tables: Object.keys(tables).length,
      rows: Object.values(tables).reduce((sum, n) => sum + n, 0),
      files: Object.keys(manifest.files).length,
    };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** pg_restore into an empty database; the cluster-wide role the grants name is made first (as migration 0001 does). */
async function restorePostgres(databaseUrl: string, dump: string, env: NodeJS.ProcessEnv): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: [existing] } = await client.query<{ n: string }>(`select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p', 'v')`);
    if (Number(existing?.n) > 0) throw new Error('the target database is not empty: create a new one (createdb -E UTF8 -T template0 ...) to restore into');
    await client.query(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = 'portal_app') then create role portal_app nologin; end if;
      if not pg_has_role(current_user, 'portal_app', 'member') then execute format('grant portal_app to %I', current_user); end if;
    end $$`);
    // --no-owner: the restoring role owns what it creates; --single-transaction: nothing half restored.
    await run(pgProgram('pg_restore', env), ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`, dump], { env });
    return await countRows(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
  } finally {
    await client.end();
  }
}

async function countPglite(pgdata: string): Promise<Record<string, number>> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(pgdata, { extensions: { pg_trgm } });
  try {
    return await countRows(async (text) => (await db.query<Record<string, unknown>>(text)).rows);
  } finally {
    await db.close();
  }
}
