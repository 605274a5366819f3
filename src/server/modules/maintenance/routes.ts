import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FeePaidBody, KeepDetail, KeepIdQuery, KeepStatusBody } from '../../../common/api/maintenance.ts';
import { FeeReductionBody, HolidayRemoveBody } from '../../../common/api/maintenance-settings.ts';
import { CommandReply, Failure } from '../../../common/api/patents.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { logBackgroundError } from '../../lib/server-error-log.ts';
import { registerRecordStore } from '../forms/record-stores.ts';
import { changeFeeReduction } from './change-fee-reduction.ts';
import { changeKeepStatus } from './change-keep-status.ts';
import { HOLIDAY_BO, holidayStore } from './holiday-store.ts';
import { startMaintenancePoller } from './maintenance-poller.ts';
import { readKeep } from './read-keep.ts';
import { recordFeePaid } from './record-fee-paid.ts';
import { removeHoliday } from './remove-holiday.ts';

const tags = ['maintenance'];
const replies = <T>(reply: T) => ({ 200: reply, '4xx': Failure });

/** How often fees are scheduled, lapsed and reminded of (FEE_POLL_MS, default ten minutes; 0 turns it off). */
const pollMs = () => Number(process.env.FEE_POLL_MS ?? 600_000);

/**
 * Annual-fee maintenance (front host `/api/patentkeep/v1/...`, docs/patent-maintenance.md): the decision per fee,
 * the payment record, a fee's detail, a patent's fee reduction, removing a calendar day (the holidayDay form adds and
 * edits days through the engine's boSave); plus the poller that schedules, lapses and reminds.
 */
export async function maintenanceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const base = '/api/patentkeep/v1';
  const every = pollMs();
  registerRecordStore(HOLIDAY_BO, holidayStore);
  let stop: (() => Promise<void>) | null = null;
  fastify.addHook('onReady', async () => {
    if (every > 0) stop = startMaintenancePoller(db, every, () => undefined, (error) => logBackgroundError('annual fee poller', error));
  });
  fastify.addHook('onClose', async () => { await stop?.(); });

  app.post(`${base}/update/status`, {
    schema: { tags, body: KeepStatusBody, response: replies(CommandReply), summary: 'Consult the inventors, keep, abandon (keep from lapsed: restoration request); 409 when stale or not allowed from the current state' },
  }, async (request) => ok(translatorFor(request.lang)('keepDecided'), await changeKeepStatus(db, principalOf(request), request.body, request.lang)));

  app.post(`${base}/update/feePaid`, {
    schema: { tags, body: FeePaidBody, response: replies(CommandReply), summary: 'Records the payment of a fee decided to be kept: amount as calculated for the payment date, receipt number or file' },
  }, async (request) => ok(translatorFor(request.lang)('keepPaidRecorded'), await recordFeePaid(db, principalOf(request), request.body, request.lang)));

  app.get(`${base}/get`, {
    schema: { tags, querystring: KeepIdQuery, response: replies(KeepDetail), summary: 'A fee with what paying it today costs, the open moves and the audit trail' },
  }, (request) => readKeep(db, principalOf(request), Number(request.query.id)));

  app.post(`${base}/update/feeReduction`, {
    schema: { tags, body: FeeReductionBody, response: replies(CommandReply), summary: 'Sets the fee reduction of the patent of an annual fee and recomputes its open fees; 409 when stale or already so' },
  }, async (request) => ok(translatorFor(request.lang)('keepReductionChanged'), await changeFeeReduction(db, principalOf(request), request.body)));

  app.post(`${base}/holiday/remove`, {
    schema: { tags, body: HolidayRemoveBody, response: replies(CommandReply), summary: 'Removes a day from the holiday calendar and recomputes the open fees it moved; 409 when stale' },
  }, async (request) => ok(translatorFor(request.lang)('holidayRemoved'), await removeHoliday(db, principalOf(request), request.body)));
}
