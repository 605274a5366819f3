import type { MenuItem } from '../api/types.ts';

/** Menu item widths of the spec, by screen width. */
export const MENU_ITEM_WIDTHS = { wide: 138, medium: 103.5, narrow: 77.625 } as const;
export const WIDE_SCREEN = 1600;
export const MEDIUM_SCREEN = 1280;
/** Below this the menu cannot show enough entries: warn 屏幕太窄，菜单可能显示不全. */
export const NARROW_SCREEN = 1024;

export function menuItemWidth(screenWidth: number): number {
  if (screenWidth >= WIDE_SCREEN) return MENU_ITEM_WIDTHS.wide;
  if (screenWidth >= MEDIUM_SCREEN) return MENU_ITEM_WIDTHS.medium;
  return MENU_ITEM_WIDTHS.narrow;
}

export function isScreenTooNarrow(screenWidth: number): boolean {
  return screenWidth < NARROW_SCREEN;
}

export interface MenuSplit<T> {
  visible: T[];
  overflow: T[];
}

/**
 * Which entries fit in a bar of `available` px at `itemWidth` each; the rest fold into a "more" entry,
 * which itself takes one slot.
 */
export function splitMenu<T>(items: readonly T[], available: number, itemWidth: number): MenuSplit<T> {
  const slots = itemWidth > 0 ? Math.floor((available + 0.001) / itemWidth) : 0;
  if (items.length <= slots) return { visible: [...items], overflow: [] };
  const shown = Math.max(0, slots - 1);
  return { visible: items.slice(0, shown), overflow: items.slice(shown) };
}

/**
 * Which entries fit when each has its own width (`widths[i]`: the spec's slot, widened to the entry's label so a
 * long label, English mostly, stays on one line); the rest fold into "more" (`moreWidth`), which then takes room too.
 */
export function splitMenuByWidths<T>(items: readonly T[], available: number, widths: readonly number[], moreWidth: number): MenuSplit<T> {
  const room = available + 0.001;
  const total = widths.slice(0, items.length).reduce((sum, w) => sum + w, 0);
  if (total <= room) return { visible: [...items], overflow: [] };
  let used = moreWidth;
  let shown = 0;
  while (shown < items.length && used + widths[shown]! <= room) used += widths[shown++]!;
  return { visible: items.slice(0, shown), overflow: items.slice(shown) };
}

/** A top-level entry's width: the spec's slot, or the label's width plus padding when that is wider. */
export function entryWidth(slot: number, labelWidth: number, padding = MENU_LABEL_PADDING): number {
  return Math.max(slot, Math.ceil(labelWidth) + padding);
}

/** Horizontal padding around a top-level label (both sides). */
export const MENU_LABEL_PADDING = 28;

/** Entries a menu bar shows: not hidden, ordered by `sn`. */
export function visibleMenuItems(items: readonly MenuItem[] | undefined): MenuItem[] {
  return (items ?? [])
    .filter((item) => !item.hidden)
    .map((item) => ({ ...item, children: visibleMenuItems(item.children) }))
    .sort((a, b) => a.sn - b.sn);
}

/** Guests must sign in for entries with id below -1 (spec). */
export function needsLogin(item: Pick<MenuItem, 'id'>, isVisitor: boolean): boolean {
  return isVisitor && item.id < -1;
}

export function findMenuItem(items: readonly MenuItem[], key: string): MenuItem | undefined {
  for (const item of items) {
    if (String(item.id) === key) return item;
    const found = findMenuItem(item.children, key);
    if (found) return found;
  }
  return undefined;
}

export type MenuAction =
  | { kind: 'develop' }
  | { kind: 'login'; item: MenuItem; target?: string }
  | { kind: 'external'; url: string }
  | { kind: 'navigate'; path: string }
  | { kind: 'none' };

/** What choosing a menu entry does. */
export function menuAction(item: MenuItem, isVisitor: boolean): MenuAction {
  if (item.inDevelopment) return { kind: 'develop' };
  const path = item.path || item.menuUrl || item.href;
  const local = path && !/^https?:\/\//i.test(path) ? (path.startsWith('/') ? path : `/${path}`) : undefined;
  if (needsLogin(item, isVisitor)) return { kind: 'login', item, target: local };
  if (item.href && /^https?:\/\//i.test(item.href)) return { kind: 'external', url: item.href };
  if (local) return { kind: 'navigate', path: local };
  return { kind: 'none' };
}
