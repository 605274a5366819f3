// List view render cost: 1,000 rows x 20 columns through the list engine (useListController + ListView, with its
// formatters, selection, row buttons, search bar and pager) against a plain Arco Table given the same data, like
// with like: both drawing every row, and both virtualised (the same viewport height, so both draw about as many rows).
// React Profiler (profiling build of react-dom) in Debian's Chromium. The four variants run interleaved, one mount of
// each per round, ROUNDS rounds after a warm-up round; each ratio is the median over the rounds, with its range.
//   node bench/list-render.mjs                  (BENCH_SCALE=tiny: 100 rows, 3 rounds)
// Writes bench/out/list-render.json and its record for bench/results.md.
import fs from 'node:fs';
import path from 'node:path';
import { openBenchPage } from './support/browser-page.mjs';
import { BENCH_DIR, record, scaled, spread } from './support/record.mjs';
/* global window */

const ROWS = scaled({ tiny: 100, full: 1000 });
const ROUNDS = Number(process.env.BENCH_RUNS ?? scaled({ tiny: 3, full: 9 }));

const { page, close } = await openBenchPage({ html: path.join(BENCH_DIR, 'list-render', 'list-render.html'), query: `?rows=${ROWS}` });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const variants = ['plain', 'engine', 'plainVirtual', 'engineVirtual'];
const runs = Object.fromEntries(variants.map((v) => [v, []]));
for (const v of variants) await page.evaluate((name) => window.runListBench(name), v); // warm-up round
for (let round = 0; round < ROUNDS; round++) {
  for (const v of variants) runs[v].push(await page.evaluate((name) => window.runListBench(name), v));
}
await close();

const results = Object.fromEntries(variants.map((v) => [v, {
  reactMs: +median(runs[v].map((r) => r.reactMs)).toFixed(1),
  wallMs: +median(runs[v].map((r) => r.wallMs)).toFixed(1),
  commits: median(runs[v].map((r) => r.commits)),
  rowsDrawn: median(runs[v].map((r) => r.drawn)),
}]));
const label = {
  plain: 'plain Arco Table, all rows      ',
  engine: 'list engine, all rows          ',
  plainVirtual: 'plain Arco Table, virtualised   ',
  engineVirtual: 'list engine, virtualised (ships)',
};
console.log(`List view: ${ROWS.toLocaleString('en-US')} rows x 20 columns, Chromium, medians of ${ROUNDS} interleaved rounds (React Profiler actualDuration summed over commits; wall = render call to painted table)`);
console.log('variant                           react ms   wall ms  commits  rows drawn');
for (const v of variants) {
  const r = results[v];
  console.log(`${label[v]}  ${String(r.reactMs).padStart(8)}  ${String(r.wallMs).padStart(8)}  ${String(r.commits).padStart(7)}  ${String(r.rowsDrawn).padStart(10)}`);
}
/** Per-round ratios of engine to plain wall time: like with like, measured in the same round. */
const ratios = (engine, plain) => runs[engine].map((r, i) => r.wallMs / runs[plain][i].wallMs);
const allRows = ratios('engine', 'plain');
const virtual = ratios('engineVirtual', 'plainVirtual');
console.log(`engine / plain, all rows: ${median(allRows).toFixed(2)}x (${spread(allRows)}); virtualised: ${median(virtual).toFixed(2)}x (${spread(virtual)})`);
fs.mkdirSync(path.join(BENCH_DIR, 'out'), { recursive: true });
fs.writeFileSync(path.join(BENCH_DIR, 'out', 'list-render.json'), JSON.stringify({ rows: ROWS, rounds: ROUNDS, results, at: new Date().toISOString() }, null, 2));
const size = `${ROWS.toLocaleString('en-US')} rows × 20 columns, ${ROUNDS} rounds`;
record('list-render', size, [
  { measure: 'list render, all rows drawn: engine vs plain Arco Table (wall to painted)', goal: '≤ 1.5×', figure: results.engine.wallMs,
    baseline: results.plain.wallMs, ratio: median(allRows), spread: spread(allRows), unit: 'ms', note: `${results.engine.rowsDrawn} vs ${results.plain.rowsDrawn} rows drawn` },
  { measure: 'list render, virtualised: engine vs plain Arco Table (wall to painted)', goal: '≤ 1.5×', figure: results.engineVirtual.wallMs,
    baseline: results.plainVirtual.wallMs, ratio: median(virtual), spread: spread(virtual), unit: 'ms', note: `${results.engineVirtual.rowsDrawn} vs ${results.plainVirtual.rowsDrawn} rows drawn` },
]);
