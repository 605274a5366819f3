import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { recordOpinion } from '../load-run.ts';
import { nodeOf } from '../model.ts';
import { createTask, settle } from '../move-token.ts';
import type { ActionTask } from '../task-access.ts';

/** The child tasks whose holder may pass them on, and the opinion action (button alias) of doing so. */
export const PASS_ON_ACTIONS: Record<string, string> = { TRANSFORMED: 'passOnTrans', COMMU: 'passOnCommu' };

/**
 * Continue circulating (继续流转, taskToTrans on a circulation task) / communicating (继续沟通, communicate on a
 * communication task): the holder opens the same kind of task for more users (already checked) under the same main
 * task. The holder's own task stays open for them to answer; nobody gets the task twice, nor does the main task's handler.
 */
export async function passOnChildTask(tx: Tx, principal: Principal, opened: ActionTask, users: number[], opinion: string | undefined) {
  const { task, run, onBehalf } = opened;
  const kind = task.status;
  const action = PASS_ON_ACTIONS[kind];
  if (task.parent_task_id === null || action === undefined) throw badRequest('bpmNotOnChildTask');
  const parent = await tx.selectFrom('bpm_task').select(['id', 'token_id', 'assignee_id']).where('id', '=', task.parent_task_id).executeTakeFirstOrThrow();
  const handlers = await holdersOf(tx, [parent.id]);
  if (parent.assignee_id !== null) handlers.add(parent.assignee_id);
  await refuseAny(tx, users.filter((u) => handlers.has(u)), 'bpmPassOnToHandler');
  const siblings = await tx.selectFrom('bpm_task').select('id').where('parent_task_id', '=', parent.id).where('status', '=', kind)
    .where('closed_at', 'is', null).execute();
  const holders = await holdersOf(tx, siblings.map((s) => s.id));
  await refuseAny(tx, users.filter((u) => holders.has(u)), 'bpmPassOnTwice');
  const node = nodeOf(run.model, task.node_id);
  for (const userId of users) {
    await createTask(run, node, parent.token_id, [userId], { status: kind, parentTaskId: parent.id, createdBy: principal.userId, direct: true });
  }
  await recordOpinion(run, {
    taskId: task.id, nodeId: node.id, nodeName: node.name, userId: principal.userId, action, opinion: opinion ?? '', done: true, onBehalf,
    undo: run.undo,
  });
  await settle(run);
  return { instId: run.instance.id, touched: run.touched };
}

/** Who holds the given tasks now (open to-do rows, assignees). */
async function holdersOf(tx: Tx, taskIds: number[]): Promise<Set<number>> {
  if (taskIds.length === 0) return new Set();
  const rows = await tx.selectFrom('bpm_task_candidate').select('user_id').where('task_id', 'in', taskIds).where('closed_at', 'is', null).execute();
  const assigned = await tx.selectFrom('bpm_task').select('assignee_id').where('id', 'in', taskIds).where('assignee_id', 'is not', null).execute();
  return new Set([...rows.map((r) => r.user_id), ...assigned.map((a) => a.assignee_id!)]);
}

/** 400 naming the users, when there are any. */
async function refuseAny(tx: Tx, userIds: number[], key: 'bpmPassOnToHandler' | 'bpmPassOnTwice'): Promise<void> {
  if (userIds.length === 0) return;
  const people = await tx.selectFrom('app_user').select('fullname').where('id', 'in', userIds).orderBy('id').execute();
  throw badRequest(key, { names: people.map((p) => p.fullname).join('、') });
}
