import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { recordOpinion } from '../load-run.ts';
import { nodeOf } from '../model.ts';
import { openTaskForAction } from '../task-access.ts';
import { checkedUsers, type ChildTasksInput } from './child-tasks.ts';

/** Delegate (转办): the task moves to one other user (status DELIVERTO), the delegator kept as its owner. */
export async function delegateTask(tx: Tx, principal: Principal, input: ChildTasksInput) {
  const { task, run, onBehalf } = await openTaskForAction(tx, principal, input.taskId, input.leaderId);
  if (task.parent_task_id !== null) throw badRequest('bpmNotOnChildTask');
  const [to, ...more] = await checkedUsers(tx, principal, input.userIds);
  if (to === undefined || more.length > 0) throw badRequest('bpmDelegateOne');
  const now = new Date();
  const holders = await tx.updateTable('bpm_task_candidate').set({ closed_at: now }).where('task_id', '=', task.id).where('closed_at', 'is', null)
    .returning('user_id').execute();
  for (const h of holders) run.touched.add(h.user_id);
  await tx.insertInto('bpm_task_candidate').values({ tenant_id: run.tenantId, task_id: task.id, user_id: to, created_at: now, for_users: null })
    .onConflict((oc) => oc.columns(['task_id', 'user_id']).doUpdateSet({ closed_at: null, created_at: now, for_users: null })).execute();
  await tx.updateTable('bpm_task').set({
    status: 'DELIVERTO', assignee_id: to, owner_id: task.owner_id ?? onBehalf?.id ?? principal.userId, locked_by: null,
  }).where('id', '=', task.id).execute();
  run.touched.add(to);
  const node = nodeOf(run.model, task.node_id);
  await recordOpinion(run, {
    taskId: task.id, nodeId: node.id, nodeName: node.name, userId: principal.userId, action: 'delegate', opinion: input.opinion ?? '', done: true, onBehalf,
  });
  return { instId: run.instance.id, touched: run.touched };
}
