import { ROLE } from '../../../common/enums/roles.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import type { MenuItem } from '../../../common/api/system.ts';
import { menuTree, subtreeOf } from './menu-tree.ts';
import { roleCodesOf } from './role-codes-of.ts';
import { definitionMenus } from './definition-menus.ts';

/** The caller's menu (the seeded entries, then the stored menu definitions'), or the part of it below `menuAlias`. */
export async function getCurrentUserMenu(db: Db, principal: Principal, lang: Language, menuAlias?: string): Promise<MenuItem[]> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const roles = await roleCodesOf(tx, principal.tenantId, principal.userId);
    const audience = { roles, seesAll: !principal.isVisitor && roles.includes(ROLE.sysAdmin), isVisitor: principal.isVisitor };
    const seeded = await menuTree(tx, principal.tenantId, lang, audience);
    const tree = [...seeded, ...await definitionMenus(tx, principal.tenantId, lang, audience, Math.max(0, ...seeded.map((m) => m.sn)))];
    return menuAlias ? subtreeOf(tree, menuAlias) : tree;
  });
}
