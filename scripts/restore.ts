// `npm run restore -- FILE`: restores an archive of `npm run backup` into an empty database (DATABASE_URL, for a
// PostgreSQL backup) and a fresh DATA_DIR, then checks every table's row count and every file's SHA-256 against the
// archive's manifest. Start the server afterwards: it applies the migrations a newer release adds.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restore } from '../src/server/ops/restore.ts';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length !== 1) {
  console.error('[restore] usage: npm run restore -- <backup .tar.gz>   (DATABASE_URL: an empty PostgreSQL database; DATA_DIR: a fresh folder)');
  process.exit(2);
}

try {
  const result = await restore({
    archive: positionals[0]!,
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(process.env.DATA_DIR ?? './data'),
  });
  console.log(`[restore] ${result.manifest.database} backup of ${result.manifest.createdAt} (release ${result.manifest.release}): ${result.tables} tables (${result.rows} rows) and ${result.files} files restored and checked`);
} catch (error) {
  console.error(`[restore] ${(error as Error).message}`);
  process.exit(1);
}
