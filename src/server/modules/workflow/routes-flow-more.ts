import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { EchartsData, PermissionListQuery, ReportQuery, StartPermission } from '../../../common/api/workflow-more.ts';
import { PageOf } from '../../../common/query/page.ts';
import { QueryFilter } from '../../../common/query/query-filter.ts';
import { principalOf } from '../../lib/context.ts';
import { reportEchartsData } from './report-chart.ts';
import { DefinitionRow, replies } from './schemas.ts';
import { startPermissions } from './start-permissions.ts';
import { listStartableFlows } from './startable-flows.ts';

const tags = ['workflow'];

/** Flow reads on host bpmRunTime: the flows the caller may start (one call), report charts. */
export async function flowMoreRuntimeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  app.post('/runtime/instance/v1/getHasAuthFlowList', {
    schema: {
      tags, summary: 'Main versions the caller may start (start rights applied in the query), paged and filtered like /flow/def/v1/listJson, with their category',
      body: Type.Optional(QueryFilter), response: replies(PageOf(DefinitionRow)),
    },
  }, (request) => listStartableFlows(db, principalOf(request), request.body ?? {}, request.lang));

  app.get('/runtime/report/v1/getEchartsData', {
    schema: {
      tags, summary: 'A report chart (reportId = a chart definition\'s alias) as ECharts x axis and series, data rules applied',
      querystring: ReportQuery, response: replies(EchartsData),
    },
  }, (request) => reportEchartsData(db, principalOf(request), request.query.reportId, request.lang));
}

/** Flow reads on host bpmModel: start-rights rules (administrators). */
export async function flowMoreModelRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/flow/defAuthorize/v1/getPermissionList', {
    schema: {
      tags, summary: 'Who may start each flow (administrators): everyone, or the named roles and accounts with their names; defKey narrows to one flow',
      querystring: PermissionListQuery, response: replies(Type.Array(StartPermission)),
    },
  }, (request) => startPermissions(fastify.db, principalOf(request), request.query.defKey, request.lang));
}
