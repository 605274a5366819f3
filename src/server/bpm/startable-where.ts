import { sql, type RawBuilder } from 'kysely';
import { ROLE } from '../../common/enums/roles.ts';
import type { Tx } from '../db/database.ts';
import type { Principal } from '../lib/context.ts';
import { roleCodesOf } from '../modules/system/role-codes-of.ts';

/**
 * hasStartRights (start-rights.ts) as a condition on `f.settings`, so a list of startable flows pages in SQL:
 * administrators every flow; visitors none; others a flow naming nobody, their account or one of their roles.
 * Null: no condition (administrator).
 */
export async function startableWhere(tx: Tx, principal: Principal): Promise<RawBuilder<boolean> | null> {
  if (principal.isVisitor) return sql<boolean>`false`;
  const roles = await roleCodesOf(tx, principal.tenantId, principal.userId);
  if (roles.includes(ROLE.sysAdmin)) return null;
  return sql<boolean>`(f.settings -> 'startRights' is null
    or coalesce(f.settings -> 'startRights' -> 'accounts' ? ${principal.account}, false)
    or coalesce(f.settings -> 'startRights' -> 'roles' ?| ${roles}::text[], false))`;
}
