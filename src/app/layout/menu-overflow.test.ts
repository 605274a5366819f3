import { describe, expect, it } from 'vitest';
import { entryWidth, isScreenTooNarrow, menuAction, menuItemWidth, splitMenu, splitMenuByWidths, visibleMenuItems } from './menu-overflow.ts';
import { menuFixture } from './menu.fixture.ts';

describe('menu item width', () => {
  it('is 138 on wide screens, 103.5 on medium ones and 77.625 below', () => {
    expect(menuItemWidth(1920)).toBe(138);
    expect(menuItemWidth(1600)).toBe(138);
    expect(menuItemWidth(1440)).toBe(103.5);
    expect(menuItemWidth(1280)).toBe(103.5);
    expect(menuItemWidth(1024)).toBe(77.625);
  });

  it('calls a screen below 1024 px too narrow', () => {
    expect(isScreenTooNarrow(1023)).toBe(true);
    expect(isScreenTooNarrow(1024)).toBe(false);
  });
});

describe('splitMenu', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];

  it('shows every entry when they all fit', () => {
    expect(splitMenu(items, 5 * 138, 138)).toEqual({ visible: items, overflow: [] });
  });

  it('folds the rest into "more", which takes one slot itself', () => {
    // 4 slots: 3 entries + the more entry.
    expect(splitMenu(items, 4 * 103.5 + 50, 103.5)).toEqual({ visible: ['a', 'b', 'c'], overflow: ['d', 'e'] });
  });

  it('counts fractional item widths exactly', () => {
    expect(splitMenu(items, 77.625 * 5, 77.625).overflow).toEqual([]);
    expect(splitMenu(items, 77.625 * 5 - 1, 77.625).visible).toEqual(['a', 'b', 'c']);
  });

  it('puts everything in "more" when only one slot fits', () => {
    expect(splitMenu(items, 100, 77.625)).toEqual({ visible: [], overflow: items });
  });
});

describe('menu entries', () => {
  it('drops hidden entries and keeps the sn order', () => {
    const names = visibleMenuItems([...menuFixture].reverse()).map((item) => item.name);
    expect(names).not.toContain('隐藏菜单');
    expect(names[0]).toBe('首页');
    expect(names.at(-1)).toBe('系统管理');
  });

  it('only warns for entries still in development', () => {
    expect(menuAction(menuFixture[7]!, false)).toEqual({ kind: 'develop' });
  });

  it('asks a guest to sign in for entries with id below -1, and remembers where they were going', () => {
    const approval = menuFixture[4]!;
    expect(menuAction(approval, true)).toMatchObject({ kind: 'login', target: '/workflow' });
    expect(menuAction(approval, false)).toEqual({ kind: 'navigate', path: '/workflow' });
    expect(menuAction(menuFixture[3]!, true)).toEqual({ kind: 'navigate', path: '/statistics' });
  });

  it('opens absolute links outside the portal', () => {
    expect(menuAction(menuFixture[10]!, false)).toEqual({ kind: 'external', url: 'https://example.org/portal' });
  });
});

describe('splitMenuByWidths', () => {
  const items = ['Home', 'Patent management', 'Workflow centre', 'News'];

  it('shows every entry when their own widths fit', () => {
    expect(splitMenuByWidths(items, 600, [104, 160, 140, 104], 104)).toEqual({ visible: items, overflow: [] });
  });

  it('folds by the entries\' own widths, leaving room for "more"', () => {
    // 104 + 160 = 264, + more 104 = 368 <= 400; adding 140 would not fit.
    expect(splitMenuByWidths(items, 400, [104, 160, 140, 104], 104)).toEqual({ visible: ['Home', 'Patent management'], overflow: ['Workflow centre', 'News'] });
  });

  it('widens an entry to its label, never below the spec\'s slot', () => {
    expect(entryWidth(103.5, 40)).toBe(103.5);
    expect(entryWidth(103.5, 130.2)).toBe(131 + 28);
  });
});
