import { randomUUID } from 'node:crypto';
import { canWrite, fieldRightsFor, rightOf } from '../../../common/definitions/field-rights.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { loadCaller } from './caller.ts';
import { governingForm, loadBo } from './load-definitions.ts';
import { nextIdentity } from './next-identity.ts';
import { canChange } from './record-access.ts';
import { mayAddRecords } from './add-access.ts';
import { checkedRecord } from './checked-record.ts';
import { requireReadableNewFiles } from '../files/file-access.ts';
import { recordStoreOf } from './record-stores.ts';
import { isUuid } from '../../../common/api/forms.ts';

export interface BoSaveInput {
  boAlias: string;
  boData: Record<string, unknown>;
  /** Absent: a new record. */
  id?: string;
  /** Required with id: the version the caller edited; another version is a 409 and nothing is written. */
  version?: number;
  formKey?: string;
  /** The caller's draft this save replaces (deleted in the same transaction). */
  delDraftId?: string;
}

/**
 * boSave: validates a record server-side against the bo fields, the form's rules and the caller's field rights,
 * then inserts it or updates it with the version check. Fields whose right is r or n (and serial fields) are not
 * taken from the request: an update keeps their stored values, an insert leaves them out (serials are numbered).
 * The form's formulas are then computed here, so derived values (totals) cannot be forged.
 */
export async function saveBoRecord(db: Db, principal: Principal, lang: Language, input: BoSaveInput): Promise<{ id: string; version: number }> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  if (input.id !== undefined && input.version === undefined) throw badRequest('badRequest', { detail: 'version' });
  return withTenant(db, principal.tenantId, async (tx) => {
    const caller = await loadCaller(tx, principal);
    const bo = await loadBo(tx, principal.tenantId, input.boAlias);
    const form = await governingForm(tx, principal.tenantId, bo.alias, input.formKey);
    const rights = fieldRightsFor(form?.rights, caller.roles);
    const store = recordStoreOf(bo.alias);
    if (store) {
      // A bo kept in a module's own table: its role check, the version, then the same field checks as below.
      await store.authorize(tx, principal);
      const current = input.id === undefined ? undefined : await store.read(tx, principal, input.id, true);
      if (current && current.version !== input.version) throw conflict();
      const data: Record<string, unknown> = { ...input.boData };
      for (const key of bo.fields.map((f) => f.name)) {
        if (canWrite(rightOf(rights, key))) continue;
        if (current && key in current.data) data[key] = current.data[key];
        else delete data[key];
      }
      const clean = await checkedRecord(tx, principal.tenantId, lang, bo, form, rights, data, undefined, current?.data);
      await requireReadableNewFiles(tx, principal, current?.data ?? {}, clean);
      return store.write(tx, principal, lang, clean, current);
    }

    // A number names a row of a record store's table, never a bo_record.
    if (input.id !== undefined && !isUuid(input.id)) throw notFound('recordNotFound');
    const existing = input.id === undefined ? undefined : await tx.selectFrom('bo_record')
      .select(['id', 'version', 'data', 'created_by', 'org_id'])
      .where('tenant_id', '=', principal.tenantId).where('bo_alias', '=', bo.alias).where('id', '=', input.id)
      .forUpdate().executeTakeFirst();
    if (input.id !== undefined && !existing) throw notFound('recordNotFound');
    // A new record only through a form the browser offers for adding: an add or import button of a template over the bo.
    if (!existing && !(await mayAddRecords(tx, principal, bo.alias))) throw forbidden('addForbidden');
    if (existing && !canChange(caller, existing)) throw forbidden();
    if (existing && existing.version !== input.version) throw conflict();

    const stored = (existing?.data ?? {}) as Record<string, unknown>;
    const data: Record<string, unknown> = { ...input.boData };
    const serials = bo.fields.filter((f) => f.type === 'serial');
    for (const key of [...bo.fields.map((f) => f.name), ...(bo.children ?? []).map((c) => c.alias)]) {
      const locked = !canWrite(rightOf(rights, key)) || serials.some((f) => f.name === key);
      if (!locked) continue;
      if (key in stored) data[key] = stored[key];
      else delete data[key];
    }

    const clean = await checkedRecord(tx, principal.tenantId, lang, bo, form, rights, data, undefined, existing ? stored : undefined);
    // Attachments it adds must be files the caller may read: naming an id does not open someone else's file.
    await requireReadableNewFiles(tx, principal, stored, clean);

    let result: { id: string; version: number };
    if (existing) {
      const row = await tx.updateTable('bo_record')
        .set({ data: JSON.stringify(clean), version: existing.version + 1, updated_by: caller.userId, updated_at: new Date() })
        .where('tenant_id', '=', principal.tenantId).where('id', '=', existing.id).where('version', '=', existing.version)
        .returning(['id', 'version']).executeTakeFirst();
      if (!row) throw conflict();
      result = row;
    } else {
      for (const field of serials) {
        if (field.serialAlias) clean[field.name] = await nextIdentity(tx, principal.tenantId, field.serialAlias);
      }
      result = await tx.insertInto('bo_record').values({
        id: randomUUID(), tenant_id: principal.tenantId, bo_alias: bo.alias, data: JSON.stringify(clean),
        created_by: caller.userId, updated_by: caller.userId, org_id: caller.orgId, updated_at: new Date(),
      }).returning(['id', 'version']).executeTakeFirstOrThrow();
    }
    if (input.delDraftId) {
      await tx.deleteFrom('bo_draft').where('tenant_id', '=', principal.tenantId).where('created_by', '=', caller.userId).where('id', '=', input.delDraftId).execute();
    }
    return result;
  });
}
