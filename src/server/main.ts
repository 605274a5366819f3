import { readConfig } from './config.ts';
import { bootstrap } from './bootstrap.ts';

const config = readConfig();
const { app, database } = await bootstrap(config);
await app.listen({ port: config.port, host: config.host });
console.log(`Patent Portal on http://${config.host}:${config.port} (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
