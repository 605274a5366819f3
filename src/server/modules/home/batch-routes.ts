import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HOSTS } from '../../../common/hosts.ts';
import { COUNTS_EVENTS_PATH } from '../../../common/api/workflow.ts';
import { BatchReplies, REQUEST_BATCH_PATH, RequestBatch } from '../../../common/api/request-batch.ts';
import { Failure } from '../../../common/api/patents.ts';
import { badRequest } from '../../lib/app-error.ts';
import { innerReply } from './inner-request.ts';

/** Paths a batch may not hold: itself, and the counters' event stream (it never ends). */
const REFUSED = [`${HOSTS.portal}${REQUEST_BATCH_PATH}`, `${HOSTS.bpmRunTime}${COUNTS_EVENTS_PATH}`];

/** Whether a batched URL names one of this server's API hosts and no refused path. */
export function batchable(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  if (path.includes('/../') || path.includes('/./') || path.includes('\\')) return false;
  if (REFUSED.some((refused) => path === refused || path.startsWith(`${refused}/`))) return false;
  return Object.values(HOSTS).some((prefix) => path.startsWith(`${prefix}/`));
}

/** POST /api/portal/portal/main/v1/batch (common/api/request-batch.ts). */
export async function requestBatchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(REQUEST_BATCH_PATH, {
    // Each request is authenticated (or not, for a public one) by its own route, with the token the batch carries.
    config: { public: true },
    schema: {
      tags: ['home'],
      summary: 'Several reads in one round trip, each served as if sent alone (same token, tenant, language); each reply with its own status',
      body: RequestBatch,
      response: { 200: BatchReplies, '4xx': Failure },
    },
  }, async (request) => {
    if (!request.body.requests.every((r) => batchable(r.url))) throw badRequest('badRequest', { detail: 'url' });
    const replies = await Promise.all(request.body.requests.map((inner) => innerReply(fastify, request, inner)));
    return { replies };
  });
}
