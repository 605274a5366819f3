import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../common/definitions/kinds/form.ts';
import { prefillFromQuery } from './prefill.ts';

const order = {
  kind: 'form', schemaVersion: 1, key: 'patentOrder', name: { 'zh-CN': '交易订单', 'en-US': 'Order' }, boAlias: 'patentOrder',
  schema: { type: 'object', properties: {
    applicationNo: { type: 'string' }, kind: { type: 'string' }, amount: { type: 'number' }, buyer: { type: 'string' }, contractNo: { type: 'string' },
  } },
  uiSchema: { kind: { 'ui:widget': 'dict', 'ui:options': { dictKey: 'tradeKind' } } },
} as unknown as FormDefinition;
const dicts = { tradeKind: [{ key: 'transfer', name: '转让' }, { key: 'licence', name: '许可' }] };

describe('a new record prefilled from its page query (成果库 下单 → the order form)', () => {
  it('takes the result\'s patent and trade mode into the form\'s fields', () => {
    expect(prefillFromQuery(order, {}, dicts, { applicationNo: 'CN202610000444.6', kind: 'licence' })).toEqual({ applicationNo: 'CN202610000444.6', kind: 'licence' });
  });

  it('drops a mode outside the dictionary (转让或许可: the user chooses), unknown fields, route parameters and empty values', () => {
    expect(prefillFromQuery(order, {}, dicts, { applicationNo: 'CN202610000444.6', kind: 'both', status: 'completed', id: '7', buyer: '' }))
      .toEqual({ applicationNo: 'CN202610000444.6' });
  });

  it('reads numbers as numbers and skips fields the caller may not edit', () => {
    expect(prefillFromQuery(order, { contractNo: 'r' }, dicts, { amount: '12000.5', contractNo: 'HT-1' })).toEqual({ amount: 12000.5 });
    expect(prefillFromQuery(order, {}, dicts, { amount: 'lots' })).toEqual({});
  });
});
