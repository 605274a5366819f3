import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { HOSTS } from '../../../common/hosts.ts';
import { excelRoutes } from '../forms/excel-routes.ts';
import { readFileLimits } from './file-limits.ts';
import { fileRoutes } from './routes.ts';
import { localFolderStorage } from './storage.ts';
import { restoreDemoPictures } from '../../db/seed/demo-news-pictures.ts';

/**
 * The routes that take multipart uploads: attachments (portal host) and Excel import / export (form host). The
 * multipart parser is registered once, here, so no other module accepts multipart bodies.
 */
export async function uploadRoutes(fastify: FastifyInstance): Promise<void> {
  const limits = readFileLimits();
  await fastify.register(multipart, { limits: { fileSize: limits.maxBytes, files: 1, fields: 20, parts: 25 } });
  const storage = localFolderStorage(path.join(fastify.config.dataDir, 'files'));
  await restoreDemoPictures(fastify.db, storage);
  await fastify.register(fileRoutes, { prefix: HOSTS.portal, storage, limits });
  await fastify.register(excelRoutes, { prefix: HOSTS.form, storage, limits });
}
