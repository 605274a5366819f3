import { describe, expect, it } from 'vitest';
import type { ConditionField } from '../../common/definitions/kinds/template.ts';
import { buildConditions } from './build-conditions.ts';

const field = (name: string, control: ConditionField['control'], operation: ConditionField['operation']): ConditionField =>
  ({ field: name, label: { 'zh-CN': name }, control, operation });

const fields = [
  field('title', 'text', 'LIKE'),
  field('amount', 'number', 'GREAT_EQUAL'),
  field('pages', 'number', 'BETWEEN'),
  field('claimDate', 'dateRange', 'BETWEEN'),
  field('type', 'dict', 'EQUAL'),
  field('tags', 'checkbox', 'IN'),
  field('college', 'dialog', 'EQUAL'),
];

describe('buildConditions', () => {
  it('adds nothing for empty fields', () => {
    expect(buildConditions(fields, { title: '  ', type: undefined, tags: [], claimDate: [undefined, undefined] })).toEqual([]);
  });

  it('trims text and keeps the field operation', () => {
    expect(buildConditions(fields, { title: ' 电池 ', amount: 0 })).toEqual([
      { property: 'title', operation: 'LIKE', value: '电池' },
      { property: 'amount', operation: 'GREAT_EQUAL', value: 0 },
    ]);
  });

  it('turns a range into BETWEEN, or one bound when only one end is given', () => {
    expect(buildConditions(fields, { claimDate: ['2024-01-01', '2024-12-31'], pages: [10, undefined] })).toEqual([
      { property: 'pages', operation: 'GREAT_EQUAL', value: 10 },
      { property: 'claimDate', operation: 'BETWEEN', value: ['2024-01-01', '2024-12-31'] },
    ]);
    expect(buildConditions(fields, { claimDate: [null, '2024-12-31'] })).toEqual([{ property: 'claimDate', operation: 'LESS_EQUAL', value: '2024-12-31' }]);
  });

  it('turns several choices into IN', () => {
    expect(buildConditions(fields, { tags: ['a', 'b'], type: 'invent', college: 11 })).toEqual([
      { property: 'type', operation: 'EQUAL', value: 'invent' },
      { property: 'tags', operation: 'IN', value: ['a', 'b'] },
      { property: 'college', operation: 'EQUAL', value: 11 },
    ]);
  });
});
