// Keyword search over the persistent 1,000,000-patent PostgreSQL database (bench/generate-patents.ts made it):
//   DATABASE_URL=postgres://postgres@127.0.0.1:55610/patents1m npx tsx bench/patent-search.ts [--runs 30] [--seq-runs 5] [--cap 10000]
// For a 2-character Chinese keyword, a 4-character one, an application-number prefix and an inventor name it times the
// list call (queryPatents, as POST /schoolLib/ipSchoolPatent/v1/query runs it: the keyword's capped hit count, the
// page of 10, the total) and prints p50 / p95, beside the same call on a connection where index scans are disabled
// (sequential scans), in one run. Totals above COUNT_CAP are reported as "10000+" (keyword-plan.ts).
import { CompiledQuery, sql, type Compilable } from 'kysely';
import { openDatabase, withTenant, type Db } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { patentListQueries, queryPatents } from '../src/server/modules/patents/query-patents.ts';
import { COUNT_CAP, planKeyword } from '../src/server/modules/patents/keyword-plan.ts';
import { keywordCondition } from '../src/server/modules/patents/keyword-condition.ts';
import { DEFAULT_URL, ms, openSeqScan, percentile, timeRuns } from './patent-bench-support.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const url = process.env.DATABASE_URL ?? DEFAULT_URL;
const runs = arg('runs', 30);
const seqRuns = arg('seq-runs', 5);
const cap = arg('cap', COUNT_CAP);

const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
await migrateToLatest(handle.db);
const seq = await openSeqScan(url);
const tenantId = 1;
const total = await sql<{ n: string }>`select count(*) as n from patent`.execute(handle.db);
const inTenant = await withTenant(handle.db, tenantId, (tx) => sql<{ n: string }>`select count(*) as n from patent`.execute(tx));
const inventor = await withTenant(handle.db, tenantId, (tx) => sql<{ name: string }>`
  select name from patent_inventor where name in (select name from patent_inventor order by patent_id desc limit 200)
  group by name order by count(*) desc limit 1`.execute(tx));

const keywords: [string, string][] = [
  ['2-character Chinese keyword', '电池'],
  ['4-character Chinese keyword', '神经网络'],
  ['application-number prefix', 'CN201910'],
  ['inventor name', inventor.rows[0]!.name],
];

async function listCall(db: Db, keyword: string): Promise<string> {
  const page = await queryPatents(db, tenantId, { pageBean: { page: 1, pageSize: 10 }, params: { searchValue: keyword } }, { cap });
  return `${page.total ?? 0}${page.totalCapped ? '+' : ''}`;
}

/** The same page with an exact count of every hit (what the call did before the cap; the engine's listJson still does). */
async function exactCall(db: Db, keyword: string): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const { rows, count } = patentListQueries(tx, { pageBean: { page: 1, pageSize: 10 }, params: { searchValue: keyword } },
      { kind: 'exact', where: keywordCondition(keyword) });
    await rows.execute();
    await count.executeTakeFirst();
  });
}

/** The access paths of the page and count queries of the call (the plan the keyword's hit count chose). */
async function plan(db: Db, keyword: string): Promise<string> {
  return withTenant(db, tenantId, async (tx) => {
    const chosen = await planKeyword(tx, keyword, cap);
    const { rows, count } = patentListQueries(tx, { pageBean: { page: 1, pageSize: 10 }, params: { searchValue: keyword } }, chosen);
    const used = async (query: Compilable) => {
      const compiled = query.compile();
      const result = await tx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
      const text = result.rows.map((r) => r['QUERY PLAN']).join('\n');
      return [...new Set(text.match(/(Index (Only )?Scan( Backward)?|Bitmap Index Scan) (using|on) \w+|Function Scan on patent_keyword_match|Seq Scan on \w+/g) ?? [])].join(', ');
    };
    return `${chosen.kind}; page: ${await used(rows)}; count: ${await used(count)}`;
  });
}

console.log(`\npatent keyword search (PostgreSQL, ${total.rows[0]!.n} patents; tenant ${tenantId} holds ${inTenant.rows[0]!.n})`);
console.log(`list call (hits counted up to ${cap}, page of 10, total), ${runs} runs indexed / ${seqRuns} runs with index scans disabled\n`);
console.log(`${'query'.padEnd(30)} ${'keyword'.padEnd(10)} ${'matches'.padStart(8)} ${'p50'.padStart(12)} ${'p95'.padStart(12)}   ${'seq p50'.padStart(12)} ${'seq p95'.padStart(12)}  speed-up  ${'exact-count p50'.padStart(15)}`);
for (const [label, keyword] of keywords) {
  const matches = await listCall(handle.db, keyword);
  const indexed = await timeRuns(runs, () => listCall(handle.db, keyword));
  const scanned = await timeRuns(seqRuns, () => listCall(seq.db, keyword));
  const exact = await timeRuns(seqRuns, () => exactCall(handle.db, keyword));
  const [p50, p95, s50, s95] = [percentile(indexed, 50), percentile(indexed, 95), percentile(scanned, 50), percentile(scanned, 95)];
  console.log(`${label.padEnd(30)} ${keyword.padEnd(10)} ${matches.padStart(8)} ${ms(p50)} ${ms(p95)}   ${ms(s50)} ${ms(s95)}  ${`${(s50 / p50).toFixed(0)}x`.padStart(8)}  ${ms(percentile(exact, 50)).padStart(15)}`);
  console.log(`${''.padEnd(30)} plan: ${await plan(handle.db, keyword)}`);
}
await seq.close();
await handle.close();
