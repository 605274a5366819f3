import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { principalOf } from '../../lib/context.ts';
import { countStatusTiles } from './count-status-tiles.ts';
import { queryPatents } from './query-patents.ts';
import { readClaimsAndDescription, readFamilyInfo, readPatentDetail } from './read-patent.ts';
import { readPatentPdf } from './read-patent-pdf.ts';
import { ClaimAndDesc, Failure, FamilyInfo, IdQuery, PatentDetail, PatentPage, PatentQueryBody, PdfParams, StatusCounts } from './schemas.ts';

const tags = ['patents'];
const replies = <T>(ok: T) => ({ 200: ok, '4xx': Failure });

/** The patent library (front host): list and keyword search, detail tabs, full-text PDF, statistic tiles. Visitors may read. */
export async function patentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/schoolLib/ipSchoolPatent/v1/query', {
    schema: {
      tags, body: PatentQueryBody, response: replies(PatentPage),
      summary: 'Page of patents: query filter over declared fields, params.searchValue (keyword), params.status (tile)',
    },
  }, (request) => queryPatents(fastify.db, principalOf(request).tenantId, request.body, { lang: request.lang }));

  app.get('/schoolLib/ipSchoolPatent/v1/detail', {
    schema: { tags, querystring: IdQuery, response: replies(PatentDetail), summary: 'Patent detail with legal status, family, priorities, citations' },
  }, (request) => readPatentDetail(fastify.db, principalOf(request), request.query.id, request.lang));

  app.get('/schoolLib/ipSchoolPatent/v1/queryClaimAndDesc', {
    schema: { tags, querystring: IdQuery, response: replies(ClaimAndDesc), summary: 'Claims and description of a patent' },
  }, (request) => readClaimsAndDescription(fastify.db, principalOf(request), request.query.id));

  app.get('/schoolLib/ipSchoolPatent/v1/familyInfo', {
    schema: { tags, querystring: IdQuery, response: replies(FamilyInfo), summary: 'Family members, priorities and citations of a patent' },
  }, (request) => readFamilyInfo(fastify.db, principalOf(request), request.query.id));

  app.get('/schoolLib/university/statusCounts', {
    schema: { tags, response: replies(StatusCounts), summary: 'Counts of the seven statistic tiles (src/common/patents/status-tiles.ts)' },
  }, (request) => countStatusTiles(fastify.db, principalOf(request).tenantId));

  app.get('/api/patent/v1/file/desc/pdf/:pubNo', {
    schema: { tags, params: PdfParams, summary: 'Full-text PDF (application/pdf) of the patent with this publication number; 404 附件不存在' },
  }, async (request, reply) => {
    const pdf = await readPatentPdf(fastify.db, principalOf(request).tenantId, fastify.config.dataDir, request.params.pubNo);
    return reply.type('application/pdf')
      .header('content-disposition', `inline; filename="${encodeURIComponent(pdf.fileName)}"`)
      .header('x-content-type-options', 'nosniff')
      .send(pdf.content);
  });
}
