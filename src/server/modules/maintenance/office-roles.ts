import { PUBLIC_INDEX_ADMIN_ROLES, ROLE } from '../../../common/enums/roles.ts';
import type { ErrorKey } from '../../../common/i18n/errors.ts';
import type { Tx } from '../../db/database.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { roleCodesOf } from '../system/role-codes-of.ts';

/** Who handles annual-fee maintenance: the IP administrators (IPgly, qyIPgly, kyIPgly) and the system administrator. */
export const MAINTENANCE_ROLES: readonly string[] = [...PUBLIC_INDEX_ADMIN_ROLES, ROLE.sysAdmin];

export async function isMaintenanceOffice(tx: Tx, principal: Principal): Promise<boolean> {
  if (principal.isVisitor) return false;
  const roles = await roleCodesOf(tx, principal.tenantId, principal.userId);
  return roles.some((r) => MAINTENANCE_ROLES.includes(r));
}

/** 403 with `key` (the maintenance message unless the caller names its own) for anyone outside the IP office. */
export async function requireOffice(tx: Tx, principal: Principal, key: ErrorKey = 'keepForbidden'): Promise<void> {
  if (!(await isMaintenanceOffice(tx, principal))) throw forbidden(key);
}
