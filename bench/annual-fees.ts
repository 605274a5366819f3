// Due annual fees for N granted patents: the next 12 months' deadlines and next year's budget by college, computed by
// the fee calculator (src/common/patents/annual-fees, reading the patent rows) against a plain SQL baseline over the
// same rows (anniversaries and band fees in one query, no holiday moves), interleaved, p50 / p95 of each.
//   BENCH_DATABASE_URL=postgres://... npx tsx bench/annual-fees.ts   # 1,000,000 patents in a scratch PostgreSQL database
//   BENCH_SCALE=tiny npx tsx bench/annual-fees.ts                    # 500 patents in an in-memory PGlite
//   ANNUAL_FEES_BENCH_N=1000000 DATABASE_URL=postgres://... npx tsx bench/annual-fees.ts [--runs 5]
// The table bench_annual_patent is made (or remade when its size differs) in that database. (The calculator computes
// only the years near the window since 2026-11-27: 200,000 patents took 16.8 s a run before, 2.2 s after.)
import { sql, type Kysely } from 'kysely';
import {
  addMonths, budgetByCollege, calendarOf, CHINA_HOLIDAYS, chinaToday, feesDueBetween, type BudgetPatent, type ReductionPercent,
} from '../src/common/patents/annual-fees/index.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { createScratchDatabase } from '../scripts/server-process.mjs';
import { ms, percentile } from './patent-bench-support.ts';
import { record, scaled } from './support/record.mjs';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const N = Number(process.env.ANNUAL_FEES_BENCH_N ?? scaled({ tiny: 500, full: 1_000_000 }));
const runs = arg('runs', scaled({ tiny: 2, full: 5 }));
// Full scale on PostgreSQL: DATABASE_URL, or a scratch database on BENCH_DATABASE_URL (dropped at the end).
const scratch = !process.env.DATABASE_URL && process.env.BENCH_DATABASE_URL && N > 2000
  ? await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'bench_annual') : undefined;
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? scratch?.url, poolSize: 2 });
const db = handle.db as unknown as Kysely<unknown>;
const today = chinaToday();
const horizon = addMonths(today, 12);
const budgetYear = Number(today.slice(0, 4)) + 1;
const calendar = calendarOf(CHINA_HOLIDAYS);

async function ensureRows(): Promise<void> {
  await sql`create table if not exists bench_annual_patent (id integer primary key, org_id integer not null, type text not null,
    application_date date not null, grant_date date not null, reduction smallint not null)`.execute(db);
  const { rows } = await sql<{ n: string | number }>`select count(*) as n from bench_annual_patent`.execute(db);
  if (Number(rows[0]!.n) === N) return;
  await sql`truncate bench_annual_patent`.execute(db);
  // Deterministic spread: filing dates over 20 years, grant 1-4 years later, 40 colleges, a third utility models and designs.
  await sql`insert into bench_annual_patent
    select g, g % 40, (array['invent','invent','inventSQ','newKind','exterior'])[1 + g % 5],
      ${today}::date - (g::bigint * 7919 % 7300)::int, ${today}::date - (g::bigint * 7919 % 7300)::int + 365 + (g % 1000),
      (array[0, 85, 85, 70])[1 + g % 4]
    from generate_series(1, ${N}) g`.execute(db);
  await sql`delete from bench_annual_patent where grant_date > ${today}::date`.execute(db);
}

interface Row { id: number; org_id: number; type: string; application_date: string; grant_date: string; reduction: number }

async function calculator(): Promise<{ fees: number; budget: number }> {
  const { rows } = await sql<Row>`select id, org_id, type, application_date::text as application_date, grant_date::text as grant_date, reduction
    from bench_annual_patent`.execute(db);
  let fees = 0;
  const patents: BudgetPatent[] = rows.map((r) => ({ orgId: r.org_id, type: r.type, applicationDate: r.application_date, grantDate: r.grant_date, reduction: r.reduction as ReductionPercent }));
  for (const p of patents) fees += feesDueBetween(p, calendar, today, horizon).length;
  const budget = budgetByCollege(patents, calendar, budgetYear).reduce((s, c) => s + c.amount, 0);
  return { fees, budget };
}

const BAND = sql`case when p.type in ('newKind','exterior') then
    case when y.n <= 3 then 600 when y.n <= 5 then 900 when y.n <= 8 then 1200 when y.n <= 10 then 2000 else 3000 end
  else case when y.n <= 3 then 900 when y.n <= 6 then 1200 when y.n <= 9 then 2000 when y.n <= 12 then 4000 when y.n <= 15 then 6000 else 8000 end end`;
const TERM = sql`case when p.type = 'newKind' then 10 when p.type = 'exterior' then case when p.application_date >= date '2021-06-01' then 15 else 10 end else 20 end`;

async function baseline(): Promise<{ fees: number; budget: number }> {
  const due = await sql<{ n: string | number }>`select count(*) as n from bench_annual_patent p
    cross join lateral generate_series(2, ${TERM}) y(n)
    where (p.application_date + make_interval(years => y.n - 1))::date between ${today}::date and ${horizon}::date
      and (p.application_date + make_interval(years => y.n - 1))::date > p.grant_date`.execute(db);
  const budget = await sql<{ amount: string | number }>`select coalesce(sum(amount), 0) as amount from (
    select p.org_id, sum(${BAND} * case when y.n < extract(year from age(p.grant_date, p.application_date)) + 11 then (100 - p.reduction) / 100.0 else 1 end) as amount
    from bench_annual_patent p cross join lateral generate_series(2, ${TERM}) y(n)
    where extract(year from (p.application_date + make_interval(years => y.n - 1))) = ${budgetYear}
      and (p.application_date + make_interval(years => y.n - 1))::date > p.grant_date
    group by p.org_id) c`.execute(db);
  return { fees: Number(due.rows[0]!.n), budget: Number(budget.rows[0]!.amount) };
}

await ensureRows();
const { rows: count } = await sql<{ n: string | number }>`select count(*) as n from bench_annual_patent`.execute(db);
console.log(`annual fees of ${Number(count[0]!.n)} granted patents (${handle.kind}), next 12 months from ${today}, budget ${budgetYear}, ${runs} runs interleaved`);
const a = await calculator();
const b = await baseline();
console.log(`calculator: ${a.fees} fees due, budget ${a.budget.toFixed(2)} CNY; SQL baseline: ${b.fees} fees due, budget ${b.budget.toFixed(2)} CNY`);
console.log('(the baseline moves no deadline off holidays or weekends, so a few fees near the window edges differ)');
const samples = { calculator: [] as number[], baseline: [] as number[] };
for (let i = 0; i < runs; i++) {
  for (const [name, work] of [['calculator', calculator], ['baseline', baseline]] as const) {
    const started = performance.now();
    await work();
    samples[name].push(performance.now() - started);
  }
}
for (const [name, s] of Object.entries(samples)) console.log(`${name.padEnd(11)} p50 ${ms(percentile(s, 50))}  p95 ${ms(percentile(s, 95))}`);
await handle.close();
await scratch?.drop();
record('annual-fees', `${Number(count[0]!.n).toLocaleString('en-US')} granted patents, ${handle.kind}, ${runs} runs`, [
  { measure: 'due annual fees (12 months) and next year\'s budget: calculator vs plain SQL, p50, interleaved', goal: '',
    figure: percentile(samples.calculator, 50), baseline: percentile(samples.baseline, 50), unit: 'ms', note: `${a.fees} vs ${b.fees} fees` },
  { measure: 'the same, p95', goal: '',
    figure: percentile(samples.calculator, 95), baseline: percentile(samples.baseline, 95), unit: 'ms' },
]);
