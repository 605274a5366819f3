import { RoleRow } from '../../../common/api/directory.ts';
export { RoleRow };
import type { Language } from '../../../common/i18n/languages.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { localizedName, nameColumn } from '../../query/localized-name.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';

const roleFields = (lang: Language): QueryFields => [
  { name: 'id', column: 'role.id', type: 'number' },
  { name: 'code', column: 'role.code', type: 'string' },
  { name: 'name', column: nameColumn('role', lang), type: 'string' },
  { name: 'enabled', column: 'role.enabled', type: 'boolean' },
];

export async function listRoles(db: Db, principal: Principal, lang: Language, filter: QueryFilter | undefined): Promise<Paged<RoleRow>> {
  return withTenant(db, principal.tenantId, (tx) => pagedQuery(
    tx.selectFrom('role').where('role.tenant_id', '=', principal.tenantId)
      .select(['role.id', 'role.code', 'role.enabled']).select(localizedName('role', lang).as('name')),
    filter, roleFields(lang), { order: [['role.id', 'asc']] }));
}
