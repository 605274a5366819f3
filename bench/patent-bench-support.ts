// Helpers of the patent benchmarks: timing, percentiles, a second connection with index scans switched off.
import { openDatabase, type DatabaseHandle } from '../src/server/db/database.ts';

export const DEFAULT_URL = 'postgres://postgres@127.0.0.1:55610/patents1m';

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export async function timeRuns(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return samples;
}

export const ms = (value: number) => `${value.toFixed(1).padStart(9)} ms`;

/** The same database with every index access path disabled: the planner must scan tables sequentially. */
export async function openSeqScan(url: string): Promise<DatabaseHandle> {
  const options = encodeURIComponent('-c enable_indexscan=off -c enable_bitmapscan=off -c enable_indexonlyscan=off');
  return openDatabase({ databaseUrl: `${url}${url.includes('?') ? '&' : '?'}options=${options}`, poolSize: 2 });
}
