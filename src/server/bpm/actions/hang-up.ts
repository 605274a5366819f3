import type { Tx } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { lockInstance, recordOpinion, runOf } from '../load-run.ts';
import { nodeOf } from '../model.ts';
import { identityOn, readTask } from '../task-access.ts';

/** Hang up (挂起) / cancel hang-up of a task its handler holds: a hung-up task cannot be handled until resumed. */
export async function setHangUp(tx: Tx, principal: Principal, taskId: number, suspended: boolean) {
  const found = await tx.selectFrom('bpm_task').select('instance_id').where('tenant_id', '=', principal.tenantId).where('id', '=', taskId).executeTakeFirst();
  if (!found) throw notFound('bpmTaskNotFound');
  const row = await lockInstance(tx, principal.tenantId, found.instance_id);
  const task = await readTask(tx, taskId);
  await identityOn(tx, principal, task, null);
  if (task.closed_at) throw conflict('bpmTaskClosed');
  const run = await runOf(tx, row, principal.userId);
  if (task.suspended === suspended) throw conflict(suspended ? 'bpmTaskSuspended' : 'bpmTaskNotSuspended');
  await tx.updateTable('bpm_task').set({ suspended }).where('id', '=', taskId).execute();
  const node = nodeOf(run.model, task.node_id);
  await recordOpinion(run, {
    taskId, nodeId: node.id, nodeName: node.name, userId: principal.userId, action: suspended ? 'hangUp' : 'cancelHangUp', opinion: '', done: false,
  });
  return { instId: row.id };
}
