import { DICT_ITEM_KEY, DICT_TYPE_NAMES } from '../../../../common/enums/dict-types.ts';
import type { DictLabel } from '../../../../common/api/dict-admin.ts';
import type { Tx } from '../../../db/database.ts';
import { badRequest, notFound } from '../../../lib/app-error.ts';

/** Both labels trimmed; the Chinese one is required. */
export function cleanLabel(label: DictLabel): DictLabel {
  const zh = label['zh-CN'].trim();
  if (!zh) throw badRequest('dictNameRequired');
  return { 'zh-CN': zh, 'en-US': label['en-US'].trim() };
}

/** An entry's stored key: printable, no blanks at either end, at most 64 characters. */
export function cleanEntryKey(key: string): string {
  if (!DICT_ITEM_KEY.test(key)) throw badRequest('dictKeyInvalid');
  return key;
}

export interface LockedType { id: number; type_key: string; name: string; name_en: string; version: number }

/**
 * The dictionary's row, locked for the command (entry commands on one dictionary run one after the other). A
 * dictionary that only has entries (shipped before dictionaries had names) gets its row here; none at all is a 404.
 */
export async function lockDictType(tx: Tx, tenantId: number, typeKey: string): Promise<LockedType> {
  const select = () => tx.selectFrom('data_dict_type').select(['id', 'type_key', 'name', 'name_en', 'version'])
    .where('tenant_id', '=', tenantId).where('type_key', '=', typeKey).forUpdate().executeTakeFirst();
  const row = await select();
  if (row) return row;
  const used = await tx.selectFrom('data_dict').select('id').where('tenant_id', '=', tenantId).where('type_key', '=', typeKey).limit(1).executeTakeFirst();
  if (!used) throw notFound('dictTypeNotFound');
  const label = DICT_TYPE_NAMES[typeKey];
  await tx.insertInto('data_dict_type').values({ tenant_id: tenantId, type_key: typeKey, name: label?.['zh-CN'] ?? typeKey, name_en: label?.['en-US'] ?? typeKey })
    .onConflict((oc) => oc.columns(['tenant_id', 'type_key']).doNothing()).execute();
  return (await select())!;
}

/** Two entries of one dictionary may not share a label in either language (an import reads a label back to its key). */
export async function assertLabelsFree(tx: Tx, tenantId: number, typeKey: string, label: DictLabel, exceptId?: number): Promise<void> {
  let query = tx.selectFrom('data_dict').select(['name', 'name_en'])
    .where('tenant_id', '=', tenantId).where('type_key', '=', typeKey)
    .where((eb) => eb.or([eb('name', '=', label['zh-CN']), ...(label['en-US'] ? [eb('name_en', '=', label['en-US'])] : [])]));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const taken = await query.executeTakeFirst();
  if (taken) throw badRequest('dictNameTaken', { name: taken.name === label['zh-CN'] ? label['zh-CN'] : label['en-US'] });
}
