import { ROLE } from '../../../common/enums/roles.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { MenuItem } from '../../../common/api/system.ts';
import { menuTree } from './menu-tree.ts';
import { roleCodesOf } from './role-codes-of.ts';

/**
 * The menu a holder of just this role sees: for the system administrator any role (404 for one the tenant does not
 * have), for everyone else only a role they hold (403 otherwise, so other roles' menus and names stay private).
 */
export async function getRoleMenus(db: Db, principal: Principal, lang: Language, roleAlias: string): Promise<MenuItem[]> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const mine = await roleCodesOf(tx, principal.tenantId, principal.userId);
    if (!mine.includes(ROLE.sysAdmin) && !mine.includes(roleAlias)) throw forbidden('roleMenuForbidden');
    const role = await tx.selectFrom('role').where('tenant_id', '=', principal.tenantId).where('code', '=', roleAlias)
      .select('code').executeTakeFirst();
    if (!role) throw notFound('unknownRole');
    return menuTree(tx, principal.tenantId, lang, { roles: [role.code], seesAll: role.code === ROLE.sysAdmin, isVisitor: false });
  });
}
