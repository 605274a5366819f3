import type { Tx } from '../../db/database.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { cancelChildTasks } from '../close-tasks.ts';
import { recordOpinion } from '../load-run.ts';
import { nodeOf } from '../model.ts';
import { createTask, settle } from '../move-token.ts';
import { openTaskForAction } from '../task-access.ts';
import { SIGN_STATUSES } from '../task-kinds.ts';
import { checkedUsers } from './child-tasks.ts';

export interface AddSignInput { taskId: number; userIds: number[]; signType: 'parallel' | 'sequence'; opinion?: string; leaderId?: number }

/**
 * Add signature (加签): child tasks for other signers, all at once (SIGNLINEED) or one after another
 * (SIGNSEQUENCEED, the rest queued on the parent). The node moves on once the parent and every signer are done.
 */
export async function addSign(tx: Tx, principal: Principal, input: AddSignInput) {
  const { task, run, onBehalf } = await openTaskForAction(tx, principal, input.taskId, input.leaderId);
  if (task.parent_task_id !== null) throw badRequest('bpmNotOnChildTask');
  const users = await checkedUsers(tx, principal, input.userIds);
  const open = await tx.selectFrom('bpm_task').select('id').where('parent_task_id', '=', task.id).where('closed_at', 'is', null)
    .where('status', 'in', [...SIGN_STATUSES]).executeTakeFirst();
  if (open) throw conflict('bpmSignOpen');
  const node = nodeOf(run.model, task.node_id);
  const status = input.signType === 'parallel' ? 'SIGNLINEED' : 'SIGNSEQUENCEED';
  const first = input.signType === 'parallel' ? users : users.slice(0, 1);
  for (const userId of first) {
    await createTask(run, node, task.token_id, [userId], { status, parentTaskId: task.id, createdBy: principal.userId, direct: true });
  }
  await tx.updateTable('bpm_task').set({ sign_queue: JSON.stringify(users.slice(first.length)) }).where('id', '=', task.id).execute();
  await recordOpinion(run, {
    taskId: task.id, nodeId: node.id, nodeName: node.name, userId: principal.userId, action: 'addSign', opinion: input.opinion ?? '', done: true, onBehalf,
  });
  return { instId: run.instance.id, touched: run.touched };
}

/** Withdraws the signers of a task who have not signed yet (revokeSignLine / revokeCustomSign). */
export async function revokeSigners(tx: Tx, principal: Principal, taskId: number) {
  const { task, run } = await openTaskForAction(tx, principal, taskId);
  const open = await tx.selectFrom('bpm_task').select('id').where('parent_task_id', '=', task.id).where('closed_at', 'is', null)
    .where('status', 'in', [...SIGN_STATUSES]).execute();
  if (open.length === 0) throw conflict('bpmNothingToRevoke');
  await cancelChildTasks(run, task.id, true);
  await tx.updateTable('bpm_task').set({ sign_queue: null }).where('id', '=', task.id).execute();
  const node = nodeOf(run.model, task.node_id);
  await recordOpinion(run, { taskId: task.id, nodeId: node.id, nodeName: node.name, userId: principal.userId, action: 'revokeSign', opinion: '', done: false });
  await settle(run);
  return { instId: run.instance.id, touched: run.touched };
}

/** Withdraws open circulation / inquiry / communication tasks the caller sent from a task (revokeTrans). */
export async function revokeAdvisory(tx: Tx, principal: Principal, taskId: number) {
  const { task, run } = await openTaskForAction(tx, principal, taskId);
  const open = await tx.selectFrom('bpm_task').select('id').where('parent_task_id', '=', task.id).where('closed_at', 'is', null)
    .where('status', 'not in', [...SIGN_STATUSES]).execute();
  if (open.length === 0) throw conflict('bpmNothingToRevoke');
  await cancelChildTasks(run, task.id, false);
  return { instId: run.instance.id, touched: run.touched };
}
