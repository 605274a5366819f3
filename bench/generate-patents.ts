// Bulk-loads generated patents into PostgreSQL across the demo tenants and prints rows per second.
//   DATABASE_URL=postgres://... npx tsx bench/generate-patents.ts [--count 1000000] [--batch 1000] [--seed 1]
//     [--serial-base 2000000] [--full-text]
// Migrates and seeds the demo data first (both idempotent). Each batch is one multi-row INSERT per table in
// its own tenant transaction (row-level security applies). Run again with another --serial-base to add more:
// numbers that already exist in a tenant are skipped, not duplicated.
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/database.ts';
import { loadPatents } from './support/load-patents.ts';

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
const { written, seconds, loadSeconds, generateMs } = await loadPatents(handle.db, { count, batch, seed, serialBase, fullText });
const total = await sql<{ n: string }>`select count(*) as n from patent`.execute(handle.db);
console.log('\npatent bulk load (PostgreSQL)');
console.log(`  requested            ${count}`);
console.log(`  written              ${written} (skipped as existing: ${count - written})`);
console.log(`  wall time            ${seconds.toFixed(1)} s (inserts ${loadSeconds.toFixed(1)} s, of which generation ${(generateMs / 1000).toFixed(1)} s; then vacuum analyze)`);
console.log(`  throughput           ${Math.round(written / seconds)} patents/s with legal events, family, priority and citation rows`);
console.log(`  patents in database  ${total.rows[0]!.n}`);
await handle.close();
