import { describe, expect, it } from 'vitest';
import { initialRows, togglePage, toggleRow } from './selection.ts';

const keyOf = (row: Record<string, unknown>) => String(row.id);
const rows = [1, 2, 3, 4].map((id) => ({ id, name: `专利${id}` }));

describe('dialog selection', () => {
  it('a single choice replaces the previous row; choosing it again clears it', () => {
    const one = { multiple: false, limit: 1 };
    const first = toggleRow([], rows[0]!, keyOf, one).rows;
    expect(toggleRow(first, rows[1]!, keyOf, one).rows).toEqual([rows[1]]);
    expect(toggleRow(first, rows[0]!, keyOf, one).rows).toEqual([]);
  });

  it('checkboxes stop at the limit and say so', () => {
    const two = { multiple: true, limit: 2 };
    let change = toggleRow([], rows[0]!, keyOf, two);
    change = toggleRow(change.rows, rows[1]!, keyOf, two);
    expect(change.limited).toBe(false);
    change = toggleRow(change.rows, rows[2]!, keyOf, two);
    expect(change).toEqual({ rows: [rows[0], rows[1]], limited: true });
  });

  it('the header checkbox adds a page up to the limit, or removes it', () => {
    const three = { multiple: true, limit: 3 };
    expect(togglePage([rows[0]!], rows, true, keyOf, three)).toEqual({ rows: [rows[0], rows[1], rows[2]], limited: true });
    expect(togglePage(rows, rows.slice(0, 2), false, keyOf, { multiple: true, limit: 0 }).rows).toEqual(rows.slice(2));
  });

  it('starts from rows, a stored id or a list of ids', () => {
    expect(initialRows(rows[0])).toEqual([rows[0]]);
    expect(initialRows(12)).toEqual([{ id: 12 }]);
    expect(initialRows(['a', 'b'])).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(initialRows(undefined)).toEqual([]);
    expect(initialRows('')).toEqual([]);
  });
});
