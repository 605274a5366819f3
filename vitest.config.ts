import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Test projects (run one with `npx vitest run --project <name>`; `npm test` runs them all in order):
 * - unit      plain TypeScript tests (*.test.ts) in Node
 * - unit-dom  component tests (*.test.tsx, or a .ts file with `// @vitest-environment happy-dom`) in happy-dom
 * - api       Fastify integration tests against a fresh seeded database per file (PGlite, or PostgreSQL
 *             when TEST_DATABASE_URL is set)
 * - e2e       the real server and the built client driven in Chromium, one file at a time
 */
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
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Each file starts its own database (PGlite ~1 s, or a PostgreSQL database); two cores.
          maxWorkers: 2,
          fileParallelism: true,
          testTimeout: 30_000,
          hookTimeout: 300_000,
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
