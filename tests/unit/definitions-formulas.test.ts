import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BoDefinition, FormDefinition } from '../../src/common/definitions/index.ts';
import { applyFormulas, FormulaError } from '../../src/common/definitions/formulas.ts';

const load = <T>(file: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas', file), 'utf8')) as T;

describe('form formulas (jsonata)', () => {
  const bo = load<BoDefinition>('bo/expenseClaim.json');
  const form = load<FormDefinition>('form/expenseClaim.json');

  it('computes sub-table rows first (item.xxx), then totals over them', async () => {
    const data = { amount: 1, items: [{ itemName: 'a', receipts: [{ amount: 100.5 }, { amount: 20 }] }, { itemName: 'b', amount: 7 }] };
    const out = await applyFormulas(bo, form, data);
    expect(out.items).toEqual([{ itemName: 'a', amount: 120.5, receipts: [{ amount: 100.5 }, { amount: 20 }] }, { itemName: 'b', amount: 7 }]);
    expect(out.amount).toBe(127.5);
    expect(data.amount).toBe(1);
  });

  it('makes a list for a multiple-valued field', async () => {
    const patent = load<BoDefinition>('bo/patentApply.json');
    const patentForm = load<FormDefinition>('form/patentApply.json');
    const out = await applyFormulas(patent, patentForm, { inventorShares: [{ name: 'a', userId: 5 }, { name: 'b' }] });
    expect(out.inventors).toEqual([5]);
  });

  it('stops a runaway or broken expression with a FormulaError naming the target', async () => {
    const runaway = { formulas: [{ target: 'amount', expression: '($f := function($n) { $f($n + 1) }; $f(0))' }] };
    await expect(applyFormulas(bo, runaway, {})).rejects.toThrow(FormulaError);
    await expect(applyFormulas(bo, { formulas: [{ target: 'amount', expression: '$sum(' }] }, {})).rejects.toThrow(/^amount: /);
  });
});
