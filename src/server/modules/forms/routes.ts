import type { FastifyInstance } from 'fastify';

/** Form-service calls (`/api/form/form/...`). */
export async function formRoutes(_fastify: FastifyInstance): Promise<void> {}
