import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ClassIdQuery, MarketStatusBody, NeedIdQuery, NeedPatentsBody, OrderIdParams, OrderPutBody, OrderStatusBody, PatentIdQuery, PledgeBody,
  PublishBatchBody, ResultClassesBody, ResultLabelsBody,
} from '../../../common/api/market.ts';
import { CommandReply, Failure } from '../../../common/api/patents.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { registerRecordStore } from '../forms/record-stores.ts';
import { changeNeedStatus, saveNeedPatents, suggestResults } from './need-commands.ts';
import { NEED_BO, needStore } from './need-store.ts';
import { changeOrderStatus, getOrder, patentSubsidies, patentTrades, putOrder, recordPledge } from './order-commands.ts';
import { ORDER_BO, orderStore } from './order-store.ts';
import { changeResultStatus, publishBatch, queryByClassId, updateResultTags } from './result-commands.ts';
import { RESULT_BO, resultStore } from './result-store.ts';

const tags = ['market'];
const Json = Type.Record(Type.String(), Type.Unknown());
const replies = <T>(reply: T) => ({ 200: reply, '4xx': Failure });

/**
 * The results marketplace (front host, docs/results-marketplace.md): results (/api/patentResult/v1), enterprise needs
 * (/businessNeeds/v1), orders (/patentOrder/v1), a patent's trades and subsidies. Every command checks the IP office's
 * role, the version read (409) and the state machine (409 naming the state), in one transaction with its audit row.
 */
export async function marketRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  // The forms of 成果发布, 企业需求 and 交易订单 save to the marketplace's tables through the engine's getForm / boSave.
  registerRecordStore(RESULT_BO, resultStore);
  registerRecordStore(NEED_BO, needStore);
  registerRecordStore(ORDER_BO, orderStore);
  const t = (request: { lang: Parameters<typeof translatorFor>[0] }) => translatorFor(request.lang);
  const result = '/api/patentResult/v1';

  app.post(`${result}/update/status`, {
    schema: { tags, body: MarketStatusBody, response: replies(CommandReply), summary: 'Submit (reviewing), send back (draft), publish or withdraw a result' },
  }, async (request) => ok(t(request)('resultStatusChanged'), await changeResultStatus(db, principalOf(request), request.body, request.lang)));
  app.post(`${result}/publish/batch`, {
    schema: { tags, body: PublishBatchBody, response: replies(CommandReply), summary: 'Publishes the chosen results under one batch number, all or none' },
  }, async (request) => {
    const done = await publishBatch(db, principalOf(request), request.body, request.lang);
    return ok(t(request)('resultsPublished', { count: done.count, batchNo: done.batchNo }), done);
  });
  app.post(`${result}/update/labels`, {
    schema: { tags, body: ResultLabelsBody, response: replies(CommandReply), summary: 'A result\'s labels (at most 10 of 20 characters)' },
  }, async (request) => ok(t(request)('resultLabelsSaved'), await updateResultTags(db, principalOf(request), request.body)));
  app.post(`${result}/update/classifications`, {
    schema: { tags, body: ResultClassesBody, response: replies(CommandReply), summary: 'A result\'s classifications (keys of dictionary resultClass)' },
  }, async (request) => ok(t(request)('resultClassesSaved'), await updateResultTags(db, principalOf(request), request.body)));
  app.post(`${result}/queryByClassId`, {
    schema: { tags, querystring: ClassIdQuery, response: replies(Json), summary: 'Published results of a classification, newest first' },
  }, (request) => queryByClassId(db, principalOf(request), request.query.classId, request.query.page ?? 1, request.query.pageSize ?? 10));

  app.post('/businessNeeds/v1/update/status', {
    schema: { tags, body: MarketStatusBody, response: replies(CommandReply), summary: 'Close (closed), cancel (cancelled) or reopen (open) an enterprise need' },
  }, async (request) => ok(t(request)('needStatusChanged'), await changeNeedStatus(db, principalOf(request), request.body, request.lang)));
  app.post('/businessNeeds/v1/saveNeedPatents', {
    schema: { tags, querystring: NeedIdQuery, body: NeedPatentsBody, response: replies(CommandReply), summary: 'The published results matched to a need' },
  }, async (request) => {
    const done = await saveNeedPatents(db, principalOf(request), request.query.needId, request.body, request.lang);
    return ok(t(request)('needMatched', { count: done.count }), done);
  });
  app.get('/businessNeeds/v1/suggest', {
    schema: { tags, querystring: NeedIdQuery, response: replies(Type.Array(Json)), summary: 'Published results, those sharing the need\'s classifications first' },
  }, (request) => suggestResults(db, principalOf(request), request.query.needId));

  app.get('/patentOrder/v1/:id', {
    schema: { tags, params: OrderIdParams, response: replies(Json), summary: 'An order with its result, patent, need, open moves and audit trail' },
  }, (request) => getOrder(db, principalOf(request), Number(request.params.id)));
  app.put('/patentOrder/v1/:id', {
    schema: { tags, params: OrderIdParams, body: OrderPutBody, response: replies(CommandReply), summary: 'The terms of a placed order, at the version read' },
  }, async (request) => ok(t(request)('orderSaved'), await putOrder(db, principalOf(request), Number(request.params.id), request.body)));
  app.post('/patentOrder/v1/update/status', {
    schema: { tags, body: OrderStatusBody, response: replies(CommandReply), summary: 'Sign (contract no.), pay, complete (records the trade) or cancel an order' },
  }, async (request) => ok(t(request)('orderStatusChanged'), await changeOrderStatus(db, principalOf(request), request.body, request.lang)));

  app.get('/api/patentTrade/v1/list', {
    schema: { tags, querystring: PatentIdQuery, response: replies(Json), summary: 'A patent\'s transfers, licences and pledges, newest first' },
  }, (request) => patentTrades(db, principalOf(request), request.query.patentId));
  app.post('/api/patentTrade/v1/pledge', {
    schema: { tags, body: PledgeBody, response: replies(CommandReply), summary: 'Registers a pledge of a patent' },
  }, async (request) => ok(t(request)('pledgeRecorded'), await recordPledge(db, principalOf(request), request.body)));
  app.get('/api/patentSubsidy/v1/list', {
    schema: { tags, querystring: PatentIdQuery, response: replies(Json), summary: 'The subsidies a patent received, newest first' },
  }, (request) => patentSubsidies(db, principalOf(request), request.query.patentId));
}
