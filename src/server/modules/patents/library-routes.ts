import type { FastifyInstance } from 'fastify';
import { HOSTS } from '../../../common/hosts.ts';
import { bulletinRoutes } from '../bulletins/routes.ts';
import { collectionRoutes } from '../collections/routes.ts';
import { sysTypeRoutes } from '../collections/sys-type-routes.ts';
import { messageRoutes } from '../messages/routes.ts';
import { schoolQueryViewRoutes, statisticsRoutes } from '../statistics/routes.ts';
import { shareRoutes } from './share-routes.ts';

/** The patent library beyond search and detail: sharing, collecting, indexing, bulletins, messages, statistics. */
export async function patentLibraryRoutes(app: FastifyInstance): Promise<void> {
  await app.register(shareRoutes, { prefix: HOSTS.front });
  await app.register(collectionRoutes, { prefix: HOSTS.front });
  await app.register(messageRoutes, { prefix: HOSTS.front });
  await app.register(bulletinRoutes, { prefix: HOSTS.front });
  await app.register(statisticsRoutes, { prefix: HOSTS.front });
  await app.register(sysTypeRoutes, { prefix: HOSTS.portal });
  await app.register(schoolQueryViewRoutes, { prefix: HOSTS.form });
}
