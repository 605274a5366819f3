// List view render cost: 1,000 rows x 20 columns through the list engine (useListController + ListView, with its
// formatters, selection, row buttons, search bar and pager) against a plain Arco Table given the same data, both
// drawing every row and both virtualized. React Profiler (profiling build of react-dom) in Debian's Chromium.
// Prints the medians of 5 mounts per variant after one warm-up; writes bench/out/list-render.json.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
/* global window */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'bench', 'out', 'list-render-page');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((f) => fs.existsSync(f));
if (!CHROMIUM) throw new Error('Chromium not found (set CHROMIUM_PATH)');

await build({
  configFile: false,
  root: path.join(ROOT, 'bench', 'list-render'),
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  // The profiling build keeps <Profiler> timings in a production bundle.
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  build: { outDir: OUT, emptyOutDir: true, rollupOptions: { input: path.join(ROOT, 'bench', 'list-render', 'list-render.html') } },
});

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = http.createServer((req, res) => {
  const file = path.join(OUT, decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/+/, '') || 'list-render.html');
  if (!file.startsWith(OUT) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/list-render.html`;

const browser = await chromium.launch({
  executablePath: CHROMIUM, headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
await page.goto(url);
await page.waitForFunction(() => window.benchReady === true);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const variants = ['plain', 'engine', 'plainVirtual', 'engineVirtual'];
const results = {};
for (const variant of variants) {
  await page.evaluate((v) => window.runListBench(v), variant);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await page.evaluate((v) => window.runListBench(v), variant));
  console.error(`  ${variant}: ${runs.map((r) => r.wallMs.toFixed(0)).join(' ')} ms`);
  results[variant] = {
    reactMs: +median(runs.map((r) => r.reactMs)).toFixed(1),
    wallMs: +median(runs.map((r) => r.wallMs)).toFixed(1),
    commits: median(runs.map((r) => r.commits)),
    rowsDrawn: median(runs.map((r) => r.drawn)),
  };
}
await browser.close();
server.close();

const label = {
  plain: 'plain Arco Table, all rows      ',
  engine: 'list engine, all rows          ',
  plainVirtual: 'plain Arco Table, virtualized   ',
  engineVirtual: 'list engine, virtualized (ships)',
};
console.log(`List view: 1,000 rows x 20 columns, Chromium, median of ${RUNS} mounts (React Profiler actualDuration summed over commits; wall = render call to painted table)`);
console.log('variant                           react ms   wall ms  commits  rows drawn');
for (const v of variants) {
  const r = results[v];
  console.log(`${label[v]}  ${String(r.reactMs).padStart(8)}  ${String(r.wallMs).padStart(8)}  ${String(r.commits).padStart(7)}  ${String(r.rowsDrawn).padStart(10)}`);
}
const ratio = (a, b) => (results[a].wallMs / results[b].wallMs).toFixed(2);
console.log(`engine / plain (all rows): ${ratio('engine', 'plain')}x wall; engine virtualized / plain all rows: ${ratio('engineVirtual', 'plain')}x wall`);
fs.mkdirSync(path.join(ROOT, 'bench', 'out'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench', 'out', 'list-render.json'), JSON.stringify({ runs: RUNS, results, at: new Date().toISOString() }, null, 2));
