import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PageOf } from '../../../common/query/page.ts';
import { ListJsonBody, TemplateInfo, TemplateInfoQuery, TemplatePage } from '../../../common/api/templates.ts';
import { PageBean, QueryFilter } from '../../../common/query/query-filter.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { getDraft, listMyDrafts, removeDrafts, saveDraft } from './bo-drafts.ts';
import { deleteBoRecords } from './delete-bo-records.ts';
import { getForm } from './get-form.ts';
import { listTemplateRows } from './list-template-rows.ts';
import { saveBoRecord } from './save-bo-record.ts';
import { getSubData, getSubDataPage } from './sub-data.ts';
import { getTemplateInfo } from './template-info.ts';
import { queryRoutes } from './query-routes.ts';
import { queryViewRoutes } from './query-view-routes.ts';
import { BoSaveBody, BoSaveQuery, BoSaveReply, CountReply, Draft, DraftWithData, GetFormQuery, GetFormReply, SaveDraftBody, SaveDraftReply } from '../../../common/api/forms.ts';

const tags = ['forms'];
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const Uuid = Type.String({ pattern: UUID });
/** `ids=a,b,c` (comma-separated uuids). */
const Ids = Type.String({ pattern: `^(${UUID.slice(1, -1)})(,(${UUID.slice(1, -1)}))*$|^$`, maxLength: 37 * 1000 });
const Alias = Type.String({ minLength: 1, maxLength: 64 });
const Json = Type.Record(Type.String(), Type.Unknown());
const Problem = Type.Object({ pointer: Type.String(), message: Type.String() });
const Failure = Type.Object({ state: Type.Literal(false), message: Type.String(), code: Type.Optional(Type.String()), errors: Type.Optional(Type.Array(Problem)) });
const replies = <T>(okReply: T) => ({ 200: okReply, '4xx': Failure });
const splitIds = (ids: string) => ids.split(',').filter(Boolean);

/** Form-service calls of workflow-office.md "Forms and views" (`/api/form/form/dataTemplate/v1/...`). */
export async function formRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const base = '/form/dataTemplate/v1';
  await fastify.register(queryRoutes);
  await fastify.register(queryViewRoutes);

  app.get(`${base}/getBpmDataTemplateInfo`, {
    schema: {
      tags, summary: 'A data template for the caller: columns and buttons they may use, form key, bo field types, dictionaries',
      querystring: TemplateInfoQuery,
      response: replies(TemplateInfo),
    },
  }, (request) => getTemplateInfo(db, principalOf(request), request.lang, request.query.alias));

  app.post(`${base}/listJson`, {
    schema: {
      tags, summary: 'A page of a template\'s rows: query filter over its declared fields, data rules and tenant added by the server',
      querystring: Type.Object({ alias: Type.Optional(Alias) }),
      body: ListJsonBody,
      response: replies(TemplatePage),
    },
  }, (request) => {
    const b = request.body;
    const alias = b.alias ?? b.templateId ?? request.query.alias ?? '';
    const filter = b.queryFilter ?? { pageBean: b.pageBean, querys: b.querys, sorter: b.sorter };
    return listTemplateRows(db, principalOf(request), {
      alias, filter, isJoinFlow: b.isJoinFlow === true || b.isJoinFlow === 'true', taskType: b.taskType, defKey: b.defKey,
      selectField: b.selectField, selectValue: b.selectValue, lang: request.lang,
    });
  });

  app.post(`${base}/boSave/:boAlias`, {
    schema: {
      tags, summary: 'Saves a record (new without id; with id and version an update, 409 when stale); validated on the server; r/n fields are kept',
      params: Type.Object({ boAlias: Alias }),
      querystring: BoSaveQuery,
      body: BoSaveBody,
      response: replies(BoSaveReply),
    },
  }, async (request) => ok(translatorFor(request.lang)('saved'), await saveBoRecord(db, principalOf(request), request.lang, {
    boAlias: request.params.boAlias, boData: request.body.boData, id: request.body.id, version: request.body.version,
    formKey: request.query.formKey, delDraftId: request.query.delDraftId,
  })));

  app.post(`${base}/boSaveDraft`, {
    schema: {
      tags, summary: 'Saves unvalidated form data as the caller\'s draft (id: overwrite that draft)',
      body: SaveDraftBody,
      response: replies(SaveDraftReply),
    },
  }, async (request) => ok(translatorFor(request.lang)('saved'), await saveDraft(db, principalOf(request), request.body)));

  app.get(`${base}/getForm/:formKey/:boAlias`, {
    schema: {
      tags, summary: 'Form definition, bo, dictionaries, the caller\'s field rights and (with id) the record without n fields',
      params: Type.Object({ formKey: Alias, boAlias: Alias }),
      querystring: GetFormQuery,
      response: replies(GetFormReply),
    },
  }, (request) => getForm(db, principalOf(request), request.lang, {
    formKey: request.params.formKey, boAlias: request.params.boAlias, id: request.query.id ?? request.query.recordId, action: request.query.action,
  }));

  app.get(`${base}/getTempDraftData/:id`, {
    schema: { tags, summary: 'One of the caller\'s drafts with its data', params: Type.Object({ id: Uuid }), response: replies(DraftWithData) },
  }, (request) => getDraft(db, principalOf(request), request.params.id));

  app.post(`${base}/getMyDraftList`, {
    schema: {
      tags, summary: 'The caller\'s drafts, newest first (filter over boAlias, formKey, templateAlias, title, createdAt, updatedAt)',
      body: QueryFilter, response: replies(PageOf(Draft)),
    },
  }, (request) => listMyDrafts(db, principalOf(request), request.body));

  app.delete(`${base}/removeTempDraft`, {
    schema: { tags, summary: 'Deletes the caller\'s drafts among ids', querystring: Type.Object({ ids: Ids }), response: replies(CountReply) },
  }, async (request) => {
    const ids = splitIds(request.query.ids);
    const t = translatorFor(request.lang);
    if (!ids.length) return ok(t('selectAtLeastOne'));
    return ok(t('deleted'), await removeDrafts(db, principalOf(request), ids));
  });

  app.delete(`${base}/boDel/:boAlias`, {
    schema: {
      tags, summary: 'Deletes records (creator or manager roles; all or none)', params: Type.Object({ boAlias: Alias }),
      querystring: Type.Object({ ids: Ids }), response: replies(CountReply),
    },
  }, async (request) => ok(translatorFor(request.lang)('deleted'), await deleteBoRecords(db, principalOf(request), request.params.boAlias, splitIds(request.query.ids))));

  app.get(`${base}/getSubData`, {
    schema: {
      tags, summary: 'Rows of a record\'s sub-table', querystring: Type.Object({ alias: Alias, refId: Uuid }), response: replies(Type.Array(Json)),
    },
  }, (request) => getSubData(db, principalOf(request), request.query.alias, request.query.refId));

  app.post(`${base}/getSubDataPagination`, {
    schema: {
      tags, summary: 'One page of a record\'s sub-table rows', body: Type.Object({ alias: Alias, refId: Uuid, pageBean: Type.Optional(PageBean) }),
      response: replies(PageOf(Json)),
    },
  }, (request) => getSubDataPage(db, principalOf(request), request.body.alias, request.body.refId, request.body.pageBean));
}
