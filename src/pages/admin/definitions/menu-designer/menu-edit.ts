import type { LabelValue } from '../bo-designer/bo-edit.ts';
import { isJsonObject as isObject, parseJsonText, patched, type Json } from '../designer-edit.ts';
import { formatBody } from '../parse-definition-text.ts';

/**
 * Edits of a menu definition's text as the menu designer makes them. Each takes the body and gives a new one: keys keep
 * their order, keys the designer does not know stay as they are, a property emptied is removed. An entry is addressed
 * by its path of indexes: [1, 0] is the first child of the second top-level entry.
 */

export type EntryBody = Json & { alias: string; name: LabelValue; children?: EntryBody[]; roles?: string[] };
export type MenuBody = Json & { items: EntryBody[] };
export type EntryPath = readonly number[];

/** The meta schema has three levels: items, their children, and theirs. */
export const MAX_DEPTH = 3;

/** An alias the meta schema accepts. */
export const ALIAS_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,62}$/;

const isEntryList = (list: unknown): boolean => Array.isArray(list) && list.every((e) => isObject(e) && (e.children === undefined || isEntryList(e.children)));

/** The text as a body the designer can edit, or why it cannot. */
export function readMenu(text: string): { menu: MenuBody } | { error: 'syntax' | 'shape'; detail?: string } {
  const read = parseJsonText(text);
  if ('error' in read) return read;
  const { parsed } = read;
  if (!isObject(parsed) || !isEntryList(parsed.items)) return { error: 'shape' };
  return { menu: parsed as MenuBody };
}

/** The body as the editor's text (the JSON tab shows the same). */
export const writeMenu = (menu: MenuBody): string => formatBody(menu);

const childrenOf = (entry: EntryBody): EntryBody[] => entry.children ?? [];

/** The entry at a path, or undefined when there is none. */
export function entryAt(menu: MenuBody, path: EntryPath): EntryBody | undefined {
  let list: EntryBody[] = menu.items;
  let entry: EntryBody | undefined;
  for (const index of path) {
    entry = list[index];
    if (!entry) return undefined;
    list = childrenOf(entry);
  }
  return entry;
}

/** The list holding the children of `parent` ([]: the top level) replaced by `change`'s. */
function withList(menu: MenuBody, parent: EntryPath, change: (list: EntryBody[]) => EntryBody[]): MenuBody {
  const inList = (list: EntryBody[], rest: EntryPath): EntryBody[] => {
    if (rest.length === 0) return change([...list]);
    const [first, ...tail] = rest;
    const next = [...list];
    const entry = next[first!]!;
    const children = inList(childrenOf(entry), tail);
    // A group left without children loses its `children` key (the meta schema allows it absent).
    next[first!] = children.length ? { ...entry, children } : patched(entry, { children: undefined });
    return next;
  };
  return { ...menu, items: inList(menu.items, parent) };
}

/** Every alias of the tree, in order. */
export function aliasesOf(menu: MenuBody): string[] {
  const walk = (list: EntryBody[]): string[] => list.flatMap((e) => [String(e.alias), ...walk(childrenOf(e))]);
  return walk(menu.items);
}

/** An alias no entry (nor the menu itself) has yet: `base`, else `base2`, `base3`... */
export function uniqueAlias(menu: MenuBody, base = 'entry'): string {
  const taken = new Set([...aliasesOf(menu), String(menu.alias ?? '')]);
  const stem = ALIAS_PATTERN.test(base) ? base.slice(0, 56) : 'entry';
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}${n}`)) return `${stem}${n}`;
}

/** Why an alias cannot be given to the entry at `path`: not the meta schema's pattern, or another entry's (the server refuses it too: check-references.ts). */
export function aliasProblem(menu: MenuBody, path: EntryPath, alias: string): 'pattern' | 'taken' | undefined {
  if (!ALIAS_PATTERN.test(alias)) return 'pattern';
  const key = path.join('.');
  const others = (list: EntryBody[], at: number[]): boolean => list.some((e, i) => {
    const here = [...at, i];
    return (here.join('.') !== key && e.alias === alias) || others(childrenOf(e), here);
  });
  return others(menu.items, []) ? 'taken' : undefined;
}

/** The body with the menu's own properties (name...) patched. */
export const withMenuProps = (menu: MenuBody, patch: Json): MenuBody => patched(menu, patch);

/** A value the entry's patch removes its key with: a cleared input, or an empty role list (everyone sees it). */
const clearedOrEmpty = (value: unknown) => value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0);

/** The body with the entry at a path patched. */
export function withEntry(menu: MenuBody, path: EntryPath, patch: Json): MenuBody {
  if (!path.length || !entryAt(menu, path)) return menu;
  return withList(menu, path.slice(0, -1), (list) => {
    list[path.at(-1)!] = patched(list[path.at(-1)!]!, patch, clearedOrEmpty);
    return list;
  });
}

/** Levels of an entry's subtree: 1 for a leaf. */
export function heightOf(entry: EntryBody): number {
  return 1 + Math.max(0, ...childrenOf(entry).map(heightOf));
}

/** The body with an entry put into `parent`'s children at `index` (the end when absent); undefined when it would go deeper than three levels. */
export function withInserted(menu: MenuBody, parent: EntryPath, entry: EntryBody, index?: number): MenuBody | undefined {
  if (parent.length + heightOf(entry) > MAX_DEPTH) return undefined;
  if (parent.length && !entryAt(menu, parent)) return undefined;
  return withList(menu, parent, (list) => {
    list.splice(index ?? list.length, 0, entry);
    return list;
  });
}

/** A new entry with a unique alias and its name in both languages. */
export function newEntry(menu: MenuBody, name: { 'zh-CN': string; 'en-US': string }): EntryBody {
  return { alias: uniqueAlias(menu), name: { ...name } };
}

/** Where a new child of the entry at `path` goes ([]: a top-level entry); undefined when the entry is at the third level. */
export function withNewChild(menu: MenuBody, path: EntryPath, name: { 'zh-CN': string; 'en-US': string }): { menu: MenuBody; path: number[] } | undefined {
  const next = withInserted(menu, path, newEntry(menu, name));
  if (!next) return undefined;
  const siblings = path.length ? childrenOf(entryAt(next, path)!) : next.items;
  return { menu: next, path: [...path, siblings.length - 1] };
}

/** A new entry right after the one at `path`, on its level. */
export function withNewSibling(menu: MenuBody, path: EntryPath, name: { 'zh-CN': string; 'en-US': string }): { menu: MenuBody; path: number[] } | undefined {
  if (!path.length) return withNewChild(menu, [], name);
  const parent = path.slice(0, -1);
  const index = path.at(-1)! + 1;
  const next = withInserted(menu, parent, newEntry(menu, name), index);
  return next ? { menu: next, path: [...parent, index] } : undefined;
}

/** The body without the entry at a path (and its children). */
export function withoutEntry(menu: MenuBody, path: EntryPath): MenuBody {
  if (!path.length || !entryAt(menu, path)) return menu;
  return withList(menu, path.slice(0, -1), (list) => list.filter((_, i) => i !== path.at(-1)));
}

/**
 * The body with the entry at `from` moved into `parent`'s children at `index` (counted before the move). 'tooDeep' when
 * it would go deeper than three levels; 'intoItself' when dropped into its own subtree.
 */
export function withEntryMoved(menu: MenuBody, from: EntryPath, parent: EntryPath, index: number): { menu: MenuBody; path: number[] } | { error: 'tooDeep' | 'intoItself' | 'none' } {
  const entry = entryAt(menu, from);
  if (!entry || !from.length) return { error: 'none' };
  if (parent.length >= from.length && from.every((v, i) => parent[i] === v)) return { error: 'intoItself' };
  if (parent.length + heightOf(entry) > MAX_DEPTH) return { error: 'tooDeep' };
  const removed = withoutEntry(menu, from);
  // Removing the entry shifts what came after it on its own level, and the parent's path when that lies after it.
  const fromParent = from.slice(0, -1);
  const at = from.at(-1)!;
  const shifted = [...parent];
  if (shifted.length > fromParent.length && fromParent.every((v, i) => shifted[i] === v) && shifted[fromParent.length]! > at) shifted[fromParent.length]! -= 1;
  const sameList = shifted.length === fromParent.length && fromParent.every((v, i) => shifted[i] === v);
  const target = Math.max(0, sameList && index > at ? index - 1 : index);
  const list = shifted.length ? childrenOf(entryAt(removed, shifted)!) : removed.items;
  const place = Math.min(target, list.length);
  const next = withInserted(removed, shifted, entry, place);
  return next ? { menu: next, path: [...shifted, place] } : { error: 'tooDeep' };
}

/** The body with the entry one step up or down among its siblings (out of range: unchanged). */
export function withEntryStepped(menu: MenuBody, path: EntryPath, step: -1 | 1): { menu: MenuBody; path: number[] } {
  const parent = path.slice(0, -1);
  const at = path.at(-1)!;
  const siblings = parent.length ? childrenOf(entryAt(menu, parent) ?? ({} as EntryBody)) : menu.items;
  const to = at + step;
  if (!entryAt(menu, path) || to < 0 || to >= siblings.length) return { menu, path: [...path] };
  return {
    menu: withList(menu, parent, (list) => {
      [list[at], list[to]] = [list[to]!, list[at]!];
      return list;
    }),
    path: [...parent, to],
  };
}

/** The JSON pointer of an entry. */
export const pointerOf = (path: EntryPath): string => path.map((index, level) => `/${level === 0 ? 'items' : 'children'}/${index}`).join('');

/** A problem's place in the designer: the entry (path) and property it names; or a property of the menu's own. */
export interface ProblemPlace { path?: number[]; property?: string }

export function placeOfPointer(pointer: string): ProblemPlace {
  const match = /^\/items\/(\d+)((?:\/children\/\d+){0,2})(?:\/([^/]+))?/.exec(pointer);
  if (match) {
    const path = [Number(match[1]), ...[...match[2]!.matchAll(/\/children\/(\d+)/g)].map((m) => Number(m[1]))];
    return { path, property: match[3] };
  }
  const head = /^\/([^/]+)/.exec(pointer);
  return { property: head?.[1] };
}

/** What an entry opens, by its path's form: a list template, a custom query, a chart, a form, or another page. */
export type TargetKind = 'template' | 'query' | 'chart' | 'form' | 'page';

/** The group the pickers' paths go under: always routed (workflow-office.md "Dynamic template routes"). */
export const TARGET_GROUP = 'statement';

/** The path an entry opening a definition of this kind takes. */
export function targetPath(kind: Exclude<TargetKind, 'page'>, alias: string): string {
  switch (kind) {
    case 'template': return `/${TARGET_GROUP}/template/preview/${alias}`;
    case 'query': return `/${TARGET_GROUP}/customQuery/${alias}`;
    case 'chart': return `/${TARGET_GROUP}/chart/${alias}`;
    case 'form': return `/${TARGET_GROUP}/template/form/${alias}/add`;
  }
}

/** What a path opens (any group), or undefined for a path of no known form. */
export function targetOfPath(path: string | undefined): { kind: Exclude<TargetKind, 'page'>; alias: string } | undefined {
  if (!path) return undefined;
  const forms: Array<[RegExp, Exclude<TargetKind, 'page'>]> = [
    [/^\/[^/]+\/template\/preview\/([^/]+)/, 'template'],
    [/^\/[^/]+\/customQuery\/([^/]+)$/, 'query'],
    [/^\/[^/]+\/chart\/([^/]+)$/, 'chart'],
    [/^\/[^/]+\/template\/form\/([^/]+)\//, 'form'],
  ];
  for (const [pattern, kind] of forms) {
    const match = pattern.exec(path);
    if (match) return { kind, alias: match[1]! };
  }
  return undefined;
}
