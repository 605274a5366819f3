import type { FastifyInstance } from 'fastify';
import { HOSTS } from '../common/hosts.ts';
import { runtimeConfigRoutes } from './modules/runtime-config/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { directoryRoutes } from './modules/directory/routes.ts';
import { tenantRoutes } from './modules/tenants/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { patentRoutes } from './modules/patents/routes.ts';
import { patentLibraryRoutes } from './modules/patents/library-routes.ts';
import { definitionRoutes } from './modules/definitions/routes.ts';
import { homeLayoutRoutes } from './modules/home-layout/routes.ts';
import { formRoutes } from './modules/forms/routes.ts';
import { formToolRoutes } from './modules/forms/tool-routes.ts';
import { uploadRoutes } from './modules/files/upload-routes.ts';
import { workflowModelRoutes, workflowRuntimeRoutes } from './modules/workflow/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { requestBatchRoutes } from './modules/home/batch-routes.ts';
import { newsRoutes } from './modules/news/routes.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { maintenanceRoutes } from './modules/maintenance/routes.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';

/** Every module, mounted under the host prefix of api-conventions.md it belongs to. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(runtimeConfigRoutes);
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: HOSTS.uc });
  await app.register(directoryRoutes, { prefix: HOSTS.uc });
  await app.register(tenantRoutes, { prefix: HOSTS.uc });
  await app.register(systemRoutes, { prefix: HOSTS.portal });
  await app.register(newsRoutes, { prefix: HOSTS.portal });
  await app.register(mailRoutes, { prefix: HOSTS.portal });
  await app.register(patentRoutes, { prefix: HOSTS.front });
  await app.register(patentLibraryRoutes);
  await app.register(homeRoutes, { prefix: HOSTS.front });
  await app.register(maintenanceRoutes, { prefix: HOSTS.front });
  await app.register(marketRoutes, { prefix: HOSTS.front });
  await app.register(requestBatchRoutes, { prefix: HOSTS.portal });
  await app.register(definitionRoutes, { prefix: HOSTS.form });
  await app.register(homeLayoutRoutes, { prefix: HOSTS.portal });
  await app.register(formRoutes, { prefix: HOSTS.form });
  await app.register(formToolRoutes, { prefix: HOSTS.portal });
  await app.register(uploadRoutes);
  await app.register(workflowRuntimeRoutes, { prefix: HOSTS.bpmRunTime });
  await app.register(workflowModelRoutes, { prefix: HOSTS.bpmModel });
}
