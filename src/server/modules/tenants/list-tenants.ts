import { TenantRow } from '../../../common/api/tenants.ts';
import { ROLE } from '../../../common/enums/roles.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';
import { roleCodesOf } from '../system/role-codes-of.ts';

export { TenantRow };

export const PLATFORM_TENANT_ID = -1;


const TENANT_FIELDS: QueryFields = [
  { name: 'id', column: 'tenant.id', type: 'number' },
  { name: 'code', column: 'tenant.code', type: 'string' },
  { name: 'name', column: 'tenant.name', type: 'string' },
  { name: 'nameEn', column: 'tenant.name_en', type: 'string' },
  { name: 'typeCode', column: 'tenant.type_code', type: 'string' },
  { name: 'status', column: 'tenant.status', type: 'number' },
  { name: 'createdAt', column: 'tenant.created_at', type: 'date' },
];

/** Every tenant, for administrators of the platform tenant (-1) only; anyone else gets 403. */
export async function listTenants(db: Db, principal: Principal, filter: QueryFilter | undefined): Promise<Paged<TenantRow>> {
  if (principal.tenantId !== PLATFORM_TENANT_ID || principal.isVisitor) throw forbidden();
  return withTenant(db, principal.tenantId, async (tx) => {
    if (!(await roleCodesOf(tx, principal.tenantId, principal.userId)).includes(ROLE.sysAdmin)) throw forbidden();
    const page = await pagedQuery(tx.selectFrom('tenant').select([
      'tenant.id', 'tenant.code', 'tenant.name', 'tenant.name_en as nameEn', 'tenant.name_front as nameFront',
      'tenant.type_code as typeCode', 'tenant.status', 'tenant.created_at as createdAt',
    ]), filter, TENANT_FIELDS, { order: [['tenant.id', 'asc']] });
    return { ...page, rows: page.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })) };
  });
}
