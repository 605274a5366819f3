import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, ensureClientBuilt } from '../../../scripts/client-build.mjs';
import { createScratchDatabase, startServer } from '../../../scripts/server-process.mjs';
import { chromiumPath, CHROMIUM_CANDIDATES } from './chromium.ts';
import { pgliteTemplateDir } from '../../support/test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** Why browser tests are skipped (only outside CI), or '' when Chromium is there. */
    browserSkipReason: string;
  }
}

export const RESULTS_DIR = path.join(ROOT, 'test-results');

/**
 * Once per e2e run: make sure dist/client is current, start the real server on a free port with a fresh
 * copy of the seeded test database (or a fresh PostgreSQL database when E2E_DATABASE_URL is set), and stop it afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let browserSkipReason = '';
  if (!chromiumPath()) {
    const where = process.env.CHROMIUM_PATH ?? CHROMIUM_CANDIDATES.join(' or ');
    if (process.env.CI === 'true') {
      throw new Error(`Chromium not found at ${where}: CI requires it (apt-get install chromium fonts-wqy-zenhei)`);
    }
    browserSkipReason = `Chromium not found at ${where}; browser tests are skipped (apt-get install chromium, or set CHROMIUM_PATH)`;
    console.warn(`\n[e2e] ${browserSkipReason}\n`);
  }

  // scripts/test.mjs builds the client just before and says so; elsewhere build only when stale.
  if (process.env.PORTAL_CLIENT_BUILT !== '1') await ensureClientBuilt({ log: (line) => console.log(`[e2e] ${line}`) });

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const env: Record<string, string> = {
    IDLE_TIMEOUT_MS: process.env.E2E_IDLE_TIMEOUT_MS ?? '300000',
    IDLE_CHECK_MS: process.env.E2E_IDLE_CHECK_MS ?? '1000',
  };
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  if (process.env.E2E_DATABASE_URL) {
    database = await createScratchDatabase(process.env.E2E_DATABASE_URL, 'e2e');
    env.DATABASE_URL = database.url;
  }
  // On PGlite, start from a copy of the seeded test database instead of seeding again (the API suite made it).
  const seedFrom = database ? undefined : await pgliteTemplateDir();
  const server = await startServer({ env, seedFrom, logFile: path.join(RESULTS_DIR, 'e2e-server.log') });
  console.log(
    `[e2e] server on ${server.url} (${database ? `PostgreSQL database ${database.name}` : 'PGlite'}), ready in ${server.startupMs} ms; log: test-results/e2e-server.log`,
  );

  project.provide('baseUrl', server.url);
  project.provide('browserSkipReason', browserSkipReason);

  return async () => {
    await server.stop();
    await database?.drop();
  };
}
