// `npm run dev`: the server restarted on change (tsx watch, PORT default 3000) and Vite's dev server with
// hot reload (http://127.0.0.1:5173, VITE_PORT to change it, proxying /api and /config.json to the server; see
// vite.config.ts). A taken Vite port is an error, not a silent move to the next one.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './client-build.mjs';

const port = process.env.PORT ?? '3000';
const vitePort = process.env.VITE_PORT ?? '5173';
const children = [
  spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
  spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1', '--port', vitePort, '--strictPort'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: process.env.API_TARGET ?? `http://127.0.0.1:${port}` },
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
