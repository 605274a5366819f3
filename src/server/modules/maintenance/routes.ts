import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FeePaidBody, KeepDetail, KeepIdQuery, KeepStatusBody } from '../../../common/api/maintenance.ts';
import { CommandReply, Failure } from '../../../common/api/patents.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { logBackgroundError } from '../../lib/server-error-log.ts';
import { changeKeepStatus } from './change-keep-status.ts';
import { startMaintenancePoller } from './maintenance-poller.ts';
import { readKeep } from './read-keep.ts';
import { recordFeePaid } from './record-fee-paid.ts';

const tags = ['maintenance'];
const replies = <T>(reply: T) => ({ 200: reply, '4xx': Failure });

/** How often fees are scheduled, lapsed and reminded of (FEE_POLL_MS, default ten minutes; 0 turns it off). */
const pollMs = () => Number(process.env.FEE_POLL_MS ?? 600_000);

/**
 * Annual-fee maintenance (front host `/api/patentkeep/v1/...`, docs/patent-maintenance.md): the decision per fee,
 * the payment record, a fee's detail; plus the poller that schedules, lapses and reminds.
 */
export async function maintenanceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const base = '/api/patentkeep/v1';
  const every = pollMs();
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
}
