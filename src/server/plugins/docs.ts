import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** OpenAPI document from the TypeBox route schemas, browsable at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Patent Portal API', version: '1' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          tenantCode: { type: 'apiKey', in: 'header', name: 'Tenant-Code' },
        },
      },
      security: [{ bearer: [], tenantCode: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
