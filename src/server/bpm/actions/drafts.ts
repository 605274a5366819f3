import type { Tx } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { decodeFormData, loadDefinition } from '../load-run.ts';
import { definitionFor } from '../start-instance.ts';
import { hasStartRights } from '../start-rights.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { checkedFlowData } from './checked-flow-data.ts';
import { subjectFrom } from '../subject-rule.ts';
import type { FlowSettings } from '../settings.ts';

export interface DraftInput { defId?: number; flowKey?: string; data?: string; businessKey?: string; subject?: string; proInstId?: number }

/**
 * Saves a start form as a draft (新建 or update of the caller's own draft). What it writes is checked as the start form
 * checks it, but a draft may leave required fields empty.
 */
export async function saveStartDraft(tx: Tx, principal: Principal, lang: Language, input: DraftInput): Promise<number> {
  const sent = decodeFormData(input.data);
  const checked = (flow: Awaited<ReturnType<typeof loadDefinition>>, stored: Record<string, unknown>) =>
    checkedFlowData(tx, principal, lang, flow, flow.model.startId, stored, sent, { draft: true, keepAll: true });
  const me = await tx.selectFrom('app_user').select('fullname').where('id', '=', principal.userId).executeTakeFirstOrThrow();
  const typed = input.subject?.trim();
  const now = new Date();
  // Without a typed subject the draft shows the flow's subject rule filled in; a start from it fills the rule again.
  const ruled = (settings: FlowSettings, defName: string, data: Record<string, unknown>) =>
    subjectFrom(settings.subject, { flowName: defName, initiator: me.fullname, date: now.toISOString().slice(0, 10) }, data);
  if (input.proInstId !== undefined) {
    const draft = await tx.selectFrom('bpm_draft').select(['id', 'def_id', 'def_name', 'data', 'subject', 'subject_given']).where('tenant_id', '=', principal.tenantId)
      .where('id', '=', input.proInstId).where('creator_id', '=', principal.userId).executeTakeFirst();
    if (!draft) throw notFound('bpmDraftNotFound');
    const flow = await loadDefinition(tx, draft.def_id);
    const data = { ...draft.data, ...await checked(flow, draft.data) };
    const given = Boolean(typed) || draft.subject_given;
    await tx.updateTable('bpm_draft').set({
      data: JSON.stringify(data), subject: typed || (given ? draft.subject : ruled(flow.settings, draft.def_name, data)), subject_given: given,
      updated_at: now, ...(input.businessKey !== undefined ? { business_key: input.businessKey } : {}),
    }).where('id', '=', draft.id).execute();
    return draft.id;
  }
  const def = await definitionFor(tx, principal.tenantId, input);
  const flow = await loadDefinition(tx, def.id);
  if (!(await hasStartRights(tx, principal, flow.settings))) throw forbidden('bpmNoStartRights');
  const data = await checked(flow, {});
  const row = await tx.insertInto('bpm_draft').values({
    tenant_id: principal.tenantId, def_id: def.id, def_key: def.def_key, def_name: def.name,
    subject: typed || ruled(flow.settings, def.name, data), subject_given: Boolean(typed), business_key: input.businessKey ?? null,
    data: JSON.stringify(data), creator_id: principal.userId, created_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes drafts of the caller's; any id that is not one is a 404 and nothing is deleted. */
export async function removeDrafts(tx: Tx, principal: Principal, ids: number[]): Promise<number> {
  const gone = await tx.deleteFrom('bpm_draft').where('tenant_id', '=', principal.tenantId).where('creator_id', '=', principal.userId)
    .where('id', 'in', ids).returning('id').execute();
  if (gone.length !== new Set(ids).size) throw notFound('bpmDraftNotFound');
  return gone.length;
}
