import { LOCK_RESULT } from '../../../common/api/workflow.ts';
import type { Tx } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { lockInstance } from '../load-run.ts';
import { identityOn, readTask } from '../task-access.ts';

async function sharedTask(tx: Tx, principal: Principal, taskId: number) {
  const found = await tx.selectFrom('bpm_task').select('instance_id').where('tenant_id', '=', principal.tenantId).where('id', '=', taskId).executeTakeFirst();
  if (!found) throw notFound('bpmTaskNotFound');
  await lockInstance(tx, principal.tenantId, found.instance_id);
  const task = await readTask(tx, taskId);
  await identityOn(tx, principal, task, null);
  const holders = await tx.selectFrom('bpm_task_candidate').select('user_id').where('task_id', '=', taskId).where('closed_at', 'is', null).execute();
  return { task, holders: holders.map((h) => h.user_id) };
}

/** Whether the caller may sign for (lock) a shared task now. */
export async function canLock(tx: Tx, principal: Principal, taskId: number): Promise<boolean> {
  const { task, holders } = await sharedTask(tx, principal, taskId);
  return task.closed_at === null && holders.length > 1 && (task.locked_by === null || task.locked_by === principal.userId);
}

/** Signs for a shared task (1) or cancels one's own sign-off (3); 0 handled, 2 not shared, 4 locked by someone else. */
export async function lockUnlock(tx: Tx, principal: Principal, taskId: number): Promise<{ result: number; touched: number[] }> {
  const { task, holders } = await sharedTask(tx, principal, taskId);
  if (task.closed_at !== null) return { result: LOCK_RESULT.handled, touched: [] };
  if (task.locked_by === principal.userId) {
    await tx.updateTable('bpm_task').set({ locked_by: null }).where('id', '=', taskId).execute();
    return { result: LOCK_RESULT.unlocked, touched: holders };
  }
  if (task.locked_by !== null) return { result: LOCK_RESULT.lockedByOther, touched: [] };
  if (holders.length <= 1) return { result: LOCK_RESULT.notShared, touched: [] };
  await tx.updateTable('bpm_task').set({ locked_by: principal.userId }).where('id', '=', taskId).execute();
  return { result: LOCK_RESULT.locked, touched: holders };
}
