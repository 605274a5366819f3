import { ROLE } from '../../../common/enums/roles.ts';
import type { Tx } from '../../db/database.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { roleCodesOf } from '../system/role-codes-of.ts';

/** Authoring definitions is for the tenant's system administrators (role sysAdmin). */
export async function requireAdmin(tx: Tx, principal: Principal): Promise<void> {
  if (principal.isVisitor || !(await roleCodesOf(tx, principal.tenantId, principal.userId)).includes(ROLE.sysAdmin)) throw forbidden();
}
