import cluster from 'node:cluster';
import type { ServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoData } from './db/seed/seed.ts';
import { ensureServerKey } from './db/server-key.ts';

/** A worker that dies is replaced after this pause (so a worker that cannot start does not spin). */
const RESTART_DELAY_MS = 1000;

/**
 * SERVER_PROCESSES above 1 (PostgreSQL only; the embedded database belongs to one process): this primary prepares
 * the database once (migrations, demo data, server key), then forks the workers, which share the port (node:cluster
 * hands out connections in turn). Nothing is kept between requests in a process, and the to-do counters travel
 * through PostgreSQL LISTEN/NOTIFY, so any worker serves any request. A worker that dies is replaced.
 */
export async function runServerProcesses(config: ServerConfig): Promise<void> {
  if (!config.databaseUrl) {
    throw new Error('SERVER_PROCESSES above 1 needs DATABASE_URL: the embedded database (PGlite) serves one process');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(database.db);
    if (config.demo) await seedDemoData(database.db);
    await ensureServerKey(database.db);
  } finally {
    await database.close();
  }

  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`server process ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`);
    setTimeout(() => cluster.fork(), RESTART_DELAY_MS);
  });
  for (let i = 0; i < config.processes; i++) cluster.fork();
  console.log(`Patent Portal on http://${config.host}:${config.port} (PostgreSQL, ${config.processes} server processes)`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      for (const worker of workers) worker?.process.kill('SIGTERM');
    });
  }
}
