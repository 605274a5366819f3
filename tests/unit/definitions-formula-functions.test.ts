import { describe, expect, it } from 'vitest';
import { applyFormulas, FormulaError } from '../../src/common/definitions/formulas.ts';
import { dateDiff, FormulaFunctionError, moneyInWords, subAvg, subCount, subSum } from '../../src/common/definitions/formula-functions.ts';
import type { BoDefinition } from '../../src/common/definitions/kinds/bo.ts';

describe('formula functions', () => {
  it('writes money in Chinese upper-case words within the spec limits', () => {
    expect(moneyInWords('1,234.56')).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(moneyInWords(99999999999.99)).toBe('玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分');
    expect(() => moneyInWords('12a')).toThrow(FormulaFunctionError);
    expect(() => moneyInWords('1.234')).toThrow(FormulaFunctionError);
    expect(() => moneyInWords('100000000000')).toThrow(FormulaFunctionError);
  });

  it('counts date differences in year, month, day, hour, minute and second', () => {
    expect(dateDiff('2024-03-15', '2026-03-14', 'year')).toBe(1);
    expect(dateDiff('2026-01-31', '2026-03-01', 'month')).toBe(1);
    expect(dateDiff('2026-01-01', '2026-03-01', 'day')).toBe(59);
    expect(dateDiff('2026-01-01 08:00:00', '2026-01-01 10:30:00', 'hour')).toBe(2);
    expect(dateDiff('2026-01-01 08:00:00', '2026-01-01 10:30:00', 'minute')).toBe(150);
    expect(dateDiff('2026-01-01 08:00:00', '2026-01-01 08:00:42', 'second')).toBe(42);
    expect(() => dateDiff('2026-01-01', '2026-01-02', 'week')).toThrow(FormulaFunctionError);
  });

  it('sums, counts and averages sub-table columns given as item.xxx, and refuses other forms', () => {
    const rows = [{ amount: 2 }, { amount: '3.5' }, {}];
    expect(subSum(rows, 'item.amount')).toBe(5.5);
    expect(subCount(rows, 'item.amount')).toBe(2);
    expect(subAvg(rows, 'item.amount')).toBe(2.75);
    expect(() => subSum(rows, 'amount')).toThrow(expect.objectContaining({ key: 'formulaSubExpression', params: { name: 'amount' } }));
  });

  it('are callable from jsonata formulas, and a failure names the target', async () => {
    const bo = { fields: [{ name: 'total', type: 'number' }, { name: 'words', type: 'string' }, { name: 'days', type: 'integer' }] } as unknown as BoDefinition;
    const data = { items: [{ amount: 100 }, { amount: 20.5 }], from: '2026-01-01', to: '2026-01-11' };
    const out = await applyFormulas(bo, { formulas: [
      { target: 'total', expression: "$subSum(items, 'item.amount')" },
      { target: 'words', expression: '$moneyInWords(total)' },
      { target: 'days', expression: "$dateDiff(from, to, 'day')" },
    ] }, data);
    expect(out).toMatchObject({ total: 120.5, words: '壹佰贰拾元伍角', days: 10 });
    await expect(applyFormulas(bo, { formulas: [{ target: 'total', expression: "$subSum(items, 'amount')" }] }, data)).rejects.toBeInstanceOf(FormulaError);
  });
});
