import type { Language } from '../../../common/i18n/languages.ts';
import type { SharePatentBody } from '../../../common/api/patents.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { idsOf } from '../collections/actor.ts';
import { unreadChanged } from '../home/unread-sources.ts';

/**
 * POST /api/patentShare/v1/sharePatent: shares the tenant's patents (pids) with people of the tenant (sharedId);
 * each person gets one message. A patent or person of another tenant reads as not found.
 */
export async function sharePatents(db: Db, principal: Principal, lang: Language, body: SharePatentBody): Promise<number> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  const patentIds = idsOf(body.pids);
  if (!patentIds.length) throw badRequest('patentsRequired');
  const userIds = idsOf(body.sharedId).filter((id) => id !== principal.userId);
  if (!userIds.length) throw badRequest('shareUsersRequired');
  const shared = await withTenant(db, principal.tenantId, async (tx) => {
    const patents = await tx.selectFrom('patent').select('id').where('id', 'in', patentIds).execute();
    if (patents.length !== patentIds.length) throw notFound('patentNotFound');
    const users = await tx.selectFrom('app_user').select('id').where('id', 'in', userIds).where('is_visitor', '=', false).execute();
    if (users.length !== userIds.length) throw notFound('unknownUser');
    const added = await tx.insertInto('patent_share')
      .values(userIds.flatMap((to) => patentIds.map((patentId) => ({
        tenant_id: principal.tenantId, patent_id: patentId, shared_by: principal.userId, shared_to: to, source: body.sjly ?? null,
      }))))
      .onConflict((oc) => oc.columns(['patent_id', 'shared_by', 'shared_to']).doUpdateSet({ created_at: new Date(), source: body.sjly ?? null }))
      .executeTakeFirst();
    const sender = await tx.selectFrom('app_user').select('fullname').where('id', '=', principal.userId).executeTakeFirstOrThrow();
    const subject = translatorFor(lang)('shareMessage', { sender: sender.fullname, count: patentIds.length });
    await tx.insertInto('portal_message').values(userIds.map((to) => ({
      tenant_id: principal.tenantId, receiver_id: to, sender_id: principal.userId, type: 'share' as const, subject,
      content: null, url: '/workbench/querySql/queryView/zlfx/zlfx',
    }))).execute();
    return Number(added.numInsertedOrUpdatedRows ?? 0);
  });
  // After the commit: each receiver's pushed unread counter moves.
  unreadChanged(principal.tenantId, userIds);
  return shared;
}

/** POST /api/patentShare/v1/removeShare: shares the caller sent or received; anything else is a 404. */
export async function removeShares(db: Db, principal: Principal, ids: unknown): Promise<number> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  const wanted = idsOf(ids);
  if (!wanted.length) throw badRequest('selectAtLeastOne');
  return withTenant(db, principal.tenantId, async (tx) => {
    const removed = await tx.deleteFrom('patent_share').where('id', 'in', wanted)
      .where((eb) => eb.or([eb('shared_to', '=', principal.userId), eb('shared_by', '=', principal.userId)]))
      .executeTakeFirst();
    // All or nothing: a share of someone else in the list undoes the call.
    if (Number(removed.numDeletedRows) !== wanted.length) throw notFound('shareNotFound');
    return wanted.length;
  });
}
