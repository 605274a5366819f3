import { fieldRightsFor } from '../../../common/definitions/field-rights.ts';
import type { FieldRight } from '../../../common/definitions/kinds/form.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { loadCaller } from './caller.ts';
import { dictKeysOf, loadDicts } from './dict-keys.ts';
import { loadBo, loadForm } from './load-definitions.ts';
import { readRecord } from './read-record.ts';
import { canChange } from './record-access.ts';
import { visibleData } from './visible-data.ts';
import { recordStoreOf } from './record-stores.ts';
import { isUuid } from '../../../common/api/forms.ts';

export type FormAction = 'add' | 'edit' | 'get';

/**
 * getForm: the form definition, its bo, the dictionaries it needs, the caller's field rights and, with an id, the
 * record's data without the fields the caller may not see. `get` (detail) turns every right to r at most; `edit` of
 * a record the caller may not change is read-only too (`readonly: true`).
 */
export async function getForm(db: Db, principal: Principal, lang: Language, input: { formKey: string; boAlias: string; id?: string; action?: FormAction }) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const caller = await loadCaller(tx, principal);
    const form = await loadForm(tx, principal.tenantId, input.formKey);
    if (form.boAlias !== input.boAlias) throw notFound('formNotFound');
    const bo = await loadBo(tx, principal.tenantId, input.boAlias);
    let rights: Record<string, FieldRight> = fieldRightsFor(form.rights, caller.roles);
    let record: { id: string; version: number; data: Record<string, unknown> } | undefined;
    let readonly = input.action === 'get';
    const store = recordStoreOf(bo.alias);
    if (store) {
      // A bo kept in a module's own table: read there; read-only for callers who may not change it.
      readonly ||= !(await store.mayChange(tx, principal));
      if (input.id) {
        const row = await store.read(tx, principal, input.id, false);
        record = { id: row.id, version: row.version, data: visibleData(row.data, rights) };
      }
    } else if (input.id) {
      // A number names a row of a record store's table, never a bo_record.
      if (!isUuid(input.id)) throw notFound('recordNotFound');
      const row = await readRecord(tx, caller, input.id, bo.alias);
      readonly ||= !canChange(caller, row);
      record = { id: row.id, version: row.version, data: visibleData(row.data, rights) };
    }
    if (readonly) {
      const all = [...bo.fields.map((f) => f.name), ...(bo.children ?? []).map((c) => c.alias)];
      rights = Object.fromEntries(all.map((f) => [f, rights[f] === 'n' ? 'n' : 'r']));
    }
    return {
      action: input.action ?? (input.id ? 'edit' : 'add'),
      readonly,
      form: form as unknown as Record<string, unknown>,
      bo: bo as unknown as Record<string, unknown>,
      rights,
      dicts: await loadDicts(tx, principal.tenantId, dictKeysOf(bo), lang),
      id: record?.id ?? null,
      version: record?.version ?? null,
      data: record?.data ?? {},
    };
  });
}
