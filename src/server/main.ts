import cluster from 'node:cluster';
import { readConfig } from './config.ts';
import { bootstrap } from './bootstrap.ts';
import { runServerProcesses } from './server-processes.ts';

const config = readConfig();
if (config.processes > 1 && cluster.isPrimary) {
  await runServerProcesses(config).catch((error: Error) => {
    console.error(`[server] ${error.message}`);
    process.exit(1);
  });
} else {
  const { app, database } = await bootstrap(config);
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) {
    console.log(`Patent Portal on http://${config.host}:${config.port} (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}
