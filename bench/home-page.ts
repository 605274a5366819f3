// Home page in Chromium on the built client: sign-in as admin (univ) through the login form, then the home.
// Cold = a new browser context (empty cache, signing in); warm = the same context reloading /home.
// For each: API calls (fetch, XHR, event stream; a batch counts once) made after the sign-in click (the sign-in call itself
// not counted) or the reload, stored pictures read apart, bytes on the wire (encoded, headers
// included, all requests), time to the first card showing data and to every card showing data.
// Baseline in the same run, interleaved: the same visits with `Accept-Encoding: identity`, i.e. what the browser
// received before replies and assets were compressed.
// Run: node --import tsx bench/home-page.ts   (BENCH_RUNS, default 5). Writes bench/out/home-page.json.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { ensureClientBuilt, ROOT } from '../scripts/client-build.mjs';
import { startServer } from '../scripts/server-process.mjs';
import { pgliteTemplateDir } from '../tests/support/test-database.ts';
import { record, scaled, SCALE } from './support/record.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? scaled({ tiny: 1, full: 5 }));
const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((f) => fs.existsSync(f));
if (!CHROMIUM) throw new Error('Chromium not found (set CHROMIUM_PATH)');
const OUT_DIR = path.join(ROOT, 'bench', 'out');
fs.mkdirSync(OUT_DIR, { recursive: true });

await ensureClientBuilt({ log: (line: string) => console.error(line) });
const server = await startServer({ seedFrom: await pgliteTemplateDir(), logFile: path.join(OUT_DIR, 'home-page-server.log') });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
});

interface Visit { apiRequests: number; pictures: number; requests: number; wireBytes: number; firstCardMs: number; allCardsMs: number; cards: number }

/** Stored pictures (the carousel's slides) come through the file service: counted apart from the API calls. */
const PICTURE_PATH = '/api/portal/system/file/v1/downloadFile';

/**
 * Page-side probe: when the first card and every card first showed data (no loading spinner left inside).
 * A string, not a function: tsx wraps named functions in a `__name` helper that does not exist in the page.
 */
const PROBE = `(() => {
  window.__homeMarks = {};
  const check = () => {
    const cells = [...document.querySelectorAll('[data-testid=home-cell]')];
    if (cells.length === 0) return;
    const ready = cells.filter((c) => !c.querySelector('.arco-spin-loading'));
    const now = performance.now();
    if (ready.length > 0 && window.__homeMarks.first === undefined) window.__homeMarks.first = now;
    if (ready.length === cells.length) { window.__homeMarks.all ??= now; window.__homeMarks.cards = cells.length; } else window.__homeMarks.all = undefined;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

async function measure(page: Page, context: BrowserContext, act: () => Promise<void>): Promise<Visit> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const kinds = new Map<string, string | undefined>();
  const signIn = new Set<string>();
  let wireBytes = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    urls.set(e.requestId, e.request.url);
    kinds.set(e.requestId, e.type);
    if (e.request.method === 'POST' && new URL(e.request.url).pathname === '/api/uc/auth') signIn.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => { wireBytes += e.encodedDataLength; });
  const started = Date.now();
  await act();
  await page.waitForURL(/\/home/, { timeout: 60_000 });
  try {
    await page.waitForFunction(() => {
      const m = (window as unknown as { __homeMarks?: { all?: number } }).__homeMarks;
      return m?.all !== undefined;
    }, undefined, { timeout: 60_000, polling: 50 });
  } catch (error) {
    const cells = await page.evaluate(() => [...document.querySelectorAll('[data-testid=home-cell]')].map((c) =>
      `${c.getAttribute('data-alias')}: spin=${Boolean(c.querySelector('.arco-spin-loading'))} text=${(c.textContent ?? '').trim().length}`));
    throw new Error(`cards not all showing data at ${page.url()}: ${cells.join('; ') || 'no cells'}`, { cause: error });
  }
  // Whatever the home still asks for once every card shows (none expected) is counted too.
  await page.waitForTimeout(1500);
  const marks = await page.evaluate(() => {
    const w = window as unknown as { __homeMarks: { first: number; all: number; cards: number } };
    // Navigation start of this document on the page's clock is 0: marks are ms since the home document began.
    return { ...w.__homeMarks, navStart: performance.timeOrigin };
  });
  await cdp.detach();
  const entries = [...urls.entries()].filter(([id]) => !signIn.has(id));
  const list = entries.map(([, url]) => url);
  // API calls: fetch, XHR and the counters' event stream to /api/ (the batch counts once, whatever it holds).
  const calls = entries.filter(([id, url]) => new URL(url).pathname.startsWith('/api/') && ['Fetch', 'XHR', 'EventSource'].includes(kinds.get(id) ?? ''));
  // Sign-in reloads into /home: count from the click, ms from the click (the document clock starts at its navigation).
  const docStartOffset = marks.navStart - started;
  return {
    apiRequests: calls.filter(([, u]) => new URL(u).pathname !== PICTURE_PATH).length,
    pictures: calls.filter(([, u]) => new URL(u).pathname === PICTURE_PATH).length,
    requests: list.length,
    wireBytes,
    firstCardMs: Math.round(marks.first + docStartOffset),
    allCardsMs: Math.round(marks.all + docStartOffset),
    cards: marks.cards,
  };
}

async function visitPair(identity: boolean): Promise<{ cold: Visit; warm: Visit }> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: identity ? { 'Accept-Encoding': 'identity' } : {},
  });
  await context.addInitScript({ content: PROBE });
  await context.addInitScript(() => localStorage.setItem('lang', 'zh-CN'));
  const page = await context.newPage();
  await page.goto(`${server.url}/login?tenant=univ`);
  await page.locator('[data-testid="login-account"]').fill('admin');
  await page.locator('[data-testid="login-password"]').fill('Demo@2026');
  const cold = await measure(page, context, () => page.locator('[data-testid="login-submit"]').click());
  const warm = await measure(page, context, async () => { await page.reload(); });
  await context.close();
  return { cold, warm };
}

const results: Record<'coldCompressed' | 'coldIdentity' | 'warmCompressed' | 'warmIdentity', Visit[]> = { coldCompressed: [], coldIdentity: [], warmCompressed: [], warmIdentity: [] };
try {
  if (SCALE !== 'tiny') await visitPair(false); // warm-up: server caches, Chromium's first start
  for (let i = 0; i < RUNS; i++) {
    for (const identity of i % 2 === 0 ? [false, true] : [true, false]) {
      const { cold, warm } = await visitPair(identity);
      results[identity ? 'coldIdentity' : 'coldCompressed'].push(cold);
      results[identity ? 'warmIdentity' : 'warmCompressed'].push(warm);
      console.error(`  run ${i + 1} ${identity ? 'identity  ' : 'compressed'}: cold ${cold.allCardsMs} ms ${(cold.wireBytes / 1024).toFixed(0)} KiB ${cold.apiRequests} api; warm ${warm.allCardsMs} ms ${(warm.wireBytes / 1024).toFixed(0)} KiB ${warm.apiRequests} api`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const summarise = (visits: Visit[]) => ({
  apiRequests: median(visits.map((v) => v.apiRequests)),
  pictures: median(visits.map((v) => v.pictures)),
  requests: median(visits.map((v) => v.requests)),
  wireKiB: +(median(visits.map((v) => v.wireBytes)) / 1024).toFixed(1),
  firstCardMs: median(visits.map((v) => v.firstCardMs)),
  allCardsMs: median(visits.map((v) => v.allCardsMs)),
  cards: median(visits.map((v) => v.cards)),
});
const summary = {
  coldCompressed: summarise(results.coldCompressed),
  coldIdentity: summarise(results.coldIdentity),
  warmCompressed: summarise(results.warmCompressed),
  warmIdentity: summarise(results.warmIdentity),
};
fs.writeFileSync(path.join(OUT_DIR, 'home-page.json'), JSON.stringify({ runs: RUNS, summary, results }, null, 2));
console.log(`Home page (admin, univ, 1440x900, built client, PGlite), median of ${RUNS} visits per variant; baseline = Accept-Encoding: identity`);
console.log('variant           api req  pictures  all req  wire KiB  first card ms  all cards ms  cards');
for (const [k, s] of Object.entries(summary)) {
  console.log(`${k.padEnd(16)}  ${String(s.apiRequests).padStart(7)}  ${String(s.pictures).padStart(8)}  ${String(s.requests).padStart(7)}  ${String(s.wireKiB).padStart(8)}  ${String(s.firstCardMs).padStart(13)}  ${String(s.allCardsMs).padStart(12)}  ${String(s.cards).padStart(5)}`);
}
console.log(`cold wire bytes compressed / identity: ${(summary.coldCompressed.wireKiB / summary.coldIdentity.wireKiB).toFixed(2)}x`);
const cc = summary.coldCompressed;
const ci = summary.coldIdentity;
record('home-page', `${RUNS} visits per variant, PGlite`, [
  { measure: 'home after sign-in (cold): time to every card showing data', goal: '', figure: cc.allCardsMs, baseline: ci.allCardsMs, unit: 'ms', note: 'baseline: uncompressed' },
  { measure: 'home after sign-in (cold): bytes on the wire', goal: '', figure: cc.wireKiB, baseline: ci.wireKiB, unit: 'KiB', note: 'baseline: uncompressed' },
  { measure: 'home after sign-in (cold): API calls', goal: '', figure: cc.apiRequests },
  { measure: 'home reload (warm): time to every card showing data', goal: '', figure: summary.warmCompressed.allCardsMs, baseline: summary.warmIdentity.allCardsMs, unit: 'ms' },
]);
