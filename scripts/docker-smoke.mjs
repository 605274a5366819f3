// `node scripts/docker-smoke.mjs`: builds the Dockerfile, starts the image with the embedded database and checks what
// the deployment relies on: GET /api/health answers 200, the client is served precompressed, the server does not run
// as root, and Docker's own HEALTHCHECK reports healthy; `docker compose config` checks deploy/compose.yaml when the
// compose plugin is there. Without a Docker daemon (CI has none) it says so and exits 0. DOCKER_SMOKE_TAG names the
// image (default patent-portal:smoke); DOCKER_SMOKE_KEEP=1 keeps it afterwards.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './client-build.mjs';
import { freePort } from './server-process.mjs';

const TAG = process.env.DOCKER_SMOKE_TAG || 'patent-portal:smoke';
const say = (text) => console.log(`[docker-smoke] ${text}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function docker(args, { quiet = false } = {}) {
  const result = spawnSync('docker', args, { cwd: ROOT, encoding: 'utf8', stdio: quiet ? 'pipe' : ['ignore', 'pipe', 'pipe'] });
  return { ok: result.status === 0, out: (result.stdout ?? '').trim(), err: (result.stderr ?? '').trim() || result.error?.message || '' };
}

/** Streams a long docker command's output (the build) and resolves with its exit code. */
function dockerStreaming(args) {
  return new Promise((resolve) => {
    const child = spawn('docker', args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const info = docker(['info', '--format', '{{.ServerVersion}}'], { quiet: true });
if (!info.ok) {
  say(`skipped: no Docker daemon here (docker info: ${info.err.split('\n')[0] || 'docker not found'}). The Dockerfile is built where Docker runs.`);
  process.exit(0);
}
say(`Docker ${info.out}: building ${TAG}`);

const failures = [];
const check = (ok, text) => {
  say(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  if (!ok) failures.push(text);
};

if (docker(['compose', 'version'], { quiet: true }).ok) {
  const config = docker(['compose', '-f', path.join('deploy', 'compose.yaml'), 'config', '--quiet'], { quiet: true });
  check(config.ok, `deploy/compose.yaml is a valid compose file${config.ok ? '' : `: ${config.err}`}`);
}

if ((await dockerStreaming(['build', '--pull', '-t', TAG, '.'])) !== 0) {
  say('FAIL docker build');
  process.exit(1);
}

const port = await freePort();
const run = docker(['run', '-d', '--rm', '-p', `127.0.0.1:${port}:3000`, TAG]);
if (!run.ok) {
  say(`FAIL docker run: ${run.err}`);
  process.exit(1);
}
const id = run.out;
const url = `http://127.0.0.1:${port}`;
try {
  // The first start migrates and seeds the demo data (a minute or two).
  let health;
  for (const started = Date.now(); Date.now() - started < 300_000; await sleep(2000)) {
    try {
      health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (health.ok) break;
    } catch {
      // not listening yet
    }
    if (!docker(['inspect', '--format', '{{.State.Running}}', id], { quiet: true }).out.includes('true')) break;
  }
  const body = health ? await health.json().catch(() => ({})) : {};
  check(health?.status === 200 && body.status === 'ok', `GET /api/health answers 200 ${JSON.stringify(body)}`);

  const page = await fetch(`${url}/`);
  const html = await page.text();
  check(page.ok && html.includes('<div id="root">'), 'GET / serves the built client');
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  const asset = script ? await fetch(`${url}${script}`, { headers: { 'accept-encoding': 'br' } }) : undefined;
  check(asset?.headers.get('content-encoding') === 'br', `the client's script ${script ?? '(none found)'} comes precompressed (br)`);

  const uid = docker(['exec', id, 'id', '-u'], { quiet: true }).out;
  check(uid !== '' && uid !== '0', `the server runs as an unprivileged user (uid ${uid || '?'})`);
  const dump = docker(['exec', id, 'pg_dump', '--version'], { quiet: true });
  check(dump.ok, `pg_dump is there for npm run backup (${dump.out || dump.err})`);

  let status = '';
  for (const started = Date.now(); Date.now() - started < 90_000; await sleep(3000)) {
    status = docker(['inspect', '--format', '{{.State.Health.Status}}', id], { quiet: true }).out;
    if (status === 'healthy' || status === 'unhealthy') break;
  }
  check(status === 'healthy', `Docker's HEALTHCHECK reports ${status || 'nothing'}`);
} finally {
  if (failures.length) console.log(docker(['logs', '--tail', '60', id], { quiet: true }).out);
  docker(['stop', id], { quiet: true });
  if (process.env.DOCKER_SMOKE_KEEP !== '1') docker(['image', 'rm', TAG], { quiet: true });
}
say(failures.length ? `${failures.length} check(s) failed` : 'all checks passed');
process.exit(failures.length ? 1 : 0);
