import { Type, type Static } from '@sinclair/typebox';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { localizedName } from '../../query/localized-name.ts';

export const DictItem = Type.Object({ key: Type.String(), name: Type.String() });
export type DictItem = Static<typeof DictItem>;

/** The entries of one dictionary for a combo box, in their order; an unknown type key has none. */
export async function listDictItems(db: Db, principal: Principal, lang: Language, typeKey: string): Promise<DictItem[]> {
  return withTenant(db, principal.tenantId, (tx) => tx.selectFrom('data_dict')
    .where('tenant_id', '=', principal.tenantId).where('type_key', '=', typeKey)
    .select('key').select(localizedName('data_dict', lang).as('name'))
    .orderBy('sn').orderBy('id')
    .execute());
}
