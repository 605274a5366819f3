import type { Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { decodeFormData } from '../load-run.ts';
import { openTaskForAction } from '../task-access.ts';
import { writableFormData } from './node-form-rights.ts';

/** Saves a task's form data and opinion without completing it (the task page's 保存). */
export async function saveTaskDraft(tx: Tx, principal: Principal, input: { taskId: number; data?: string; opinion?: string; leaderId?: number }) {
  const { task, run } = await openTaskForAction(tx, principal, input.taskId, input.leaderId);
  if (input.data !== undefined) {
    const data = { ...run.instance.data, ...await writableFormData(tx, principal, run, task.node_id, decodeFormData(input.data)) };
    await tx.updateTable('bpm_instance').set({ data: JSON.stringify(data) }).where('id', '=', run.instance.id).execute();
  }
  if (input.opinion !== undefined) await tx.updateTable('bpm_task').set({ draft_opinion: input.opinion }).where('id', '=', task.id).execute();
  return { instId: run.instance.id };
}
