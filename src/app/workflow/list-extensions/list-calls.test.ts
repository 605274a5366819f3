import { describe, expect, it } from 'vitest';
import { workflowFilter } from './list-calls.ts';

describe('workflowFilter', () => {
  it('turns a range of calendar days into whole local days, and a one-flow page into its key', () => {
    const filter = workflowFilter({
      defKey: 'patentApply',
      queryFilter: { pageBean: { page: 2, pageSize: 20 }, querys: [
        { property: 'subject', value: '专利', operation: 'LIKE' },
        { property: 'createTime', value: ['2026-11-01', '2026-11-30'], operation: 'BETWEEN' },
      ] },
    });
    expect(filter).toEqual({
      pageBean: { page: 2, pageSize: 20, showTotal: true },
      querys: [
        { property: 'subject', value: '专利', operation: 'LIKE' },
        { property: 'createTime', value: new Date(2026, 10, 1).toISOString(), operation: 'GREAT_EQUAL' },
        { property: 'createTime', value: new Date(2026, 11, 1).toISOString(), operation: 'LESS' },
        { property: 'defKey', value: 'patentApply', operation: 'EQUAL' },
      ],
    });
  });

  it('keeps a one-ended range to its whole day, and anything not a calendar day as it is', () => {
    expect(workflowFilter({ queryFilter: { querys: [
      { property: 'updateTime', value: '2026-11-02', operation: 'LESS_EQUAL' },
      { property: 'updateTime', value: '20261101', operation: 'GREAT_EQUAL' },
    ] } }).querys).toEqual([
      { property: 'updateTime', value: new Date(2026, 10, 3).toISOString(), operation: 'LESS' },
      { property: 'updateTime', value: '20261101', operation: 'GREAT_EQUAL' },
    ]);
  });
});
