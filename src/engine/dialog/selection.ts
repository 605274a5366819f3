import type { DialogRow } from '../../../widgets/dialog/dialog-types.ts';

export interface SelectionRules {
  multiple: boolean;
  /** The most rows that may be chosen; 0 = no limit (only with `multiple`). */
  limit: number;
}

export interface SelectionChange {
  rows: DialogRow[];
  /** The limit stopped at least one row from being added. */
  limited: boolean;
}

/** Adds the row, or removes it when chosen already; a single choice replaces the previous one. */
export function toggleRow(rows: readonly DialogRow[], row: DialogRow, keyOf: (row: DialogRow) => string, rules: SelectionRules): SelectionChange {
  const key = keyOf(row);
  if (rows.some((r) => keyOf(r) === key)) return { rows: rows.filter((r) => keyOf(r) !== key), limited: false };
  if (!rules.multiple) return { rows: [row], limited: false };
  if (rules.limit > 0 && rows.length >= rules.limit) return { rows: [...rows], limited: true };
  return { rows: [...rows, row], limited: false };
}

/** The header checkbox: adds the page's rows up to the limit, or removes them all. */
export function togglePage(rows: readonly DialogRow[], page: readonly DialogRow[], selected: boolean, keyOf: (row: DialogRow) => string,
  rules: SelectionRules): SelectionChange {
  const pageKeys = new Set(page.map(keyOf));
  if (!selected) return { rows: rows.filter((r) => !pageKeys.has(keyOf(r))), limited: false };
  const chosen = new Set(rows.map(keyOf));
  const added = page.filter((r) => !chosen.has(keyOf(r)));
  const room = rules.limit > 0 ? Math.max(0, rules.limit - rows.length) : added.length;
  return { rows: [...rows, ...added.slice(0, room)], limited: added.length > room };
}

export function removeKey(rows: readonly DialogRow[], key: string, keyOf: (row: DialogRow) => string): DialogRow[] {
  return rows.filter((r) => keyOf(r) !== key);
}

/**
 * A picker's initial value as rows: rows as they are; stored ids (a form field keeps only those, one or a list)
 * as `{ id }` placeholders that the loaded rows fill in.
 */
export function initialRows(value: unknown): DialogRow[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return list.flatMap((v): DialogRow[] => {
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return [v as DialogRow];
    return typeof v === 'string' || typeof v === 'number' ? [{ id: v }] : [];
  });
}
