// `npm test`: every check CI runs, in order, with a summary and a final `N passed, N failed` line.
//   node scripts/test.mjs                 all steps
//   node scripts/test.mjs unit api        only the named steps (typecheck lint unit api api-pg e2e bench)
// After typecheck + lint, on a machine of four cores or more (and in CI) the steps run in two lanes side by side:
// unit, api, api-pg, bench one after another in one, e2e in the other; each line of their output is prefixed with its step.
// TEST_LANES=1 runs every step one after another (the default below four cores), TEST_LANES=2 forces the lanes.
// Under CI=true the PostgreSQL API run (TEST_DATABASE_URL) and Chromium (for e2e) are required.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT, ensureClientBuilt } from './client-build.mjs';

const CI = process.env.CI === 'true';
const RESULTS_DIR = path.join(ROOT, 'test-results');
const STEP_TIMEOUT_MS = Number(process.env.TEST_STEP_TIMEOUT_MIN ?? 25) * 60_000;
const bin = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);
const VITEST = bin('vitest', 'vitest.mjs');

const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child, 'SIGTERM');
    process.exit(130);
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Copies a child's output to ours line by line, each line prefixed (steps running side by side); `keep` sees each line. */
function pipePrefixed(stream, target, prefix, keep) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) {
      target.write(`${prefix}${line}\n`);
      keep(line);
    }
  });
  stream.on('end', () => {
    if (pending) {
      target.write(`${prefix}${pending}\n`);
      keep(pending);
    }
  });
}

const ERROR_START = /Unhandled (Error|Rejection)/;
const ERROR_LINES = 40;

/**
 * What a step printed that explains a failure without a failed test (vitest's unhandled errors, a crash): the lines
 * from the first error on (at most ERROR_LINES), and the last lines. Kept as the output streams, for the summary.
 */
function outputKeeper() {
  const tail = [];
  const firstError = [];
  let collecting = false;
  const keep = (line) => {
    const plain = stripVTControlCharacters(line);
    if (!collecting && !firstError.length && ERROR_START.test(plain)) collecting = true;
    if (collecting) {
      firstError.push(plain);
      if (firstError.length >= ERROR_LINES) collecting = false;
    }
    tail.push(plain);
    if (tail.length > 25) tail.shift();
  };
  const excerpt = () => {
    const lines = firstError.length ? [...firstError, '...', ...tail] : tail;
    return lines.filter((line) => line.trim()).map((line) => `    ${line}`).join('\n');
  };
  return { keep, excerpt };
}

/**
 * Runs a command in its own process group; `buffer` collects output to print later (parallel steps),
 * `prefix` streams it with each line prefixed.
 */
function run(command, args, { env = process.env, buffer = false, prefix = '' } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let output = '';
    const kept = outputKeeper();
    if (buffer) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    } else {
      pipePrefixed(child.stdout, process.stdout, prefix, kept.keep);
      pipePrefixed(child.stderr, process.stderr, prefix, kept.keep);
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child, 'SIGKILL');
    }, STEP_TIMEOUT_MS);
    child.on('error', (error) => {
      output += `${error.message}\n`;
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      if (timedOut) output += `\n[test] killed after ${STEP_TIMEOUT_MS / 60_000} min (TEST_STEP_TIMEOUT_MIN)\n`;
      resolve({ ok: code === 0 && !timedOut, code: code ?? signal, output, excerpt: kept.excerpt() });
    });
  });
}

/** Counts from a vitest json report; null when the run wrote none (crashed before the end). */
function readCounts(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  } catch {
    return null;
  }
}

/**
 * The failed tests of a vitest json report, each with the first lines of its message: repeated in the summary, since
 * with lanes side by side a failure's own lines may lie far above the end of the log (and CI shows the end).
 */
function readFailures(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    const failures = [];
    for (const suite of report.testResults ?? []) {
      const relative = path.relative(ROOT, suite.name ?? '');
      const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) {
        failures.push(`${relative} > ${test.fullName ?? test.title}\n${firstLines((test.failureMessages ?? []).join('\n'), 6)}`);
      }
      // A file that failed outside its tests (import error, hook) has no failed test to name.
      if (!failed.length && suite.status === 'failed') failures.push(`${relative}\n${firstLines(suite.message ?? '', 6)}`);
    }
    return failures;
  } catch {
    return [];
  }
}

function firstLines(text, count) {
  return text.split('\n').filter((line) => line.trim()).slice(0, count).map((line) => `    ${line}`).join('\n');
}

// Lanes side by side: on two cores the API suite (two workers) and the browser suite slow each other by about half
// (a trial run: e2e 896 s alone, 1,338 s beside the API suite), yet the two lanes end sooner than the steps in a row,
// since the browser lane waits much of the time. The default here is lanes from four cores on (a developer's machine
// stays responsive); CI sets TEST_LANES=2 (.ci/run). TEST_LANES=1 forces one after another, TEST_LANES=2 the lanes.
const LANES = process.env.TEST_LANES ? process.env.TEST_LANES !== '1' : os.availableParallelism() >= 4;

async function vitest(name, projects, env) {
  const report = path.join(RESULTS_DIR, `vitest-${name}.json`);
  fs.rmSync(report, { force: true });
  const args = [VITEST, 'run', ...projects.flatMap((project) => ['--project', project])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  const result = await run(process.execPath, args, { env, prefix: LANES ? `[${name}] ` : '' });
  const counts = readCounts(report);
  const failures = readFailures(report);
  const ok = result.ok && counts !== null;
  // Failed without a failed test: vitest's unhandled errors (exit 1, every test passed), a crash or the time limit.
  // Their lines may lie far above the end of the log; repeat them in the summary.
  if (!ok && !failures.length) failures.push(`failed with no failed test (exit ${result.code}); its output:\n${result.excerpt}`);
  return { ok, counts, failures, note: counts ? '' : 'no report (the run crashed)' };
}

function envWithout(...names) {
  const env = { ...process.env };
  for (const name of names) delete env[name];
  return env;
}

/** One client build for the steps that need it (e2e and bench may start it from their two lanes). */
let clientBuild;
const clientBuilt = () => (clientBuild ??= ensureClientBuilt({ log: (line) => console.log(`[test] ${line}`) }));

const STEPS = {
  async typecheck() {
    const result = await run(process.execPath, [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json', '--noEmit'], { buffer: true });
    return { ok: result.ok, output: result.output };
  },
  async lint() {
    const result = await run(process.execPath, [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0'], { buffer: true });
    return { ok: result.ok, output: result.output };
  },
  unit: () => vitest('unit', ['unit', 'unit-dom'], process.env),
  api: () => vitest('api-pglite', ['api', 'api-mocking'], envWithout('TEST_DATABASE_URL')),
  async 'api-pg'() {
    if (!process.env.TEST_DATABASE_URL) {
      if (CI) return { ok: false, note: 'TEST_DATABASE_URL is not set: CI must run the API suite on PostgreSQL' };
      return { ok: true, skippedStep: true, note: 'skipped: set TEST_DATABASE_URL=postgres://... to run the API suite on PostgreSQL' };
    }
    return vitest('api-postgres', ['api', 'api-mocking'], process.env);
  },
  async e2e() {
    try {
      await clientBuilt();
    } catch (error) {
      return { ok: false, note: `client build failed: ${error.message}` };
    }
    return vitest('e2e', ['e2e'], { ...process.env, PORTAL_CLIENT_BUILT: '1' });
  },
  // Every benchmark at a tiny scale (scripts/bench.mjs --smoke): fails when one breaks, hangs past its limit or records
  // nothing. Figures are not judged (tests never assert timings); they land in test-results/bench-results.md.
  async bench() {
    // The browser benchmarks need the built client: e2e's build (in the other lane) when it runs, else one here.
    try {
      await clientBuilt();
    } catch (error) {
      return { ok: false, note: `client build failed: ${error.message}` };
    }
    const failuresFile = path.join(RESULTS_DIR, 'bench-failures.json');
    fs.rmSync(failuresFile, { force: true });
    const result = await run(process.execPath, [path.join(ROOT, 'scripts', 'bench.mjs'), '--smoke'], { prefix: LANES ? '[bench] ' : '' });
    let failures = [];
    try {
      failures = JSON.parse(fs.readFileSync(failuresFile, 'utf8')).map((f) => `bench ${f.name}: ${f.why}\n${f.tail.map((line) => `    ${line}`).join('\n')}`);
    } catch {
      // none written: no bench failed, or the runner itself broke (its lines are above)
    }
    const names = failures.map((f) => f.split(':')[0].slice('bench '.length));
    return { ok: result.ok, failures, note: result.ok ? '' : `benchmark broke or hung: ${names.join(', ') || 'the runner (see its lines above)'}` };
  },
};

function banner(text) {
  console.log(`\n${'='.repeat(8)} ${text} ${'='.repeat(Math.max(4, 70 - text.length))}`);
}

async function timed(name, fn) {
  const started = Date.now();
  const result = await fn();
  return { name, seconds: (Date.now() - started) / 1000, ...result };
}

async function main() {
  const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = requested.filter((name) => !(name in STEPS));
  if (unknown.length) {
    console.error(`unknown step(s): ${unknown.join(', ')}; steps are ${Object.keys(STEPS).join(' ')}`);
    process.exit(2);
  }
  const selected = requested.length ? requested : Object.keys(STEPS);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const results = [];
  const started = Date.now();

  // typecheck and lint are single-threaded: run them side by side on the two cores, print each in turn.
  const statics = ['typecheck', 'lint'].filter((name) => selected.includes(name));
  if (statics.length) {
    banner(statics.join(' + '));
    const done = await Promise.all(statics.map((name) => timed(name, STEPS[name])));
    for (const result of done) {
      console.log(`--- ${result.name}: ${result.ok ? 'ok' : 'FAILED'} (${result.seconds.toFixed(1)} s)`);
      if (result.output?.trim()) console.log(result.output.trimEnd());
      results.push(result);
    }
  }
  const rest = selected.filter((step) => !statics.includes(step));
  const runStep = async (name) => {
    banner(name);
    const result = await timed(name, STEPS[name]);
    if (result.note) console.log(`[test] ${name}: ${result.note}`);
    return result;
  };
  const runLane = async (names) => {
    const done = [];
    for (const name of names) done.push(await runStep(name));
    return done;
  };
  if (LANES) {
    // The e2e lane mostly waits on Chromium and the server; the other lane keeps the cores busy meanwhile: unit (while
    // e2e builds the client), then the API suites (PGlite, then PostgreSQL). Since the API files share their worker processes (vitest.config.ts)
    // the API suites take about half as long, and e2e is the long lane (a two-core CI run before that: API 2,172 s +
    // 1,323 s, unit 390 s + e2e 2,586 s + bench 423 s).
    // The bench smoke ends the database lane (it waits for e2e's client build): e2e, the longest step, has its lane to
    // itself (a two-core CI run with the bench after e2e: database lane 2,452 s, e2e lane 2,613 + 302 s).
    const browserLane = rest.filter((name) => name === 'e2e');
    const dbLane = rest.filter((name) => !browserLane.includes(name));
    const [db, browser] = await Promise.all([runLane(dbLane), runLane(browserLane)]);
    results.push(...db, ...browser);
  } else {
    results.push(...(await runLane(rest)));
  }

  const totals = { passed: 0, failed: 0, skipped: 0 };
  banner('summary');
  for (const result of results) {
    const counts = result.counts;
    if (counts) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
    }
    // A step that failed without a failing test (type errors, lint, a crashed run) counts as one failure.
    if (!result.ok && !(counts && counts.failed > 0)) totals.failed += 1;
    const status = result.skippedStep ? 'skipped' : result.ok ? 'ok' : 'FAILED';
    const detail = counts ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : (result.note ?? '');
    console.log(`${status.padEnd(8)} ${result.name.padEnd(10)} ${result.seconds.toFixed(1).padStart(7)} s  ${detail}`);
  }
  const failures = results.flatMap((result) => (result.failures ?? []).map((failure) => `[${result.name}] ${failure}`));
  if (failures.length) {
    console.log(`\nfailures (${failures.length}; their full output is above):`);
    for (const failure of failures.slice(0, 20)) console.log(failure);
    if (failures.length > 20) console.log(`... and ${failures.length - 20} more`);
  }
  const failedSteps = results.filter((result) => !result.ok).map((result) => result.name);
  console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s; ${failedSteps.length ? `failed steps: ${failedSteps.join(', ')}` : 'all steps passed'}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failedSteps.length ? 1 : 0);
}

await main();
