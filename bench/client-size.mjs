// Gzip size of the JavaScript a browser must load to show the login page, against a 250 kB budget, and of
// the whole client's JavaScript. Builds dist/client first when it is missing or stale; `--dir <build>` measures
// another build instead (e.g. `npx vite build --outDir .tmp/x --manifest`), as it is.
// The login set = the entry chunk + its static imports + the chunk(s) the /login route loads + theirs.
// With `build.manifest` on (dist/client/.vite/manifest.json) the graph comes from the manifest; otherwise
// from index.html's script/modulepreload tags and the chunks' own `import ... from "./x.js"` statements.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CLIENT_DIR as BUILT_DIR, ROOT, ensureClientBuilt } from '../scripts/client-build.mjs';
import { record } from './support/record.mjs';

const BUDGET_KB = 250;
// The /login route's lazily loaded chunk (login-page.tsx -> login-page-<hash>.js).
const LOGIN_PATTERN = /(^|[/\\])login[-_.]/i;

const dirArg = process.argv.indexOf('--dir');
const CLIENT_DIR = dirArg > 0 ? path.resolve(process.argv[dirArg + 1] ?? '') : BUILT_DIR;
if (dirArg < 0) await ensureClientBuilt();

const gzipBytes = (file) => zlib.gzipSync(fs.readFileSync(path.join(CLIENT_DIR, file))).length;
// kB = 1000 bytes, as Vite's build report counts.
const kb = (bytes) => (bytes / 1000).toFixed(1);

function allJs(dir = CLIENT_DIR) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...allJs(full));
    else if (entry.name.endsWith('.js')) files.push(path.relative(CLIENT_DIR, full).split(path.sep).join('/'));
  }
  return files;
}

/** Static imports of a built chunk (not `import("...")`), as paths relative to dist/client. */
function staticImportsOf(file) {
  const code = fs.readFileSync(path.join(CLIENT_DIR, file), 'utf8');
  const found = new Set();
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) {
    found.add(path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1])));
  }
  return [...found];
}

function closure(roots, importsOf) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file));
  }
  return seen;
}

function fromManifest(manifest) {
  const byKey = manifest;
  const importsOfKey = (key) => byKey[key]?.imports ?? [];
  const entryKeys = Object.keys(byKey).filter((key) => byKey[key].isEntry);
  const loginKeys = Object.keys(byKey).filter((key) => byKey[key].isDynamicEntry && LOGIN_PATTERN.test(byKey[key].src ?? key));
  const keys = closure([...entryKeys, ...loginKeys], importsOfKey);
  return {
    method: 'vite manifest',
    entry: entryKeys.map((key) => byKey[key].file),
    login: loginKeys.map((key) => byKey[key].file),
    files: [...keys].map((key) => byKey[key].file).filter((file) => file.endsWith('.js')),
  };
}

function fromHtml() {
  const html = fs.readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/?([^"]+\.js)"/g)].map((match) => match[1]);
  const login = allJs().filter((file) => LOGIN_PATTERN.test(path.posix.basename(file)));
  return {
    method: 'index.html tags + chunk imports',
    entry: tags,
    login,
    files: [...closure([...tags, ...login], staticImportsOf)],
  };
}

const manifestFile = path.join(CLIENT_DIR, '.vite', 'manifest.json');
const graph = fs.existsSync(manifestFile) ? fromManifest(JSON.parse(fs.readFileSync(manifestFile, 'utf8'))) : fromHtml();
if (graph.login.length === 0) console.warn('[bench] no chunk for the /login route found by name: the figure is the shell only');

const loginBytes = graph.files.reduce((sum, file) => sum + gzipBytes(file), 0);
const everything = allJs();
const totalBytes = everything.reduce((sum, file) => sum + gzipBytes(file), 0);

console.log(`client-size (${graph.method}; gzip at zlib's default level)`);
console.log(`  entry: ${graph.entry.join(', ') || '(none)'}`);
console.log(`  login route chunk(s): ${graph.login.join(', ') || '(none found)'}`);
console.table(
  graph.files
    .map((file) => ({ file, 'gzip kB': Number(kb(gzipBytes(file))) }))
    .sort((a, b) => b['gzip kB'] - a['gzip kB']),
);
const verdict = loginBytes / 1000 <= BUDGET_KB ? 'within' : 'OVER';
console.log(`login page JS: ${kb(loginBytes)} kB gzip in ${graph.files.length} files (budget ${BUDGET_KB} kB: ${verdict})`);
console.log(`whole client JS: ${kb(totalBytes)} kB gzip in ${everything.length} files`);

const outDir = path.join(ROOT, 'bench', 'out');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(
  path.join(outDir, 'client-size.json'),
  `${JSON.stringify({ dir: path.relative(ROOT, CLIENT_DIR), method: graph.method, loginFiles: graph.files, loginGzipBytes: loginBytes, totalGzipBytes: totalBytes, budgetKb: BUDGET_KB }, null, 2)}\n`,
);
record('client-size', 'the built client (no scale)', [
  { measure: 'login page JavaScript, gzip', goal: `≤ ${BUDGET_KB} kB`, figure: loginBytes / 1000, baseline: BUDGET_KB, unit: 'kB', note: 'baseline: the budget' },
  { measure: 'whole client JavaScript, gzip', goal: '', figure: totalBytes / 1000, unit: 'kB' },
]);
