import { sql } from 'kysely';
import type { Tx } from '../db/database.ts';
import type { AssigneeRule } from './settings.ts';

export interface AssigneeContext {
  tenantId: number;
  initiatorId: number;
  /** Whoever completed the task that led here (the initiator at start). */
  previousHandlerId: number;
}

/** The users a node's rules name, active accounts only, in a stable order. */
export async function resolveAssignees(tx: Tx, rules: readonly AssigneeRule[], ctx: AssigneeContext): Promise<number[]> {
  // Named accounts alone (the usual case) in one round trip, active users only.
  if (rules.length === 1 && rules[0]!.type === 'users') {
    const accounts = rules[0]!.accounts;
    const users = await tx.selectFrom('app_user').select(['id', 'account']).where('tenant_id', '=', ctx.tenantId)
      .where('account', 'in', accounts).where('status', '=', 1).where('is_visitor', '=', false).execute();
    return [...new Set(accounts.flatMap((account) => users.filter((u) => u.account === account).map((u) => u.id)))];
  }
  const found: number[] = [];
  for (const rule of rules) found.push(...(await resolveRule(tx, rule, ctx)));
  if (found.length === 0) return [];
  const active = await tx.selectFrom('app_user').select('id')
    .where('tenant_id', '=', ctx.tenantId).where('id', 'in', [...new Set(found)]).where('status', '=', 1).where('is_visitor', '=', false)
    .execute();
  const ok = new Set(active.map((u) => u.id));
  return [...new Set(found)].filter((id) => ok.has(id));
}

async function resolveRule(tx: Tx, rule: AssigneeRule, ctx: AssigneeContext): Promise<number[]> {
  switch (rule.type) {
    case 'initiator':
      return [ctx.initiatorId];
    case 'previousHandler':
      return [ctx.previousHandlerId];
    case 'initiatorChoice':
      // Whoever is picked in `nodeUsers` (node-handlers.ts): the rule itself names nobody.
      return [];
    case 'users': {
      // In the order listed: sequential signers sign in this order.
      const users = await tx.selectFrom('app_user').select(['id', 'account']).where('tenant_id', '=', ctx.tenantId)
        .where('account', 'in', rule.accounts).execute();
      return rule.accounts.flatMap((account) => users.filter((u) => u.account === account).map((u) => u.id));
    }
    case 'roles':
      return (await tx.selectFrom('user_role').innerJoin('role', 'role.id', 'user_role.role_id').select('user_role.user_id')
        .where('user_role.tenant_id', '=', ctx.tenantId).where('role.code', 'in', rule.codes).where('role.enabled', '=', true)
        .orderBy('user_role.user_id').execute()).map((r) => r.user_id);
    case 'posts':
      return (await tx.selectFrom('user_post').innerJoin('post', 'post.id', 'user_post.post_id').select('user_post.user_id')
        .where('user_post.tenant_id', '=', ctx.tenantId).where('post.code', 'in', rule.codes)
        .orderBy('user_post.user_id').execute()).map((r) => r.user_id);
    case 'orgLeader':
      return orgLeadersOf(tx, ctx.tenantId, ctx.initiatorId);
  }
}

/** Leaders of the user's master organisation, else of the nearest ancestor that has leaders. */
async function orgLeadersOf(tx: Tx, tenantId: number, userId: number): Promise<number[]> {
  const master = await tx.selectFrom('user_org').innerJoin('org', 'org.id', 'user_org.org_id').select('org.path')
    .where('user_org.tenant_id', '=', tenantId).where('user_org.user_id', '=', userId)
    .orderBy('user_org.is_master', 'desc').executeTakeFirst();
  if (!master) return [];
  const pathIds = master.path.split('.').filter(Boolean).map(Number);
  if (pathIds.length === 0) return [];
  const leaders = await tx.selectFrom('user_org').innerJoin('org', 'org.id', 'user_org.org_id')
    .select(['user_org.user_id', sql<number>`length(org.path)`.as('depth')])
    .where('user_org.tenant_id', '=', tenantId).where('user_org.is_leader', '=', true).where('org.id', 'in', pathIds)
    .orderBy(sql`length(org.path)`, 'desc').orderBy('user_org.user_id').execute();
  const deepest = leaders[0]?.depth;
  return leaders.filter((l) => l.depth === deepest).map((l) => l.user_id);
}
