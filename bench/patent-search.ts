// Keyword search of the patent library on PostgreSQL, cases drawn from the generated data:
//   - a 2-character Chinese term holding about 5 % of the tenant's patents and a 4-character term holding about 0.1 %
//     (counted on a sample of the tenant's titles, then exactly);
//   - application-number prefixes matching about 10, 1,000 and 10,000 of the tenant's patents (found by counting);
//   - an inventor name.
// For each it times the list call (queryPatents, as POST /schoolLib/ipSchoolPatent/v1/query runs it: the keyword's capped
// hit count, the page of 10, the total), p50 / p95, interleaved with the same call on a connection where index scans are
// disabled (the baseline: sequential scans), and shows the plan of every statement the call runs, the ones inside the
// search functions included (auto_explain with log_nested_statements), flagging a scan of the patent table and a
// BitmapAnd (the tenant-wide bitmap ANDed with the term's).
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npx tsx bench/patent-search.ts [--runs 30] [--seq-runs 5] [--plans]
//   (1,000,000 patents in bench_patents_1000000, made on first use; PATENTS_DATABASE_URL: a database as it is;
//    BENCH_SCALE=tiny: 2,000 patents in a scratch database)
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { withTenant, type Db } from '../src/server/db/database.ts';
import type { Database } from '../src/server/db/schema.ts';
import { queryPatents } from '../src/server/modules/patents/query-patents.ts';
import { COUNT_CAP } from '../src/server/modules/patents/keyword-plan.ts';
import { openSeqScan } from './patent-bench-support.ts';
import { openPatentDatabase } from './support/patent-database.ts';
import { percentile, record, scaled, type ResultRow } from './support/record.mjs';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const PATENTS = scaled({ tiny: 2_000, full: 1_000_000 });
const runs = arg('runs', scaled({ tiny: 5, full: 30 }));
const seqRuns = arg('seq-runs', scaled({ tiny: 2, full: 5 }));
const PREFIX_TARGETS = scaled({ tiny: [10, 100, 500], full: [10, 1_000, 10_000] });
const showPlans = process.argv.includes('--plans');
const tenantId = 1;

const database = await openPatentDatabase(PATENTS);
const db = database.handle.db;
const seq = await openSeqScan(database.url);
const inTenant = Number((await withTenant(db, tenantId, (tx) => sql<{ n: string }>`select count(*) as n from patent`.execute(tx))).rows[0]!.n);

// ---- cases from the data ------------------------------------------------------------------------------------------
const CJK = /^[\u4e00-\u9fff]+$/;
/** The n-character CJK substring of the sampled titles whose share of titles is nearest `share`. */
async function termOf(length: number, share: number): Promise<string> {
  const percent = Math.min(100, (5000 / inTenant) * 100);
  const { rows } = await withTenant(db, tenantId, (tx) => sql<{ name: string }>`select name from patent tablesample bernoulli (${sql.lit(percent)}) repeatable (1)`.execute(tx));
  const counts = new Map<string, number>();
  for (const { name } of rows) {
    const seen = new Set<string>();
    for (let i = 0; i + length <= name.length; i++) {
      const part = name.slice(i, i + length);
      if (CJK.test(part)) seen.add(part);
    }
    for (const part of seen) counts.set(part, (counts.get(part) ?? 0) + 1);
  }
  const ranked = [...counts].map(([term, n]) => ({ term, off: Math.abs(Math.log((n / rows.length) / share)) })).sort((a, b) => a.off - b.off);
  if (!ranked.length) throw new Error(`no ${length}-character term in the sampled titles`);
  return ranked[0]!.term;
}

/** An application-number prefix of the tenant's patents whose exact match count is nearest `target`. */
async function prefixOf(target: number, from: string): Promise<{ prefix: string; matches: number }> {
  let best = { prefix: from, matches: 0, off: Infinity };
  for (let length = 2; length <= from.length; length++) {
    const prefix = from.slice(0, length);
    const end = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
    const n = Number((await withTenant(db, tenantId, (tx) => sql<{ n: string }>`select count(*) as n from patent
      where application_no_norm ~>=~ ${prefix} and application_no_norm ~<~ ${end}`.execute(tx))).rows[0]!.n);
    const off = Math.abs(Math.log(Math.max(n, 1) / target));
    if (off < best.off) best = { prefix, matches: n, off };
  }
  return { prefix: best.prefix, matches: best.matches };
}

const sampleNumber = (await withTenant(db, tenantId, (tx) => sql<{ no: string }>`select application_no_norm as no from patent
  where application_no_norm is not null order by id limit 1 offset ${Math.floor(inTenant / 2)}`.execute(tx))).rows[0]!.no;
const inventor = (await withTenant(db, tenantId, (tx) => sql<{ name: string }>`
  select name from patent_inventor where name in (select name from patent_inventor order by patent_id desc limit 200)
  group by name order by count(*) desc limit 1`.execute(tx))).rows[0]!.name;
const cases: { label: string; keyword: string; drawn: string }[] = [
  { label: '2-character Chinese term', keyword: await termOf(2, 0.05), drawn: '≈5 % of titles' },
  { label: '4-character Chinese term', keyword: await termOf(4, 0.001), drawn: '≈0.1 % of titles' },
];
for (const target of PREFIX_TARGETS) {
  const { prefix, matches } = await prefixOf(target, sampleNumber);
  cases.push({ label: `number prefix, ~${target.toLocaleString('en-US')} hits`, keyword: prefix, drawn: `${matches} match` });
}
cases.push({ label: 'inventor name', keyword: inventor, drawn: 'most frequent of 200 recent' });

// ---- the call, timed, and its plans -------------------------------------------------------------------------------
async function listCall(on: Db, keyword: string): Promise<string> {
  const page = await queryPatents(on, tenantId, { pageBean: { page: 1, pageSize: 10 }, params: { searchValue: keyword } }, { cap: COUNT_CAP });
  return `${page.total ?? 0}${page.totalCapped ? '+' : ''}`;
}

/** A one-connection handle whose session runs auto_explain for every statement, nested ones included, to the client. */
const notices: string[] = [];
const explainPool = new pg.Pool({ connectionString: database.url, max: 1 });
explainPool.on('connect', (client) => {
  client.on('notice', (notice) => notices.push(notice.message ?? ''));
  void client.query(`load 'auto_explain'; set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on;
    set auto_explain.log_analyze = on; set auto_explain.log_timing = off; set auto_explain.log_level = notice`);
});
const explained = new Kysely<Database>({ dialect: new PostgresDialect({ pool: explainPool }) }) as unknown as Db;

/** The plan nodes of every statement of the call, one line each, and whether it scanned patent or ANDed bitmaps. */
async function plansOf(keyword: string) {
  notices.length = 0;
  await listCall(explained, keyword);
  const plans = notices.filter((n) => n.includes('Query Text:'));
  const nodes = plans.flatMap((plan) => plan.split('\n').filter((l) => /Scan|BitmapAnd|Limit|Sort|Nested Loop|Hash/.test(l)).map((l) => l.trim()));
  return {
    plans,
    seqScanOfPatent: nodes.some((n) => /Seq Scan on patent\b/.test(n)),
    bitmapAnd: nodes.some((n) => n.includes('BitmapAnd')),
    accessPaths: [...new Set(nodes.map((n) => /((?:Parallel )?(?:Index Only Scan|Index Scan|Bitmap Index Scan|Bitmap Heap Scan|Seq Scan|Function Scan)(?: Backward)?(?: using| on) \w+(?: on \w+)?)/.exec(n)?.[1]).filter(Boolean))],
  };
}

const results: ResultRow[] = [];
console.log(`\npatent keyword search (PostgreSQL, ${database.patents.toLocaleString('en-US')} patents; tenant ${tenantId} holds ${inTenant.toLocaleString('en-US')})`);
console.log(`list call (hits counted up to ${COUNT_CAP}, page of 10, total); ${runs} runs indexed, ${seqRuns} with index scans disabled, interleaved\n`);
for (const c of cases) {
  const matches = await listCall(db, c.keyword);
  await listCall(seq.db, c.keyword);
  const indexed: number[] = [];
  const scanned: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t0 = performance.now();
    await listCall(db, c.keyword);
    indexed.push(performance.now() - t0);
    if (i < seqRuns) {
      t0 = performance.now();
      await listCall(seq.db, c.keyword);
      scanned.push(performance.now() - t0);
    }
  }
  const plan = await plansOf(c.keyword);
  const flags = `${plan.seqScanOfPatent ? 'SCANS patent' : 'no scan of patent'}, ${plan.bitmapAnd ? 'BitmapAnd' : 'no BitmapAnd'}`;
  console.log(`${c.label.padEnd(30)} ${c.keyword.padEnd(14)} ${matches.padStart(7)} hits (${c.drawn})  p50 ${percentile(indexed, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(indexed, 95).toFixed(1).padStart(7)} ms   seq p50 ${percentile(scanned, 50).toFixed(1).padStart(8)} ms`);
  console.log(`${''.padEnd(30)} ${flags}; ${plan.accessPaths.join('; ')}`);
  if (showPlans) console.log(plan.plans.map((p) => p.replace(/^/gm, '      ')).join('\n'));
  results.push({
    measure: `keyword search p95, ${c.label} "${c.keyword}" (${matches} hits; ${flags})`, goal: '≤ 50 ms, no scan of patent, no BitmapAnd',
    figure: percentile(indexed, 95), baseline: percentile(scanned, 95), unit: 'ms', note: 'baseline: index scans off',
  });
}
await explainPool.end();
await seq.close();
await database.close();
record('patent-search', `${PATENTS.toLocaleString('en-US')} patents (tenant ${inTenant.toLocaleString('en-US')}), ${runs} runs`, results);
