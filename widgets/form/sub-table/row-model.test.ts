import { describe, expect, it } from 'vitest';
import expenseClaim from '../../../schemas/form/expenseClaim.json' with { type: 'json' };
import type { RJSFSchema } from '@rjsf/utils';
import { clampPage, columnsOf, pageOfRow, rowsOf } from './row-model.ts';

const itemSchema = expenseClaim.schema.properties.items.items as RJSFSchema;

describe('sub-table rows', () => {
  it('draws fields in cells and opens arrays of objects as grandchild tables', () => {
    const columns = columnsOf(itemSchema, undefined);
    expect(columns.map((c) => [c.name, c.kind])).toEqual([['itemName', 'cell'], ['amount', 'cell'], ['invoiceDate', 'cell'], ['receipts', 'child']]);
    expect(columns[0]!.title).toBe('费用项目');
  });

  it('follows ui:order and leaves hidden columns out', () => {
    const columns = columnsOf(itemSchema, { 'ui:order': ['amount'], itemName: { 'ui:widget': 'hidden' } });
    expect(columns.map((c) => c.name)).toEqual(['amount', 'invoiceDate', 'receipts']);
  });

  it('pages by ten and stays on an existing page after a removal', () => {
    expect(pageOfRow(9, 10)).toBe(1);
    expect(pageOfRow(10, 10)).toBe(2);
    expect(clampPage(3, 20, 10)).toBe(2);
    expect(clampPage(1, 0, 10)).toBe(1);
  });

  it('reads anything but a list as no rows', () => {
    expect(rowsOf(undefined)).toEqual([]);
    expect(rowsOf([{ a: 1 }, null])).toEqual([{ a: 1 }, {}]);
  });
});
