import type { TenantDetail } from '../../../common/api/tenants.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { describeTenant } from './get-tenant-by-code.ts';

/** The caller's own tenant by id; any other id is 404, as if it did not exist. */
export async function getTenant(db: Db, principal: Principal, id: number): Promise<TenantDetail> {
  const tenant = id === principal.tenantId
    ? await db.selectFrom('tenant').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!tenant) throw notFound('unknownTenant');
  return { ...(await describeTenant(db, tenant)), status: tenant.status };
}
