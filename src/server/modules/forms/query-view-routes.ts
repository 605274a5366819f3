import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ExportBody, ListJsonBody, TemplateInfo, TemplatePage } from '../../../common/api/templates.ts';
import { principalOf } from '../../lib/context.ts';
import { sendXlsx } from './send-xlsx.ts';
import { exportTemplateRows } from './export-template-rows.ts';
import { listTemplateRows } from './list-template-rows.ts';
import { requireQueryView } from './query-view.ts';
import { getTemplateInfo } from './template-info.ts';

const tags = ['forms'];
const Alias = Type.String({ minLength: 1, maxLength: 64 });
const Failure = Type.Object({ state: Type.Literal(false), message: Type.String() });

/** Query views (`/api/form/form/query/queryView/...`): a template over a registered SQL view, read like a data template. */
export async function queryViewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const base = '/form/query/queryView';

  app.get(`${base}/getJson`, {
    schema: {
      tags, summary: 'A query view as the caller may use it (same shape as getBpmDataTemplateInfo)',
      querystring: Type.Object({ sqlAlias: Alias, alias: Alias }), response: { 200: TemplateInfo, '4xx': Failure },
    },
  }, async (request) => {
    const principal = principalOf(request);
    await requireQueryView(db, principal, request.query.sqlAlias, request.query.alias);
    return getTemplateInfo(db, principal, request.lang, request.query.alias);
  });

  app.post(`${base}/data_:sqlAlias/:alias`, {
    schema: {
      tags, summary: 'A page of a query view\'s rows (body as listJson: query filter over declared fields; data rules added by the server)',
      params: Type.Object({ sqlAlias: Alias, alias: Alias }), body: ListJsonBody, response: { 200: TemplatePage, '4xx': Failure },
    },
  }, async (request) => {
    const principal = principalOf(request);
    const { sqlAlias, alias } = request.params;
    await requireQueryView(db, principal, sqlAlias, alias);
    const b = request.body;
    return listTemplateRows(db, principal, { alias, filter: b.queryFilter ?? { pageBean: b.pageBean, querys: b.querys, sorter: b.sorter }, selectField: b.selectField, selectValue: b.selectValue, lang: request.lang });
  });

  app.post(`${base}/export`, {
    schema: {
      tags, summary: 'The whole filtered set of a query view as xlsx (its export button must allow the caller)',
      querystring: Type.Object({ sqlAlias: Type.Optional(Alias), alias: Type.Optional(Alias) }),
      body: Type.Intersect([ExportBody, Type.Object({ sqlAlias: Type.Optional(Alias) })]), response: { '4xx': Failure },
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const b = request.body;
    const alias = b.alias ?? b.templateId ?? request.query.alias ?? '';
    await requireQueryView(db, principal, b.sqlAlias ?? request.query.sqlAlias ?? '', alias);
    const file = await exportTemplateRows(db, principal, request.lang, { alias, filter: b.queryFilter ?? { querys: b.querys, sorter: b.sorter }, selectField: b.selectField, selectValue: b.selectValue });
    return sendXlsx(reply, file);
  });
}
