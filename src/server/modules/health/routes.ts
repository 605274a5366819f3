import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { checkHealth } from './health-check.ts';

const Healthy = Type.Object({
  status: Type.Literal('ok'),
  migrations: Type.Integer({ description: 'migrations applied (all this release ships)' }),
});

const Unhealthy = Type.Object({
  state: Type.Literal(false),
  status: Type.Literal('unavailable'),
  reason: Type.String({ description: 'healthDatabaseUnreachable, healthDatabaseTimeout, healthNotMigrated, healthMigrationsPending or healthMigrationsUnknown' }),
  message: Type.String(),
}, { additionalProperties: true });

/**
 * `GET /api/health`, no sign-in: 200 when the database answers and its migrations are exactly this release's, else
 * 503 naming the reason. For proxies, container health checks and load balancers; never cached.
 */
export async function healthRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/health', {
    config: { public: true },
    schema: {
      tags: ['health'],
      summary: 'Database reachable and migrations current (no sign-in)',
      response: { 200: Healthy, 503: Unhealthy },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return checkHealth(app.db);
  });
}
