import { ROLE } from '../../../common/enums/roles.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { MenuItem } from '../../../common/api/system.ts';
import { menuTree } from './menu-tree.ts';

/** The menu a holder of just this role sees; 404 for a role the tenant does not have. */
export async function getRoleMenus(db: Db, principal: Principal, lang: Language, roleAlias: string): Promise<MenuItem[]> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const role = await tx.selectFrom('role').where('tenant_id', '=', principal.tenantId).where('code', '=', roleAlias)
      .select('code').executeTakeFirst();
    if (!role) throw notFound('unknownRole');
    return menuTree(tx, principal.tenantId, lang, { roles: [role.code], seesAll: role.code === ROLE.sysAdmin, isVisitor: false });
  });
}
