import type { FileRef } from '../../../common/api/file-ref.ts';
import type { TenantInfo } from '../../../common/api/tenants.ts';
import type { Tenant } from '../../db/schema.ts';

/** What the sign-in page and the shell show of a tenant (docs/foundation-api.md, getTenantByCode). */
export function tenantInfo(tenant: Tenant, frontLogo: unknown): TenantInfo {
  return {
    id: tenant.id,
    code: tenant.code,
    name: tenant.name,
    nameEn: tenant.name_en,
    nameFront: tenant.name_front,
    typeCode: tenant.type_code,
    ico: [],
    frontLogo: fileRefs(frontLogo),
    logoUrl: tenant.logo,
  };
}

/** File references kept in settings as `[{ id, name }]`; anything else reads as none. */
function fileRefs(value: unknown): FileRef[] {
  if (!Array.isArray(value)) return [];
  return value.filter((f): f is { id: unknown; name?: unknown } => typeof f === 'object' && f !== null && 'id' in f)
    .map((f) => ({ id: String(f.id), ...(typeof f.name === 'string' ? { name: f.name } : {}) }));
}
