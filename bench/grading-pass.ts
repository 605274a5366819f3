// The maintenance pass's grading step (docs/patent-grading.md) for the largest demo tenant of the patent benches'
// database: reading only the patents whose grading inputs changed (triggers of migration 0112, recountChangedGrades)
// against the pass before it, which read every patent of the tenant and compared hashes (recountGrades), interleaved.
// Before each pass, the same share of the tenant's patents changes an input (exploitation), so both have as much to
// grade again.
//   BENCH_DATABASE_URL=postgres://... npx tsx bench/grading-pass.ts      # 1,000,000 patents (kept between runs)
//   BENCH_SCALE=tiny BENCH_DATABASE_URL=postgres://... npx tsx bench/grading-pass.ts
import { sql } from 'kysely';
import { chinaToday } from '../src/common/patents/annual-fees/index.ts';
import { withTenant } from '../src/server/db/database.ts';
import { recountChangedGrades, recountGrades } from '../src/server/modules/grading/grade-patents.ts';
import { ms, percentile } from './patent-bench-support.ts';
import { openPatentDatabase } from './support/patent-database.ts';
import { record, scaled } from './support/record.mjs';

const COUNT = scaled({ tiny: 600, full: 1_000_000 });
const runs = scaled({ tiny: 2, full: 5 });
const CHANGED_SHARE = 0.001;
const today = chinaToday();
const database = await openPatentDatabase(COUNT);
const db = database.handle.db;

const { rows: [largest] } = await sql<{ tenant_id: number; n: number }>`select tenant_id, count(*)::int as n from patent
  group by tenant_id order by count(*) desc limit 1`.execute(db);
const tenantId = largest!.tenant_id;
const patents = largest!.n;
const changes = Math.max(1, Math.round(patents * CHANGED_SHARE));
console.log(`grading step of the maintenance pass: tenant ${tenantId} with ${patents.toLocaleString('en-US')} patents, ${changes} changed before each pass, ${runs} runs interleaved`);

let started = performance.now();
const first = await withTenant(db, tenantId, (tx) => recountGrades(tx, tenantId, undefined, today));
console.log(`first grading (every patent; kept in the database between runs): ${first} written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

let round = 0;
/** Changes an input of `changes` patents (their exploitation flips), as a transfer or a licence recorded elsewhere would. */
async function changeSome(): Promise<void> {
  round += 1;
  await withTenant(db, tenantId, (tx) => sql`update patent set operated = not operated where tenant_id = ${tenantId}
    and id in (select id from patent where tenant_id = ${tenantId} order by md5(id::text || ${String(round)}) limit ${changes})`.execute(tx));
}

const variants = {
  changed: () => withTenant(db, tenantId, (tx) => recountChangedGrades(tx, tenantId, today)),
  everyPatent: () => withTenant(db, tenantId, (tx) => recountGrades(tx, tenantId, undefined, today)),
} as const;
// The marks left by the first grading and earlier runs are cleared before timing.
await variants.changed();
const samples = { changed: [] as number[], everyPatent: [] as number[] };
const written = { changed: [] as number[], everyPatent: [] as number[] };
for (let i = 0; i < runs; i++) {
  for (const name of (i % 2 ? ['everyPatent', 'changed'] : ['changed', 'everyPatent']) as Array<keyof typeof variants>) {
    await changeSome();
    started = performance.now();
    written[name].push(await variants[name]());
    samples[name].push(performance.now() - started);
    // The full read leaves the marks of patents it found unchanged: clear them, so each timed pass starts alike.
    if (name === 'everyPatent') await variants.changed();
  }
}
for (const name of ['changed', 'everyPatent'] as const) {
  console.log(`${name.padEnd(12)} p50 ${ms(percentile(samples[name], 50))}  p95 ${ms(percentile(samples[name], 95))}  written per pass ${written[name].join(', ')}`);
}
await database.close();
record('grading-pass', `${patents.toLocaleString('en-US')} patents in one tenant (${database.handle.kind}), ${changes} changed per pass, ${runs} runs`, [
  { measure: 'maintenance pass, grading step: changed patents only vs every patent read, p50, interleaved', goal: '',
    figure: percentile(samples.changed, 50), baseline: percentile(samples.everyPatent, 50), unit: 'ms', note: `${changes} changed per pass` },
  { measure: 'the same, p95', goal: '', figure: percentile(samples.changed, 95), baseline: percentile(samples.everyPatent, 95), unit: 'ms' },
]);
