import { sql } from 'kysely';
import type { DictTypeRow } from '../../../../common/api/dict-admin.ts';
import { DICT_TYPE_NAMES } from '../../../../common/enums/dict-types.ts';
import { withTenant, type Db } from '../../../db/database.ts';
import type { Principal } from '../../../lib/context.ts';

/** Every dictionary of the tenant (named, or only used by entries), by type key, with its entry counts. */
export function listDictTypes(db: Db, principal: Principal): Promise<DictTypeRow[]> {
  const tenantId = principal.tenantId;
  return withTenant(db, tenantId, async (tx) => {
    const { rows } = await sql<{ type_key: string; name: string | null; name_en: string | null; version: number | null; entry_count: number; disabled_count: number }>`
      select k.type_key, t.name, t.name_en, t.version,
        count(d.id)::integer as entry_count, (count(d.id) filter (where d.disabled))::integer as disabled_count
      from (select type_key from data_dict_type where tenant_id = ${tenantId} union select type_key from data_dict where tenant_id = ${tenantId}) k
      left join data_dict_type t on t.tenant_id = ${tenantId} and t.type_key = k.type_key
      left join data_dict d on d.tenant_id = ${tenantId} and d.type_key = k.type_key
      group by k.type_key, t.name, t.name_en, t.version
      order by k.type_key`.execute(tx);
    return rows.map((r) => ({
      typeKey: r.type_key,
      name: { 'zh-CN': r.name ?? DICT_TYPE_NAMES[r.type_key]?.['zh-CN'] ?? r.type_key, 'en-US': r.name_en ?? DICT_TYPE_NAMES[r.type_key]?.['en-US'] ?? r.type_key },
      version: r.version ?? 0, entryCount: r.entry_count, disabledCount: r.disabled_count,
    }));
  });
}
