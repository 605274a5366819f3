// `npm run bench`: the Foundation benchmarks, one after the other (each prints its own table).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './client-build.mjs';

let failed = false;
for (const name of ['client-size.mjs', 'auth-load.mjs']) {
  console.log(`\n=== bench/${name}`);
  const result = spawnSync(process.execPath, [path.join(ROOT, 'bench', name)], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
