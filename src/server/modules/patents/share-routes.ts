import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CommandReply, Failure, RemoveShareBody, SharedPatentPage, SharePatentBody } from '../../../common/api/patents.ts';
import { QueryFilter } from '../../../common/query/query-filter.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { listShares } from './list-shares.ts';
import { removeShares, sharePatents } from './share-patents.ts';

const tags = ['patents'];
const replies = <T>(reply: T) => ({ 200: reply, '4xx': Failure });

/** Sharing patents with people of the tenant (front host `/api/patentShare/v1/...`); the person picker reads /api/uc users. */
export async function shareRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  app.post('/api/patentShare/v1/sharePatent', {
    schema: { tags, body: SharePatentBody, response: replies(CommandReply), summary: 'Shares patents (pids) with people (sharedId); each gets a message; 操作成功' },
  }, async (request) => ok(translatorFor(request.lang)('operationSucceeded'), await sharePatents(db, principalOf(request), request.lang, request.body)));
  app.post('/api/patentShare/v1/removeShare', {
    schema: { tags, body: RemoveShareBody, response: replies(CommandReply), summary: 'Removes shares (ids) the caller sent or received' },
  }, async (request) => ok(translatorFor(request.lang)('deleted'), await removeShares(db, principalOf(request), request.body.ids)));
  app.post('/api/patentShare/v1/list', {
    schema: { tags, body: QueryFilter, response: replies(SharedPatentPage), summary: 'Patents shared with the caller (params.direction toMe) or by the caller (byMe)' },
  }, (request) => listShares(db, principalOf(request), request.body));
}
