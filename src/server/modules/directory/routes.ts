import type { FastifyInstance } from 'fastify';

export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
