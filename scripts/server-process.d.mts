// Types for server-process.mjs (imported by the e2e global setup).
export declare function freePort(): Promise<number>;
export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  logFile: string;
  startupMs: number;
  pid: number | undefined;
  stop(): Promise<void>;
}
export declare function startServer(options?: {
  env?: Record<string, string>;
  logFile?: string;
  timeoutMs?: number;
  /** A data dir with a seeded database to start from (the server gets a copy). */
  seedFrom?: string;
  /** Extra Node.js flags for the server (e.g. --cpu-prof, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
}): Promise<RunningServer>;
export declare function createScratchDatabase(
  adminUrl: string,
  prefix?: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }>;
