// The patent benches' database: PATENTS_DATABASE_URL as given, or on the admin server (BENCH_DATABASE_URL or
// TEST_DATABASE_URL) a database of `count` generated patents: at the tiny scale a scratch one, dropped at the end;
// at full scale bench_patents_<count>, kept between runs (loading a million patents takes a while) and loaded
// only when it holds fewer patents than asked.
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { createScratchDatabase } from '../../scripts/server-process.mjs';
import { loadPatents } from './load-patents.ts';
import { SCALE } from './record.mjs';

export interface PatentDatabase { url: string; handle: DatabaseHandle; patents: number; close(): Promise<void> }

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export async function openPatentDatabase(count: number, log: (line: string) => void = console.error): Promise<PatentDatabase> {
  const given = process.env.PATENTS_DATABASE_URL;
  const admin = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!given && !admin) throw new Error('set BENCH_DATABASE_URL (a PostgreSQL admin URL) or PATENTS_DATABASE_URL');
  let url = given;
  let drop = async () => {};
  if (!url && SCALE === 'tiny') {
    const scratch = await createScratchDatabase(admin!, 'bench_patents');
    url = scratch.url;
    drop = scratch.drop;
  } else if (!url) {
    const name = `bench_patents_${count}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (!exists.rowCount) await client.query(`create database ${name} encoding 'UTF8' template template0`);
    } finally {
      await client.end();
    }
    url = withDatabase(admin!, name);
  }
  const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
  await migrateToLatest(handle.db);
  const have = async () => Number((await sql<{ n: string }>`select count(*) as n from patent`.execute(handle.db)).rows[0]!.n);
  if (!given && (await have()) < count * 0.99) {
    const started = performance.now();
    log(`loading ${count.toLocaleString('en-US')} generated patents into ${new URL(url).pathname.slice(1)} ...`);
    await loadPatents(handle.db, { count, log });
    log(`  loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return {
    url, handle, patents: await have(),
    async close() {
      await handle.close();
      await drop();
    },
  };
}
