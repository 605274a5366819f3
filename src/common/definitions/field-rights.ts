import type { FieldRight, RightsEntry } from './kinds/form.ts';

const RANK: Record<FieldRight, number> = { n: 0, r: 1, w: 2, b: 3 };

/**
 * The caller's right on each field a form's rights name. Entries for `*` set the base; among the entries of the
 * caller's roles the most permissive right wins over the base. Fields not named are `w`.
 */
export function fieldRightsFor(entries: readonly RightsEntry[] | undefined, roles: readonly string[]): Record<string, FieldRight> {
  const base: Record<string, FieldRight> = {};
  const granted: Record<string, FieldRight> = {};
  for (const entry of entries ?? []) {
    if (entry.roles.includes('*')) Object.assign(base, entry.fields);
    else if (entry.roles.some((r) => roles.includes(r))) {
      for (const [field, right] of Object.entries(entry.fields)) {
        const before = granted[field];
        if (!before || RANK[right] > RANK[before]) granted[field] = right;
      }
    }
  }
  return { ...base, ...granted };
}

export const rightOf = (rights: Record<string, FieldRight>, field: string): FieldRight => rights[field] ?? 'w';
export const canWrite = (right: FieldRight) => right === 'w' || right === 'b';
