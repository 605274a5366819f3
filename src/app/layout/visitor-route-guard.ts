import type { MenuItem } from '../api/types.ts';
import { needsLogin } from './menu-overflow.ts';

/**
 * Areas only a signed-in user opens, whether or not the visitor's menu lists them (administration is not in
 * a visitor's menu at all; task and instance pages are reached from lists the visitor cannot open).
 */
export const SIGNED_IN_AREAS = ['/admin', '/v-flow', '/v-personal', '/v-mail', '/task', '/workbench'] as const;

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The menu entry whose path is the longest prefix of `pathname` (the entry a typed path belongs to). */
export function menuEntryOfPath(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  let best: MenuItem | undefined;
  const visit = (list: readonly MenuItem[]) => {
    for (const item of list) {
      const path = item.path;
      if (path && path !== '/' && under(pathname, path) && path.length > (best?.path?.length ?? 0)) best = item;
      visit(item.children ?? []);
    }
  };
  visit(items);
  return best;
}

/**
 * Whether a visitor who opens `pathname` (typed, bookmarked or linked) must sign in first: the path belongs to a
 * menu entry that asks guests to sign in (id below -1), or to an area only signed-in users open. The same rule as
 * choosing the entry in the menu, so a typed path cannot skip the login dialog.
 */
export function visitorMustSignIn(items: readonly MenuItem[], pathname: string, isVisitor: boolean): boolean {
  if (!isVisitor) return false;
  const entry = menuEntryOfPath(items, pathname);
  if (entry) return needsLogin(entry, true);
  return SIGNED_IN_AREAS.some((base) => under(pathname, base));
}
