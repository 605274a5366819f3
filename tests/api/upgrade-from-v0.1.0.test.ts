import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/server/app.ts';
import { readConfig } from '../../src/server/config.ts';
import { openDatabase, type Db, type DatabaseHandle } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedDemoData } from '../../src/server/db/seed/seed.ts';
import { ensureServerKey } from '../../src/server/db/server-key.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-people.ts';
import { compileDefinition } from '../../src/server/bpm/deploy.ts';
import type { FlowSettings } from '../../src/server/bpm/settings.ts';
import { checkHealth } from '../../src/server/modules/health/health-check.ts';
import { upgradeDefinition } from '../../src/common/definitions/upgrades/index.ts';
import { validateDefinition } from '../../src/common/definitions/validate-definition.ts';
import { isDefinitionKind } from '../../src/common/definitions/versions.ts';
import { createScratchDatabase } from '../../scripts/server-process.mjs';
import { base64 } from '../support/test-app.ts';
import { openTestDatabase } from '../support/test-database.ts';

/**
 * A database made by release v0.1.0 (tests/fixtures/upgrade/README.md) migrates to this release: no row lost, every
 * stored definition valid against today's meta schemas, every deployed flow compiling, the schema the same as a
 * fresh install's, and the server starts on it and carries on an approval v0.1.0 left waiting.
 */
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/upgrade/v0.1.0.sql.gz');
const serverUrl = process.env.TEST_DATABASE_URL;

const ROLE_SQL = `do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'portal_app') then create role portal_app nologin; end if;
end $$`;

/** Each table's primary-key values (as text), read as the superuser (row-level security does not apply). */
async function primaryKeys(db: Db): Promise<Map<string, Set<string>>> {
  const { rows } = await sql<{ table: string; columns: string[] }>`
    select c.relname as table, array_agg(a.attname::text order by k.ord) as columns
    from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
    where n.nspname = 'public' and i.indisprimary and c.relkind = 'r'
    group by c.relname order by c.relname`.execute(db);
  const keys = new Map<string, Set<string>>();
  for (const { table, columns } of rows) {
    const key = sql.join(columns.map((column) => sql`${sql.ref(column)}::text`), sql`, `);
    const values = await sql<{ key: string }>`select concat_ws('|', ${key}) as key from ${sql.table(table)}`.execute(db);
    keys.set(table, new Set(values.rows.map((row) => row.key)));
  }
  return keys;
}

/** The shape of schema public: columns with types and nullability, indexes, policies, functions, views. */
async function schemaShape(db: Db): Promise<string[]> {
  const { rows } = await sql<{ item: string }>`
    select 'column ' || table_name || '.' || column_name || ' ' || data_type || case when is_nullable = 'NO' then ' not null' else '' end as item
      from information_schema.columns where table_schema = 'public'
    union all select 'index ' || tablename || ' ' || indexname from pg_indexes where schemaname = 'public'
    union all select 'policy ' || tablename || ' ' || policyname from pg_policies where schemaname = 'public'
    union all select 'function ' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')'
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.prokind = 'f'
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    union all select 'relation ' || c.relname || ' ' || c.relkind::text || case when c.relforcerowsecurity then ' forced rls' else '' end
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'S')
    order by 1`.execute(db);
  return rows.map((row) => row.item);
}

/** Loads the v0.1.0 dump into a fresh database of the suite's kind; the script is plain SQL without COPY. */
async function loadFixture(work: string): Promise<DatabaseHandle & { url?: string; drop?: () => Promise<void> }> {
  const script = zlib.gunzipSync(fs.readFileSync(FIXTURE)).toString('utf8');
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'pp_upgrade');
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      await client.query(ROLE_SQL);
      await client.query(script);
    } finally {
      await client.end();
    }
    return { ...(await openDatabase({ databaseUrl: scratch.url })), url: scratch.url, drop: scratch.drop };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pglite = await PGlite.create(path.join(work, 'pgdata'), { extensions: { pg_trgm } });
  await pglite.exec(ROLE_SQL);
  await pglite.exec(script);
  await pglite.close();
  return openDatabase({ dataDir: work });
}

describe(`upgrade from v0.1.0 (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-upgrade-'));
  let old: DatabaseHandle & { url?: string; drop?: () => Promise<void> };
  let before: Map<string, Set<string>>;
  let beforeMigrations: string[];

  beforeAll(async () => {
    old = await loadFixture(work);
    before = await primaryKeys(old.db);
    beforeMigrations = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(old.db)).rows.map((r) => r.name);
  }, 300_000);

  afterAll(async () => {
    await old?.close();
    await old?.drop?.();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('starts from a v0.1.0 database with rows in every table', async () => {
    expect(beforeMigrations).toEqual(['0001-foundation', '0002-auth-session-password-state', '0010-patents', '0020-definitions', '0030-workflow']);
    const empty = [...before].filter(([table, keys]) => keys.size === 0 && table !== 'kysely_migration_lock').map(([table]) => table);
    expect(empty).toEqual([]);
    expect(before.size).toBeGreaterThanOrEqual(40);
  });

  it('migrates with no row lost, to the schema of a fresh install, and the health check passes', async () => {
    await migrateToLatest(old.db);
    const after = await primaryKeys(old.db);
    const lost: string[] = [];
    for (const [table, keys] of before) {
      const kept = after.get(table);
      if (!kept) lost.push(`${table}: table gone`);
      else for (const key of keys) if (!kept.has(key)) lost.push(`${table}: row ${key}`);
    }
    expect(lost).toEqual([]);
    await expect(checkHealth(old.db)).resolves.toMatchObject({ status: 'ok' });

    const fresh = await openTestDatabase();
    try {
      const [upgraded, reference] = [await schemaShape(old.db), await schemaShape(fresh.db)];
      expect(upgraded.filter((item) => !reference.includes(item)), 'only in the upgraded database').toEqual([]);
      expect(reference.filter((item) => !upgraded.includes(item)), 'only in a fresh install').toEqual([]);
    } finally {
      await fresh.close();
    }
  }, 300_000);

  it('keeps every stored definition valid against the current meta schemas, and every deployed flow compiling', async () => {
    const { rows } = await sql<{ id: number; kind: string; key: string; body: Record<string, unknown> }>`
      select id, kind, key, body from definition order by id`.execute(old.db);
    expect(rows.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const row of rows) {
      if (!isDefinitionKind(row.kind)) {
        problems.push(`${row.id} ${row.kind}/${row.key}: unknown kind`);
        continue;
      }
      try {
        const body = upgradeDefinition(row.kind, row.body);
        for (const p of validateDefinition(row.kind, body)) problems.push(`${row.id} ${row.kind}/${row.key} ${p.pointer}: ${p.message}`);
      } catch (error) {
        problems.push(`${row.id} ${row.kind}/${row.key}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);

    const flows = await sql<{ id: number; def_key: string; xml: string; settings: FlowSettings }>`select id, def_key, xml, settings from bpm_definition order by id`.execute(old.db);
    expect(flows.rows.length).toBeGreaterThan(0);
    for (const flow of flows.rows) {
      await expect(compileDefinition(flow.xml, flow.settings), `${flow.id} ${flow.def_key}`).resolves.toBeTruthy();
    }
  }, 120_000);

  it('serves on it: the server starts, and the approval v0.1.0 left at the leader is handled', async () => {
    await seedDemoData(old.db);
    const config = { ...readConfig({}), dataDir: work, databaseUrl: old.url, clientDir: '/nonexistent', rateLimitMax: 0 };
    const app = await buildApp({ db: old.db, config, secret: await ensureServerKey(old.db) });
    await app.ready();
    try {
      const login = await app.inject({ method: 'POST', url: '/api/uc/auth?tenantId=1', payload: { username: 'leader', password: base64(DEMO_PASSWORD) } });
      expect(login.statusCode, login.body).toBe(200);
      const headers = { authorization: `Bearer ${login.json().token}`, 'tenant-code': 'univ' };
      const todo = await app.inject({ method: 'POST', url: '/api/bpm-runtime/runtime/task/v1/getTodoList', headers, payload: { pageBean: { page: 1, pageSize: 50 } } });
      expect(todo.statusCode, todo.body).toBe(200);
      const task = (todo.json().rows as { id: string; subject: string }[]).find((row) => row.subject === '一种芯片散热结构');
      expect(task).toBeTruthy();
      const done = await app.inject({ method: 'POST', url: '/api/bpm-runtime/runtime/task/v1/complete', headers, payload: { taskId: Number(task!.id), actionName: 'agree', opinion: '升级后同意' } });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ state: true });
    } finally {
      await app.close();
    }
  }, 120_000);
});
