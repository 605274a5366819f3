import type { Tx } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { closeTasks } from '../close-tasks.ts';
import { lockInstance, recordOpinion, runOf } from '../load-run.ts';
import { nodeOf } from '../model.ts';
import { createTask } from '../move-token.ts';
import type { LoopState, Run, Undo } from '../run-context.ts';

/** Opinions that may be taken back: agree or inqu on the done list (the initiator's start from my requests). */
export const REVOCABLE = ['agree', 'inqu'] as const;

type OpinionRow = { id: number; task_id: number | null; node_id: string; node_name: string; action: string; undo: unknown };
type InstanceRow = Awaited<ReturnType<typeof lockInstance>>;

/** What a revoke would take back: the opinion, and what it changed as it stands now. */
export interface Revocation {
  mine: OpinionRow;
  undo: Undo;
  initiatorStart: boolean;
  /** An inquiry: its questions still open. */
  openQuestions: number[];
  state: UndoState | null;
}

/**
 * Whether the caller may revoke (or retrieve, by `taskId`) on this instance now, and what: the one rule the action
 * enforces and the done list's revoke flag shows. The caller's last agree / inqu (the initiator's start) on a running
 * instance, while nothing it led to has been handled; otherwise the refusal the action replies with (thrown).
 */
export async function revocation(tx: Tx, principal: Principal, row: Pick<InstanceRow, 'id' | 'status' | 'creator_id'>, taskId?: number): Promise<Revocation> {
  if (row.status !== 'running') throw conflict('bpmRevokeNotRunning');
  let query = tx.selectFrom('bpm_opinion').select(['id', 'task_id', 'node_id', 'node_name', 'action', 'undo'])
    .where('instance_id', '=', row.id).where('user_id', '=', principal.userId)
    .where('action', 'not in', ['revoke', 'retrieve', 'hangUp', 'cancelHangUp', 'copyto', 'urge'])
    .orderBy('id', 'desc');
  if (taskId !== undefined) query = query.where('task_id', '=', taskId);
  const mine = await query.executeTakeFirst() as OpinionRow | undefined;
  if (!mine) throw notFound('bpmNothingToRevoke');
  const initiatorStart = mine.action === 'start' && row.creator_id === principal.userId;
  if (!(REVOCABLE as readonly string[]).includes(mine.action) && !initiatorStart) throw badRequest('bpmRevokeOpinion');
  if (!mine.undo) throw conflict('bpmNothingToRevoke');
  const undo = mine.undo as Undo;
  if (mine.action === 'inqu') {
    const open = undo.tasks.length === 0 ? [] : await tx.selectFrom('bpm_task').select('id').where('id', 'in', undo.tasks).where('closed_at', 'is', null).execute();
    if (open.length === 0) throw conflict('bpmRevokeHandled');
    return { mine, undo, initiatorStart, openQuestions: open.map((t) => t.id), state: null };
  }
  const state = await undoState(tx, undo);
  if (state.handled) throw conflict('bpmRevokeHandled');
  return { mine, undo, initiatorStart, openQuestions: [], state };
}

/** The same rule as a yes / no, for a list row: may the caller revoke this very opinion now? */
export async function mayRevoke(tx: Tx, principal: Principal, row: Pick<InstanceRow, 'id' | 'status' | 'creator_id'>, opinionId: number, taskId?: number): Promise<boolean> {
  try {
    return (await revocation(tx, principal, row, taskId)).mine.id === opinionId;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * Revoke (撤回, from the done list) or retrieve (追回, by task id): takes back the caller's last agree / inqu on a
 * running instance while nothing it led to has been handled: the tasks it made are cancelled, the tokens and
 * tasks it consumed come back, and the caller's task opens again. An inquiry is revoked by cancelling its open questions.
 */
export async function revokeOpinion(tx: Tx, principal: Principal, input: { instanceId?: number; taskId?: number; opinion?: string }, kind: 'revoke' | 'retrieve') {
  let instanceId = input.instanceId;
  if (instanceId === undefined) {
    const task = await tx.selectFrom('bpm_task').select('instance_id').where('tenant_id', '=', principal.tenantId).where('id', '=', input.taskId ?? 0).executeTakeFirst();
    if (!task) throw notFound('bpmTaskNotFound');
    instanceId = task.instance_id;
  }
  const row = await lockInstance(tx, principal.tenantId, instanceId);
  const { mine, undo, initiatorStart, openQuestions, state } = await revocation(tx, principal, row, input.taskId);
  const run = await runOf(tx, row, principal.userId);
  if (mine.action === 'inqu') await closeTasks(run, openQuestions, 'cancelled');
  else await undoAction(run, undo, mine, initiatorStart, state!);
  await tx.updateTable('bpm_opinion').set({ undo: null }).where('id', '=', mine.id).execute();
  await recordOpinion(run, {
    taskId: mine.task_id, nodeId: mine.node_id, nodeName: mine.node_name, userId: principal.userId, action: kind, opinion: input.opinion ?? '', done: true,
  });
  return { instId: row.id, touched: run.touched };
}

type UndoState = Awaited<ReturnType<typeof undoState>>;

/** What an action's undo record finds now, and whether anything it led to has been handled since. */
async function undoState(tx: Tx, undo: Undo) {
  const made = undo.tasks.length === 0 ? [] : await tx.selectFrom('bpm_task').select(['id', 'closed_at']).where('id', 'in', undo.tasks).execute();
  const liveTokens = undo.tokens.length === 0 ? [] : await tx.selectFrom('bpm_token').select('id').where('id', 'in', undo.tokens).execute();
  const madeTokens = new Set(undo.tokens);
  const droppedNow = undo.dropped.filter((t) => !madeTokens.has(t.id));
  const stillDropped = droppedNow.length === 0 ? [] : await tx.selectFrom('bpm_token').select('id').where('id', 'in', droppedNow.map((t) => t.id)).execute();
  const tokensLeft = new Set(liveTokens.map((t) => t.id));
  const madeTokensAlive = undo.tokens.filter((id) => !undo.dropped.some((d) => d.id === id)).every((id) => tokensLeft.has(id));
  // A vote counted on a multi-instance node: nobody may have voted since (and the node must not have moved on).
  const loopsNow = undo.loops.length === 0 ? [] : await tx.selectFrom('bpm_token').select(['id', 'loop']).where('id', 'in', undo.loops.map((l) => l.id)).execute();
  const loopsUntouched = undo.loops.every((l) => {
    if (droppedNow.some((d) => d.id === l.id)) return true;
    const now = loopsNow.find((t) => t.id === l.id)?.loop as { done: number } | undefined;
    return now !== undefined && now.done === (l.loop as { done: number }).done + 1;
  });
  const handled = made.some((t) => t.closed_at !== null) || !madeTokensAlive || stillDropped.length > 0 || !loopsUntouched;
  return { made, liveTokens, droppedNow, loopsNow, handled };
}

async function undoAction(run: Run, undo: Undo, mine: OpinionRow, initiatorStart: boolean, state: UndoState): Promise<void> {
  const { tx } = run;
  const { made, liveTokens, droppedNow, loopsNow } = state;
  await closeTasks(run, made.map((t) => t.id), 'cancelled');
  if (liveTokens.length > 0) await tx.deleteFrom('bpm_token').where('id', 'in', liveTokens.map((t) => t.id)).execute();
  if (droppedNow.length > 0) {
    await tx.insertInto('bpm_token').values(droppedNow.map((t) => ({
      id: t.id, tenant_id: run.tenantId, instance_id: run.instance.id, node_id: t.node_id, flow_id: t.flow_id, state: t.state,
      loop: t.loop === null ? null : JSON.stringify(t.loop),
    }))).execute();
  }
  for (const l of undo.loops) {
    // Signers added to the node since (taskSignUsers) stay; the vote count and the sequence position go back.
    const now = loopsNow.find((t) => t.id === l.id)?.loop as LoopState | undefined;
    const loop = now ? { ...(l.loop as LoopState), users: now.users } : l.loop;
    await tx.updateTable('bpm_token').set({ loop: JSON.stringify(loop) }).where('id', '=', l.id).execute();
  }
  const reopen = [...undo.cancelled, ...(mine.task_id !== null ? [mine.task_id] : [])];
  if (reopen.length > 0) {
    await tx.updateTable('bpm_task').set({ closed_at: null, close_reason: null, decision: null }).where('id', 'in', reopen).execute();
    const holders = await tx.updateTable('bpm_task_candidate').set({ closed_at: null }).where('task_id', 'in', reopen).returning('user_id').execute();
    for (const h of holders) run.touched.add(h.user_id);
  }
  if (initiatorStart) {
    const start = nodeOf(run.model, run.model.startId);
    const token = await tx.insertInto('bpm_token').values({
      tenant_id: run.tenantId, instance_id: run.instance.id, node_id: start.id, flow_id: null, state: 'active', loop: null,
    }).returning('id').executeTakeFirstOrThrow();
    await createTask(run, start, token.id, [run.instance.creatorId], { direct: true });
  }
}
