import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { recordOpinion } from '../load-run.ts';
import { nodeOf } from '../model.ts';
import { createTask, saveLoop } from '../move-token.ts';
import type { LoopState, Run } from '../run-context.ts';
import { openTaskForAction } from '../task-access.ts';
import { checkedUsers } from './child-tasks.ts';

export interface CountersignSignersInput { taskId: number; userIds: number[]; opinion?: string; leaderId?: number }

/**
 * 会签任务加签 (taskSignUsers): the holder of an open task of a countersign (multi-instance) node adds signers to
 * the node. In a parallel countersign each new signer gets a task at once; in a sequential one they join the queue
 * after the current signers. The node's loop state counts them, so its completion rule (all / any / ratio) weighs
 * their votes like the others'.
 */
export async function addCountersignSigners(tx: Tx, principal: Principal, input: CountersignSignersInput) {
  const { task, run, onBehalf, token } = await openTaskForAction(tx, principal, input.taskId, input.leaderId);
  const node = nodeOf(run.model, task.node_id);
  const loop = token?.loop as LoopState | null | undefined;
  if (task.parent_task_id !== null || !node.multiInstance || !token || !loop) throw badRequest('bpmNotCountersign');
  if (input.userIds.length === 0) throw badRequest('bpmNoSigners');
  const users = await checkedUsers(tx, principal, input.userIds);
  await refuseSigners(run, token.id, loop, users);
  const next: LoopState = { ...loop, users: [...loop.users, ...users] };
  if (!node.multiInstance.sequential) {
    for (const userId of users) await createTask(run, node, token.id, [userId], { createdBy: principal.userId });
    next.next = next.users.length;
  }
  await saveLoop(run, token.id, next);
  await recordOpinion(run, {
    taskId: task.id, nodeId: node.id, nodeName: node.name, userId: principal.userId, action: 'addSign', opinion: input.opinion ?? '', done: true, onBehalf,
  });
  return { instId: run.instance.id, touched: run.touched };
}

/** Refuses a user who already signs the node: one of its signers (signed, signing or queued) or a holder of one of its open tasks. */
async function refuseSigners(run: Run, tokenId: number, loop: LoopState, users: number[]): Promise<void> {
  const holders = await run.tx.selectFrom('bpm_task_candidate as c').innerJoin('bpm_task as t', 't.id', 'c.task_id').select('c.user_id')
    .where('t.token_id', '=', tokenId).where('t.parent_task_id', 'is', null).where('t.closed_at', 'is', null).where('c.closed_at', 'is', null)
    .execute();
  const signers = new Set([...loop.users, ...holders.map((h) => h.user_id)]);
  const already = users.find((u) => signers.has(u));
  if (already === undefined) return;
  const user = await run.tx.selectFrom('app_user').select('fullname').where('id', '=', already).executeTakeFirstOrThrow();
  throw badRequest('bpmAlreadySigner', { name: user.fullname });
}
