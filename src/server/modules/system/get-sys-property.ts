import { Type, type Static } from '@sinclair/typebox';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';

export const SysProperty = Type.Object({ alias: Type.String(), value: Type.Unknown() });
export type SysProperty = Static<typeof SysProperty>;

/** The public settings alias: anyone may read it for the tenant named by Tenant-Code. */
export const PUBLIC_PROPERTY = 'sysSetting';

/** A system property of a tenant; 404 when the tenant has none by that alias. */
export async function getSysProperty(db: Db, tenantId: number, alias: string): Promise<SysProperty> {
  const row = await withTenant(db, tenantId, (tx) => tx.selectFrom('sys_property')
    .where('tenant_id', '=', tenantId).where('alias', '=', alias).select(['alias', 'value']).executeTakeFirst());
  if (!row) throw notFound('unknownSysProperty');
  return { alias: row.alias, value: row.value };
}
