import type { FastifyInstance } from 'fastify';
import { HOSTS } from '../common/hosts.ts';
import { runtimeConfigRoutes } from './modules/runtime-config/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { directoryRoutes } from './modules/directory/routes.ts';
import { tenantRoutes } from './modules/tenants/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';

/** Every module, mounted under the host prefix of api-conventions.md it belongs to. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(runtimeConfigRoutes);
  await app.register(authRoutes, { prefix: HOSTS.uc });
  await app.register(directoryRoutes, { prefix: HOSTS.uc });
  await app.register(tenantRoutes, { prefix: HOSTS.uc });
  await app.register(systemRoutes, { prefix: HOSTS.portal });
}
