import { Type, type Static } from '@sinclair/typebox';
import type { Tenant } from '../../db/schema.ts';

const FileRef = Type.Object({ id: Type.String(), name: Type.Optional(Type.String()) });

/** What the sign-in page and the shell show of a tenant (docs/foundation-api.md, getTenantByCode). */
export const TenantInfo = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  nameFront: Type.Union([Type.String(), Type.Null()]),
  typeCode: Type.String(),
  ico: Type.Array(FileRef),
  frontLogo: Type.Array(FileRef),
  /** The tenant logo as a data URI. */
  logoUrl: Type.Union([Type.String(), Type.Null()]),
});
export type TenantInfo = Static<typeof TenantInfo>;
type FileRef = Static<typeof FileRef>;

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
