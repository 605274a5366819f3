import { sql } from 'kysely';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';

const FIELDS: QueryFields = [
  { name: 'expression', column: 'a.expression', type: 'string' },
  { name: 'defKey', column: 'a.def_key', type: 'string' },
  { name: 'sn', column: 'a.sn', type: 'number' },
];

type Row = { id: number; user_id: number | null; def_key: string | null; expression: string; sn: number };
const itemRow = (a: Row) => ({ id: String(a.id), expression: a.expression, defKey: a.def_key, isPublic: a.user_id === null, sn: a.sn });

/** The caller's approval phrases (常用语) and the tenant's public ones. */
const visible = (tx: Tx, principal: Principal) => tx.selectFrom('bpm_approval_item as a').select(['a.id', 'a.user_id', 'a.def_key', 'a.expression', 'a.sn'])
  .where('a.tenant_id', '=', principal.tenantId).where((eb) => eb.or([eb('a.user_id', '=', principal.userId), eb('a.user_id', 'is', null)]));

export function listApprovalItems(db: Db, principal: Principal, filter: QueryFilter) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const page = await pagedQuery(visible(tx, principal), filter, FIELDS, { order: [['a.sn', 'asc'], ['a.id', 'asc']] });
    return { ...page, rows: page.rows.map(itemRow) };
  });
}

/** Phrases for a flow's opinion box: those for every flow and those for this key. */
export function approvalItemsFor(db: Db, principal: Principal, defKey: string | undefined) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const rows = await visible(tx, principal)
      .where((eb) => eb.or([eb('a.def_key', 'is', null), ...(defKey ? [eb('a.def_key', '=', defKey)] : [])]))
      .orderBy('a.sn').orderBy('a.id').execute();
    return rows.map(itemRow);
  });
}

export function getApprovalItem(db: Db, principal: Principal, id: number) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const row = await visible(tx, principal).where('a.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('bpmApprovalItemNotFound');
    return itemRow(row);
  });
}

export interface ApprovalItemInput { id?: number; expression: string; defKey?: string | null; sn?: number }

/** Saves one of the caller's own phrases (new, or an update by id). */
export function saveApprovalItem(db: Db, principal: Principal, input: ApprovalItemInput) {
  return withTenant(db, principal.tenantId, async (tx) => (await writeApprovalItem(tx, principal, input)).id);
}

/** saveApprovalItem inside the caller's transaction (the phrase form's record store too); an update bumps the row's version. */
export async function writeApprovalItem(tx: Tx, principal: Principal, input: ApprovalItemInput): Promise<{ id: number; version: number }> {
  const values = { expression: input.expression.trim(), def_key: input.defKey || null, sn: input.sn ?? 0 };
  if (input.id !== undefined) {
    const done = await tx.updateTable('bpm_approval_item').set({ ...values, version: sql<number>`version + 1` })
      .where('id', '=', input.id).where('user_id', '=', principal.userId).returning(['id', 'version']).executeTakeFirst();
    if (!done) throw notFound('bpmApprovalItemNotFound');
    return done;
  }
  return tx.insertInto('bpm_approval_item').values({ tenant_id: principal.tenantId, user_id: principal.userId, ...values })
    .returning(['id', 'version']).executeTakeFirstOrThrow();
}

export function removeApprovalItems(db: Db, principal: Principal, ids: number[]) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const gone = await tx.deleteFrom('bpm_approval_item').where('id', 'in', ids).where('user_id', '=', principal.userId).returning('id').execute();
    if (gone.length !== new Set(ids).size) throw notFound('bpmApprovalItemNotFound');
  });
}
