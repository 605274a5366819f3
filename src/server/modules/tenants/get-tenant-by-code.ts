import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Tenant } from '../../db/schema.ts';
import type { TenantInfo } from '../../../common/api/tenants.ts';
import { tenantInfo } from './tenant-info.ts';

/** An active tenant by code; 404 unknownTenant / tenantDisabled. */
export async function findActiveTenant(db: Db, code: string): Promise<Tenant> {
  const tenant = await db.selectFrom('tenant').selectAll().where('code', '=', code).executeTakeFirst();
  if (!tenant) throw notFound('unknownTenant');
  if (tenant.status !== 1) throw notFound('tenantDisabled');
  return tenant;
}

/** Public: the tenant of a sign-in page, with the front logo of its sysSetting. */
export async function getTenantByCode(db: Db, code: string): Promise<TenantInfo> {
  return describeTenant(db, await findActiveTenant(db, code));
}

export async function describeTenant(db: Db, tenant: Tenant): Promise<TenantInfo> {
  const setting = await withTenant(db, tenant.id, (tx) => tx.selectFrom('sys_property')
    .where('tenant_id', '=', tenant.id).where('alias', '=', 'sysSetting').select('value').executeTakeFirst());
  const frontLogo = (setting?.value as { frontLogo?: unknown } | undefined)?.frontLogo;
  return tenantInfo(tenant, frontLogo);
}
