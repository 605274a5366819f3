import { Type, type Static } from '@sinclair/typebox';
import { FileRef } from './file-ref.ts';

/** TypeBox schemas of the tenant routes (docs/foundation-api.md): the one source of their wire types, server and client. */

/** What the sign-in page and the shell show of a tenant (getTenantByCode). */
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

/** The caller's own tenant (getJson). */
export const TenantDetail = Type.Composite([TenantInfo, Type.Object({ status: Type.Integer() })]);
export type TenantDetail = Static<typeof TenantDetail>;

/** A row of the platform's tenant list (listJson). */
export const TenantRow = Type.Composite([
  Type.Pick(TenantInfo, ['id', 'code', 'name', 'nameEn', 'nameFront', 'typeCode']),
  Type.Object({ status: Type.Integer(), createdAt: Type.String({ format: 'date-time' }) }),
]);
export type TenantRow = Static<typeof TenantRow>;

/** The sign-in page background of a tenant (getTenantBackgroundByCode). */
export const TenantBackground = Type.Object({
  code: Type.String(),
  /** Solid fallback colour. */
  color: Type.String(),
  /** A CSS background-image value. */
  gradient: Type.String(),
  /** An uploaded picture; none until tenants can upload one. */
  imageUrl: Type.Union([Type.String(), Type.Null()]),
});
export type TenantBackground = Static<typeof TenantBackground>;
