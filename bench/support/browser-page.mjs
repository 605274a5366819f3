// A bench page in Chromium: builds the bench pages (every PAGES entry, one Vite build, with react-dom's profiling
// build so <Profiler> timings survive production mode) into bench/out/bench-pages, serves the build on loopback and
// opens one page in Debian's Chromium (playwright-core). Used by list-render and form-render; within one
// `npm run bench` (BENCH_RUN_ID) the pages are built once.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { BENCH_DIR } from './record.mjs';

const PAGES = [path.join(BENCH_DIR, 'list-render', 'list-render.html'), path.join(BENCH_DIR, 'form-render', 'form-render.html')];
const OUT = path.join(BENCH_DIR, 'out', 'bench-pages');
const STAMP = path.join(OUT, '.run-id');

async function buildPages() {
  const runId = process.env.BENCH_RUN_ID;
  if (runId && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === runId) return;
  await build({
    configFile: false,
    root: BENCH_DIR,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
    build: { outDir: OUT, emptyOutDir: true, chunkSizeWarningLimit: 10_000, rollupOptions: { input: PAGES } },
  });
  if (runId) fs.writeFileSync(STAMP, runId);
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' };

/** @param {{ html: string, query?: string }} options html: the page's entry (one of PAGES); query: its address's query. */
export async function openBenchPage({ html, query = '' }) {
  const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((f) => fs.existsSync(f));
  if (!chromiumPath) throw new Error('Chromium not found (set CHROMIUM_PATH)');
  if (!PAGES.includes(html)) throw new Error(`${html} is not a bench page (browser-page.mjs PAGES)`);
  await buildPages();
  const out = OUT;
  const entry = path.relative(BENCH_DIR, html);
  const server = http.createServer((req, res) => {
    const file = path.join(out, decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/+/, '') || entry);
    if (!file.startsWith(out) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/${entry}${query}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath, headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  const errors = [];
  page.on('pageerror', (error) => {
    errors.push(error.message);
    console.error(`page error: ${error.message}`);
  });
  await page.goto(url);
  await page.waitForFunction(() => globalThis.benchReady === true, undefined, { timeout: 60_000 });
  return {
    page,
    errors,
    async close() {
      await browser.close();
      server.close();
    },
  };
}
