import { SIGN_STATUSES } from './task-kinds.ts';
import type { Run, Undo } from './run-context.ts';

/**
 * Closes tasks and takes them off every to-do list; a completed task records who did it, a cancelled one goes in
 * the undo record. `dropping` tokens (whole rows, already read) are deleted in the same statement: one round trip.
 */
export async function closeTasks(
  run: Run, taskIds: number[], reason: 'completed' | 'cancelled', handlerId?: number, dropping: Undo['dropped'] = [],
): Promise<void> {
  if (taskIds.length === 0) return;
  const now = new Date();
  let query = run.tx.with('closed', (db) => db.updateTable('bpm_task')
    .set({ closed_at: now, close_reason: reason, ...(handlerId ? { assignee_id: handlerId } : {}) })
    .where('id', 'in', taskIds).returning('id'));
  if (dropping.length > 0) {
    query = query.with('dropped', (db) => db.deleteFrom('bpm_token').where('id', 'in', dropping.map((t) => t.id)).returning('id')) as unknown as typeof query;
    run.undo.dropped.push(...dropping);
  }
  const holders = await query.updateTable('bpm_task_candidate').set({ closed_at: now }).where('task_id', 'in', taskIds)
    .where('closed_at', 'is', null).returning('user_id').execute();
  for (const h of holders) run.touched.add(h.user_id);
  if (reason === 'cancelled') run.undo.cancelled.push(...taskIds);
}

/** Cancels the open tasks of a token (or of the whole instance), child tasks included. */
export async function cancelOpenTasks(run: Run, tokenId: number | null): Promise<void> {
  let query = run.tx.selectFrom('bpm_task').select('id').where('instance_id', '=', run.instance.id).where('closed_at', 'is', null);
  if (tokenId !== null) query = query.where('token_id', '=', tokenId);
  await closeTasks(run, (await query.execute()).map((t) => t.id), 'cancelled');
}

/** Cancels the open child tasks of a task: inquiries, communications and circulations, and add-signs too when asked. */
export async function cancelChildTasks(run: Run, parentId: number, signersToo: boolean): Promise<void> {
  let query = run.tx.selectFrom('bpm_task').select('id').where('parent_task_id', '=', parentId).where('closed_at', 'is', null);
  if (!signersToo) query = query.where('status', 'not in', [...SIGN_STATUSES]);
  const children = await query.execute();
  await closeTasks(run, children.map((c) => c.id), 'cancelled');
}
