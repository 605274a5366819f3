/**
 * listJson over 100,000 business-object records with 3 filters (EQUAL on a dictionary field, LIKE on a text
 * field, a date range), 200 runs through the Fastify app, p50 / p95 on PGlite and on PostgreSQL; beside it the
 * same page and count run as SQL with this code's plan (jsonb containment: through the GIN index via
 * bo_record_matching when selective, else the compiler's text comparisons) and with the old text comparisons
 * (the baseline).
 * A second case swaps the dictionary EQUAL for a selective one (2% of the records, RUNS / 4 runs).
 * In each case the SQL baseline is the plan this code did not choose: for the broad EQUAL (text comparisons chosen)
 * the GIN containment it declined, for the selective one (containment chosen) the old text comparisons.
 * BENCH_SCALE=tiny: 1,000 records, 5 runs.
 *
 *   npx tsx bench/list-json.ts            PGlite, then PostgreSQL: TEST_DATABASE_URL, or a throwaway cluster
 *                                         started here when PostgreSQL binaries exist (as .ci/run does)
 *   RUNS=50 ROWS=20000 npx tsx bench/list-json.ts
 *   (BENCH_DATABASE_URL is taken as TEST_DATABASE_URL)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { BoDefinition } from '../src/common/definitions/kinds/bo.ts';
import type { QueryCondition } from '../src/common/query/query-filter.ts';
import { withTenant } from '../src/server/db/database.ts';
import { boSource } from '../src/server/modules/forms/bo-source.ts';
import { splitContainment } from '../src/server/modules/forms/containment.ts';
import { applyFilter } from '../src/server/query/paged-query.ts';
import { createTestApp, type TestApp } from '../tests/support/test-app.ts';
import { percentile as nearestRank, record, scaled, type ResultRow } from './support/record.mjs';

const ROWS = Number(process.env.ROWS ?? scaled({ tiny: 1_000, full: 100_000 }));
const RUNS = Number(process.env.RUNS ?? scaled({ tiny: 5, full: 200 }));
const recorded: ResultRow[] = [];
/** The brief's three filters: an EQUAL on a five-entry dictionary selects a fifth of the records. */
const BROAD: QueryCondition[] = [
  { property: 'type', operation: 'EQUAL', value: 'newKind' },
  { property: 'title', operation: 'LIKE', value: '电池' },
  { property: 'applicationDate', operation: 'BETWEEN', value: ['2019-01-01', '2020-12-31'] },
];
const WORDS = ['电池', '芯片', '传感器', '复合材料', '图像识别', '储能装置', '催化剂', '机械臂', '通信方法', '检测系统', '柔性屏', '疫苗'];
/** A selective EQUAL (a page count: 2% of the records) with the same LIKE and date range. */
const SELECTIVE: QueryCondition[] = [{ property: 'pageCount', operation: 'EQUAL', value: 7 }, ...BROAD.slice(1)];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
};

async function time(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < Math.min(10, runs); i++) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times;
}

/** Generated, reproducible records: ids from md5, types in turn, titles from a word list, dates over ten years. */
async function generate(t: TestApp, tenantId: number, userId: number): Promise<void> {
  const started = performance.now();
  for (let from = 1; from <= ROWS; from += 20_000) {
    const to = Math.min(ROWS, from + 19_999);
    await sql`insert into bo_record (id, tenant_id, bo_alias, data, created_by, created_at, updated_at)
      select md5('list-json-bench-' || g)::uuid, ${tenantId}, 'patentApply',
        jsonb_build_object('title', (${sql.val(WORDS)}::text[])[1 + (g * 7) % 12] || '的' || (${sql.val(WORDS)}::text[])[1 + (g * 5) % 11] || ' ' || g,
          'type', (array['invent','newKind','exterior','inventSQ','other'])[1 + g % 5], 'college', 1, 'pageCount', g % 50,
          'applicationDate', to_char(date '2015-01-01' + (g * 37) % 3650, 'YYYY-MM-DD')),
        ${userId}, timestamptz '2024-01-01' + g * interval '1 minute', timestamptz '2024-01-01' + g * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) g`.execute(t.db);
  }
  await sql`analyze bo_record`.execute(t.db);
  console.log(`  generated ${ROWS} records in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function run(label: string, database: string): Promise<void> {
  console.log(`\n${label}`);
  const t = await createTestApp();
  try {
    const session = await t.login('univ', 'ipadmin');
    await generate(t, session.tenantId, session.userId);
    const bo = (await t.db.selectFrom('definition').select('body').where('tenant_id', '=', session.tenantId).where('kind', '=', 'bo')
      .where('key', '=', 'patentApply').where('is_current', '=', true).executeTakeFirstOrThrow()).body as unknown as BoDefinition;

    const sizes = new Map([['patentType', 5]]);
    for (const [name, querys, runs] of [['EQUAL on a dictionary (20%)', BROAD, RUNS], ['EQUAL on a page count (2%)', SELECTIVE, Math.ceil(RUNS / 4)]] as const) {
      const body = { alias: 'patentApplyList', querys, pageBean: { page: 1, pageSize: 10 } };
      let total = 0;
      const api = await time(runs, async () => {
        const res = await t.request({ method: 'POST', url: '/api/form/form/dataTemplate/v1/listJson', session, payload: body });
        if (res.statusCode !== 200) throw new Error(res.body);
        total = res.json().total;
      });
      const split = splitContainment(bo, querys, new Set(bo.fields.map((f) => f.name)), sizes);
      // The plan not chosen: text comparisons where containment was chosen; else the containment the broad EQUAL declined
      // (the same split with a dictionary that looks large enough for the index).
      const declined = split.indexed ? { patterns: undefined, rest: querys }
        : splitContainment(bo, querys, new Set(bo.fields.map((f) => f.name)), new Map([['patentType', 1_000_000]]));
      if (!split.indexed && !declined.patterns) throw new Error('the broad case found no containment to compare with');
      const chosenName = split.indexed ? 'EQUAL through the GIN index (bo_record_matching)' : 'all filters as text comparisons (too broad for the index)';
      const declinedName = split.indexed ? 'old text comparisons' : 'EQUAL through the GIN index, declined';
      console.log(`  ${name} + LIKE + date range, ${total} matching rows; chosen: ${chosenName}`);
      console.log(`    listJson through Fastify (inject), ${runs} runs:                ${summary(api)}`);
      /** The page and the count as pagedQuery runs them with a given split. */
      const sqlRun = (plan: { patterns?: typeof split.patterns; rest: QueryCondition[] }) => () => withTenant(t.db, session.tenantId, async (tx) => {
        const source = boSource(tx, session.tenantId, bo, () => true, plan.patterns);
        const filtered = applyFilter(source.base.select(['rec.s_id', 'rec.s_data']), { querys: plan.rest, sorter: [{ property: 'applicationDate', direction: 'DESC' }] },
          source.fields, { order: [['rec.s_created_at', 'desc'], ['rec.s_id', 'desc']] });
        await filtered.rows.execute();
        return filtered.count.executeTakeFirst();
      });
      // Interleaved: one run of each plan after the other, so a load swing hits both alike.
      const chosen: number[] = [];
      const other: number[] = [];
      const runChosen = sqlRun(split);
      const runOther = sqlRun(declined);
      for (let i = 0; i < Math.min(5, runs); i++) { await runChosen(); await runOther(); }
      for (let i = 0; i < runs; i++) {
        let started = performance.now();
        await runChosen();
        chosen.push(performance.now() - started);
        started = performance.now();
        await runOther();
        other.push(performance.now() - started);
      }
      console.log(`    page + count as SQL, chosen plan:                         ${summary(chosen)}`);
      console.log(`    page + count as SQL, ${declinedName} (baseline):`.padEnd(62) + summary(other));
      recorded.push({
        measure: `listJson p95, ${ROWS.toLocaleString('en-US')} records, ${name} + LIKE + dates, ${database}: API vs the chosen plan's SQL alone`,
        goal: '', figure: nearestRank(api, 95), baseline: nearestRank(chosen, 95), unit: 'ms',
      }, {
        measure: `listJson SQL p95, ${name}, ${database}: chosen plan vs ${declinedName}`,
        goal: '≤ 1×', figure: nearestRank(chosen, 95), baseline: nearestRank(other, 95), unit: 'ms',
      });
    }
  } finally {
    await t.close();
  }
}

const freePort = () => new Promise<number>((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const port = (server.address() as net.AddressInfo).port;
    server.close(() => resolve(port));
  });
});

/** A throwaway UTF-8 PostgreSQL cluster like .ci/run starts; undefined when no binaries are installed. */
async function throwawayPostgres(): Promise<{ url: string; stop(): void } | undefined> {
  const root = '/usr/lib/postgresql';
  const version = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b)).at(-1) : undefined;
  if (!version || !fs.existsSync(path.join(root, version, 'bin', 'initdb'))) return undefined;
  const bin = path.join(root, version, 'bin');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-postgres-'));
  const asPg = (command: string, args: string[]) => (process.getuid?.() === 0
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' })
    : execFileSync(command, args, { stdio: 'ignore' }));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  asPg(path.join(bin, 'initdb'), ['-D', path.join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  asPg(path.join(bin, 'pg_ctl'), ['-D', path.join(dir, 'data'), '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      asPg(path.join(bin, 'pg_ctl'), ['-D', path.join(dir, 'data'), '-m', 'immediate', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const given = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
delete process.env.TEST_DATABASE_URL;
await run(`PGlite (${ROWS} records of one bo, 3 filters)`, 'PGlite');
const cluster = given ? undefined : await throwawayPostgres();
const url = given ?? cluster?.url;
if (!url) {
  console.log('\nPostgreSQL: skipped (no TEST_DATABASE_URL / DATABASE_URL and no PostgreSQL binaries to start one)');
} else {
  process.env.TEST_DATABASE_URL = url;
  try {
    await run(`PostgreSQL${cluster ? ' (throwaway cluster)' : ''} (${ROWS} records of one bo, 3 filters)`, 'PostgreSQL');
  } finally {
    cluster?.stop();
  }
}
record('list-json', `${ROWS.toLocaleString('en-US')} records of one bo, ${RUNS} runs`, recorded);
