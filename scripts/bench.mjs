// `npm run bench`: the Foundation benchmarks and the load mix, one after the other (each prints its own table).
// bench/load-mix.ts takes 2 x BENCH_SECONDS of load plus setup, on BENCH_DATABASE_URL or a throwaway PostgreSQL cluster.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './client-build.mjs';

let failed = false;
for (const name of ['client-size.mjs', 'auth-load.mjs', 'load-mix.ts']) {
  console.log(`\n=== bench/${name}`);
  const loader = name.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const result = spawnSync(process.execPath, [...loader, path.join(ROOT, 'bench', name)], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
