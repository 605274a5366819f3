import type { ErrorKey } from '../../../common/i18n/errors.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { Tx } from '../../db/database.ts';
import type { RecordStore, StoredRecord } from '../forms/record-stores.ts';
import { writeAgent } from './agents.ts';
import { writeApprovalItem } from './approval-items.ts';
import { writeDeputy } from './deputies.ts';
import { iso } from './list-tasks.ts';
import { writeSecretary } from './secretaries.ts';

/** The bos of the personal-office forms (schemas/bo, schemas/form): each kept in its bpm_* table by a store below. */
export const PERSONAL_BOS = { agent: 'personalAgent', approvalItem: 'personalApprovalItem', secretary: 'personalSecretary', deputy: 'personalDeputy' } as const;

const numericId = (id: string) => (/^[1-9][0-9]{0,11}$/.test(id) ? Number(id) : 0);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A flow scope as the stores keep it: the chosen keys, or null for every flow (an absent field). */
const flowKeys = (value: unknown): string[] | null => (Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string' && k !== '') : null);

interface RowQuery<R> { executeTakeFirst(): Promise<R | undefined> }

/** The caller's own row of a store's query (locked for a write), or 404 with the store's message. */
async function ownRow<R>(query: RowQuery<R> & { forUpdate(): RowQuery<R> }, lock: boolean | undefined, missing: ErrorKey): Promise<R> {
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw notFound(missing);
  return row;
}

/** Everyone but the visitor keeps personal settings (boSave refuses the visitor before a store is asked). */
const ownSettings = {
  async authorize() { /* each store's rows are the caller's own: its reads and writes are scoped to the caller */ },
  mayChange: async (_tx: Tx, principal: Principal) => !principal.isVisitor,
};

/** 委托代理: the caller's agent rules; the rules of saveAgent (not oneself, end not before start, no cycles) and a new rule's end still ahead. */
export const agentRecordStore: RecordStore = {
  ...ownSettings,
  async read(tx, principal, id, lock): Promise<StoredRecord> {
    const row = await ownRow(tx.selectFrom('bpm_agent').select(['id', 'agent_id', 'subject', 'start_at', 'end_at', 'def_keys', 'enabled', 'version'])
      .where('tenant_id', '=', principal.tenantId).where('owner_id', '=', principal.userId).where('id', '=', numericId(id)), lock, 'bpmAgentNotFound');
    return {
      id: String(row.id), version: row.version,
      data: { agentId: row.agent_id, subject: row.subject, startDate: iso(row.start_at), endDate: iso(row.end_at), defKeys: row.def_keys, isEnabled: row.enabled },
    };
  },
  async write(tx, principal, _lang, data, existing) {
    // A new rule that has already ended would never apply.
    if (!existing && new Date(text(data.endDate)) < new Date()) throw badRequest('bpmAgentEndPassed');
    const saved = await writeAgent(tx, principal, {
      ...(existing ? { id: Number(existing.id) } : {}),
      agentId: Number(data.agentId), subject: text(data.subject), startDate: text(data.startDate), endDate: text(data.endDate),
      defKeys: flowKeys(data.defKeys), isEnabled: data.isEnabled !== false,
    });
    return { id: String(saved.id), version: saved.version };
  },
};

/** 审批常用语: the caller's phrases (the tenant's public ones read only); the scope is one flow or every flow. */
export const approvalItemRecordStore: RecordStore = {
  ...ownSettings,
  async read(tx, principal, id, lock): Promise<StoredRecord> {
    const row = await ownRow(tx.selectFrom('bpm_approval_item').select(['id', 'user_id', 'def_key', 'expression', 'sn', 'version'])
      .where('tenant_id', '=', principal.tenantId).where('id', '=', numericId(id))
      .where((eb) => eb.or([eb('user_id', '=', principal.userId), eb('user_id', 'is', null)])), lock, 'bpmApprovalItemNotFound');
    return {
      id: String(row.id), version: row.version,
      data: { expression: row.expression, defKeys: row.def_key ? [row.def_key] : null, sn: row.sn, isPublic: row.user_id === null },
    };
  },
  async write(tx, principal, _lang, data, existing) {
    const saved = await writeApprovalItem(tx, principal, {
      ...(existing ? { id: Number(existing.id) } : {}),
      expression: text(data.expression), defKey: flowKeys(data.defKeys)?.[0] ?? null, sn: typeof data.sn === 'number' ? data.sn : 0,
    });
    return { id: String(saved.id), version: saved.version };
  },
};

/** 秘书设置: the caller's secretaries (not oneself). */
export const secretaryRecordStore: RecordStore = {
  ...ownSettings,
  async read(tx, principal, id, lock): Promise<StoredRecord> {
    const row = await ownRow(tx.selectFrom('bpm_secretary').select(['id', 'secretary_id', 'def_keys', 'enabled', 'version'])
      .where('tenant_id', '=', principal.tenantId).where('leader_id', '=', principal.userId).where('id', '=', numericId(id)), lock, 'bpmSecretaryNotFound');
    return { id: String(row.id), version: row.version, data: { secretaryId: row.secretary_id, defKeys: row.def_keys, isEnabled: row.enabled } };
  },
  async write(tx, principal, _lang, data, existing) {
    const saved = await writeSecretary(tx, principal, {
      ...(existing ? { id: Number(existing.id) } : {}),
      secretaryId: Number(data.secretaryId), defKeys: flowKeys(data.defKeys), isEnabled: data.isEnabled !== false,
    });
    return { id: String(saved.id), version: saved.version };
  },
};

/** 副职设置: the caller's one deputy (not oneself); saving replaces the current one. */
export const deputyRecordStore: RecordStore = {
  ...ownSettings,
  async read(tx, principal, id, lock): Promise<StoredRecord> {
    const row = await ownRow(tx.selectFrom('bpm_deputy').select(['id', 'deputy_id', 'version'])
      .where('tenant_id', '=', principal.tenantId).where('user_id', '=', principal.userId).where('id', '=', numericId(id)), lock, 'bpmDeputyNotFound');
    return { id: String(row.id), version: row.version, data: { deputyId: row.deputy_id } };
  },
  async write(tx, principal, _lang, data) {
    const saved = await writeDeputy(tx, principal, Number(data.deputyId));
    return { id: String(saved.id), version: saved.version };
  },
};
