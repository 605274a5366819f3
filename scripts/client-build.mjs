// Builds the client (vite build -> dist/client) when it is missing or older than its sources.
// Shared by `npm start`, `npm test`, the e2e global setup and the client-size benchmark.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// CLIENT_DIR (also read by the server) lets parallel work trees build and serve separate copies.
export const CLIENT_DIR = process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(ROOT, 'dist', 'client');
const INDEX_HTML = path.join(CLIENT_DIR, 'index.html');

// What the browser bundle is made of; the server (src/server) is not part of it.
const SOURCES = ['index.html', 'vite.config.ts', 'package-lock.json', 'public', 'src', 'widgets', 'schemas'];
const SKIP_DIRS = new Set(['node_modules', 'server', '.git']);

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
    if (entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx') || entry.name.endsWith('.stories.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why the client needs building, or null when dist/client is up to date. */
export function clientBuildReason() {
  let built;
  try {
    built = fs.statSync(INDEX_HTML).mtimeMs;
  } catch {
    return 'dist/client/index.html is missing';
  }
  const newest = Math.max(...SOURCES.map((name) => newestMtime(path.join(ROOT, name))));
  return newest > built ? 'client sources changed since the last build' : null;
}

/** Runs `vite build`; resolves when it succeeds, rejects with its exit code otherwise. */
export function buildClient({ stdio = 'inherit' } = {}) {
  const viteBin = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    // Vitest sets NODE_ENV=test for the e2e global setup; inherited, it would make Vite bundle React's dev build.
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(process.execPath, [viteBin, 'build', '--outDir', CLIENT_DIR, '--emptyOutDir'], { cwd: ROOT, stdio, env });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Builds when needed. Returns true when it built. */
export async function ensureClientBuilt({ log = console.log, stdio = 'inherit', force = false } = {}) {
  const reason = force ? 'forced' : clientBuildReason();
  if (!reason) return false;
  log(`[client] building with vite: ${reason}`);
  await buildClient({ stdio });
  return true;
}
