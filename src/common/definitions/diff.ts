import { joinPointer } from './pointer.ts';

/** One difference between two JSON values, at a JSON pointer. */
export interface DefinitionChange {
  /** reorder: the same keys of an object in another order (`from` / `to` list them); order is data (field order of a form). */
  op: 'add' | 'remove' | 'replace' | 'reorder';
  pointer: string;
  from?: unknown;
  to?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Structural diff: objects by key (in `from`'s key order, then keys new in `to`; kept keys in another order are a reorder), arrays by index (an item added
 * or removed at the end is an add / remove), anything else compared by value.
 */
export function diffDefinitions(from: unknown, to: unknown, pointer = ''): DefinitionChange[] {
  if (isObject(from) && isObject(to)) {
    const changes: DefinitionChange[] = [];
    const keptFrom = Object.keys(from).filter((key) => key in to);
    const keptTo = Object.keys(to).filter((key) => key in from);
    if (keptFrom.some((key, i) => keptTo[i] !== key)) changes.push({ op: 'reorder', pointer, from: keptFrom, to: keptTo });
    for (const key of Object.keys(from)) {
      const at = joinPointer(pointer, key);
      if (!(key in to)) changes.push({ op: 'remove', pointer: at, from: from[key] });
      else changes.push(...diffDefinitions(from[key], to[key], at));
    }
    for (const key of Object.keys(to)) if (!(key in from)) changes.push({ op: 'add', pointer: joinPointer(pointer, key), to: to[key] });
    return changes;
  }
  if (Array.isArray(from) && Array.isArray(to)) {
    const changes: DefinitionChange[] = [];
    const shared = Math.min(from.length, to.length);
    for (let i = 0; i < shared; i++) changes.push(...diffDefinitions(from[i], to[i], joinPointer(pointer, i)));
    for (let i = shared; i < to.length; i++) changes.push({ op: 'add', pointer: joinPointer(pointer, i), to: to[i] });
    // Removed from the end backwards, so applying the list in order keeps indexes valid.
    for (let i = from.length - 1; i >= shared; i--) changes.push({ op: 'remove', pointer: joinPointer(pointer, i), from: from[i] });
    return changes;
  }
  return Object.is(from, to) ? [] : [{ op: 'replace', pointer, from, to }];
}
