// Types for record.mjs (imported by the .ts benches).
export declare const BENCH_DIR: string;
export type Scale = 'tiny' | 'full';
export declare const SCALE: Scale;
export declare function scaled<T>(values: Record<Scale, T>): T;
export declare const RESULTS_DIR: string;
export declare function machine(): string;
export interface ResultRow {
  measure: string;
  goal?: string;
  figure: number;
  baseline?: number | null;
  ratio?: number | null;
  unit?: string;
  spread?: string;
  note?: string;
}
export declare function record(bench: string, size: string, rows: ResultRow[]): unknown;
export declare function percentile(samples: number[], p: number): number;
export declare function spread(values: number[], digits?: number): string;
