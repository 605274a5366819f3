// Statistic tiles and school charts for one tenant of 100,000 patents on PostgreSQL:
//   DATABASE_URL=postgres://postgres@127.0.0.1:55610/patents100k npx tsx bench/patent-stats.ts [--runs 20] [--seq-runs 3]
// Makes the database on first use (demo seed, then generated patents and their fees into tenant univ up to 100,000),
// then prints p50 / p95 of each call as a leader (campus view) and as a staff member (own college), beside the same
// calls on a connection where index scans are disabled (sequential scans), in one run.
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, withTenant } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedDemoData } from '../src/server/db/seed/seed.ts';
import type { Principal } from '../src/server/lib/context.ts';
import { countStatusTiles } from '../src/server/modules/patents/count-status-tiles.ts';
import { feeListData, patentListData } from '../src/server/modules/statistics/list-data.ts';
import { inventorTable, orgTable, schoolChart } from '../src/server/modules/statistics/school-stats.ts';
import { insertPatentFees } from '../src/server/patents-data/fees.ts';
import { streamPatents, type GeneratedPatent } from '../src/server/patents-data/generate-patents.ts';
import { insertPatents } from '../src/server/patents-data/insert-patents.ts';
import { seedOf } from '../src/server/patents-data/prng.ts';
import { ms, openSeqScan, percentile, timeRuns } from './patent-bench-support.ts';
import type { Db } from '../src/server/db/database.ts';
import { createScratchDatabase } from '../scripts/server-process.mjs';
import { record, scaled, SCALE, type ResultRow } from './support/record.mjs';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const TARGET = scaled({ tiny: 2_000, full: 100_000 });
const runs = arg('runs', scaled({ tiny: 2, full: 20 }));
const seqRuns = arg('seq-runs', scaled({ tiny: 1, full: 3 }));
// DATABASE_URL as given; else on BENCH_DATABASE_URL's server bench_stats_<TARGET> (kept at full scale, a scratch one at tiny).
const benchAdmin = process.env.BENCH_DATABASE_URL;
const scratch = !process.env.DATABASE_URL && benchAdmin && SCALE === 'tiny' ? await createScratchDatabase(benchAdmin, 'bench_stats') : undefined;
const onAdmin = (name: string) => {
  const u = new URL(benchAdmin!);
  u.pathname = `/${name}`;
  return u.toString();
};
const url = process.env.DATABASE_URL ?? scratch?.url ?? (benchAdmin ? onAdmin(`bench_stats_${TARGET}`) : 'postgres://postgres@127.0.0.1:55610/patents100k');
const tenantId = 1;

// Create the database itself when it is missing.
const target = new URL(url);
const admin = new pg.Client({ connectionString: benchAdmin ?? `${target.protocol}//${target.username}@${target.host}/postgres` });
await admin.connect();
const exists = await admin.query('select 1 from pg_database where datname = $1', [target.pathname.slice(1)]);
if (!exists.rowCount) await admin.query(`create database ${target.pathname.slice(1)}`);
await admin.end();

const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
await migrateToLatest(handle.db);
await seedDemoData(handle.db);
const count = async () => Number((await withTenant(handle.db, tenantId, (tx) => sql<{ n: string }>`select count(*) as n from patent`.execute(tx))).rows[0]!.n);
let have = await count();
if (have < TARGET) {
  console.log(`loading ${TARGET - have} patents into tenant ${tenantId} ...`);
  const orgs = await withTenant(handle.db, tenantId, (tx) => tx.selectFrom('org').select(['id', 'code', 'name', 'kind', 'parent_id']).execute());
  const stream = streamPatents({
    tenantId, tenantName: '示例大学', seed: seedOf('univ:stats'), count: TARGET - have, serialBase: 3_000_000, fullText: false,
    orgs: orgs.map((o) => ({ id: o.id, code: o.code, name: o.name, kind: o.kind, parentId: o.parent_id })),
  });
  for (;;) {
    const chunk: GeneratedPatent[] = [];
    for (let next = stream.next(); !next.done && chunk.length < 1000; next = stream.next()) chunk.push(next.value);
    if (!chunk.length) break;
    await withTenant(handle.db, tenantId, (tx) => insertPatents(tx, tenantId, chunk, { batchSize: 1000 }));
  }
  await withTenant(handle.db, tenantId, (tx) => insertPatentFees(tx, tenantId));
  await sql`vacuum analyze`.execute(handle.db);
  have = await count();
}
const fees = await withTenant(handle.db, tenantId, (tx) => sql<{ n: string }>`select count(*) as n from patent_fee`.execute(tx));

const principal = async (account: string): Promise<Principal> => {
  const user = await withTenant(handle.db, tenantId, (tx) => tx.selectFrom('app_user').select('id').where('account', '=', account).executeTakeFirstOrThrow());
  return { userId: user.id, tenantId, tenantCode: 'univ', account, sessionId: 'bench', isVisitor: false };
};
const people = [['leader (campus view)', await principal('leader')], ['staff1 (own college)', await principal('staff1')]] as const;

const calls: [string, (db: Db, p: Principal) => Promise<unknown>][] = [
  ['status tiles (7 counts)', (db, p) => countStatusTiles(db, p.tenantId)],
  ...(['department', 'subject', 'inventor', 'campus'] as const).flatMap((level) => (['application', 'authorize', 'effective'] as const)
    .map((kind) => [`chart ${level}/${kind}`, (db: Db, p: Principal) => schoolChart(db, p, level, kind)] as [string, (db: Db, p: Principal) => Promise<unknown>])),
  ['table byzl (colleges)', (db, p) => orgTable(db, p, 'department', { pageBean: { page: 1, pageSize: 10 } })],
  ['table ktz (groups)', (db, p) => orgTable(db, p, 'subject', { pageBean: { page: 1, pageSize: 10 } })],
  ['table fmrzl (inventors)', (db, p) => inventorTable(db, p, { pageBean: { page: 1, pageSize: 10 } })],
  ['listData patents by year', (db, p) => patentListData(db, p, 'zh-CN', { groupBy: 'year' })],
  ['listData fees by month', (db, p) => feeListData(db, p, 'zh-CN', { groupBy: 'month' })],
];

const seq = await openSeqScan(url);
console.log(`\nschool statistics (PostgreSQL): tenant ${tenantId} with ${have} patents and ${fees.rows[0]!.n} fee rows`);
console.log(`${runs} runs indexed / ${seqRuns} runs with index scans disabled\n`);
const recorded: ResultRow[] = [];
for (const [who, p] of people) {
  console.log(who);
  let slowest = { label: '', p95: -1, seqP95: 0 };
  console.log(`  ${'call'.padEnd(32)} ${'p50'.padStart(12)} ${'p95'.padStart(12)}   ${'seq p50'.padStart(12)} ${'seq p95'.padStart(12)}`);
  for (const [label, call] of calls) {
    const indexed = await timeRuns(runs, () => call(handle.db, p));
    const scanned = await timeRuns(seqRuns, () => call(seq.db, p));
    console.log(`  ${label.padEnd(32)} ${ms(percentile(indexed, 50))} ${ms(percentile(indexed, 95))}   ${ms(percentile(scanned, 50))} ${ms(percentile(scanned, 95))}`);
    if (percentile(indexed, 95) > slowest.p95) slowest = { label, p95: percentile(indexed, 95), seqP95: percentile(scanned, 95) };
  }
  recorded.push({ measure: `school statistics as ${who}: the slowest of ${calls.length} calls (${slowest.label}), p95`, goal: '',
    figure: slowest.p95, baseline: slowest.seqP95, unit: 'ms', note: 'baseline: index scans off' });
}
await seq.close();
await handle.close();
await scratch?.drop();
record('patent-stats', `tenant of ${have.toLocaleString('en-US')} patents, ${runs} runs`, recorded);
