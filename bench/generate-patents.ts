// Bulk-loads generated patents into PostgreSQL across the demo tenants and prints rows per second.
//   DATABASE_URL=postgres://... npx tsx bench/generate-patents.ts [--count 1000000] [--batch 1000] [--seed 1]
//     [--serial-base 2000000] [--full-text]
// Migrates and seeds the demo data first (both idempotent). Each batch is one multi-row INSERT per table in
// its own tenant transaction (row-level security applies). Run again with another --serial-base to add more:
// numbers that already exist in a tenant are skipped, not duplicated.
import { sql } from 'kysely';
import { openDatabase, withTenant } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedDemoData } from '../src/server/db/seed/seed.ts';
import { DEMO_TENANTS } from '../src/server/db/seed/demo-tenants.ts';
import { streamPatents, type GeneratedPatent } from '../src/server/patents-data/generate-patents.ts';
import { insertPatents } from '../src/server/patents-data/insert-patents.ts';
import { seedOf } from '../src/server/patents-data/prng.ts';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a PostgreSQL database (the bench does not load PGlite).');
  process.exit(2);
}
const count = option('count', 1_000_000);
const batch = option('batch', 1000);
const seed = option('seed', 1);
const serialBase = option('serial-base', 2_000_000);
const fullText = process.argv.includes('--full-text');

const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
await migrateToLatest(handle.db);
await seedDemoData(handle.db);
const tenants = DEMO_TENANTS.filter((t) => t.id !== -1);

// GIN with a pending list takes bulk rows much faster; the list is merged once at the end (VACUUM).
await sql`alter index patent_search_tokens set (fastupdate = on)`.execute(handle.db);
const started = performance.now();
let written = 0;
let generateMs = 0;
for (const [index, tenant] of tenants.entries()) {
  const share = Math.floor(count / tenants.length) + (index < count % tenants.length ? 1 : 0);
  const orgs = await withTenant(handle.db, tenant.id, (tx) => tx.selectFrom('org').select(['id', 'code', 'name', 'kind', 'parent_id']).execute());
  const stream = streamPatents({
    tenantId: tenant.id, tenantName: tenant.name, seed: seedOf(`${tenant.code}:${seed}`), count: share, serialBase, fullText,
    orgs: orgs.map((o) => ({ id: o.id, code: o.code, name: o.name, kind: o.kind, parentId: o.parent_id })),
  });
  const tenantStart = performance.now();
  let tenantWritten = 0;
  for (;;) {
    const g0 = performance.now();
    const chunk: GeneratedPatent[] = [];
    for (let next = stream.next(); !next.done; next = stream.next()) {
      chunk.push(next.value);
      if (chunk.length === batch) break;
    }
    generateMs += performance.now() - g0;
    if (!chunk.length) break;
    tenantWritten += await withTenant(handle.db, tenant.id, (tx) => insertPatents(tx, tenant.id, chunk, { batchSize: batch }));
    if (tenantWritten % (batch * 50) === 0) {
      console.log(`  ${tenant.code}: ${tenantWritten} / ${share} (${Math.round(tenantWritten / ((performance.now() - tenantStart) / 1000))} rows/s)`);
    }
  }
  written += tenantWritten;
  console.log(`${tenant.code}: ${tenantWritten} patents in ${((performance.now() - tenantStart) / 1000).toFixed(1)} s`);
}
const loadSeconds = (performance.now() - started) / 1000;
await sql`vacuum analyze patent`.execute(handle.db);
await sql`alter index patent_search_tokens set (fastupdate = off)`.execute(handle.db);
const seconds = (performance.now() - started) / 1000;
const total = await sql<{ n: string }>`select count(*) as n from patent`.execute(handle.db);
console.log('\npatent bulk load (PostgreSQL)');
console.log(`  requested            ${count}`);
console.log(`  written              ${written} (skipped as existing: ${count - written})`);
console.log(`  wall time            ${seconds.toFixed(1)} s (inserts ${loadSeconds.toFixed(1)} s, of which generation ${(generateMs / 1000).toFixed(1)} s; then vacuum analyze)`);
console.log(`  throughput           ${Math.round(written / seconds)} patents/s with legal events, family, priority and citation rows`);
console.log(`  patents in database  ${total.rows[0]!.n}`);
await handle.close();
