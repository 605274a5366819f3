import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedDemoData } from '../../src/server/db/seed/seed.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE = path.join(ROOT, '.tmp', 'test-db');

let fingerprinted: string | undefined;

/**
 * A fingerprint of what shapes the seeded database: server and shared code, and the definitions in schemas/. Read
 * once per process (the API files share their worker processes; the sources do not change during a run).
 */
function fingerprint(): string {
  fingerprinted ??= readFingerprint();
  return fingerprinted;
}

function readFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (full.endsWith('.ts') && !full.endsWith('.test.ts')) hash.update(full).update(fs.readFileSync(full));
    }
  };
  // Any server or shared code may shape what migrations and seeders write.
  walk(path.join(ROOT, 'src/server'));
  walk(path.join(ROOT, 'src/common'));
  // Definitions and flows shipped as data are seeded too.
  const walkAll = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walkAll(full);
      else hash.update(full).update(fs.readFileSync(full));
    }
  };
  walkAll(path.join(ROOT, 'schemas'));
  return hash.digest('hex').slice(0, 16);
}

/** Runs `make` once across parallel test workers, guarded by a directory lock. */
async function once(marker: string, make: () => Promise<void>): Promise<void> {
  if (fs.existsSync(marker)) return;
  const lock = `${marker}.lock`;
  fs.mkdirSync(path.dirname(marker), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (fs.existsSync(marker)) return;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 900_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    if (!fs.existsSync(marker)) {
      await make();
      fs.writeFileSync(marker, new Date().toISOString());
    }
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A fresh, migrated and seeded database for one test file: a copy of a cached PGlite data folder, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a new database made from a seeded template database.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { dataDir?: string; databaseUrl?: string }> {
  const key = fingerprint();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `pp_template_${key}`;
    await once(path.join(CACHE, `${template}.pg-ready-${createHash('sha1').update(serverUrl).digest('hex').slice(0, 8)}`), async () => {
      await adminQuery(serverUrl, `drop database if exists ${template}`);
      await adminQuery(serverUrl, `create database ${template} encoding 'UTF8' template template0`);
      const handle = await openDatabase({ databaseUrl: withDatabase(serverUrl, template) });
      await migrateToLatest(handle.db);
      await seedDemoData(handle.db, { instances: false });
      await handle.close();
    });
    const name = `pp_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name} template ${template}`);
    const databaseUrl = withDatabase(serverUrl, name);
    const handle = await openDatabase({ databaseUrl, poolSize: 5 });
    await separateDefinitionIds(handle);
    return {
      ...handle,
      databaseUrl,
      close: async () => {
        await handle.close();
        await dropWhenReleased(serverUrl, name);
      },
    };
  }
  const templateDir = await pgliteTemplateDir(key);
  const dataDir = path.join(CACHE, 'runs', randomBytes(6).toString('hex'));
  fs.cpSync(templateDir, dataDir, { recursive: true });
  const handle = await openDatabase({ dataDir });
  await separateDefinitionIds(handle);
  return {
    ...handle,
    dataDir,
    close: async () => {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let databasesOpened = 0;

/**
 * The server keeps deployed flow versions by row id for the life of its process (src/server/bpm/load-run.ts,
 * flow-names.ts, instance-views.ts: a version never changes). In production a process serves one database; here the
 * API files of a worker run in one process (isolate: false) over databases copied from one template, where two
 * files deploying a flow would both get the next id, for different flows. Each database of a process starts its
 * versions' ids at its own million, so an id names one version in the whole process.
 */
async function separateDefinitionIds(handle: DatabaseHandle): Promise<void> {
  databasesOpened += 1;
  await sql`select setval(pg_get_serial_sequence('bpm_definition', 'id'), ${databasesOpened * 1_000_000})`.execute(handle.db);
}

/**
 * A data folder (DATA_DIR layout) holding a migrated and seeded PGlite database, made once per fingerprint:
 * copy it rather than seeding again (the e2e server starts from a copy too).
 */
export async function pgliteTemplateDir(key = fingerprint()): Promise<string> {
  const templateDir = path.join(CACHE, `pglite-${key}`);
  await once(path.join(CACHE, `pglite-${key}.ready`), async () => {
    fs.rmSync(templateDir, { recursive: true, force: true });
    const handle = await openDatabase({ dataDir: templateDir });
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, { instances: false });
    await handle.close();
  });
  return templateDir;
}

/**
 * Drops a test database once the pool's connections have gone. Forcing it at once would terminate a connection
 * that is still closing, and pg reports that as an uncaught error in the test file.
 */
async function dropWhenReleased(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await adminQuery(serverUrl, `drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // 55006: still in use
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
