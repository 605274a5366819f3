import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { lockInstance, runOf } from '../load-run.ts';
import { isAdmin } from '../start-rights.ts';
import { identityOn, readTask } from '../task-access.ts';

/** Sets an open task's due time: its handler, the initiator or an administrator. */
export async function saveDueTime(tx: Tx, principal: Principal, input: { taskId: number; dueTime: string }) {
  const found = await tx.selectFrom('bpm_task').select('instance_id').where('tenant_id', '=', principal.tenantId).where('id', '=', input.taskId).executeTakeFirst();
  if (!found) throw notFound('bpmTaskNotFound');
  const row = await lockInstance(tx, principal.tenantId, found.instance_id);
  const task = await readTask(tx, input.taskId);
  if (row.creator_id !== principal.userId && !(await isAdmin(tx, principal))) {
    await identityOn(tx, principal, task, null).catch(() => { throw forbidden('bpmNotParticipant'); });
  }
  await runOf(tx, row, principal.userId);
  if (task.closed_at) throw badRequest('bpmTaskClosed');
  const due = new Date(input.dueTime);
  if (Number.isNaN(due.getTime())) throw badRequest('badRequest', { detail: 'dueTime' });
  await tx.updateTable('bpm_task').set({ due_at: due }).where('id', '=', task.id).execute();
  return { taskId: task.id, dueTime: due };
}
