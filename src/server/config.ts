import path from 'node:path';

/** Runtime settings read from the environment (api-conventions.md, "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL URL; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Lifetime of an access token, seconds. */
  accessTokenSeconds: number;
  /** Lifetime of a refresh token, seconds. */
  refreshTokenSeconds: number;
  /** A refresh token sent again within this many seconds (two tabs at once) gets the same pair instead of revoking. */
  refreshGraceSeconds: number;
  /** Failed sign-ins (per account) before a temporary lock. */
  lockAfterFailures: number;
  /** Length of the temporary lock and of the failure-counting window, seconds. */
  lockSeconds: number;
  /** Failed sign-ins from one address within the window before 429. */
  addressFailureLimit: number;
  /** Calls to /api per session (or, without a valid token, per client address) within the window; 0: no limit. */
  rateLimitMax: number;
  /** The window of `rateLimitMax`, seconds. */
  rateLimitWindowSeconds: number;
  /** Idle timeout handed to clients (minutes) when the user has none of their own. */
  idleMinutes: number;
  /** Folder of the built client; served when it exists. */
  clientDir: string;
  /** Log requests. */
  logger: boolean;
  /** Trust X-Forwarded-For (set TRUST_PROXY=1 only behind a reverse proxy). */
  trustProxy: boolean;
  /** Server processes sharing the port (SERVER_PROCESSES; above 1 needs DATABASE_URL). */
  processes: number;
  /** Seed the demo tenants on start (PORTAL_DEMO, default on; `off` for a real install: docs/deploy.md, "A first tenant"). */
  demo: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 3600),
    refreshTokenSeconds: Number(env.REFRESH_TOKEN_SECONDS ?? 7 * 24 * 3600),
    refreshGraceSeconds: Number(env.REFRESH_GRACE_SECONDS ?? 10),
    lockAfterFailures: Number(env.LOCK_AFTER_FAILURES ?? 5),
    lockSeconds: Number(env.LOCK_SECONDS ?? 15 * 60),
    addressFailureLimit: Number(env.ADDRESS_FAILURE_LIMIT ?? 30),
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 1200),
    rateLimitWindowSeconds: Number(env.RATE_LIMIT_WINDOW_SECONDS ?? 60),
    idleMinutes: Number(env.IDLE_MINUTES ?? 30),
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
    logger: env.LOG_REQUESTS === '1',
    trustProxy: env.TRUST_PROXY === '1',
    processes: processCount(env.SERVER_PROCESSES),
    demo: demoSetting(env.PORTAL_DEMO),
  };
}

function processCount(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error(`SERVER_PROCESSES must be a whole number from 1 to 64, not "${value}"`);
  return count;
}

function demoSetting(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`PORTAL_DEMO must be on or off, not "${value}"`);
}
