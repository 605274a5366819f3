import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';
import { isTableDict } from '../../../common/enums/table-dicts.ts';
import { localizedName } from '../../query/localized-name.ts';
import { loadTableDicts } from './table-dicts.ts';

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

/** A dictionary entry as forms and lists read it; `disabled` (only when true): not offered for new choices. */
export interface LoadedDictItem { key: string; name: string; disabled?: true }

/**
 * Entries of some dictionaries in the request language: `{ typeKey: [{ key, name }] }`, disabled ones marked; the
 * table-backed ones (meeting rooms) from their tables.
 */
export async function loadDicts(tx: Tx, tenantId: number, typeKeys: string[], lang: Language): Promise<Record<string, LoadedDictItem[]>> {
  const dicts: Record<string, LoadedDictItem[]> = Object.fromEntries(typeKeys.map((k) => [k, []]));
  Object.assign(dicts, await loadTableDicts(tx, tenantId, typeKeys, lang));
  const stored = typeKeys.filter((k) => !isTableDict(k));
  if (!stored.length) return dicts;
  const rows = await tx.selectFrom('data_dict').select(['type_key', 'key', 'disabled']).select(localizedName('data_dict', lang).as('name'))
    .where('tenant_id', '=', tenantId).where('type_key', 'in', stored).orderBy('sn').orderBy('id').execute();
  for (const r of rows) dicts[r.type_key]!.push(r.disabled ? { key: r.key, name: r.name, disabled: true } : { key: r.key, name: r.name });
  return dicts;
}

type Table = { fields: BoDefinition['fields']; children?: unknown[]; alias?: string };

/** The dictionary keys a stored record holds, by dictionary, at any depth (a disabled entry stays valid there). */
export function heldDictKeys(table: Table, data: Record<string, unknown> | undefined): Map<string, Set<string>> {
  const held = new Map<string, Set<string>>();
  const walk = (t: Table, row: Record<string, unknown>) => {
    for (const f of t.fields) {
      if (!f.dictKey) continue;
      for (const v of [row[f.name]].flat()) if (typeof v === 'string') (held.get(f.dictKey) ?? held.set(f.dictKey, new Set()).get(f.dictKey)!).add(v);
    }
    for (const c of (t.children ?? []) as Table[]) {
      const rows = row[c.alias ?? ''];
      if (Array.isArray(rows)) for (const r of rows) if (r && typeof r === 'object') walk(c, r as Record<string, unknown>);
    }
  };
  if (data) walk(table, data);
  return held;
}

/**
 * The keys a record may hold, by dictionary: the enabled entries, and a disabled one only where the stored record
 * already holds it (an administrator disabled it after the record chose it).
 */
export function allowedDictKeys(dicts: Record<string, LoadedDictItem[]>, held: Map<string, Set<string>> = new Map()): Map<string, Set<string>> {
  return new Map(Object.entries(dicts).map(([k, items]) => [k, new Set(items.filter((i) => !i.disabled || held.get(k)?.has(i.key)).map((i) => i.key))]));
}
