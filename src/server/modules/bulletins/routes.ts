import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BulletinIdParams, BulletinIdsQuery, BulletinPage, BulletinRow, BulletinSaveBody, BulletinStatusBody, BulletinTopBody,
} from '../../../common/api/bulletins.ts';
import { CommandReply, Failure } from '../../../common/api/patents.ts';
import { QueryFilter } from '../../../common/query/query-filter.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { changeBulletins, queryBulletins, readBulletin, saveBulletin } from './bulletins.ts';
import { registerRecordStore } from '../forms/record-stores.ts';
import { BULLETIN_BO, bulletinStore } from './bulletin-store.ts';

const tags = ['bulletins'];
const replies = <T>(reply: T) => ({ 200: reply, '4xx': Failure });

/** School bulletins (front host `/ipSchoolBulletin/v1/...`): everyone reads published ones, administrators manage them. */
export async function bulletinRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const base = '/ipSchoolBulletin/v1';
  // 公告管理's form (bo bulletin) saves to the bulletins table through the engine's getForm / boSave.
  registerRecordStore(BULLETIN_BO, bulletinStore);
  const t = (request: { lang: Parameters<typeof translatorFor>[0] }) => translatorFor(request.lang);

  for (const url of [`${base}/query/`, `${base}/query`]) {
    app.post(url, {
      schema: { tags, body: QueryFilter, response: replies(BulletinPage), summary: 'Published bulletins, pinned first then newest, 10 a page (params.all: administrators see all)' },
    }, (request) => queryBulletins(db, principalOf(request), request.body));
  }
  app.get(`${base}/get/:id`, { schema: { tags, params: BulletinIdParams, response: replies(BulletinRow), summary: 'One bulletin' } },
    (request) => readBulletin(db, principalOf(request), Number(request.params.id)));
  app.post(`${base}/save`, {
    schema: { tags, body: BulletinSaveBody, response: replies(CommandReply), summary: 'Creates or updates a bulletin (administrators); fApplicationNo is checked with its check digit' },
  }, async (request) => ok(t(request)('saved'), await saveBulletin(db, principalOf(request), request.body)));
  app.post(`${base}/update/isTop`, { schema: { tags, body: BulletinTopBody, response: replies(CommandReply), summary: 'Pins (1) or unpins (0) bulletins' } },
    async (request) => ok(t(request)('operationSucceeded'), await changeBulletins(db, principalOf(request), request.body.ids, { is_top: request.body.isTop })));
  app.post(`${base}/update/status`, { schema: { tags, body: BulletinStatusBody, response: replies(CommandReply), summary: 'Publishes (1) or withdraws (0) bulletins' } },
    async (request) => ok(t(request)('operationSucceeded'), await changeBulletins(db, principalOf(request), request.body.ids, { status: request.body.status })));
  app.delete(`${base}/remove`, { schema: { tags, querystring: BulletinIdsQuery, response: replies(CommandReply), summary: 'Deletes bulletins by ids' } },
    async (request) => ok(t(request)('deleted'), await changeBulletins(db, principalOf(request), request.query.ids, 'delete')));
  app.delete(`${base}/:id`, { schema: { tags, params: BulletinIdParams, response: replies(CommandReply), summary: 'Deletes one bulletin' } },
    async (request) => ok(t(request)('deleted'), await changeBulletins(db, principalOf(request), Number(request.params.id), 'delete')));
}
