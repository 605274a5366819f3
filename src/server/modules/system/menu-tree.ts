import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';
import { localizedName } from '../../query/localized-name.ts';
import type { MenuItem } from '../../../common/api/system.ts';

export interface MenuAudience {
  /** Role codes the entries are checked against. */
  roles: readonly string[];
  /** Sees every entry, restricted or not (sysAdmin). */
  seesAll: boolean;
  /** Entries not marked for guests come with id -(id + 1) so the shell asks to sign in. */
  isVisitor: boolean;
}

/**
 * The menu tree an audience sees, in `sn` order: hidden entries are left out, and so are entries restricted
 * to roles (role_menu rows) the audience does not hold, with everything below them.
 */
export async function menuTree(tx: Tx, tenantId: number, lang: Language, audience: MenuAudience): Promise<MenuItem[]> {
  const menus = await tx.selectFrom('menu')
    .where('menu.tenant_id', '=', tenantId)
    .where('menu.hidden', '=', false)
    .select(['menu.id', 'menu.parent_id', 'menu.alias', 'menu.path', 'menu.href', 'menu.icon', 'menu.sn', 'menu.guest_visible', 'menu.in_development'])
    .select(localizedName('menu', lang).as('name'))
    .orderBy('menu.sn').orderBy('menu.id')
    .execute();
  const grants = await tx.selectFrom('role_menu').innerJoin('role', 'role.id', 'role_menu.role_id')
    .where('role_menu.tenant_id', '=', tenantId)
    .select(['role_menu.menu_id', 'role.code'])
    .execute();
  const restricted = new Map<number, Set<string>>();
  for (const g of grants) restricted.set(g.menu_id, (restricted.get(g.menu_id) ?? new Set()).add(g.code));
  const allowed = (id: number) => audience.seesAll || !restricted.has(id) || audience.roles.some((r) => restricted.get(id)!.has(r));

  const build = (parentId: number | null): MenuItem[] => menus
    .filter((m) => m.parent_id === parentId && allowed(m.id))
    .map((m) => ({
      id: audience.isVisitor && !m.guest_visible ? -(m.id + 1) : m.id,
      name: m.name,
      alias: m.alias,
      code: m.alias,
      href: m.href,
      menuUrl: m.path,
      menuIcon: m.icon,
      path: m.path,
      sn: m.sn,
      hidden: false,
      inDevelopment: m.in_development,
      children: build(m.id),
    }));
  return build(null);
}

/** The entries below the entry with an alias (none when the audience cannot see it). */
export function subtreeOf(tree: MenuItem[], alias: string): MenuItem[] {
  return findMenu(tree, alias)?.children ?? [];
}

function findMenu(tree: MenuItem[], alias: string): MenuItem | undefined {
  for (const item of tree) {
    const found = item.alias === alias ? item : findMenu(item.children, alias);
    if (found) return found;
  }
  return undefined;
}
