import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GradingJson, GradingQuery, RecountQuery, SaveGradingBody } from '../../../common/api/grading.ts';
import { CommandReply, Failure } from '../../../common/api/patents.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { getGradingJson, recount, saveGrading } from './grading-commands.ts';

const tags = ['grading'];
const replies = <T>(reply: T) => ({ 200: reply, '4xx': Failure });

/** Patent grading (front host `/api/grading/v1/patent/...`, docs/patent-grading.md): the grade, recount, expert scores. */
export async function gradingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const base = '/api/grading/v1/patent';

  app.get(`${base}/getJson`, {
    schema: { tags, querystring: GradingQuery, response: replies(GradingJson), summary: 'A patent\'s grade on the legal, technical and economic indicators (GB/T 42748-2023), as of today' },
  }, (request) => getGradingJson(db, principalOf(request), Number(request.query.patentId)));

  app.get(`${base}/recount`, {
    schema: { tags, querystring: RecountQuery, response: replies(CommandReply), summary: 'The IP office recomputes the grades whose inputs changed (one patent, or the tenant\'s; force: all)' },
  }, async (request) => {
    const { count } = await recount(db, principalOf(request), request.query.patentId ? Number(request.query.patentId) : undefined, request.query.force === 'true');
    return ok(translatorFor(request.lang)('gradingRecounted', { count }), { count });
  });

  app.post(`${base}/saveGrading`, {
    schema: { tags, body: SaveGradingBody, response: replies(CommandReply), summary: 'The IP office\'s expert scores; the grade recomputed; 409 when stale' },
  }, async (request) => ok(translatorFor(request.lang)('gradingSaved'), await saveGrading(db, principalOf(request), request.body)));
}
