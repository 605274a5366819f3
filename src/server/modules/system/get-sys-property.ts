import { Value } from '@sinclair/typebox/value';
import { SysSettingValue, type SysProperty, type SysSetting } from '../../../common/api/system.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';

/** The public settings alias: anyone may read it for the tenant named by Tenant-Code. */
export const PUBLIC_PROPERTY = 'sysSetting' satisfies SysSetting['alias'];

/** A system property of a tenant; 404 when the tenant has none by that alias. */
export async function getSysProperty(db: Db, tenantId: number, alias: string): Promise<SysProperty> {
  const row = await withTenant(db, tenantId, (tx) => tx.selectFrom('sys_property')
    .where('tenant_id', '=', tenantId).where('alias', '=', alias).select(['alias', 'value']).executeTakeFirst());
  if (!row) throw notFound('unknownSysProperty');
  return { alias: row.alias, value: row.value };
}

/** The public settings of a tenant; a stored field of the wrong shape reads as unset. */
export async function getSysSetting(db: Db, tenantId: number): Promise<SysSetting> {
  const { value } = await getSysProperty(db, tenantId, PUBLIC_PROPERTY);
  return { alias: PUBLIC_PROPERTY, value: sysSettingValue(value) };
}

function sysSettingValue(value: unknown): SysSettingValue {
  if (typeof value !== 'object' || value === null) return {};
  const stored = value as Record<string, unknown>;
  return Object.fromEntries(Object.entries(SysSettingValue.properties)
    .filter(([key, schema]) => stored[key] !== undefined && Value.Check(schema, stored[key]))
    .map(([key]) => [key, stored[key]]));
}
