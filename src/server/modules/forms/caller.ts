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
  /** orgIds with the college above each research group: a group member sees the college's rows (as the statistics do). */
  deptIds: number[];
}

export async function loadCaller(tx: Tx, principal: Principal): Promise<Caller> {
  const roles = await roleCodesOf(tx, principal.tenantId, principal.userId);
  const orgs = await tx.selectFrom('user_org as uo').innerJoin('org as o', 'o.id', 'uo.org_id')
    .select(['uo.org_id', 'uo.is_master', 'o.kind', 'o.parent_id'])
    .where('uo.tenant_id', '=', principal.tenantId).where('uo.user_id', '=', principal.userId)
    .orderBy('uo.is_master', 'desc').orderBy('uo.org_id').execute();
  const orgIds = orgs.map((o) => o.org_id);
  const colleges = orgs.filter((o) => o.kind === 'group' && o.parent_id !== null).map((o) => o.parent_id!);
  return {
    principal, tenantId: principal.tenantId, userId: principal.userId, roles,
    orgId: orgs[0]?.org_id ?? null, orgIds, deptIds: [...new Set([...orgIds, ...colleges])],
  };
}

/** `${user.id}`, `${user.orgId}`, `${user.orgIds}`, `${user.deptIds}`, `${user.account}`, `${tenant.id}`, `${today}` in a rule value. */
export function resolveVariables(value: unknown, caller: Caller): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveVariables(v, caller));
  if (typeof value !== 'string') return value;
  const vars: Record<string, unknown> = {
    'user.id': caller.userId, 'user.orgId': caller.orgId, 'user.orgIds': caller.orgIds, 'user.deptIds': caller.deptIds, 'user.account': caller.principal.account,
    'tenant.id': caller.tenantId, today: new Date().toISOString().slice(0, 10),
  };
  const whole = /^\$\{([\w.]+)\}$/.exec(value);
  if (whole && whole[1]! in vars) return vars[whole[1]!];
  return value.replace(/\$\{([\w.]+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
}
