import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** `npx vitest run -c bench/form-render.vitest.config.ts`: the form render benchmark in happy-dom. */
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['bench/form-render.tsx'],
    environment: 'happy-dom',
    setupFiles: ['tests/unit/setup-dom.ts'],
    testTimeout: 300_000,
  },
});
