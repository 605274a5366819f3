import { Type, type Static } from '@sinclair/typebox';
import type { Language } from '../../../common/i18n/languages.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { localizedName, nameColumn } from '../../query/localized-name.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';

export const DimensionRow = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), isDefault: Type.Boolean() });
export type DimensionRow = Static<typeof DimensionRow>;

const dimensionFields = (lang: Language): QueryFields => [
  { name: 'id', column: 'dimension.id', type: 'number' },
  { name: 'code', column: 'dimension.code', type: 'string' },
  { name: 'name', column: nameColumn('dimension', lang), type: 'string' },
  { name: 'isDefault', column: 'dimension.is_default', type: 'boolean' },
];

/** Organisation dimensions (Hotent's "demension", sic, in the path). */
export async function listDimensions(db: Db, principal: Principal, lang: Language, filter: QueryFilter | undefined): Promise<Paged<DimensionRow>> {
  return withTenant(db, principal.tenantId, (tx) => pagedQuery(
    tx.selectFrom('dimension').where('dimension.tenant_id', '=', principal.tenantId)
      .select(['dimension.id', 'dimension.code', 'dimension.is_default as isDefault'])
      .select(localizedName('dimension', lang).as('name')),
    filter, dimensionFields(lang), { order: [['dimension.id', 'asc']] }));
}
