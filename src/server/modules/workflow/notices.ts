import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { flowNamesOfInstances } from './flow-names.ts';
import { noticeRow } from './list-notices.ts';

/** A notice the caller received or sent. */
export function getNotice(db: Db, principal: Principal, id: number, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const row = await tx.selectFrom('bpm_notice as n').selectAll('n').where('n.tenant_id', '=', principal.tenantId).where('n.id', '=', id)
      .where((eb) => eb.or([eb('n.receiver_id', '=', principal.userId), eb('n.sender_id', '=', principal.userId)])).executeTakeFirst();
    if (!row) throw notFound('bpmNoticeNotFound');
    return noticeRow(row, await flowNamesOfInstances(tx, lang, [row.instance_id]));
  });
}

/** Marks a received notice read (addReadRecord / noticeTurnDode): it moves from todoRead to doneRead. */
export async function readNotice(tx: Tx, principal: Principal, id: number) {
  const row = await tx.selectFrom('bpm_notice').select(['id', 'read_at']).where('tenant_id', '=', principal.tenantId).where('id', '=', id)
    .where('receiver_id', '=', principal.userId).executeTakeFirst();
  if (!row) throw notFound('bpmNoticeNotFound');
  if (row.read_at === null) await tx.updateTable('bpm_notice').set({ read_at: new Date() }).where('id', '=', id).execute();
  return { touched: [principal.userId] };
}

/** Deletes a notice the caller received or sent. */
export async function deleteNotice(tx: Tx, principal: Principal, id: number) {
  const gone = await tx.deleteFrom('bpm_notice').where('tenant_id', '=', principal.tenantId).where('id', '=', id)
    .where((eb) => eb.or([eb('receiver_id', '=', principal.userId), eb('sender_id', '=', principal.userId)])).returning(['receiver_id', 'sender_id']).execute();
  if (gone.length === 0) throw notFound('bpmNoticeNotFound');
  return { touched: [gone[0]!.receiver_id, gone[0]!.sender_id] };
}
