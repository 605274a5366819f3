import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';
import { localizedName } from '../../query/localized-name.ts';

/** Dictionary keys a bo's fields name, at any depth. */
export function dictKeysOf(table: { fields: BoDefinition['fields']; children?: { fields: BoDefinition['fields']; children?: unknown[] }[] }): string[] {
  const keys = new Set<string>();
  const walk = (t: typeof table) => {
    for (const f of t.fields) if (f.dictKey) keys.add(f.dictKey);
    for (const c of t.children ?? []) walk(c as typeof table);
  };
  walk(table);
  return [...keys];
}

/** Entries of some dictionaries in the request language: `{ typeKey: [{ key, name }] }`. */
export async function loadDicts(tx: Tx, tenantId: number, typeKeys: string[], lang: Language): Promise<Record<string, { key: string; name: string }[]>> {
  const dicts: Record<string, { key: string; name: string }[]> = Object.fromEntries(typeKeys.map((k) => [k, []]));
  if (!typeKeys.length) return dicts;
  const rows = await tx.selectFrom('data_dict').select(['type_key', 'key']).select(localizedName('data_dict', lang).as('name'))
    .where('tenant_id', '=', tenantId).where('type_key', 'in', typeKeys).orderBy('sn').orderBy('id').execute();
  for (const r of rows) dicts[r.type_key]!.push({ key: r.key, name: r.name });
  return dicts;
}
