// Types for client-build.mjs (imported by the e2e global setup).
export declare const ROOT: string;
export declare const CLIENT_DIR: string;
export declare function clientBuildReason(): string | null;
export declare function buildClient(options?: { stdio?: 'inherit' | 'pipe' | 'ignore' }): Promise<void>;
export declare function ensureClientBuilt(options?: {
  log?: (line: string) => void;
  stdio?: 'inherit' | 'pipe' | 'ignore';
  force?: boolean;
}): Promise<boolean>;
