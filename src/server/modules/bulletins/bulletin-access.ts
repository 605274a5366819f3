import type { Tx } from '../../db/database.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { PUBLIC_INDEX_ADMIN_ROLES, ROLE } from '../../../common/enums/roles.ts';
import { roleCodesOf } from '../system/role-codes-of.ts';

/** Bulletin administrators: the system administrator and the IP administrators. */
export async function isBulletinAdmin(tx: Tx, principal: Principal): Promise<boolean> {
  if (principal.isVisitor) return false;
  const roles = await roleCodesOf(tx, principal.tenantId, principal.userId);
  return roles.includes(ROLE.sysAdmin) || roles.some((r) => PUBLIC_INDEX_ADMIN_ROLES.includes(r));
}

export async function requireBulletinAdmin(tx: Tx, principal: Principal): Promise<void> {
  if (!(await isBulletinAdmin(tx, principal))) throw forbidden();
}
