import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The backup archive (`npm run backup`, `npm run restore`): one .tar.gz holding
 *   manifest.json      what is inside, the migrations applied, each table's row count, each file's size and SHA-256
 *   database.dump      PostgreSQL: pg_dump in custom format (restored with pg_restore)
 *   pgdata/            PGlite: the embedded database's folder, copied after a clean close
 *   files/             uploaded files (DATA_DIR/files)
 *   mail-secret.key    DATA_DIR/mail-secret.key when the server made one (without MAIL_SECRET_KEY)
 */
export const ARCHIVE_FORMAT = 'patent-portal-backup';
export const ARCHIVE_VERSION = 1;

export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  createdAt: string;
  /** package.json version of the release that wrote it. */
  release: string;
  database: 'postgres' | 'pglite';
  migrations: string[];
  /** Row count per table of schema public, read in the same snapshot as the dump. */
  tables: Record<string, number>;
  /** Path under DATA_DIR (files/<tenant>/<name>, mail-secret.key) -> size and SHA-256. */
  files: Record<string, { bytes: number; sha256: string }>;
}

export const MAIL_SECRET_FILE = 'mail-secret.key';

/** Tables of schema public, as the row counts and the restore check read them. */
export const TABLES_SQL = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Row counts of every table through a query function (one connection, one snapshot). */
export async function countRows(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<Record<string, number>> {
  const tables: Record<string, number> = {};
  for (const row of await query(TABLES_SQL)) {
    const name = String(row.name);
    const [count] = await query(`select count(*) as n from ${quoteIdent(name)}`);
    tables[name] = Number(count?.n ?? 0);
  }
  return tables;
}

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    fs.createReadStream(file).on('error', reject).on('data', (chunk) => hash.update(chunk)).on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every regular file under DATA_DIR/files (a `.part` is an upload in progress: left out), plus the mail key. */
export async function listDataFiles(dataDir: string): Promise<BackupManifest['files']> {
  const found: BackupManifest['files'] = {};
  const walk = async (relative: string) => {
    const dir = path.join(dataDir, relative);
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile() && !entry.name.endsWith('.part')) {
        const full = path.join(dataDir, child);
        found[child] = { bytes: fs.statSync(full).size, sha256: await sha256File(full) };
      }
    }
  };
  await walk('files');
  const key = path.join(dataDir, MAIL_SECRET_FILE);
  if (fs.existsSync(key)) found[MAIL_SECRET_FILE] = { bytes: fs.statSync(key).size, sha256: await sha256File(key) };
  return found;
}

/** Runs a program to its end; rejects with its stderr when it fails. */
export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => { out += chunk; });
    child.stderr.on('data', (chunk) => { err += chunk; });
    child.on('error', (error) => reject(new Error(`${command}: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${path.basename(command)} ${args[0] ?? ''} failed (exit ${code}): ${err.trim() || out.trim()}`));
    });
  });
}

/**
 * A PostgreSQL client program (pg_dump, pg_restore): from PG_BIN when set, else the newest
 * /usr/lib/postgresql/<version>/bin (Debian), else the PATH. It must be at least the server's major version.
 */
export function pgProgram(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return path.join(env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', name))).sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin', name);
  }
  return name;
}

/** The version in package.json of the release at `root`. */
export function releaseVersion(root: string): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
