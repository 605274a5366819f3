import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AgencyFeeListBody, AgencyFeePage, AgencyFeePaidBody, AgencyStatusBody, CancelEntrustBody, CaseAnswerBody, CaseDetail, CaseStepBody, IdQuery, PatentCases, PatentCasesQuery,
  QualityStatusBody, TermSaveBody, TermStatusBody,
} from '../../../common/api/agency.ts';
import { CommandReply, Failure } from '../../../common/api/patents.ts';
import { ANSWER_TARGETS, STEP_TARGETS } from '../../../common/patents/agency/index.ts';
import { withTenant } from '../../db/database.ts';
import { onInstanceEnded } from '../../bpm/instance-ended.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { registerRecordStore } from '../forms/record-stores.ts';
import { listAgencyFees, recordAgencyFeePaid } from './agency-fees.ts';
import { AGENCY_BO, agencyStore } from './agency-store.ts';
import { changeAgencyStatus } from './change-agency-status.ts';
import { caseFromEntrustFlow } from './entrust-case.ts';
import { moveCase } from './move-case.ts';
import { changeQualityStatus } from './quality-review.ts';
import { readCaseDetail, readPatentCases } from './read-case.ts';
import { changeTermStatus, saveTerm } from './term-replies.ts';

const tags = ['agency'];
const replies = <T>(reply: T) => ({ 200: reply, '4xx': Failure });

/**
 * Agency cases (front host; docs/agency-cases.md): the agency's answer and the case's steps, cancelling the
 * entrustment, the quality review of a draft, the office actions' time limits, the agency fees, an agency's status.
 * An approved 代理机构委托 flow opens the case. The agency form (list dljg) saves through the engine's boSave.
 */
export async function agencyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  onInstanceEnded('agencyEntrust', caseFromEntrustFlow);
  registerRecordStore(AGENCY_BO, agencyStore);
  const t = (lang: Parameters<typeof translatorFor>[0]) => translatorFor(lang);

  app.post('/api/agencyCase/v1/changeStatus', {
    schema: { tags, body: CaseAnswerBody, response: replies(CommandReply), summary: 'The agency accepts or declines an entrustment (declining needs a reason); 409 when stale or not allowed' },
  }, async (request) => {
    const { id, version, status, reason } = request.body;
    const value = await withTenant(db, principalOf(request).tenantId, (tx) => moveCase(tx, principalOf(request), id, version, ANSWER_TARGETS[status], { reason }, request.lang));
    return ok(t(request.lang)('agencyChanged'), value);
  });

  app.post('/api/agencyCase/v1/updateAgencyCaseStatus', {
    schema: { tags, body: CaseStepBody, response: replies(CommandReply), summary: 'A step of the case: drafting, clientReview (opens a quality review), filed (application no. and date), granted, rejected' },
  }, async (request) => {
    const { id, version, status, ...extra } = request.body;
    const value = await withTenant(db, principalOf(request).tenantId, (tx) => moveCase(tx, principalOf(request), id, version, STEP_TARGETS[status], extra, request.lang));
    return ok(t(request.lang)('agencyChanged'), value);
  });

  app.post('/api/agencyCase/v1/cancleEntrust', {
    schema: { tags, body: CancelEntrustBody, response: replies(CommandReply), summary: 'The IP office withdraws the entrustment before filing (reason required)' },
  }, async (request) => {
    const { id, version, reason } = request.body;
    const value = await withTenant(db, principalOf(request).tenantId, (tx) => moveCase(tx, principalOf(request), id, version, 'cancel', { reason }, request.lang));
    return ok(t(request.lang)('agencyChanged'), value);
  });

  app.get('/api/agencyCase/v1/get', {
    schema: { tags, querystring: IdQuery, response: replies(CaseDetail), summary: 'A case with the moves open to the caller, its history, reviews, time limits and fees' },
  }, (request) => readCaseDetail(db, principalOf(request), Number(request.query.id)));

  app.get('/api/agencyCase/v1/byPatent', {
    schema: { tags, querystring: PatentCasesQuery, response: replies(PatentCases), summary: 'The agency cases of a library patent the caller is party to' },
  }, (request) => readPatentCases(db, principalOf(request), request.query.patentId));

  app.post('/api/quality/v1/changeStatus', {
    schema: { tags, body: QualityStatusBody, response: replies(CommandReply), summary: 'The IP office passes (score at least 60) or returns (with the reason) a submitted draft' },
  }, async (request) => ok(t(request.lang)('agencyReviewed'), await changeQualityStatus(db, principalOf(request), request.body, request.lang)));

  app.post('/api/agencyCase/v1/termReply/save', {
    schema: { tags, body: TermSaveBody, response: replies(CommandReply), summary: 'Records an office action on a filed case; the server computes the time limit' },
  }, async (request) => ok(t(request.lang)('agencyTermSaved'), await saveTerm(db, principalOf(request), request.body, request.lang)));

  app.post('/api/agencyCase/v1/termReply/update/status', {
    schema: { tags, body: TermStatusBody, response: replies(CommandReply), summary: 'A time limit replied to, extended (1 or 2 months, fee added) or missed' },
  }, async (request) => ok(t(request.lang)('agencyTermSaved'), await changeTermStatus(db, principalOf(request), request.body, request.lang)));

  app.post('/api/agencyFee/v1/list', {
    schema: { tags, body: AgencyFeeListBody, response: replies(AgencyFeePage), summary: 'The agency fees the caller may see, with the sums unpaid and paid' },
  }, (request) => listAgencyFees(db, principalOf(request), request.body));

  app.post('/api/agencyFee/v1/update/feePaid', {
    schema: { tags, body: AgencyFeePaidBody, response: replies(CommandReply), summary: 'The IP office records paying an agency fee' },
  }, async (request) => ok(t(request.lang)('agencyFeeRecorded'), await recordAgencyFeePaid(db, principalOf(request), request.body, request.lang)));

  app.post('/api/agency/v1/changeStatus', {
    schema: { tags, body: AgencyStatusBody, response: replies(CommandReply), summary: 'The IP office suspends or reinstates an agency (409 when stale or already so)' },
  }, async (request) => ok(t(request.lang)('agencyStatusChanged'), await changeAgencyStatus(db, principalOf(request), request.body, request.lang)));
}
