import type { Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { roleCodesOf } from '../system/role-codes-of.ts';

/** Who calls a form-service call, with what data rules and field rights need: roles and organisations. */
export interface Caller {
  principal: Principal;
  tenantId: number;
  userId: number;
  roles: string[];
  /** The master organisation (null when the user has none). */
  orgId: number | null;
  orgIds: number[];
}

export async function loadCaller(tx: Tx, principal: Principal): Promise<Caller> {
  const roles = await roleCodesOf(tx, principal.tenantId, principal.userId);
  const orgs = await tx.selectFrom('user_org').select(['org_id', 'is_master'])
    .where('tenant_id', '=', principal.tenantId).where('user_id', '=', principal.userId)
    .orderBy('is_master', 'desc').orderBy('org_id').execute();
  return {
    principal, tenantId: principal.tenantId, userId: principal.userId, roles,
    orgId: orgs[0]?.org_id ?? null, orgIds: orgs.map((o) => o.org_id),
  };
}

/** `${user.id}`, `${user.orgId}`, `${user.orgIds}`, `${user.account}`, `${tenant.id}`, `${today}` in a rule value. */
export function resolveVariables(value: unknown, caller: Caller): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveVariables(v, caller));
  if (typeof value !== 'string') return value;
  const vars: Record<string, unknown> = {
    'user.id': caller.userId, 'user.orgId': caller.orgId, 'user.orgIds': caller.orgIds, 'user.account': caller.principal.account,
    'tenant.id': caller.tenantId, today: new Date().toISOString().slice(0, 10),
  };
  const whole = /^\$\{([\w.]+)\}$/.exec(value);
  if (whole && whole[1]! in vars) return vars[whole[1]!];
  return value.replace(/\$\{([\w.]+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
}
