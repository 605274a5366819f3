import type { Tx } from '../db/database.ts';
import { badRequest, conflict } from '../lib/app-error.ts';
import type { Principal } from '../lib/context.ts';
import { cancelOpenTasks, closeTasks } from './close-tasks.ts';
import { copyToOnLeave } from './copy-to.ts';
import { decodeFormData, readNodeUsers, type NodeUsersInput } from './load-run.ts';
import { nodeOf, type ProcessNode } from './model.ts';
import { canReach, createTask, dropTokens, enterUserTask, leaveNode, recordAndSettle, saveLoop } from './move-token.ts';
import type { LoopState, Run } from './run-context.ts';
import { nodeSetting, REJECT_MODES, type RejectMode } from './settings.ts';
import { openTaskForAction, type TaskRow, type TokenRow } from './task-access.ts';
import { SIGN_STATUSES } from './task-kinds.ts';
import { requireCurrentFormDataRev } from './actions/form-data-rev.ts';
import { checkedFlowData } from './actions/checked-flow-data.ts';
import { requireReadableNewFiles } from '../modules/files/file-access.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../common/i18n/languages.ts';

export interface CompleteInput {
  taskId: number;
  actionName: string;
  opinion?: string;
  /** Base64 JSON merged into the instance data. */
  data?: string;
  /** Reject to this node (reject mode "chosen"). */
  destination?: string;
  nodeUsers?: string | NodeUsersInput[];
  /** The leader the caller acts for (secretary, deputy). */
  leaderId?: number;
  files?: unknown;
  /** The form data revision `data` was edited from; a newer stored one is a 409 (needs the revision key). */
  dataRev?: string;
}

export interface Moved { instId: number; ended: boolean; touched: Set<number> }

/** What each kind of task may answer: main tasks agree / oppose / reject; child tasks their own reply. */
const ACTIONS_BY_STATUS: Record<string, readonly string[]> = {
  COMMU: ['commu'],
  TRANSFORMED: ['agreeTrans', 'opposeTrans'],
  TRANSFORMEDINQU: ['inquReply'],
  SIGNLINEED: ['agree', 'oppose', 'reject', 'backToStart'],
  SIGNSEQUENCEED: ['agree', 'oppose', 'reject', 'backToStart'],
};
const MAIN_ACTIONS = ['agree', 'oppose', 'reject', 'backToStart'];

/**
 * Completes a task (agree / oppose), sends the instance back (reject to the previous node, to a chosen node, or
 * backToStart), or answers a child task (commu, agreeTrans / opposeTrans, inquReply, an add-sign vote).
 * One transaction behind the instance lock; only the task's handler (or the leader's deputy / secretary) may act.
 */
export async function completeTask(tx: Tx, principal: Principal, input: CompleteInput, revKey?: string, lang: Language = DEFAULT_LANGUAGE): Promise<Moved> {
  const { task, run, onBehalf, openChildren, token } = await openTaskForAction(tx, principal, input.taskId, input.leaderId);
  const userId = principal.userId;
  const action = input.actionName;
  const allowed = task.parent_task_id !== null ? ACTIONS_BY_STATUS[task.status] ?? MAIN_ACTIONS : MAIN_ACTIONS;
  if (!allowed.includes(action)) throw badRequest('bpmActionUnsupported', { action });
  run.nodeUsers = await readNodeUsers(tx, run.tenantId, input.nodeUsers, run.model);
  if (input.data !== undefined) {
    if (input.dataRev !== undefined) {
      if (revKey === undefined) throw new Error('completeTask: dataRev given without the revision key');
      await requireCurrentFormDataRev(tx, revKey, run.instance.id, input.dataRev);
    }
    run.instance.data = { ...run.instance.data, ...await checkedFlowData(tx, principal, lang, run, task.node_id, run.instance.data, decodeFormData(input.data)) };
    await tx.updateTable('bpm_instance').set({ data: JSON.stringify(run.instance.data) }).where('id', '=', run.instance.id).execute();
  }
  // An opinion's files must be files the caller may read: attaching an id does not open someone else's file.
  if (input.files !== undefined) await requireReadableNewFiles(tx, principal, null, input.files);
  const node = nodeOf(run.model, task.node_id);
  const opinion = { taskId: task.id, nodeId: node.id, nodeName: node.name, userId, action, opinion: input.opinion ?? '', done: true, onBehalf, files: input.files };
  const reject = action === 'reject' || action === 'backToStart';
  const children = task.parent_task_id !== null ? [] : openChildren;
  if (task.parent_task_id !== null && !reject) {
    await closeTasks(run, [task.id], 'completed', userId);
    if (SIGN_STATUSES.has(task.status)) await signerDone(run, node, task);
    const { ended } = await recordAndSettle(run, { ...opinion, undo: run.undo });
    return { instId: run.instance.id, ended, touched: run.touched };
  }
  // The common step (a plain task agreed or opposed, nothing hanging on it): the task closes and its token goes in one statement.
  const plainStep = !reject && children.length === 0 && !node.multiInstance && token !== null;
  await closeTasks(run, [task.id], 'completed', userId, plainStep ? [token] : []);
  await closeTasks(run, children.filter((c) => !SIGN_STATUSES.has(c.status)).map((c) => c.id), 'cancelled');
  if (plainStep) {
    await copyToOnLeave(run, node);
    await leaveNode(run, node.id);
  } else if (!reject) {
    if (children.some((c) => SIGN_STATUSES.has(c.status))) {
      // The added signers still sign: this vote waits for the last of them.
      await tx.updateTable('bpm_task').set({ decision: action as 'agree' | 'oppose' }).where('id', '=', task.id).execute();
    } else {
      await moveOn(run, node, task, action === 'agree', token);
    }
  } else {
    await sendBack(run, await rejectTarget(run, node, action, input.destination));
  }
  const { ended } = await recordAndSettle(run, { ...opinion, undo: run.undo });
  return { instId: run.instance.id, ended, touched: run.touched };
}

/** An added signer is done: a sequential queue hands over to the next signer; the last one releases the parent's vote. */
async function signerDone(run: Run, node: ProcessNode, task: TaskRow): Promise<void> {
  const parent = await run.tx.selectFrom('bpm_task').selectAll().where('id', '=', task.parent_task_id!).executeTakeFirstOrThrow();
  const queue = (parent.sign_queue as number[] | null) ?? [];
  if (task.status === 'SIGNSEQUENCEED' && queue.length > 0) {
    await createTask(run, node, parent.token_id, [queue[0]!], { status: 'SIGNSEQUENCEED', parentTaskId: parent.id, createdBy: parent.assignee_id ?? undefined, direct: true });
    await run.tx.updateTable('bpm_task').set({ sign_queue: JSON.stringify(queue.slice(1)) }).where('id', '=', parent.id).execute();
    return;
  }
  const open = await run.tx.selectFrom('bpm_task').select('id').where('parent_task_id', '=', parent.id).where('closed_at', 'is', null)
    .where('status', 'in', [...SIGN_STATUSES]).execute();
  if (open.length > 0 || parent.decision === null || parent.close_reason !== 'completed') return;
  await moveOn(run, node, parent, parent.decision === 'agree');
}

/** Agree / oppose: counts the vote of a multi-instance node, and leaves the node once its completion rule holds. */
async function moveOn(run: Run, node: ProcessNode, task: TaskRow, agreed: boolean, known?: TokenRow | null): Promise<void> {
  const token = task.token_id === null ? undefined : known !== undefined ? known ?? undefined
    : await run.tx.selectFrom('bpm_token').select(['id', 'loop']).where('id', '=', task.token_id).executeTakeFirst();
  if (task.token_id !== null && !token) throw conflict('bpmTaskClosed');
  const loop = token?.loop as LoopState | null | undefined;
  if (token && loop && node.multiInstance) {
    run.undo.loops.push({ id: token.id, loop: { ...loop } });
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
    // Other signers' tasks go with the node; a single task's own children were settled already.
    if (node.multiInstance) await cancelOpenTasks(run, token.id);
    await dropTokens(run, [token.id]);
  }
  await copyToOnLeave(run, node);
  await leaveNode(run, node.id);
}

/** The node a reject goes to, checked against the node's reject modes. */
export async function rejectTarget(run: Run, node: ProcessNode, action: 'reject' | 'backToStart' | string, destination?: string): Promise<ProcessNode> {
  const mode: RejectMode = action === 'backToStart' ? 'backToStart' : destination ? 'chosen' : 'previous';
  const allowed = nodeSetting(run.settings, node.id).rejectModes ?? REJECT_MODES;
  if (!allowed.includes(mode)) throw badRequest('bpmRejectModeNotAllowed');
  const start = nodeOf(run.model, run.model.startId);
  if (node.id === start.id) throw badRequest('bpmBadDestination', { node: start.name });
  if (mode === 'backToStart') return start;
  const visited = await visitedNodes(run);
  if (mode === 'chosen') {
    const target = run.model.nodes[destination!];
    const ok = target && target.id !== node.id && (target.kind === 'userTask' || target.kind === 'start')
      && visited.includes(target.id) && canReach(run, target.id, node.id);
    if (!ok) throw badRequest('bpmBadDestination', { node: destination });
    return target;
  }
  const previous = visited.find((v) => v !== node.id && canReach(run, v, node.id));
  return previous ? nodeOf(run.model, previous) : start;
}

/** Nodes handled so far, most recent first. */
export async function visitedNodes(run: Run): Promise<string[]> {
  const rows = await run.tx.selectFrom('bpm_opinion').select('node_id')
    .where('instance_id', '=', run.instance.id).where('action', 'in', ['start', 'agree', 'oppose'])
    .orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return [...new Set(rows.map((r) => r.node_id))];
}

/** Cancels every open task and token, then opens the target again: the initiator at the start, else its last handlers. */
async function sendBack(run: Run, target: ProcessNode): Promise<void> {
  await cancelOpenTasks(run, null);
  const tokens = await run.tx.selectFrom('bpm_token').select('id').where('instance_id', '=', run.instance.id).execute();
  await dropTokens(run, tokens.map((t) => t.id));
  run.taskStatus = 'BACK';
  if (target.kind === 'start') {
    const token = await run.tx.insertInto('bpm_token').values({
      tenant_id: run.tenantId, instance_id: run.instance.id, node_id: target.id, flow_id: null, state: 'active', loop: null,
    }).returning('id').executeTakeFirstOrThrow();
    run.undo.tokens.push(token.id);
    await createTask(run, target, token.id, [run.instance.creatorId], { direct: true });
    return;
  }
  const handlers = await run.tx.selectFrom('bpm_opinion').select('user_id')
    .where('instance_id', '=', run.instance.id).where('node_id', '=', target.id).where('action', 'in', ['agree', 'oppose'])
    .where('task_id', 'in', (eb) => eb.selectFrom('bpm_task').select('id').where('instance_id', '=', run.instance.id).where('parent_task_id', 'is', null))
    .orderBy('id').execute();
  const users = [...new Set(handlers.map((h) => h.user_id))];
  await enterUserTask(run, target, null, users.length > 0 ? users : undefined);
}
