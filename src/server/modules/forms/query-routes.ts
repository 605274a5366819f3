import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PageOf } from '../../../common/query/page.ts';
import { ChartPoints } from '../../../common/api/custom-views.ts';
import { badRequest } from '../../lib/app-error.ts';
import { principalOf } from '../../lib/context.ts';
import { dialogData, doQuery, loadDialog, loadQuery } from './custom-query.ts';
import { chartData, loadChart } from './chart-data.ts';
import { listMyReminds, removeMyRemind } from './form-reminds.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';

const tags = ['forms'];
const Alias = Type.String({ minLength: 1, maxLength: 64 });
const Json = Type.Record(Type.String(), Type.Unknown());
const Failure = Type.Object({ state: Type.Literal(false), message: Type.String() });
const replies = <T>(okReply: T) => ({ 200: okReply, '4xx': Failure });
const Page = Type.Integer({ minimum: 1, maximum: 10_000_000 });
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

function decodeQueryData(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const parsed = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  // The spec's message for condition data that is not a JSON object.
  throw badRequest('restPostParams');
}

/** Custom queries and custom dialogs over registered views (`/api/form/form/customQuery|customDialog/v1/...`). */
export async function queryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;

  app.post('/form/customQuery/v1/doQuery', {
    schema: {
      tags, summary: 'A page of a custom query; body = condition values by field (used for defaultType 1)',
      querystring: Type.Object({ alias: Alias, page: Type.Optional(Page), pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) }),
      body: Type.Union([Json, Type.Null()]), response: replies(PageOf(Json)),
    },
  }, (request) => doQuery(db, principalOf(request), request.query.alias, request.body ?? {}, request.query.page, request.query.pageSize));

  app.get('/form/customQuery/v1/doQueryBase64', {
    schema: {
      tags, summary: 'doQuery with the condition values as base64 JSON in queryData',
      querystring: Type.Object({ alias: Alias, queryData: Type.Optional(Type.String({ maxLength: 20000 })), page: Type.Optional(Page) }),
      response: replies(PageOf(Json)),
    },
  }, (request) => doQuery(db, principalOf(request), request.query.alias, decodeQueryData(request.query.queryData), request.query.page));

  app.post('/form/customQuery/v1/getByAlias', {
    schema: { tags, summary: 'A custom query definition', querystring: Type.Object({ alias: Alias }), response: replies(Json) },
  }, async (request) => (await loadQuery(db, principalOf(request), request.query.alias)) as unknown as Record<string, unknown>);

  app.get('/form/customDialog/v1/getByAlias', {
    schema: { tags, summary: 'A custom dialog definition', querystring: Type.Object({ alias: Alias }), response: replies(Json) },
  }, async (request) => (await loadDialog(db, principalOf(request), request.query.alias)) as unknown as Record<string, unknown>);

  app.get('/form/customDialog/v1/getTreeData', {
    schema: {
      tags, summary: 'Rows of a tree dialog (all, up to 5000) or one page of a list dialog',
      querystring: Type.Object({ alias: Alias, page: Type.Optional(Page), pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) }),
      response: replies(PageOf(Json)),
    },
  }, (request) => dialogData(db, principalOf(request), request.query.alias, {}, request.query.page, request.query.pageSize));

  app.post('/form/customDialog/v1/listData', {
    schema: {
      tags, summary: 'A page of a dialog\'s rows; body = condition values by field',
      querystring: Type.Object({ alias: Alias, page: Type.Optional(Page), pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) }),
      body: Type.Union([Json, Type.Null()]), response: replies(PageOf(Json)),
    },
  }, (request) => dialogData(db, principalOf(request), request.query.alias, request.body ?? {}, request.query.page, request.query.pageSize));

  app.get('/form/customChart/v1/get/:id', {
    schema: { tags, summary: 'A custom chart definition (id = its alias)', params: Type.Object({ id: Alias }), response: replies(Json) },
  }, async (request) => (await loadChart(db, principalOf(request), request.params.id)) as unknown as Record<string, unknown>);

  app.post('/form/customChart/v1/getListData', {
    schema: {
      tags, summary: 'A chart\'s points: `{ rows: [{ x, series?, y }] }`, largest y first', querystring: Type.Object({ alias: Alias }),
      body: Type.Union([Json, Type.Null()]),
      response: replies(ChartPoints),
    },
  }, (request) => chartData(db, principalOf(request), request.query.alias, request.lang));

  app.get('/form/formRemindData/v1/getFormRemindDataByUser', {
    schema: {
      tags, summary: 'The caller\'s due form reminders, newest first',
      response: replies(Type.Array(Type.Object({
        id: Type.String(), title: Type.String(), content: Type.Union([Type.String(), Type.Null()]), url: Type.Union([Type.String(), Type.Null()]),
        boAlias: Type.Union([Type.String(), Type.Null()]), recordId: Type.Union([Type.String(), Type.Null()]), remindAt: Type.String(),
      }))),
    },
  }, (request) => listMyReminds(db, principalOf(request)));

  app.delete('/form/formRemindData/v1/:id', {
    schema: {
      tags, summary: 'Dismisses one of the caller\'s reminders', params: Type.Object({ id: Type.String({ pattern: UUID }) }),
      response: replies(Type.Object({ state: Type.Boolean(), message: Type.String() })),
    },
  }, async (request) => {
    await removeMyRemind(db, principalOf(request), request.params.id);
    return ok(translatorFor(request.lang)('deleted'));
  });
}
