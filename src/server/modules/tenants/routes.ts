import type { FastifyInstance } from 'fastify';

export async function tenantRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
