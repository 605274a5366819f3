import { sql } from 'kysely';
import type { SaveFormDataBody } from '../../../common/api/workflow-instance-more.ts';
import { canWrite } from '../../../common/definitions/field-rights.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { decodeFormData, lockInstance, runOf } from '../load-run.ts';
import { openTaskForAction } from '../task-access.ts';
import { ADVISORY_STATUSES } from '../task-kinds.ts';
import { formDataRev, requireCurrentFormDataRev } from './form-data-rev.ts';
import { nodeFormRights } from './node-form-rights.ts';
import { checkedRecord } from '../../modules/forms/checked-record.ts';
import { requireReadableNewFiles } from '../../modules/files/file-access.ts';

/**
 * saveFormData: the initiator or a current handler saves the instance's form without moving the flow. The node the
 * caller stands at decides the field rights (their task's node; the start node for the initiator without a task):
 * fields they may not write keep their stored values, the rest is validated like a record save (bo fields, form
 * rules, required fields, formulas computed here). A stale `dataRev` is a 409 and nothing is written.
 */
export async function saveFormData(tx: Tx, principal: Principal, lang: Language, revKey: string, input: SaveFormDataBody) {
  const row = await lockInstance(tx, principal.tenantId, input.instId);
  const taskId = input.taskId ?? await openTaskOf(tx, principal.userId, row.id);
  let nodeId: string;
  let run;
  if (taskId !== undefined) {
    const opened = await openTaskForAction(tx, principal, taskId, input.leaderId);
    if (opened.task.instance_id !== row.id) throw badRequest('bpmTaskNotOfInstance');
    if (opened.task.parent_task_id !== null && ADVISORY_STATUSES.has(opened.task.status)) throw badRequest('bpmNotOnChildTask');
    ({ run } = opened);
    nodeId = opened.task.node_id;
  } else {
    if (row.creator_id !== principal.userId) throw forbidden('bpmNotParticipant');
    run = await runOf(tx, row, principal.userId);
    nodeId = run.model.startId;
  }
  const at = await nodeFormRights(tx, principal, run, nodeId);
  if (!at) throw badRequest('bpmFlowHasNoForm');
  if (input.dataRev !== undefined) await requireCurrentFormDataRev(tx, revKey, row.id, input.dataRev);
  const { form, bo, rights } = at;
  const known = new Set(Object.keys(rights));
  const stored = row.data;
  const incoming = decodeFormData(input.data);
  // What the caller answers for: the known fields (their writable ones from the request) and any unknown key they sent.
  const record: Record<string, unknown> = Object.fromEntries(Object.entries(stored).filter(([k]) => known.has(k)));
  for (const [key, value] of Object.entries(incoming)) {
    if (!known.has(key) || canWrite(rights[key]!)) record[key] = value;
  }
  // A stored value the caller may not change is not theirs to fix.
  const checked = await checkedRecord(tx, principal.tenantId, lang, bo, form, rights, record,
    (p) => { const top = p.pointer.split('/')[1] ?? ''; return !known.has(top) || canWrite(rights[top]!); }, stored);
  // Keys the form does not know, stored before (by start or an older form version), are kept as they are.
  const kept = Object.fromEntries(Object.entries(stored).filter(([k]) => !known.has(k)));
  const data = { ...kept, ...checked };
  await requireReadableNewFiles(tx, principal, stored, data);
  const saved = await tx.updateTable('bpm_instance').set({ data: JSON.stringify(data) }).where('id', '=', row.id)
    .returning(sql<string>`data::text`.as('text')).executeTakeFirstOrThrow();
  return { dataRev: formDataRev(revKey, row.id, saved.text) };
}

/** The caller's open task on an instance, a main task before a child task (undefined when they hold none). */
async function openTaskOf(tx: Tx, userId: number, instId: number): Promise<number | undefined> {
  const task = await tx.selectFrom('bpm_task as t').innerJoin('bpm_task_candidate as c', 'c.task_id', 't.id').select('t.id')
    .where('t.instance_id', '=', instId).where('t.closed_at', 'is', null).where('c.user_id', '=', userId).where('c.closed_at', 'is', null)
    .orderBy(sql`t.parent_task_id is not null`).orderBy('t.id').executeTakeFirst();
  return task?.id;
}
