import { isTableDict, type TableDictKey } from '../../../common/enums/table-dicts.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';
import { withNewsTables } from '../news/news-tables.ts';
import type { LoadedDictItem } from './dict-keys.ts';

type Loader = (tx: Tx, tenantId: number, lang: Language) => Promise<LoadedDictItem[]>;

/** Entries of the table-backed dictionaries (common/enums/table-dicts.ts), by type key. */
const LOADERS: Record<TableDictKey, Loader> = {
  /** The tenant's meeting rooms, "name（location）", keyed by room id. */
  meetingRoom: async (tx, tenantId, lang) => {
    const rooms = await withNewsTables(tx).selectFrom('portal_meeting_room').select(['id', 'name', 'location'])
      .where('tenant_id', '=', tenantId).orderBy('name').orderBy('id').execute();
    const open = lang === 'zh-CN' ? '（' : ' (';
    const close = lang === 'zh-CN' ? '）' : ')';
    return rooms.map((r) => ({ key: String(r.id), name: r.location ? `${r.name}${open}${r.location}${close}` : r.name }));
  },
};

/** Loads the table-backed dictionaries among `typeKeys`; the others are left to data_dict. */
export async function loadTableDicts(tx: Tx, tenantId: number, typeKeys: readonly string[], lang: Language): Promise<Record<string, LoadedDictItem[]>> {
  const loaded: Record<string, LoadedDictItem[]> = {};
  for (const key of typeKeys) if (isTableDict(key)) loaded[key] = await LOADERS[key](tx, tenantId, lang);
  return loaded;
}
