// What every benchmark shares: its scale (BENCH_SCALE=tiny|full) and where it records its figures.
// Each bench calls record() once with its rows; scripts/bench.mjs gathers the files into bench/results.md.
// A row: measure, goal (text, may be ''), figure and baseline (numbers in `unit`, baseline from the same run),
// ratio (figure / baseline unless given), spread (text, e.g. the ratio's range over interleaved rounds).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** tiny: the CI smoke (seconds, proves the bench runs); full: the sizes the goals name (the lead's quiet run). */
export const SCALE = process.env.BENCH_SCALE === 'tiny' ? 'tiny' : 'full';

/** The value for this run's scale. */
export function scaled(values) {
  return values[SCALE];
}

/** Where a run writes its per-bench records (the smoke run points this away from the committed results). */
export const RESULTS_DIR = process.env.BENCH_RESULTS_DIR ? path.resolve(process.env.BENCH_RESULTS_DIR) : path.join(BENCH_DIR, 'out', 'results');

export function machine() {
  const cpus = os.cpus();
  const model = (cpus[0]?.model ?? 'cpu').replace(/\s+/g, ' ').trim();
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  return `${cpus.length} × ${model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, load ${load}`;
}

const MACHINE_AT_START = machine();

/**
 * Records this bench's figures: `size` says what the scale meant here (e.g. "1,000,000 patents").
 * @param {string} bench
 * @param {string} size
 * @param {Array<{measure: string, goal?: string, figure: number, baseline?: number | null, ratio?: number | null, unit?: string, spread?: string, note?: string}>} rows
 */
export function record(bench, size, rows) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const out = {
    bench, scale: SCALE, size, date: new Date().toISOString(), machine: MACHINE_AT_START,
    rows: rows.map((row) => ({
      ...row,
      ratio: row.ratio ?? (row.baseline ? row.figure / row.baseline : null),
    })),
  };
  for (const row of out.rows) {
    if (!Number.isFinite(row.figure)) throw new Error(`${bench}: "${row.measure}" has no figure (${row.figure})`);
  }
  fs.writeFileSync(path.join(RESULTS_DIR, `${bench}.json`), `${JSON.stringify(out, null, 2)}\n`);
  return out;
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Min..max of a list as text with `digits` decimals. */
export function spread(values, digits = 2) {
  return `${Math.min(...values).toFixed(digits)}..${Math.max(...values).toFixed(digits)}`;
}
