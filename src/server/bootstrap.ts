import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoData } from './db/seed/seed.ts';
import { ensureServerKey } from './db/server-key.ts';

/** Opens the database, migrates, seeds the demo data once (unless PORTAL_DEMO=off) and builds the app (no listening). */
export async function bootstrap(config: ServerConfig, options: { seed?: boolean } = {}): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  if (options.seed !== false && config.demo) await seedDemoData(database.db);
  const secret = await ensureServerKey(database.db);
  const app = await buildApp({ db: database.db, config, secret, listen: database.listen });
  app.addHook('onClose', async () => database.close());
  return { app, database };
}
