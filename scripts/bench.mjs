// `npm run bench`: every benchmark under bench/, one after the other, then one table of their figures, bench/results.md
// (measure, goal, figure, the baseline from the same run, ratio, date, scale, machine).
//   npm run bench                                   full scale (the goals' sizes; hours: run on a quiet machine)
//   npm run bench -- --only patent-search,list-render   some of them (the table keeps the others' last records)
//   BENCH_SCALE=tiny npm run bench                  every bench at a tiny scale (seconds each)
//   node scripts/bench.mjs --smoke                  the CI smoke: tiny, each bench under a time limit, records and table
//                                                   under test-results/ (bench/results.md untouched); fails if one breaks
// PostgreSQL benches use BENCH_DATABASE_URL (or TEST_DATABASE_URL): an admin URL on which they make their databases.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './client-build.mjs';

const argv = process.argv.slice(2);
const SMOKE = argv.includes('--smoke');
const onlyAt = argv.indexOf('--only');
const ONLY = onlyAt >= 0 ? new Set(argv[onlyAt + 1].split(',')) : null;
const SCALE = SMOKE ? 'tiny' : process.env.BENCH_SCALE === 'tiny' ? 'tiny' : 'full';
const RESULTS_DIR = SMOKE ? path.join(ROOT, 'test-results', 'bench') : path.join(ROOT, 'bench', 'out', 'results');
const TABLE = SMOKE ? path.join(ROOT, 'test-results', 'bench-results.md') : path.join(ROOT, 'bench', 'results.md');

/**
 * Every benchmark; `full`: about the minutes a full-scale run takes on an idle 2-core machine (its limit is twice
 * that; patent-search's first run loads 1,000,000 patents, later runs reuse them and take about 5).
 * At the tiny scale each has TINY_LIMIT_S (hang detection: on an idle machine each takes well under a minute).
 * `pg`: needs a PostgreSQL admin URL.
 */
const TINY_LIMIT_S = Number(process.env.BENCH_TINY_LIMIT_S ?? 240);
const BENCHES = [
  { name: 'client-size', file: 'client-size.mjs', full: 2 },
  { name: 'list-render', file: 'list-render.mjs', full: 2 },
  { name: 'form-render', file: 'form-render.ts', full: 3 },
  { name: 'home-page', file: 'home-page.ts', full: 3 },
  { name: 'auth-load', file: 'auth-load.mjs', full: 4 },
  { name: 'file-transfer', file: 'file-transfer.ts', full: 2 },
  { name: 'annual-fees', file: 'annual-fees.ts', full: 10 },
  { name: 'grading-pass', file: 'grading-pass.ts', full: 20, pg: true },
  { name: 'list-json', file: 'list-json.ts', full: 10 },
  { name: 'patent-search', file: 'patent-search.ts', full: 40, pg: true },
  { name: 'patent-stats', file: 'patent-stats.ts', full: 8, pg: true },
  { name: 'workflow-lists', file: 'workflow-lists.ts', full: 8, pg: true },
  { name: 'workflow-complete', file: 'workflow-complete.ts', full: 6, pg: true },
  { name: 'load-mix', file: 'load-mix.ts', full: 6, pg: true },
  { name: 'load', file: 'load.ts', full: 15, pg: true },
  { name: 'mail-sync', file: 'mail-sync.ts', full: 4 },
];

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
/** Lets the benches share work within one run (bench/support/browser-page.mjs builds the bench pages once). */
const RUN_ID = `${process.pid}-${Date.now()}`;
/** A failed bench's last lines, repeated at the end of the run and, in the smoke, written for `npm test`'s summary. */
const TAIL_LINES = 25;
const FAILURES_FILE = path.join(ROOT, 'test-results', 'bench-failures.json');

function runBench(bench) {
  const limitMs = (SCALE === 'tiny' ? TINY_LIMIT_S : bench.full * 60 * 2) * 1000;
  const loader = bench.file.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const env = { ...process.env, BENCH_SCALE: SCALE, BENCH_RESULTS_DIR: RESULTS_DIR, BENCH_RUN_ID: RUN_ID };
  if (adminUrl) env.BENCH_DATABASE_URL = adminUrl;
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [...loader, path.join(ROOT, 'bench', bench.file)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    // Copied through as it comes; the last lines are kept to repeat with a failure at the end.
    const tail = [];
    for (const [stream, target] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        target.write(chunk);
        tail.push(...chunk.split('\n').filter((line) => line.trim()));
        if (tail.length > TAIL_LINES) tail.splice(0, tail.length - TAIL_LINES);
      });
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }, limitMs);
    const stop = () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // gone
      }
      process.exit(130);
    };
    process.once('SIGINT', stop);
    child.on('close', (code) => {
      clearTimeout(timer);
      process.off('SIGINT', stop);
      resolve({ code, timedOut, tail, seconds: (Date.now() - started) / 1000, limitSeconds: limitMs / 1000 });
    });
  });
}

const cell = (value) => String(value ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
function number(value, unit) {
  if (value == null || !Number.isFinite(value)) return '';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 })}${unit ? ` ${unit}` : ''}`;
}

/** bench/results.md from every record in RESULTS_DIR (a bench not run this time keeps its last record and date). */
function writeTable() {
  const records = fs.existsSync(RESULTS_DIR)
    ? fs.readdirSync(RESULTS_DIR).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, f), 'utf8')))
    : [];
  const order = new Map(BENCHES.map((b, i) => [b.name, i]));
  records.sort((a, b) => (order.get(a.bench) ?? 99) - (order.get(b.bench) ?? 99));
  const lines = [
    '# Benchmark figures',
    '',
    'Written by `npm run bench` (scripts/bench.mjs) from each bench\'s record; baseline = the comparison measured in the same run',
    '(interleaved where the bench says so); ratio = figure / baseline. Scale `full` is the size the goal names; `tiny` only proves a',
    'bench runs. A figure taken on a busy machine says so by its load average.',
    '',
    '| bench | measure | goal | figure | baseline (same run) | ratio | date | scale | machine |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of records) {
    for (const row of r.rows) {
      const ratio = row.ratio == null ? '' : `${row.ratio.toFixed(2)}×${row.spread ? ` (${row.spread})` : ''}`;
      lines.push(`| ${cell(r.bench)} | ${cell(row.measure)}${row.note ? ` (${cell(row.note)})` : ''} | ${cell(row.goal)} | ${number(row.figure, row.unit)} | `
        + `${number(row.baseline, row.unit)}${row.baselineLabel ? ` ${cell(row.baselineLabel)}` : ''} | ${ratio} | ${r.date.slice(0, 16).replace('T', ' ')} UTC | ${cell(r.scale)}: ${cell(r.size)} | ${cell(r.machine)} |`);
    }
  }
  fs.mkdirSync(path.dirname(TABLE), { recursive: true });
  fs.writeFileSync(TABLE, `${lines.join('\n')}\n`);
}

async function main() {
  const selected = BENCHES.filter((b) => !ONLY || ONLY.has(b.name));
  if (ONLY && selected.length !== ONLY.size) {
    console.error(`unknown bench(es): ${[...ONLY].filter((n) => !BENCHES.some((b) => b.name === n)).join(', ')}; benches are ${BENCHES.map((b) => b.name).join(' ')}`);
    process.exit(2);
  }
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const outcomes = [];
  for (const bench of selected) {
    console.log(`\n=== bench/${bench.file} (${SCALE})`);
    if (bench.pg && !adminUrl) {
      const missing = process.env.CI === 'true';
      console.log(`[bench] ${bench.name}: ${missing ? 'FAILED' : 'skipped'}: needs BENCH_DATABASE_URL (or TEST_DATABASE_URL), a PostgreSQL admin URL`);
      outcomes.push({ name: bench.name, ok: !missing, skipped: true, seconds: 0 });
      continue;
    }
    const recordFile = path.join(RESULTS_DIR, `${bench.name}.json`);
    const before = fs.existsSync(recordFile) ? fs.statSync(recordFile).mtimeMs : 0;
    const result = await runBench(bench);
    const recorded = fs.existsSync(recordFile) && fs.statSync(recordFile).mtimeMs > before;
    const ok = result.code === 0 && !result.timedOut && recorded;
    const why = result.timedOut ? `killed after ${result.limitSeconds} s` : result.code !== 0 ? `exit ${result.code}` : !recorded ? 'wrote no record' : '';
    outcomes.push({ name: bench.name, ok, seconds: result.seconds, why, tail: ok ? [] : result.tail });
  }
  writeTable();
  console.log(`\n=== benchmarks (${SCALE})`);
  for (const o of outcomes) console.log(`${(o.skipped ? 'skipped' : o.ok ? 'ok' : 'FAILED').padEnd(8)} ${o.name.padEnd(18)} ${o.seconds.toFixed(1).padStart(7)} s  ${o.why ?? ''}`);
  console.log(`table: ${path.relative(ROOT, TABLE)}`);
  const failed = outcomes.filter((o) => !o.ok && !o.skipped);
  for (const o of failed) console.log(`\n--- ${o.name} (${o.why}), its last lines:\n${o.tail.join('\n')}`);
  if (SMOKE && failed.length) {
    fs.mkdirSync(path.dirname(FAILURES_FILE), { recursive: true });
    fs.writeFileSync(FAILURES_FILE, JSON.stringify(failed.map(({ name, why, tail }) => ({ name, why, tail })), null, 2));
  }
  process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
}

await main();
