import type { DictItem } from '../../../common/api/system.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { localizedName } from '../../query/localized-name.ts';

/** The entries of one dictionary for a combo box, in their order, disabled ones left out; an unknown type key has none. */
export async function listDictItems(db: Db, principal: Principal, lang: Language, typeKey: string): Promise<DictItem[]> {
  return withTenant(db, principal.tenantId, (tx) => tx.selectFrom('data_dict')
    .where('tenant_id', '=', principal.tenantId).where('type_key', '=', typeKey).where('disabled', '=', false)
    .select('key').select(localizedName('data_dict', lang).as('name'))
    .orderBy('sn').orderBy('id')
    .execute());
}
