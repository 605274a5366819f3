import type { AllDicts } from '../../../common/api/system.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { localizedName } from '../../query/localized-name.ts';

/** Every dictionary of the tenant by type key (a disabled entry marked, for labels of records holding it), with the version of the set for a local cache. */
export async function getAllDicts(db: Db, principal: Principal, lang: Language): Promise<AllDicts> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const rows = await tx.selectFrom('data_dict').where('tenant_id', '=', principal.tenantId)
      .select(['type_key', 'key', 'disabled']).select(localizedName('data_dict', lang).as('name'))
      .orderBy('type_key').orderBy('sn').orderBy('id')
      .execute();
    const version = await tx.selectFrom('sys_property').where('tenant_id', '=', principal.tenantId).where('alias', '=', 'dictVersion')
      .select('value').executeTakeFirst();
    const dicts: AllDicts['dicts'] = {};
    for (const row of rows) (dicts[row.type_key] ??= []).push(row.disabled ? { key: row.key, name: row.name, disabled: true } : { key: row.key, name: row.name });
    return { version: Number.isInteger(Number(version?.value)) ? Number(version?.value) : 0, dicts };
  });
}
