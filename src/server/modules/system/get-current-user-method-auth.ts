import type { MethodAuth } from '../../../common/api/system.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';

/** Button permissions: a button whose alias is in allMethod shows only when it is also in curUserMethod. */
export async function getCurrentUserMethodAuth(db: Db, principal: Principal): Promise<MethodAuth> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const all = await tx.selectFrom('method_auth').where('tenant_id', '=', principal.tenantId)
      .select('alias').orderBy('alias').execute();
    const mine = await tx.selectFrom('method_auth')
      .where('method_auth.tenant_id', '=', principal.tenantId)
      .where((eb) => eb.exists(eb.selectFrom('role_method')
        .innerJoin('user_role', 'user_role.role_id', 'role_method.role_id')
        .innerJoin('role', 'role.id', 'role_method.role_id')
        .whereRef('role_method.method_id', '=', 'method_auth.id')
        .where('user_role.user_id', '=', principal.userId)
        .where('role.enabled', '=', true)
        .select('role_method.method_id')))
      .select('alias').orderBy('alias').execute();
    return { allMethod: all.map((m) => m.alias), curUserMethod: mine.map((m) => m.alias) };
  });
}
