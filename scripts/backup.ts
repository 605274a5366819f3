// `npm run backup [-- --out FILE] [--force]`: one archive (.tar.gz) of the database and the uploaded files, with a
// manifest (docs/deploy.md, "Backup and restore"). DATABASE_URL names PostgreSQL (pg_dump; the server may run),
// else the embedded database in DATA_DIR (stop the server first). PG_BIN names the folder of pg_dump.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup } from '../src/server/ops/backup.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string' }, force: { type: 'boolean', default: false } } });
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
const out = values.out ?? path.join('backups', `portal-${stamp}.tar.gz`);

try {
  const result = await backup({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(process.env.DATA_DIR ?? './data'),
    out,
    force: values.force,
    root: ROOT,
  });
  const { manifest } = result;
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const bytes = Object.values(manifest.files).reduce((sum, f) => sum + f.bytes, 0);
  console.log(`[backup] ${result.out}: ${manifest.database}, ${manifest.migrations.length} migrations, ${Object.keys(manifest.tables).length} tables (${rows} rows), ${Object.keys(manifest.files).length} files (${bytes} bytes)`);
} catch (error) {
  console.error(`[backup] ${(error as Error).message}`);
  process.exit(1);
}
