import { PUBLIC_INDEX_ADMIN_ROLES, ROLE } from '../../../common/enums/roles.ts';
import type { Tx } from '../../db/database.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { roleCodesOf } from '../system/role-codes-of.ts';

/** Who handles annual-fee maintenance: the IP administrators (IPgly, qyIPgly, kyIPgly) and the system administrator. */
export const MAINTENANCE_ROLES: readonly string[] = [...PUBLIC_INDEX_ADMIN_ROLES, ROLE.sysAdmin];

export async function requireOffice(tx: Tx, principal: Principal): Promise<void> {
  if (principal.isVisitor) throw forbidden('keepForbidden');
  const roles = await roleCodesOf(tx, principal.tenantId, principal.userId);
  if (!roles.some((r) => MAINTENANCE_ROLES.includes(r))) throw forbidden('keepForbidden');
}
