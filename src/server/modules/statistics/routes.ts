import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Failure } from '../../../common/api/patents.ts';
import {
  ChartParams, ChartReply, FeeListData, FeeListDataBody, InventorStatPage, OrgStatPage, PatentListData, PatentListDataBody, StatScope, StatTableBody,
} from '../../../common/api/statistics.ts';
import { withTenant } from '../../db/database.ts';
import { principalOf } from '../../lib/context.ts';
import { feeListData, patentListData } from './list-data.ts';
import { inventorTable, orgTable, schoolChart } from './school-stats.ts';
import { statScope } from './stat-scope.ts';

const tags = ['statistics'];
const replies = <T>(reply: T) => ({ 200: reply, '4xx': Failure });

/** School statistics of the front host: charts, list data for patents and fees, the caller's view. */
export async function statisticsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  app.get('/schoolLib/university/statScope', { schema: { tags, response: replies(StatScope), summary: 'campus view (leaders, administrators) or the caller\'s department' } },
    (request) => withTenant(db, principalOf(request).tenantId, (tx) => statScope(tx, principalOf(request), request.lang, true)));
  app.get('/schoolLib/university/chart/:level/:kind', {
    schema: { tags, params: ChartParams, response: replies(ChartReply), summary: 'Chart records by campus, department, subject or inventor for application, authorize or effective' },
  }, (request) => schoolChart(db, principalOf(request), request.params.level, request.params.kind, request.lang));
  app.post('/statistics/patent/v1/listData', {
    schema: { tags, body: Type.Union([PatentListDataBody, Type.Null()]), response: replies(PatentListData), summary: 'Patents by year, type, legalStatus, org or subject' },
  }, (request) => patentListData(db, principalOf(request), request.lang, request.body?.params));
  app.post('/statistics/fee/v1/listData', {
    schema: { tags, body: Type.Union([FeeListDataBody, Type.Null()]), response: replies(FeeListData), summary: 'Official fees by due year, month, feeType, status or org' },
  }, (request) => feeListData(db, principalOf(request), request.lang, request.body?.params));
}

/** The query views data_syzl/* of the form host (static paths: they take precedence over a generic queryView route). */
export async function schoolQueryViewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const base = '/form/query/queryView/data_syzl';
  const body = Type.Union([StatTableBody, Type.Null()]);
  for (const [alias, level, summary] of [['xqzl', 'campus', 'campus'], ['byzl', 'department', 'colleges and departments'], ['ktz', 'subject', 'research groups']] as const) {
    app.post(`${base}/${alias}`, { schema: { tags, body, response: replies(OrgStatPage), summary: `Organisation table: ${summary}` } },
      (request) => orgTable(db, principalOf(request), level, request.body ?? {}, request.lang));
  }
  app.post(`${base}/fmrzl`, { schema: { tags, body, response: replies(InventorStatPage), summary: 'Inventor table (params.kind: application | authorize | effective)' } },
    (request) => inventorTable(db, principalOf(request), request.body ?? {}));
}
