// Form typing cost in Chromium (playwright-core, Debian's Chromium) on the built widgets: a form of 300 fields
// (250 inputs, 50 formulas) through the engine's FormView, typed into with real key events at human pace (one key
// every KEY_GAP_MS, long enough for the formulas' debounce to run between keys). Per keystroke, from its keydown
// until the next, from Chromium's trace of the renderer's main thread: its busy time (handling, render, commit,
// layout, paint and the formulas the keystroke set off), the wall time until it was idle again, and React commits. Beside it in the same run, interleaved (one round of
// each variant after another): the same FormView with its formulas off, and a plain rjsf Form with the engine's Arco
// theme and the same schema (the baseline).
//   node --import tsx bench/form-render.ts        (BENCH_SCALE=tiny: 60 fields, 10 formulas, 5 keys, 1 round)
// Writes bench/out/form-render.json and its record for bench/results.md.
import fs from 'node:fs';
import path from 'node:path';
import { openBenchPage } from './support/browser-page.mjs';
import { BENCH_DIR, percentile, record, scaled, spread } from './support/record.mjs';

const INPUTS = scaled({ tiny: 50, full: 250 });
const FORMULAS = scaled({ tiny: 10, full: 50 });
const KEYS = scaled({ tiny: 5, full: 20 });
const ROUNDS = scaled({ tiny: 1, full: 3 });
const KEY_GAP_MS = 250;
const TEXT = 'patentsearchbatteryx';

type Variant = 'engine' | 'engineNoFormulas' | 'plainArco';
interface Keystroke { busyMs: number; idleMs: number; commits: number }
const variants: Variant[] = ['engine', 'engineNoFormulas', 'plainArco'];
const label: Record<Variant, string> = {
  engine: `engine FormView, ${FORMULAS} formulas`,
  engineNoFormulas: 'engine FormView, formulas off',
  plainArco: 'plain rjsf Form, Arco theme (baseline)',
};

const { page, errors, close } = await openBenchPage({
  html: path.join(BENCH_DIR, 'form-render', 'form-render.html'), query: `?inputs=${INPUTS}&formulas=${FORMULAS}`,
});

interface TraceEvent { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string; data?: { type?: string } } }
/** Tasks shorter than this do not end a keystroke's work (the renderer's own housekeeping runs all the time). */
const IDLE_TASK_MS = 1;

/**
 * Per keydown in Chromium's trace (renderer main thread), until the next keydown: `busyMs` the summed RunTask time
 * (event handling, render, commit, layout, paint and the formulas the debounce ran), `idleMs` the wall time from the
 * keydown to the end of the last task of IDLE_TASK_MS or more.
 */
function keystrokesOf(trace: Buffer): { busyMs: number; idleMs: number }[] {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const keydowns = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown').sort((a, b) => a.ts - b.ts);
  if (!keydowns.length) return [];
  const { pid, tid } = keydowns[0]!;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === pid && e.tid === tid && e.dur !== undefined);
  const end = Math.max(...tasks.map((t) => t.ts + t.dur!));
  return keydowns.map((k, i) => {
    const until = keydowns[i + 1]?.ts ?? end;
    const inside = tasks.filter((t) => t.ts + t.dur! > k.ts && t.ts < until)
      .map((t) => ({ from: Math.max(t.ts, k.ts), to: Math.min(t.ts + t.dur!, until) }));
    const busy = inside.reduce((sum, t) => sum + (t.to - t.from), 0);
    const last = inside.filter((t) => t.to - t.from >= IDLE_TASK_MS * 1000).at(-1);
    return { busyMs: busy / 1000, idleMs: last ? (last.to - k.ts) / 1000 : 0 };
  });
}

const browser = page.context().browser()!;
async function typeInto(variant: Variant): Promise<Keystroke[]> {
  const call = <T>(name: string, arg?: string) => page.evaluate(([n, a]) => (window as unknown as Record<string, (a?: string) => T>)[n!]!(a), [name, arg] as const);
  await call('mountForm', variant);
  await call('startCounting');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  for (let k = 0; k < KEYS; k++) {
    await page.keyboard.press(TEXT[k % TEXT.length]!);
    await page.waitForTimeout(KEY_GAP_MS);
  }
  await page.waitForTimeout(400);
  const trace = await browser.stopTracing();
  const commits = await call<number[]>('commitsPerKey');
  const times = keystrokesOf(trace);
  if (times.length !== KEYS || commits.length !== KEYS) throw new Error(`${variant}: ${times.length} keydowns traced, ${commits.length} seen, for ${KEYS} keys`);
  return times.map((t, i) => ({ ...t, commits: commits[i]! }));
}

await typeInto('engine'); // warm-up: the code paths every variant shares are compiled before timing
const keystrokes: Record<Variant, Keystroke[]> = { engine: [], engineNoFormulas: [], plainArco: [] };
const roundRatios: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const p95: Partial<Record<Variant, number>> = {};
  for (const v of variants) {
    const typed = await typeInto(v);
    keystrokes[v].push(...typed);
    p95[v] = percentile(typed.map((k) => k.busyMs), 95);
  }
  roundRatios.push(p95.engine! / p95.plainArco!);
}
const value = await page.inputValue('#root_title');
await close();
if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
if (value !== TEXT.slice(0, KEYS)) throw new Error(`typed "${TEXT.slice(0, KEYS)}", the field shows "${value}"`);

const summary = Object.fromEntries(variants.map((v) => {
  const ks = keystrokes[v];
  return [v, {
    busyP50: percentile(ks.map((k) => k.busyMs), 50), busyP95: percentile(ks.map((k) => k.busyMs), 95),
    idleP50: percentile(ks.map((k) => k.idleMs), 50), idleP95: percentile(ks.map((k) => k.idleMs), 95),
    commitsMax: Math.max(...ks.map((k) => k.commits)), commitsP50: percentile(ks.map((k) => k.commits), 50),
  }];
})) as unknown as Record<Variant, Record<'busyP50' | 'busyP95' | 'idleP50' | 'idleP95' | 'commitsMax' | 'commitsP50', number>>;

console.log(`\nForm typing in Chromium: ${INPUTS + FORMULAS} fields, ${FORMULAS} formulas, ${KEYS} keys a round at one per ${KEY_GAP_MS} ms, ${ROUNDS} interleaved rounds`);
console.log('variant                                   busy p50   busy p95   to idle p50  to idle p95  commits/key (p50, max)');
for (const v of variants) {
  const s = summary[v]!;
  console.log(`${label[v].padEnd(40)} ${s.busyP50.toFixed(1).padStart(8)} ms ${s.busyP95.toFixed(1).padStart(7)} ms ${s.idleP50.toFixed(1).padStart(9)} ms ${s.idleP95.toFixed(1).padStart(9)} ms   ${s.commitsP50}, ${s.commitsMax}`);
}
fs.mkdirSync(path.join(BENCH_DIR, 'out'), { recursive: true });
fs.writeFileSync(path.join(BENCH_DIR, 'out', 'form-render.json'), JSON.stringify({ inputs: INPUTS, formulas: FORMULAS, keys: KEYS, rounds: ROUNDS, summary, at: new Date().toISOString() }, null, 2));
const e = summary.engine!;
const b = summary.plainArco!;
record('form-render', `${INPUTS + FORMULAS} fields, ${FORMULAS} formulas, ${KEYS} keys × ${ROUNDS} rounds, Chromium`, [
  { measure: 'form keystroke, main-thread time until the next key (formulas included), p95: engine vs plain rjsf (Arco theme)', goal: '≤ 16 ms',
    figure: e.busyP95!, baseline: b.busyP95!, ratio: roundRatios.length > 1 ? percentile(roundRatios, 50) : null, spread: roundRatios.length > 1 ? spread(roundRatios) : undefined, unit: 'ms' },
  { measure: 'form keystroke, wall time from keydown until idle (debounce wait included), p95', goal: '', figure: e.idleP95!, baseline: b.idleP95!, unit: 'ms' },
  { measure: 'form keystroke, React commits per key (max)', goal: '≤ 2', figure: e.commitsMax!, baseline: b.commitsMax! },
  { measure: 'form keystroke, formulas off (engine cost without formulas), p95 main-thread time', goal: '', figure: summary.engineNoFormulas!.busyP95!, baseline: b.busyP95!, unit: 'ms' },
]);
