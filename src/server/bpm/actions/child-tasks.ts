import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { readNodeUsers } from '../load-run.ts';
import { nodeOf } from '../model.ts';
import { createTask } from '../move-token.ts';
import { recordOpinion } from '../load-run.ts';
import { settle } from '../move-token.ts';
import { openTaskForAction } from '../task-access.ts';
import { PASS_ON_ACTIONS, passOnChildTask } from './pass-on-child-task.ts';

export interface ChildTasksInput {
  taskId: number;
  userIds: number[];
  opinion?: string;
  leaderId?: number;
}

/**
 * Opens child tasks of a main task for other users: inquiry (征询, TRANSFORMEDINQU), communication (沟通, COMMU),
 * circulation (流转, TRANSFORMED). The main task stays open; the asker's opinion is recorded under `action`.
 * Called on a circulation / communication task of the same kind, it passes that task on instead (passedOn).
 */
export async function openChildTasks(tx: Tx, principal: Principal, input: ChildTasksInput, status: string, action: string) {
  const opened = await openTaskForAction(tx, principal, input.taskId, input.leaderId);
  const { task, run, onBehalf } = opened;
  if (task.parent_task_id !== null) {
    if (task.status !== status || PASS_ON_ACTIONS[status] === undefined) throw badRequest('bpmNotOnChildTask');
    const users = await checkedUsers(tx, principal, input.userIds);
    return { ...await passOnChildTask(tx, principal, opened, users, input.opinion), passedOn: true };
  }
  const users = await checkedUsers(tx, principal, input.userIds);
  const node = nodeOf(run.model, task.node_id);
  for (const userId of users) {
    await createTask(run, node, task.token_id, [userId], { status, parentTaskId: task.id, createdBy: principal.userId, direct: true });
  }
  await recordOpinion(run, {
    taskId: task.id, nodeId: node.id, nodeName: node.name, userId: principal.userId, action, opinion: input.opinion ?? '', done: true, onBehalf, undo: run.undo,
  });
  await settle(run);
  return { instId: run.instance.id, touched: run.touched, passedOn: false };
}

/** The users named by an action: active, in the tenant, not the caller. */
export async function checkedUsers(tx: Tx, principal: Principal, userIds: number[]): Promise<number[]> {
  const users = [...new Set(userIds)];
  if (users.includes(principal.userId)) throw badRequest('bpmNotYourself');
  const asNodeUsers = [{ nodeId: '-', executors: users.map((id) => ({ id })) }];
  await readNodeUsers(tx, principal.tenantId, asNodeUsers);
  return users;
}
