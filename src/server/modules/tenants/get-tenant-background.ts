import type { TenantBackground } from '../../../common/api/tenants.ts';
import type { Db } from '../../db/database.ts';
import type { TenantTable } from '../../db/schema.ts';
import { findActiveTenant } from './get-tenant-by-code.ts';

/** Quiet, dark-to-light gradients by kind of tenant, light enough at the right for a sign-in card. */
const PALETTE: Record<TenantTable['type_code'], { color: string; stops: [string, string, string] }> = {
  platform: { color: '#165dff', stops: ['#0b1f4d', '#165dff', '#e8f0ff'] },
  university: { color: '#8c1d18', stops: ['#3d0c0a', '#8c1d18', '#f7ece9'] },
  enterprise: { color: '#0e7c66', stops: ['#06352c', '#0e7c66', '#e6f4f0'] },
  research: { color: '#5b2a86', stops: ['#24113a', '#5b2a86', '#f1eaf7'] },
};

/** Public: the sign-in page background of a tenant. */
export async function getTenantBackground(db: Db, code: string): Promise<TenantBackground> {
  const tenant = await findActiveTenant(db, code);
  const { color, stops } = PALETTE[tenant.type_code];
  return { code: tenant.code, color, gradient: `linear-gradient(135deg, ${stops[0]} 0%, ${stops[1]} 55%, ${stops[2]} 100%)`, imageUrl: null };
}
