import type { Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { sendNotices } from '../copy-to.ts';
import { recordOpinion } from '../load-run.ts';
import { nodeOf } from '../model.ts';
import { checkedUsers } from './child-tasks.ts';
import { lockAsParticipant } from './instance-access.ts';

/** Copy-to (抄送) by hand: each user gets an unread notice of the instance (passOnTrans). */
export async function copyToUsers(tx: Tx, principal: Principal, input: { instId: number; userIds: number[]; opinion?: string }) {
  const run = await lockAsParticipant(tx, principal, input.instId);
  const receivers = await checkedUsers(tx, principal, input.userIds);
  const open = await tx.selectFrom('bpm_task').select(['id', 'node_id']).where('instance_id', '=', input.instId).where('closed_at', 'is', null)
    .orderBy('id').executeTakeFirst();
  const node = nodeOf(run.model, open?.node_id ?? run.model.startId);
  await sendNotices(run, { node, taskId: open?.id ?? null, kind: 'copyto', receivers, opinion: input.opinion ?? '' });
  await recordOpinion(run, { taskId: open?.id ?? null, nodeId: node.id, nodeName: node.name, userId: principal.userId, action: 'copyto', opinion: input.opinion ?? '', done: false });
  return { instId: run.instance.id, touched: run.touched };
}
