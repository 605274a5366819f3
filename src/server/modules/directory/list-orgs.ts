import { OrgRow } from '../../../common/api/directory.ts';
export { OrgRow };
import type { Language } from '../../../common/i18n/languages.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { localizedName, nameColumn } from '../../query/localized-name.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';


export const orgFields = (lang: Language): QueryFields => [
  { name: 'id', column: 'org.id', type: 'number' },
  { name: 'code', column: 'org.code', type: 'string' },
  { name: 'name', column: nameColumn('org', lang), type: 'string' },
  { name: 'parentId', column: 'org.parent_id', type: 'number' },
  { name: 'kind', column: 'org.kind', type: 'string' },
  /** RIGHT_LIKE on a path lists a subtree. */
  { name: 'path', column: 'org.path', type: 'string' },
  { name: 'sn', column: 'org.sn', type: 'number' },
  { name: 'demId', column: 'org.dimension_id', type: 'number' },
];

export function selectOrgs(tx: Tx, tenantId: number, lang: Language) {
  return tx.selectFrom('org')
    .where('org.tenant_id', '=', tenantId)
    .select(['org.id', 'org.code', 'org.parent_id as parentId', 'org.kind', 'org.path', 'org.path_name as pathName', 'org.sn', 'org.dimension_id as demId'])
    .select(localizedName('org', lang).as('name'));
}

export async function listOrgs(db: Db, principal: Principal, lang: Language, filter: QueryFilter | undefined): Promise<Paged<OrgRow>> {
  return withTenant(db, principal.tenantId, (tx) =>
    pagedQuery(selectOrgs(tx, principal.tenantId, lang), filter, orgFields(lang), { order: [['org.sn', 'asc'], ['org.id', 'asc']] }));
}
