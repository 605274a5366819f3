import type { MenuItem } from '../../../common/api/system.ts';
import type { MenuDefinition } from '../../../common/definitions/kinds/menu.ts';
import { resolveLabel } from '../../../common/definitions/label.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';
import { findCurrentOfKind } from '../definitions/definition-repo.ts';
import type { MenuAudience } from './menu-tree.ts';

type Entry = MenuDefinition['items'][number];

/** Ids of definition entries live above the menu table's serial range so they never collide with it. */
const ID_BASE = 1_000_000_000;

/** A stable id for an entry of a menu definition: the same definition and alias always give the same id. */
export function definitionMenuId(menuKey: string, alias: string): number {
  let hash = 0;
  for (const ch of `${menuKey}/${alias}`) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return ID_BASE + (Math.abs(hash) % ID_BASE);
}

/**
 * Entries of the tenant's stored menu definitions an audience may see, after the seeded menu: administrators
 * add a menu group in the definition editor and it shows up here without a deployment.
 */
export async function definitionMenus(tx: Tx, tenantId: number, lang: Language, audience: MenuAudience, startSn: number): Promise<MenuItem[]> {
  const menus = await findCurrentOfKind(tx, tenantId, 'menu');
  let sn = startSn;
  const allowed = (entry: Entry) => audience.seesAll || !entry.roles?.length || entry.roles.some((r) => audience.roles.includes(r));
  const build = (menuKey: string, entries: readonly Entry[]): MenuItem[] => entries
    .filter((e) => !e.hidden && allowed(e))
    .map((e) => {
      const id = definitionMenuId(menuKey, e.alias);
      return {
        id: audience.isVisitor && !e.guestVisible ? -(id + 1) : id,
        name: resolveLabel(e.name, lang),
        alias: e.alias,
        code: e.alias,
        href: e.href ?? null,
        menuUrl: e.path ?? null,
        menuIcon: e.icon ?? null,
        path: e.path ?? null,
        sn: ++sn,
        hidden: false,
        inDevelopment: e.inDevelopment ?? false,
        children: build(menuKey, (e as { children?: Entry[] }).children ?? []),
      };
    });
  return menus.flatMap((m) => build(m.key, m.body.items));
}
