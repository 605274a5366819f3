import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { BoDefinition } from '../../common/definitions/kinds/bo.ts';
import { resources } from '../../common/i18n/resources.ts';
import { runFormulas } from './run-formulas.ts';

const i18n = i18next.createInstance();
await i18n.init({ resources, lng: 'zh-CN', fallbackLng: 'zh-CN', initAsync: false, interpolation: { escapeValue: false } });

const bo = {
  kind: 'bo', schemaVersion: 2, alias: 'expenseClaim', name: { 'zh-CN': '费用报销', 'en-US': 'Expense claim' },
  fields: [
    { name: 'amount', label: { 'zh-CN': '报销金额', 'en-US': 'Amount' }, type: 'money' },
    { name: 'amountInWords', label: { 'zh-CN': '金额大写', 'en-US': 'Amount in words' }, type: 'string' },
  ],
  children: [{ alias: 'items', name: { 'zh-CN': '费用明细', 'en-US': 'Items' }, fields: [{ name: 'amount', label: { 'zh-CN': '金额', 'en-US': 'Amount' }, type: 'money' }] }],
} as unknown as BoDefinition;

describe('runFormulas: a failure names its target by label', () => {
  it('names the field by its label in the form language, with the formula function\'s reason', async () => {
    const form = { formulas: [{ target: 'amountInWords', expression: '$moneyInWords(amount)' }] };
    expect(await runFormulas(bo, form, { amount: 1234.5 }, i18n.t, 'zh-CN')).toEqual({ ok: true, data: { amount: 1234.5, amountInWords: '壹仟贰佰叁拾肆元伍角' } });
    expect(await runFormulas(bo, form, { amount: '1.234' }, i18n.t, 'zh-CN')).toEqual({
      ok: false, target: '金额大写', detail: '金额大写只接受数字、逗号和小数点，最多两位小数：1.234',
    });
    const en = await runFormulas(bo, form, { amount: 'abc' }, i18n.getFixedT('en-US'), 'en-US');
    expect(en).toMatchObject({ ok: false, target: 'Amount in words' });
    // Half-typed in the designer, the call has no argument: jsonata passes the whole form, shown as {…}, not [object Object].
    expect(await runFormulas(bo, { formulas: [{ target: 'amountInWords', expression: '$moneyInWords()' }] }, { amount: 1 }, i18n.t, 'zh-CN')).toEqual({
      ok: false, target: '金额大写', detail: '金额大写只接受数字、逗号和小数点，最多两位小数：{…}',
    });
  });

  it('names a sub-table column as table.column', async () => {
    const form = { formulas: [{ target: 'items.item.amount', expression: '$moneyInWords(item.amount)' }] };
    expect(await runFormulas(bo, form, { items: [{ amount: 'x' }] }, i18n.t, 'zh-CN')).toMatchObject({ ok: false, target: '费用明细.金额' });
  });
});
