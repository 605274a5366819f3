import type { Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { decodeFormData } from '../load-run.ts';
import { openTaskForAction } from '../task-access.ts';
import { currentFormDataRev, requireCurrentFormDataRev } from './form-data-rev.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { checkedFlowData } from './checked-flow-data.ts';

export interface TaskDraftInput { taskId: number; data?: string; opinion?: string; leaderId?: number; dataRev?: string }

/**
 * Saves a task's form data and opinion without completing it (the task page's 保存). Form data sent with the
 * `dataRev` the page loaded is refused (409) when someone saved the instance's data since; the reply's `dataRev` is
 * the revision now stored, for the page's next save.
 */
export async function saveTaskDraft(tx: Tx, principal: Principal, lang: Language, revKey: string, input: TaskDraftInput) {
  const { task, run } = await openTaskForAction(tx, principal, input.taskId, input.leaderId);
  if (input.data !== undefined) {
    if (input.dataRev !== undefined) await requireCurrentFormDataRev(tx, revKey, run.instance.id, input.dataRev);
    const written = await checkedFlowData(tx, principal, lang, run, task.node_id, run.instance.data, decodeFormData(input.data), { draft: true });
    const data = { ...run.instance.data, ...written };
    await tx.updateTable('bpm_instance').set({ data: JSON.stringify(data) }).where('id', '=', run.instance.id).execute();
  }
  if (input.opinion !== undefined) await tx.updateTable('bpm_task').set({ draft_opinion: input.opinion }).where('id', '=', task.id).execute();
  return { instId: run.instance.id, dataRev: await currentFormDataRev(tx, revKey, run.instance.id) };
}
