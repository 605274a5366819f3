import { sql } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { localizedName } from '../../query/localized-name.ts';

/** The tenant's method-authorisation aliases (with their names) and which of them the caller's enabled roles grant. */
export interface MethodGrants {
  names: ReadonlyMap<string, string>;
  granted: ReadonlySet<string>;
}

/** One statement: every alias of the tenant, each with whether a role the caller holds (and is enabled) grants it. */
export async function loadMethodGrants(db: Db, principal: Principal, lang: Language): Promise<MethodGrants> {
  return withTenant(db, principal.tenantId, (tx) => methodGrantsIn(tx, principal, lang));
}

/** loadMethodGrants inside the caller's tenant transaction. */
export async function methodGrantsIn(tx: Tx, principal: Principal, lang: Language): Promise<MethodGrants> {
  const rows = await tx.selectFrom('method_auth')
    .where('method_auth.tenant_id', '=', principal.tenantId)
    .select(['method_auth.alias', localizedName('method_auth', lang).as('name')])
    .select((eb) => eb.exists(eb.selectFrom('role_method')
      .innerJoin('user_role', 'user_role.role_id', 'role_method.role_id')
      .innerJoin('role', 'role.id', 'role_method.role_id')
      .whereRef('role_method.method_id', '=', 'method_auth.id')
      .where('user_role.user_id', '=', principal.userId)
      .where('role.enabled', '=', true)
      .select(sql`1`.as('one'))).as('granted'))
    .orderBy('method_auth.alias')
    .execute();
  return {
    names: new Map(rows.map((r) => [r.alias, r.name])),
    granted: new Set(rows.filter((r) => r.granted).map((r) => r.alias)),
  };
}

/**
 * Whether the caller may use the buttons of `alias`: the same rule as the browser's hasMethodAuth (an alias the
 * tenant does not control is open to every signed-in user), and never the shared visitor account.
 */
export function holdsMethod(principal: Principal, grants: MethodGrants, alias: string): boolean {
  return !principal.isVisitor && (!grants.names.has(alias) || grants.granted.has(alias));
}
