import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Test projects (run one with `npx vitest run --project <name>`; `npm test` runs them all in order):
 * - unit      plain TypeScript tests (*.test.ts) in Node
 * - unit-dom  component tests (*.test.tsx, or a .ts file with `// @vitest-environment happy-dom`) in happy-dom
 * - api       Fastify integration tests against a fresh seeded database per file (PGlite, or PostgreSQL
 *             when TEST_DATABASE_URL is set); api-mocking: the few that mock a server module
 * - e2e       the real server and the built client driven in Chromium, one file at a time
 */
/** The API suite's settings: each file starts its own database (PGlite ~1 s, or a PostgreSQL database); two cores. */
const API = {
  environment: 'node',
  pool: 'forks',
  maxWorkers: 2,
  fileParallelism: true,
  testTimeout: 30_000,
  hookTimeout: 300_000,
} as const;
const API_MOCKING = ['tests/api/hardening-races.test.ts'];

const unitInclude = ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];

export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unitInclude.map((glob) => glob.replace('{ts,tsx}', 'ts')),
          environment: 'node',
          // Plain functions: the files share a worker's module graph (under load, 344 s isolated, 82 s not).
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit-dom',
          include: unitInclude.map((glob) => glob.replace('{ts,tsx}', 'tsx')),
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup-dom.ts'],
          // npm test runs these beside the browser suite on two cores: a slow step is not a failure.
          testTimeout: 20_000,
          // Isolated (the default): a file sharing the document with the one before met what Arco had left in it
          // (a closing confirm's 确定), so each file keeps a document of its own.
        },
      },
      {
        extends: true,
        test: {
          ...API,
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: API_MOCKING,
          // A worker runs its files one after another in one module graph: importing the server's modules again for
          // every file was most of the suite's time (a 14-file sample: 117 s isolated, 58 s not). Files own their
          // app and database; what the server keeps per process is keyed so databases do not meet
          // (tests/support/test-database.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...API,
          // Files that replace a server module (vi.mock) get a module graph of their own.
          name: 'api-mocking',
          include: API_MOCKING,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { concurrent: false },
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
