// `npm start`: build the client when dist/client is missing or older than its sources, then run the server
// (which migrates, seeds the demo data once unless PORTAL_DEMO=off, and serves dist/client). PORT, HOST, DATA_DIR,
// DATABASE_URL, PORTAL_DEMO apply.
import { spawn } from 'node:child_process';
import { ROOT, ensureClientBuilt } from './client-build.mjs';

try {
  await ensureClientBuilt();
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
