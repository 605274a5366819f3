// Bulk-loads generated patents across the demo tenants (bench/generate-patents.ts, the patent benches' databases).
import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database.ts';
import { withTenant } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedDemoData } from '../../src/server/db/seed/seed.ts';
import { DEMO_TENANTS } from '../../src/server/db/seed/demo-tenants.ts';
import { streamPatents, type GeneratedPatent } from '../../src/server/patents-data/generate-patents.ts';
import { insertPatents } from '../../src/server/patents-data/insert-patents.ts';
import { seedOf } from '../../src/server/patents-data/prng.ts';

export interface LoadOptions { count: number; batch?: number; seed?: number; serialBase?: number; fullText?: boolean; log?: (line: string) => void }

/**
 * Migrates and seeds the demo data (both idempotent), then inserts `count` generated patents shared across the demo
 * tenants: one multi-row INSERT per table and batch, in its own tenant transaction (row-level security applies).
 * Numbers that already exist in a tenant are skipped. Ends with VACUUM ANALYZE.
 */
export async function loadPatents(db: Db, { count, batch = 1000, seed = 1, serialBase = 2_000_000, fullText = false, log = console.log }: LoadOptions) {
  await migrateToLatest(db);
  await seedDemoData(db);
  const tenants = DEMO_TENANTS.filter((t) => t.id !== -1);

  // GIN with a pending list takes bulk rows much faster; the list is merged once at the end (VACUUM).
  await sql`alter index patent_search_tokens set (fastupdate = on)`.execute(db);
  const started = performance.now();
  let written = 0;
  let generateMs = 0;
  for (const [index, tenant] of tenants.entries()) {
    const share = Math.floor(count / tenants.length) + (index < count % tenants.length ? 1 : 0);
    const orgs = await withTenant(db, tenant.id, (tx) => tx.selectFrom('org').select(['id', 'code', 'name', 'kind', 'parent_id']).execute());
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
      tenantWritten += await withTenant(db, tenant.id, (tx) => insertPatents(tx, tenant.id, chunk, { batchSize: batch }));
      if (tenantWritten % (batch * 50) === 0) {
        log(`  ${tenant.code}: ${tenantWritten} / ${share} (${Math.round(tenantWritten / ((performance.now() - tenantStart) / 1000))} rows/s)`);
      }
    }
    written += tenantWritten;
    log(`${tenant.code}: ${tenantWritten} patents in ${((performance.now() - tenantStart) / 1000).toFixed(1)} s`);
  }
  const loadSeconds = (performance.now() - started) / 1000;
  await sql`vacuum analyze patent`.execute(db);
  await sql`alter index patent_search_tokens set (fastupdate = off)`.execute(db);
  const seconds = (performance.now() - started) / 1000;

  return { written, seconds, loadSeconds, generateMs };
}
