import type { Tx } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { lockInstance } from '../load-run.ts';
import { requireReadableNewFiles } from '../../modules/files/file-access.ts';

/**
 * Copy-to reply (抄送回复, doNextCopyto): the receiver of a copy-to notice answers it. The reply joins the instance's
 * approval history (action copyToReply, at the node the copy came from) and the notice counts as read. Replies may
 * be repeated; a running or ended instance takes them, a forbidden one does not.
 */
export async function replyToCopy(tx: Tx, principal: Principal, input: { noticeId: number; opinion: string; files?: unknown }) {
  const opinion = input.opinion.trim();
  if (!opinion) throw badRequest('bpmReplyRequired');
  const notice = await tx.selectFrom('bpm_notice').select(['id', 'instance_id', 'node_id', 'node_name', 'receiver_id', 'sender_id', 'receiver_name', 'read_at'])
    .where('tenant_id', '=', principal.tenantId).where('id', '=', input.noticeId).executeTakeFirst();
  if (!notice || (notice.receiver_id !== principal.userId && notice.sender_id !== principal.userId)) throw notFound('bpmNoticeNotFound');
  if (notice.receiver_id !== principal.userId) throw forbidden('bpmCopyReplyNotReceiver');
  const instance = await lockInstance(tx, principal.tenantId, notice.instance_id);
  if (instance.status === 'forbidden') throw conflict('bpmCopyReplyForbidden');
  if (input.files !== undefined) await requireReadableNewFiles(tx, principal, null, input.files);
  const now = new Date();
  await tx.insertInto('bpm_opinion').values({
    tenant_id: principal.tenantId, instance_id: notice.instance_id, task_id: null, node_id: notice.node_id, node_name: notice.node_name,
    user_id: principal.userId, user_name: notice.receiver_name, action: 'copyToReply', opinion, status: 'copyToReply', created_at: now,
    files: input.files === undefined ? null : JSON.stringify(input.files),
  }).execute();
  if (notice.read_at === null) await tx.updateTable('bpm_notice').set({ read_at: now }).where('id', '=', notice.id).execute();
  return { touched: [principal.userId, notice.sender_id, instance.creator_id] };
}
