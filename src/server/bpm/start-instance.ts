import { sql } from 'kysely';
import { subjectFrom } from './subject-rule.ts';
import type { Tx } from '../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../lib/app-error.ts';
import type { Principal } from '../lib/context.ts';
import { decodeFormData, loadDefinition, readNodeUsers, type NodeUsersInput } from './load-run.ts';
import { nodeOf } from './model.ts';
import { leaveNode, recordAndSettle } from './move-token.ts';
import { emptyUndo, type Run } from './run-context.ts';
import { hasStartRights } from './start-rights.ts';
import { checkedFlowData } from './actions/checked-flow-data.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../common/i18n/languages.ts';

export interface StartInput {
  defId?: number;
  flowKey?: string;
  /** Base64 JSON of the form data. */
  data?: string;
  businessKey?: string;
  subject?: string;
  nodeUsers?: string | NodeUsersInput[];
  /** Start for this leader (the caller is the leader's secretary); 0 = for oneself. */
  agentLeaderId?: number;
  /** Start from this draft of the caller's. */
  proInstId?: number;
}

/** The definition a start or a draft names: by id, or the main version of a key. */
export async function definitionFor(tx: Tx, tenantId: number, input: { defId?: number; flowKey?: string }) {
  let query = tx.selectFrom('bpm_definition').select(['id', 'def_key', 'version', 'name']).where('tenant_id', '=', tenantId);
  query = input.defId !== undefined ? query.where('id', '=', input.defId) : query.where('def_key', '=', input.flowKey ?? '').where('is_main', '=', true);
  const def = await query.executeTakeFirst();
  if (!def) throw notFound('bpmDefNotFound');
  return def;
}

/** Starts an instance (from a draft, or for a leader) and moves it to its first user tasks; its form data is checked as the start form checks it. */
export async function startInstance(
  tx: Tx, principal: Principal, input: StartInput, lang: Language = DEFAULT_LANGUAGE,
): Promise<{ instId: number; ended: boolean; touched: Set<number> }> {
  const { tenantId, userId } = principal;
  let data = decodeFormData(input.data);
  let fromDraft = input;
  if (input.proInstId !== undefined) {
    const draft = await tx.selectFrom('bpm_draft').selectAll().where('tenant_id', '=', tenantId).where('id', '=', input.proInstId)
      .where('creator_id', '=', userId).forUpdate().executeTakeFirst();
    if (!draft) throw notFound('bpmDraftNotFound');
    data = { ...draft.data, ...data };
    // A subject the draft's author typed stays; otherwise the flow's subject rule makes it, as for any start.
    const subject = input.subject?.trim() || (draft.subject_given ? draft.subject : undefined);
    fromDraft = { ...input, defId: input.defId ?? draft.def_id, subject, businessKey: input.businessKey ?? draft.business_key ?? undefined };
    await tx.deleteFrom('bpm_draft').where('id', '=', draft.id).execute();
  }
  const def = await definitionFor(tx, tenantId, fromDraft);
  if (fromDraft.businessKey) await requireNoRunningApproval(tx, tenantId, def.def_key, fromDraft.businessKey);
  const { model, settings } = await loadDefinition(tx, def.id);
  if (!(await hasStartRights(tx, principal, settings))) throw forbidden('bpmNoStartRights');
  data = await checkedFlowData(tx, principal, lang, { model, settings }, model.startId, {}, data, { keepAll: true });
  const initiatorId = await initiatorOf(tx, principal, input.agentLeaderId);
  const nodeUsers = await readNodeUsers(tx, tenantId, input.nodeUsers, model);
  const people = await tx.selectFrom('app_user').select(['id', 'fullname']).where('id', 'in', [userId, initiatorId]).execute();
  const creatorName = people.find((p) => p.id === initiatorId)!.fullname;
  const now = new Date();
  const subject = fromDraft.subject?.trim() || subjectFrom(settings.subject, { flowName: def.name, initiator: creatorName, date: now.toISOString().slice(0, 10) }, data);
  const row = await tx.insertInto('bpm_instance').values({
    tenant_id: tenantId, def_id: def.id, def_key: def.def_key, version: def.version, def_name: def.name, subject, status: 'running',
    creator_id: initiatorId, creator_name: creatorName, business_key: fromDraft.businessKey ?? null, data: JSON.stringify(data), created_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  const run: Run = {
    tx, tenantId, model, settings, actorId: userId, actorName: people.find((p) => p.id === userId)!.fullname, nodeUsers, taskStatus: 'NORMAL', steps: 0, undo: emptyUndo(), touched: new Set(),
    instance: {
      id: row.id, defKey: def.def_key, defName: def.name, subject, creatorId: initiatorId, creatorName, businessKey: fromDraft.businessKey ?? null,
      startedAt: now, data,
    },
  };
  const start = nodeOf(model, model.startId);
  await leaveNode(run, start.id);
  const onBehalf = initiatorId === userId ? null : { id: initiatorId, name: creatorName };
  const { ended } = await recordAndSettle(run, {
    taskId: null, nodeId: start.id, nodeName: start.name, userId, action: 'start', opinion: '', done: false, onBehalf, undo: run.undo,
  });
  return { instId: row.id, ended, touched: run.touched };
}

/**
 * A record goes through a flow once at a time: starting a flow for a business key while an instance of the same flow for
 * it is running (or forbidden, i.e. paused) is a 409; other flows about the record may run beside it. Starts for the
 * same flow and key wait for each other (a transaction-scoped advisory lock), so two at once cannot both pass.
 */
async function requireNoRunningApproval(tx: Tx, tenantId: number, defKey: string, businessKey: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`bpm-business-key:${tenantId}:${defKey}:${businessKey}`}, 0))`.execute(tx);
  const running = await tx.selectFrom('bpm_instance').select('id').where('tenant_id', '=', tenantId).where('business_key', '=', businessKey)
    .where('def_key', '=', defKey).where('status', 'in', ['running', 'forbidden']).executeTakeFirst();
  if (running) throw conflict('bpmRecordInApproval');
}

/** The initiator: the caller, or a leader the caller is secretary of (agentLeaderId). */
export async function initiatorOf(tx: Tx, principal: Principal, agentLeaderId: number | undefined): Promise<number> {
  if (!agentLeaderId || agentLeaderId === principal.userId) return principal.userId;
  const serves = await tx.selectFrom('bpm_secretary').select('id').where('tenant_id', '=', principal.tenantId)
    .where('leader_id', '=', agentLeaderId).where('secretary_id', '=', principal.userId).where('enabled', '=', true).executeTakeFirst();
  if (!serves) throw badRequest('bpmChooseInitiator');
  return agentLeaderId;
}
