import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../../../../common/definitions/validate-definition.ts';
import {
  aliasesOf, aliasProblem, entryAt, heightOf, placeOfPointer, pointerOf, readMenu, targetOfPath, targetPath, uniqueAlias, withEntry, withEntryMoved,
  withEntryStepped, withInserted, withMenuProps, withNewChild, withNewSibling, withoutEntry, writeMenu, type MenuBody,
} from './menu-edit.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const SHIPPED = `${JSON.stringify(JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/menu/formsMenu.json'), 'utf8')), null, 2)}\n`;
const NEW = { 'zh-CN': '新菜单', 'en-US': 'New entry' };
const menuOf = (text: string) => { const read = readMenu(text); if (!('menu' in read)) throw new Error('not a menu'); return read.menu; };

/** A three-level menu: a > (a1 > (a11), a2), b. */
function deep(): MenuBody {
  return {
    kind: 'menu', schemaVersion: 1, alias: 'm', name: { 'zh-CN': '菜单' },
    items: [
      { alias: 'a', name: { 'zh-CN': 'A' }, children: [{ alias: 'a1', name: { 'zh-CN': 'A1' }, children: [{ alias: 'a11', name: { 'zh-CN': 'A11' } }] }, { alias: 'a2', name: { 'zh-CN': 'A2' } }] },
      { alias: 'b', name: { 'zh-CN': 'B' } },
    ],
  };
}

/** The body after the edit, written and read back as the JSON tab would, valid against the menu meta schema. */
function valid(body: MenuBody): MenuBody {
  const back = JSON.parse(writeMenu(body)) as MenuBody;
  expect(validateDefinition('menu', back)).toEqual([]);
  return back;
}

const shape = (menu: MenuBody): unknown => menu.items.map(function tree(e): unknown { return e.children ? { [e.alias]: e.children.map(tree) } : e.alias; });

describe('menu designer: edits of the definition text', () => {
  it('reads the text the JSON tab holds and says why it cannot when it is broken', () => {
    expect(readMenu('{ "items": ')).toMatchObject({ error: 'syntax' });
    expect(readMenu('{ "kind": "menu" }')).toEqual({ error: 'shape' });
    expect(readMenu('{ "items": [{ "alias": "a", "children": [1] }] }')).toEqual({ error: 'shape' });
  });

  it('writes the same text back when nothing changed, and keeps key order and unknown keys on an edit', () => {
    expect(writeMenu(menuOf(SHIPPED))).toBe(SHIPPED);
    const menu = menuOf(SHIPPED);
    const renamed = withEntry(menu, [0, 1], { name: { 'zh-CN': '报销', 'en-US': 'Claims' } });
    expect(Object.keys(renamed)).toEqual(Object.keys(menu));
    expect(Object.keys(entryAt(renamed, [0, 1])!)).toEqual(Object.keys(entryAt(menu, [0, 1])!));
    expect(entryAt(renamed, [0, 0])).toBe(entryAt(menu, [0, 0]));
    valid(renamed);
    expect(withMenuProps(menu, { name: { 'zh-CN': '表单' } }).name).toEqual({ 'zh-CN': '表单' });
  });

  it('adds children and siblings with unique aliases, and no child below the third level', () => {
    let menu = menuOf(SHIPPED);
    const child = withNewChild(menu, [0, 0], NEW)!;
    expect(child.path).toEqual([0, 0, 0]);
    menu = valid(child.menu);
    expect(entryAt(menu, [0, 0, 0])).toEqual({ alias: 'entry', name: NEW });
    const sibling = withNewSibling(menu, [0, 0, 0], NEW)!;
    expect(sibling.path).toEqual([0, 0, 1]);
    menu = valid(sibling.menu);
    expect(entryAt(menu, [0, 0, 1])!.alias).toBe('entry2');
    expect(withNewChild(menu, [0, 0, 1], NEW)).toBeUndefined();
    const top = withNewChild(menu, [], NEW)!;
    expect(top.path).toEqual([1]);
    expect(valid(top.menu).items[1]!.alias).toBe('entry3');
    expect(uniqueAlias(menu, 'forms')).toBe('forms2');
    expect(uniqueAlias(menu, 'formsMenu')).toBe('formsMenu2');
  });

  it('says why an alias cannot be taken: another entry has it, or the meta schema refuses it', () => {
    const menu = deep();
    expect(aliasProblem(menu, [0, 1], 'a2')).toBeUndefined();
    expect(aliasProblem(menu, [0, 1], 'b')).toBe('taken');
    expect(aliasProblem(menu, [0, 1], 'a11')).toBe('taken');
    expect(aliasProblem(menu, [0, 1], '2x')).toBe('pattern');
    expect(aliasProblem(menu, [0, 1], 'fresh')).toBeUndefined();
  });

  it('patches an entry: cleared inputs and an empty role list remove their keys', () => {
    let menu = deep();
    menu = valid(withEntry(menu, [1], { path: '/statement/chart/x', icon: 'home', roles: ['sysAdmin'], hidden: true }));
    expect(entryAt(menu, [1])).toEqual({ alias: 'b', name: { 'zh-CN': 'B' }, path: '/statement/chart/x', icon: 'home', roles: ['sysAdmin'], hidden: true });
    menu = valid(withEntry(menu, [1], { path: '', icon: undefined, roles: [], hidden: false }));
    expect(entryAt(menu, [1])).toEqual({ alias: 'b', name: { 'zh-CN': 'B' } });
    expect(withEntry(menu, [5], { path: 'x' })).toBe(menu);
  });

  it('moves entries by drag: reorders, reparents, and refuses a drop deeper than three levels or into itself', () => {
    const menu = deep();
    expect(heightOf(menu.items[0]!)).toBe(3);
    // b before a
    let moved = withEntryMoved(menu, [1], [], 0);
    expect('menu' in moved && shape(valid(moved.menu))).toEqual(['b', { a: [{ a1: ['a11'] }, 'a2'] }]);
    // a2 into b
    moved = withEntryMoved(menu, [0, 1], [1], 0);
    expect('menu' in moved && shape(valid(moved.menu))).toEqual([{ a: [{ a1: ['a11'] }] }, { b: ['a2'] }]);
    expect('path' in moved && moved.path).toEqual([1, 0]);
    // b after a2 inside a (index counted before the move)
    moved = withEntryMoved(menu, [1], [0], 2);
    expect('menu' in moved && shape(valid(moved.menu))).toEqual([{ a: [{ a1: ['a11'] }, 'a2', 'b'] }]);
    // a11 to the top level, after b: the source list loses its last child and its children key
    moved = withEntryMoved(menu, [0, 0, 0], [], 2);
    expect('menu' in moved && shape(valid(moved.menu))).toEqual([{ a: ['a1', 'a2'] }, 'b', 'a11']);
    // a1 down one place in its own list (drop after a2)
    moved = withEntryMoved(menu, [0, 0], [0], 2);
    expect('menu' in moved && shape(moved.menu)).toEqual([{ a: ['a2', { a1: ['a11'] }] }, 'b']);
    // b into a1 moves the parent path too when the removed entry came before it
    const reordered = withEntryMoved(menu, [1], [], 0);
    if (!('menu' in reordered)) throw new Error('not moved');
    moved = withEntryMoved(reordered.menu, [0], [1, 1], 0);
    expect('menu' in moved && shape(valid(moved.menu))).toEqual([{ a: [{ a1: ['a11'] }, { a2: ['b'] }] }]);
    expect('path' in moved && moved.path).toEqual([0, 1, 0]);

    expect(withEntryMoved(menu, [0, 0], [0, 1], 0)).toEqual({ error: 'tooDeep' });
    expect('menu' in withEntryMoved(menu, [0, 0], [1], 0)).toBe(true);
    expect(withEntryMoved(menu, [0], [1], 0)).toEqual({ error: 'tooDeep' });
    expect(withEntryMoved(menu, [0], [0, 1], 0)).toEqual({ error: 'intoItself' });
    expect(withInserted(menu, [0, 0, 0], { alias: 'x', name: { 'zh-CN': 'X' } })).toBeUndefined();
  });

  it('steps an entry up and down among its siblings, and deletes an entry with its children', () => {
    const menu = deep();
    const down = withEntryStepped(menu, [0, 0], 1);
    expect(down.path).toEqual([0, 1]);
    expect(shape(valid(down.menu))).toEqual([{ a: ['a2', { a1: ['a11'] }] }, 'b']);
    expect(withEntryStepped(menu, [1], 1).menu).toBe(menu);
    const removed = valid(withoutEntry(menu, [0, 0]));
    expect(shape(removed)).toEqual([{ a: ['a2'] }, 'b']);
    expect(aliasesOf(removed)).toEqual(['a', 'a2', 'b']);
    expect(Object.keys(entryAt(valid(withoutEntry(menu, [0, 0, 0])), [0, 0])!)).toEqual(['alias', 'name']);
  });

  it('points problems at their entry, and knows the paths of the definitions a menu opens', () => {
    expect(pointerOf([0, 2, 1])).toBe('/items/0/children/2/children/1');
    expect(placeOfPointer('/items/0/children/2/children/1/alias')).toEqual({ path: [0, 2, 1], property: 'alias' });
    expect(placeOfPointer('/items/3')).toEqual({ path: [3], property: undefined });
    expect(placeOfPointer('/items/1/children/0/name/zh-CN')).toEqual({ path: [1, 0], property: 'name' });
    expect(placeOfPointer('/name')).toEqual({ property: 'name' });
    expect(targetPath('template', 'expenseClaimList')).toBe('/statement/template/preview/expenseClaimList');
    expect(targetOfPath('/zlgl/template/preview/dlzlbd')).toEqual({ kind: 'template', alias: 'dlzlbd' });
    for (const kind of ['template', 'query', 'chart', 'form'] as const) expect(targetOfPath(targetPath(kind, 'x1'))).toEqual({ kind, alias: 'x1' });
    expect(targetOfPath('/v-flow/v-todo')).toBeUndefined();
  });
});
