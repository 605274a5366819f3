import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import { readConfig } from '../../src/server/config.ts';
import { openDatabase, type Db, type DatabaseHandle } from '../../src/server/db/database.ts';
import { ensureServerKey } from '../../src/server/db/server-key.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-people.ts';
import { DEMO_TENANTS } from '../../src/server/db/seed/demo-tenants.ts';
import { createScratchDatabase } from '../../scripts/server-process.mjs';
import { base64 } from '../support/test-app.ts';
import { openTestDatabase, pgliteTemplateDir } from '../support/test-database.ts';
import { multipartFile } from '../support/multipart.ts';
import { makePdf, makePng } from '../support/sample-files.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const serverUrl = process.env.TEST_DATABASE_URL;

/** Runs `npm run backup` / `npm run restore` as an operator would (the same entry points, through tsx). */
function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: ROOT, env: { ...process.env, DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => { out += chunk; });
    child.stderr.on('data', (chunk) => { out += chunk; });
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** Each table of schema public -> its row count and a digest of all its rows (each row's text, sorted). */
async function tableDigests(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`.execute(db);
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows: [row] } = await sql<{ n: number | string; digest: string }>`select count(*) as n, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest
      from ${sql.table(name)} t`.execute(db);
    digests[name] = `${Number(row!.n)} ${row!.digest}`;
  }
  return digests;
}

/** Every file under a folder, relative path -> content. */
function filesUnder(dir: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else found.set(child, fs.readFileSync(path.join(dir, child)));
    }
  };
  if (fs.existsSync(dir)) walk('');
  return found;
}

describe(`backup and restore (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-test-'));
  const sourceDir = path.join(work, 'source');
  const targetDir = path.join(work, 'target');
  const archive = path.join(work, 'backup.tar.gz');
  let source: DatabaseHandle & { databaseUrl?: string };
  let target: { url: string; drop(): Promise<void> } | undefined;
  let before: Record<string, string>;
  const uploaded: string[] = [];

  beforeAll(async () => {
    if (serverUrl) {
      source = await openTestDatabase();
    } else {
      // The PGlite layout of a DATA_DIR: a seeded database in pgdata/, files beside it.
      fs.cpSync(await pgliteTemplateDir(), sourceDir, { recursive: true });
      source = await openDatabase({ dataDir: sourceDir });
    }
    const config = { ...readConfig({}), dataDir: sourceDir, databaseUrl: source.databaseUrl, clientDir: '/nonexistent', rateLimitMax: 0 };
    // Starting the file routes writes the demo pictures into DATA_DIR/files; uploads add to them, in two tenants.
    const app = await buildApp({ db: source.db, config, secret: await ensureServerKey(source.db) });
    await app.ready();
    for (const [tenant, name, content] of [
      ['univ', '专利申请书.pdf', makePdf('application')], ['univ', 'figure.png', makePng(40, 30)], ['corp', '合同.pdf', makePdf('contract')],
    ] as const) {
      const tenantId = DEMO_TENANTS.find((t) => t.code === tenant)!.id;
      const login = await app.inject({ method: 'POST', url: `/api/uc/auth?tenantId=${tenantId}`, payload: { username: 'staff1', password: base64(DEMO_PASSWORD) } });
      const body = multipartFile(name, content);
      const res = await app.inject({
        method: 'POST', url: '/api/portal/system/file/v1/upload', payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${login.json().token}`, 'tenant-code': tenant },
      });
      expect(res.statusCode, res.body).toBe(200);
      uploaded.push(res.json().value.id as string);
    }
    await app.close();
    // The mailbox password key a server without MAIL_SECRET_KEY keeps in DATA_DIR.
    fs.writeFileSync(path.join(sourceDir, 'mail-secret.key'), 'ab'.repeat(32), { mode: 0o600 });
    before = await tableDigests(source.db);
    // PGlite belongs to one process: close it as a stopped server would have.
    if (!serverUrl) await source.close();
  }, 300_000);

  afterAll(async () => {
    if (serverUrl) await source?.close();
    await target?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('restores every table row for row and every file byte for byte into a fresh database and data folder', async () => {
    expect(uploaded).toHaveLength(3);
    const made = await cli('backup', ['--out', archive], { DATA_DIR: sourceDir, DATABASE_URL: source.databaseUrl });
    expect(made.code, made.out).toBe(0);
    expect(made.out).toMatch(/^\[backup\] .*backup\.tar\.gz: (postgres|pglite), \d+ migrations, \d+ tables \(\d+ rows\), \d+ files/);
    expect((fs.statSync(archive).mode & 0o777).toString(8)).toBe('600');

    if (serverUrl) target = await createScratchDatabase(serverUrl, 'pp_restore');
    const restored = await cli('restore', [archive], { DATA_DIR: targetDir, DATABASE_URL: target?.url });
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(/restored and checked/);

    const database = await openDatabase(serverUrl ? { databaseUrl: target!.url } : { dataDir: targetDir });
    try {
      const after = await tableDigests(database.db);
      expect(Object.keys(after).length).toBeGreaterThan(50);
      expect(after).toEqual(before);
      // The uploads' rows came back with their content.
      const { rows } = await sql<{ id: string }>`select id from file where id in (${sql.join(uploaded)})`.execute(database.db);
      expect(rows).toHaveLength(3);
    } finally {
      await database.close();
    }
    const sourceFiles = filesUnder(path.join(sourceDir, 'files'));
    const targetFiles = filesUnder(path.join(targetDir, 'files'));
    expect(sourceFiles.size).toBeGreaterThanOrEqual(3);
    expect([...targetFiles.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
    for (const [name, content] of sourceFiles) expect(targetFiles.get(name)!.equals(content), name).toBe(true);
    expect(fs.readFileSync(path.join(targetDir, 'mail-secret.key'), 'utf8')).toBe('ab'.repeat(32));
  }, 300_000);

  it('refuses to restore over data that is there already', async () => {
    const again = await cli('restore', [archive], { DATA_DIR: targetDir, DATABASE_URL: target?.url });
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/files is not empty: restore into a fresh DATA_DIR/);
    if (serverUrl) {
      // A fresh folder, but the database holds the restored tables.
      const overDatabase = await cli('restore', [archive], { DATA_DIR: path.join(work, 'fresh'), DATABASE_URL: target?.url });
      expect(overDatabase.code).toBe(1);
      expect(overDatabase.out).toMatch(/the target database is not empty/);
    }
  }, 120_000);

  it.skipIf(!!serverUrl)('refuses to back up an embedded database a server has open', async () => {
    const open = await openDatabase({ dataDir: sourceDir });
    try {
      const refused = await cli('backup', ['--out', path.join(work, 'while-open.tar.gz')], { DATA_DIR: sourceDir });
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/postmaster\.pid exists: a server has this database open\. Stop the server first/);
      expect(fs.existsSync(path.join(work, 'while-open.tar.gz'))).toBe(false);
    } finally {
      await open.close();
    }
  }, 120_000);
});
