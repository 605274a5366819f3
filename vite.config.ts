import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/vite-precompress.ts';

const server = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/** Client build: dist/client is what the Fastify server serves (and falls back to for client routes). */
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    // Databases, uploads and test output change all the time and are no source: watching them only uses up
    // the machine's file watchers (ENOSPC).
    watch: { ignored: ['**/.tmp/**', `${fileURLToPath(new URL('./data', import.meta.url))}/**`, '**/test-results/**', '**/dist/**'] },
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/config.json': { target: server, changeOrigin: false },
    },
  },
});
