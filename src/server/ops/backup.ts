import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  ARCHIVE_FORMAT, ARCHIVE_VERSION, countRows, listDataFiles, MAIL_SECRET_FILE, pgProgram, releaseVersion, run, type BackupManifest,
} from './backup-archive.ts';

export interface BackupOptions {
  /** PostgreSQL URL; without it the PGlite database in dataDir/pgdata is backed up. */
  databaseUrl?: string;
  dataDir: string;
  /** The archive to write (.tar.gz). */
  out: string;
  /** PGlite: go on although pgdata/postmaster.pid says a server may have it open (after a crash). */
  force?: boolean;
  /** The release's root folder (package.json). */
  root: string;
  env?: NodeJS.ProcessEnv;
}

export interface BackupResult {
  out: string;
  manifest: BackupManifest;
}

/**
 * Writes one archive of the database and the uploaded files (see backup-archive.ts). PostgreSQL may be in use: the
 * row counts and pg_dump read one exported snapshot. PGlite belongs to one process: the server must be stopped.
 */
export async function backup(options: BackupOptions): Promise<BackupResult> {
  const env = options.env ?? process.env;
  const out = path.resolve(options.out);
  if (fs.existsSync(out)) throw new Error(`${out} exists already; name another file`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(out), '.backup-'));
  try {
    const database = options.databaseUrl
      ? await dumpPostgres(options.databaseUrl, path.join(staging, 'database.dump'), env)
      : await closePglite(options.dataDir, options.force === true);
    // Files after the database: every file the dump refers to is there (one deleted meanwhile excepted).
    const files = await listDataFiles(options.dataDir);
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      release: releaseVersion(options.root),
      database: options.databaseUrl ? 'postgres' : 'pglite',
      migrations: database.migrations,
      tables: database.tables,
      files,
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const parts = ['-C', staging, 'manifest.json'];
    if (options.databaseUrl) parts.push('database.dump');
    else parts.push('-C', options.dataDir, 'pgdata');
    const fromDataDir = Object.keys(files).some((name) => name.startsWith('files/')) ? ['files'] : [];
    if (files[MAIL_SECRET_FILE]) fromDataDir.push(MAIL_SECRET_FILE);
    if (fromDataDir.length) parts.push('-C', options.dataDir, ...fromDataDir);
    // Written aside then renamed: a failed run leaves no archive that looks whole. Only the owner reads it (it may
    // hold the mail key, and always holds password hashes).
    const partial = `${out}.part`;
    await run('tar', ['-czf', partial, '--exclude=*.part', '--exclude=postmaster.pid', ...parts]);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, out);
    return { out, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

interface DatabaseState {
  migrations: string[];
  tables: Record<string, number>;
}

/** pg_dump (custom format) of the snapshot the row counts are read in. */
async function dumpPostgres(databaseUrl: string, file: string, env: NodeJS.ProcessEnv): Promise<DatabaseState> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows: [snapshot] } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const query = async (text: string) => (await client.query(text)).rows as Record<string, unknown>[];
    const state = await readState(query);
    // The snapshot lives while this transaction is open: pg_dump reads exactly what was counted.
    await run(pgProgram('pg_dump', env), ['--format=custom', `--snapshot=${snapshot!.id}`, `--file=${file}`, `--dbname=${databaseUrl}`], { env });
    await client.query('commit');
    return state;
  } finally {
    await client.end();
  }
}

/** Opens the PGlite folder (recovering it if a server stopped uncleanly), counts, and closes it cleanly. */
async function closePglite(dataDir: string, force: boolean): Promise<DatabaseState> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) throw new Error(`${pgdata} holds no database (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
  if (fs.existsSync(path.join(pgdata, 'postmaster.pid')) && !force) {
    throw new Error(`${pgdata}/postmaster.pid exists: a server has this database open. Stop the server first (after a crash, run again with --force)`);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(pgdata, { extensions: { pg_trgm } });
  try {
    return await readState(async (text) => (await db.query<Record<string, unknown>>(text)).rows);
  } finally {
    await db.close();
  }
}

async function readState(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<DatabaseState> {
  const migrations = (await query('select name from kysely_migration order by name')).map((row) => String(row.name));
  return { migrations, tables: await countRows(query) };
}
