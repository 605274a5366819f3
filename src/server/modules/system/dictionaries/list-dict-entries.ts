import type { DictEntryRow } from '../../../../common/api/dict-admin.ts';
import type { Tx } from '../../../db/database.ts';
import { withTenant, type Db } from '../../../db/database.ts';
import type { Principal } from '../../../lib/context.ts';

type EntryColumns = { id: number; type_key: string; key: string; name: string; name_en: string; disabled: boolean; sn: number; version: number };

export const ENTRY_COLUMNS = ['id', 'type_key', 'key', 'name', 'name_en', 'disabled', 'sn', 'version'] as const;

export const entryRow = (r: EntryColumns): DictEntryRow => ({
  id: r.id, typeKey: r.type_key, key: r.key, name: { 'zh-CN': r.name, 'en-US': r.name_en }, disabled: r.disabled, sn: r.sn, version: r.version,
});

/** The entries of one dictionary in their order, disabled ones too, with both labels. */
export function entriesOf(tx: Tx, tenantId: number, typeKey: string): Promise<DictEntryRow[]> {
  return tx.selectFrom('data_dict').select(ENTRY_COLUMNS).where('tenant_id', '=', tenantId).where('type_key', '=', typeKey)
    .orderBy('sn').orderBy('id').execute().then((rows) => rows.map(entryRow));
}

export function listDictEntries(db: Db, principal: Principal, typeKey: string): Promise<DictEntryRow[]> {
  return withTenant(db, principal.tenantId, (tx) => entriesOf(tx, principal.tenantId, typeKey));
}
