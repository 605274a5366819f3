import type { Tx } from '../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../lib/app-error.ts';
import type { Principal } from '../lib/context.ts';
import { decodeFormData, lockInstance, readNodeUsers, recordOpinion, runOf, type NodeUsersInput } from './load-run.ts';
import { nodeOf, type ProcessNode } from './model.ts';
import { canReach, createTask, enterUserTask, leaveNode, saveLoop, settle } from './move-token.ts';
import type { LoopState, Run } from './run-context.ts';
import { nodeSetting, REJECT_MODES, type RejectMode } from './settings.ts';

export interface CompleteInput {
  taskId: number;
  actionName: string;
  opinion?: string;
  /** Base64 JSON merged into the instance data. */
  data?: string;
  /** Reject to this node (reject mode "chosen"). */
  destination?: string;
  nodeUsers?: string | NodeUsersInput[];
}

type TaskRow = Awaited<ReturnType<typeof loadTask>>;

const loadTask = (tx: Tx, taskId: number) => tx.selectFrom('bpm_task').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();

/**
 * Completes a task (agree / oppose) or sends the instance back (reject to the previous node, to a chosen node,
 * or backToStart). One transaction behind the instance lock; only an open task's assignee or candidate may act.
 */
export async function completeTask(tx: Tx, principal: Principal, input: CompleteInput): Promise<{ instId: number; ended: boolean }> {
  const { tenantId, userId } = principal;
  const found = await tx.selectFrom('bpm_task').select('instance_id').where('tenant_id', '=', tenantId).where('id', '=', input.taskId).executeTakeFirst();
  if (!found) throw notFound('bpmTaskNotFound');
  const row = await lockInstance(tx, tenantId, found.instance_id);
  // Read again behind the lock: a concurrent completion may have closed it meanwhile.
  const task = await loadTask(tx, input.taskId);
  if (!(await mayHandle(tx, task, userId))) throw forbidden('bpmNotYourTask');
  if (task.closed_at) throw conflict('bpmTaskClosed');
  const run = await runOf(tx, row, userId);
  run.nodeUsers = await readNodeUsers(tx, tenantId, input.nodeUsers);
  if (input.data !== undefined) {
    run.instance.data = { ...run.instance.data, ...decodeFormData(input.data) };
    await tx.updateTable('bpm_instance').set({ data: JSON.stringify(run.instance.data) }).where('id', '=', row.id).execute();
  }
  const node = nodeOf(run.model, task.node_id);
  const action = input.actionName;
  if (action !== 'agree' && action !== 'oppose' && action !== 'reject' && action !== 'backToStart') {
    throw badRequest('bpmActionUnsupported', { action });
  }
  const target = action === 'agree' || action === 'oppose' ? null : await rejectTarget(run, node, action, input.destination);
  await closeTasks(run, [task.id], 'completed', userId);
  await recordOpinion(run, { taskId: task.id, nodeId: node.id, nodeName: node.name, userId, action, opinion: input.opinion ?? '', done: true });
  if (target) await sendBack(run, target);
  else await moveOn(run, node, task, action === 'agree');
  const { ended } = await settle(run);
  return { instId: row.id, ended };
}

async function mayHandle(tx: Tx, task: TaskRow, userId: number): Promise<boolean> {
  if (task.assignee_id === userId) return true;
  return !!(await tx.selectFrom('bpm_task_candidate').select('user_id').where('task_id', '=', task.id).where('user_id', '=', userId).executeTakeFirst());
}

/** Closes tasks and takes them off every to-do list; a completed task records who did it. */
async function closeTasks(run: Run, taskIds: number[], reason: 'completed' | 'cancelled', handlerId?: number): Promise<void> {
  if (taskIds.length === 0) return;
  const now = new Date();
  await run.tx.updateTable('bpm_task').set({ closed_at: now, close_reason: reason, ...(handlerId ? { assignee_id: handlerId } : {}) })
    .where('id', 'in', taskIds).execute();
  await run.tx.updateTable('bpm_task_candidate').set({ closed_at: now }).where('task_id', 'in', taskIds).execute();
}

/** Agree / oppose: counts the vote of a multi-instance node, and leaves the node once its completion rule holds. */
async function moveOn(run: Run, node: ProcessNode, task: TaskRow, agreed: boolean): Promise<void> {
  const token = task.token_id === null ? undefined
    : await run.tx.selectFrom('bpm_token').select(['id', 'loop']).where('id', '=', task.token_id).executeTakeFirst();
  const loop = token?.loop as LoopState | null | undefined;
  if (token && loop && node.multiInstance) {
    loop.done += 1;
    if (agreed) loop.agree += 1;
    const rule = node.multiInstance.completion;
    const total = loop.users.length;
    const complete = loop.done >= total || rule.kind === 'any' || (rule.kind === 'ratio' && loop.agree / total >= rule.ratio);
    if (!complete) {
      if (node.multiInstance.sequential) {
        await createTask(run, node, token.id, [loop.users[loop.next]!]);
        loop.next += 1;
      }
      return saveLoop(run, token.id, loop);
    }
  }
  if (token) {
    await cancelOpenTasks(run, token.id);
    await run.tx.deleteFrom('bpm_token').where('id', '=', token.id).execute();
  }
  await leaveNode(run, node.id);
}

async function cancelOpenTasks(run: Run, tokenId: number | null): Promise<void> {
  let query = run.tx.selectFrom('bpm_task').select('id').where('instance_id', '=', run.instance.id).where('closed_at', 'is', null);
  if (tokenId !== null) query = query.where('token_id', '=', tokenId);
  await closeTasks(run, (await query.execute()).map((t) => t.id), 'cancelled');
}

/** The node a reject goes to, checked against the node's reject modes. */
async function rejectTarget(run: Run, node: ProcessNode, action: 'reject' | 'backToStart', destination?: string): Promise<ProcessNode> {
  const mode: RejectMode = action === 'backToStart' ? 'backToStart' : destination ? 'chosen' : 'previous';
  const allowed = nodeSetting(run.settings, node.id).rejectModes ?? REJECT_MODES;
  if (!allowed.includes(mode)) throw badRequest('bpmRejectModeNotAllowed');
  const start = nodeOf(run.model, run.model.startId);
  if (node.id === start.id) throw badRequest('bpmBadDestination', { node: start.name });
  if (mode === 'backToStart') return start;
  const visited = await run.tx.selectFrom('bpm_opinion').select('node_id')
    .where('instance_id', '=', run.instance.id).where('action', 'in', ['start', 'agree', 'oppose'])
    .orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  if (mode === 'chosen') {
    const target = run.model.nodes[destination!];
    const ok = target && target.id !== node.id && (target.kind === 'userTask' || target.kind === 'start')
      && visited.some((v) => v.node_id === target.id) && canReach(run, target.id, node.id);
    if (!ok) throw badRequest('bpmBadDestination', { node: destination });
    return target;
  }
  const previous = visited.find((v) => v.node_id !== node.id && canReach(run, v.node_id, node.id));
  return previous ? nodeOf(run.model, previous.node_id) : start;
}

/** Cancels every open task and token, then opens the target again: the initiator at the start, else its last handlers. */
async function sendBack(run: Run, target: ProcessNode): Promise<void> {
  await cancelOpenTasks(run, null);
  await run.tx.deleteFrom('bpm_token').where('instance_id', '=', run.instance.id).execute();
  run.taskStatus = 'BACK';
  if (target.kind === 'start') {
    const token = await run.tx.insertInto('bpm_token').values({
      tenant_id: run.tenantId, instance_id: run.instance.id, node_id: target.id, flow_id: null, state: 'active', loop: null,
    }).returning('id').executeTakeFirstOrThrow();
    await createTask(run, target, token.id, [run.instance.creatorId]);
    return;
  }
  const handlers = await run.tx.selectFrom('bpm_opinion').select('user_id')
    .where('instance_id', '=', run.instance.id).where('node_id', '=', target.id).where('action', 'in', ['agree', 'oppose'])
    .orderBy('id').execute();
  const users = [...new Set(handlers.map((h) => h.user_id))];
  await enterUserTask(run, target, null, users.length > 0 ? users : undefined);
}
