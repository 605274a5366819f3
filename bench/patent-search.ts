// Keyword search over the persistent 1,000,000-patent PostgreSQL database (bench/generate-patents.ts made it):
//   DATABASE_URL=postgres://postgres@127.0.0.1:55610/patents1m npx tsx bench/patent-search.ts [--runs 30] [--seq-runs 5]
// For a 2-character Chinese keyword, a 4-character one, an application-number prefix and an inventor name it runs the
// list call's page and count queries (patentListQueries, as POST /schoolLib/ipSchoolPatent/v1/query does) and prints
// p50 / p95, beside the same queries on a connection where index scans are disabled (sequential scans), in one run.
import { CompiledQuery, sql, type Compilable } from 'kysely';
import { openDatabase, withTenant, type Db } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { patentListQueries } from '../src/server/modules/patents/query-patents.ts';
import { DEFAULT_URL, ms, openSeqScan, percentile, timeRuns } from './patent-bench-support.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const url = process.env.DATABASE_URL ?? DEFAULT_URL;
const runs = arg('runs', 30);
const seqRuns = arg('seq-runs', 5);

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

async function listCall(db: Db, keyword: string): Promise<number> {
  return withTenant(db, tenantId, async (tx) => {
    const { rows, count } = patentListQueries(tx, { pageBean: { page: 1, pageSize: 10 }, params: { searchValue: keyword } });
    await rows.execute();
    return Number((await count.executeTakeFirst())?.total ?? 0);
  });
}

async function plan(db: Db, keyword: string): Promise<string> {
  return withTenant(db, tenantId, async (tx) => {
    const { rows } = patentListQueries(tx, { pageBean: { page: 1, pageSize: 10 }, params: { searchValue: keyword } });
    const compiled = (rows as Compilable).compile();
    const result = await tx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
    const text = result.rows.map((r) => r['QUERY PLAN']).join('\n');
    const used = [...new Set(text.match(/(Index (Only )?Scan|Bitmap Index Scan) (using|on) \w+|Function Scan on patent_token_match|Seq Scan on \w+/g) ?? [])];
    return used.join(', ');
  });
}

console.log(`\npatent keyword search (PostgreSQL, ${total.rows[0]!.n} patents; tenant ${tenantId} holds ${inTenant.rows[0]!.n})`);
console.log(`page of 10 + total count, ${runs} runs indexed / ${seqRuns} runs with index scans disabled\n`);
console.log(`${'query'.padEnd(30)} ${'keyword'.padEnd(10)} ${'matches'.padStart(8)} ${'p50'.padStart(12)} ${'p95'.padStart(12)}   ${'seq p50'.padStart(12)} ${'seq p95'.padStart(12)}  speed-up`);
for (const [label, keyword] of keywords) {
  const matches = await listCall(handle.db, keyword);
  const indexed = await timeRuns(runs, () => listCall(handle.db, keyword));
  const scanned = await timeRuns(seqRuns, () => listCall(seq.db, keyword));
  const [p50, p95, s50, s95] = [percentile(indexed, 50), percentile(indexed, 95), percentile(scanned, 50), percentile(scanned, 95)];
  console.log(`${label.padEnd(30)} ${keyword.padEnd(10)} ${String(matches).padStart(8)} ${ms(p50)} ${ms(p95)}   ${ms(s50)} ${ms(s95)}  ${(s50 / p50).toFixed(0)}x`);
  console.log(`${''.padEnd(30)} plan: ${await plan(handle.db, keyword)}`);
}
await seq.close();
await handle.close();
