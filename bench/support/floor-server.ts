// The server of bench/workflow-complete.ts: the app as src/server/main.ts runs it (one process, the same config from
// the environment), plus one route only this bench mounts, POST /api/bpm-runtime/bench/one-call: the same stack
// (Fastify, the session check of every /api route, JSON both ways) around one call of the database function
// bench_complete (a completion's statements with no executor logic, created by the bench): the floor the real
// completion is compared with, served by the same process.
import { sql } from 'kysely';
import { bootstrap } from '../../src/server/bootstrap.ts';
import { readConfig } from '../../src/server/config.ts';
import { principalOf } from '../../src/server/lib/context.ts';

const config = readConfig();
const { app, database } = await bootstrap(config, { seed: false });
app.post('/api/bpm-runtime/bench/one-call', async (request) => {
  const { tenantId, userId } = principalOf(request);
  const { rows } = await sql<{ ended: boolean }>`select bench_complete(${tenantId}, ${(request.body as { taskId: number }).taskId}, ${userId}) as ended`
    .execute(database.db);
  return { state: true, message: '办理成功', ended: rows[0]!.ended };
});
await app.listen({ port: config.port, host: config.host });
console.log(`bench server on http://${config.host}:${config.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
