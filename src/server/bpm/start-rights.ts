import { ROLE } from '../../common/enums/roles.ts';
import type { Tx } from '../db/database.ts';
import type { Principal } from '../lib/context.ts';
import { roleCodesOf } from '../modules/system/role-codes-of.ts';
import type { FlowSettings } from './settings.ts';

export async function isAdmin(tx: Tx, principal: Principal): Promise<boolean> {
  return !principal.isVisitor && (await roleCodesOf(tx, principal.tenantId, principal.userId)).includes(ROLE.sysAdmin);
}

/** Administrators always may start; others when the flow names none or names one of their roles or their account. */
export async function hasStartRights(tx: Tx, principal: Principal, settings: FlowSettings): Promise<boolean> {
  if (principal.isVisitor) return false;
  const rights = settings.startRights;
  if (!rights) return true;
  if (rights.accounts?.includes(principal.account)) return true;
  // One look-up of the caller's roles serves both the administrator check and the flow's roles.
  const roles = await roleCodesOf(tx, principal.tenantId, principal.userId);
  return roles.includes(ROLE.sysAdmin) || (rights.roles ?? []).some((r) => roles.includes(r));
}
