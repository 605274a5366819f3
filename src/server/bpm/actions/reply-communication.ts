import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { completeTask } from '../complete-task.ts';

/**
 * Communication reply (沟通反馈, doNextcommu): the holder of a communication task (COMMU) answers it; the same as
 * complete with actionName commu, with its own message when the task is of another kind.
 */
export async function replyCommunication(tx: Tx, principal: Principal, input: { taskId: number; opinion: string; files?: unknown; leaderId?: number }) {
  const opinion = input.opinion.trim();
  if (!opinion) throw badRequest('bpmReplyRequired');
  const task = await tx.selectFrom('bpm_task').select(['status', 'parent_task_id']).where('tenant_id', '=', principal.tenantId)
    .where('id', '=', input.taskId).executeTakeFirst();
  // An unknown task is refused by completeTask as it refuses any other.
  if (task && (task.status !== 'COMMU' || task.parent_task_id === null)) throw badRequest('bpmCommuReplyWrongTask');
  return completeTask(tx, principal, { ...input, opinion, actionName: 'commu' });
}
