import type { MenuItem } from '../../common/api/system.ts';

/** The menu entries down to the one whose path is `pathname` (longest match), for a breadcrumb; empty when none. */
export function menuTrail(items: readonly MenuItem[], pathname: string): MenuItem[] {
  let best: MenuItem[] = [];
  const walk = (level: readonly MenuItem[], trail: MenuItem[]) => {
    for (const item of level) {
      const here = [...trail, item];
      const path = item.path?.split('?')[0];
      if (path && (pathname === path || pathname.startsWith(`${path}/`)) && path.length > (best.at(-1)?.path?.length ?? 0)) best = here;
      walk(item.children, here);
    }
  };
  walk(items, []);
  return best;
}

/** Whether a top-level menu entry opens the route group `/{alias}`. */
export const isMenuGroup = (items: readonly MenuItem[], group: string) => items.some((item) => item.alias === group);
