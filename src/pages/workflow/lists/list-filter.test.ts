import { describe, expect, it } from 'vitest';
import { listFilter, localDayStart } from './list-filter.ts';

describe('listFilter', () => {
  it('turns a date range into whole local days on the list\'s date', () => {
    const filter = listFilter({ from: '2026-11-01', to: '2026-11-30' }, { page: 2, pageSize: 20 }, { dateProperty: 'updateTime' });
    expect(filter).toEqual({
      pageBean: { page: 2, pageSize: 20, showTotal: true },
      querys: [
        { property: 'updateTime', value: new Date(2026, 10, 1).toISOString(), operation: 'GREAT_EQUAL' },
        { property: 'updateTime', value: new Date(2026, 11, 1).toISOString(), operation: 'LESS' },
      ],
    });
  });

  it('drops blanks and malformed days, and trims the texts', () => {
    expect(listFilter({ subject: '  ', defName: ' 专利 ', from: '2026-13', to: '' }, { page: 1, pageSize: 10 }, { dateProperty: 'createTime' }).querys)
      .toEqual([{ property: 'defName', value: '专利', operation: 'LIKE' }]);
    expect(localDayStart('20261101')).toBeUndefined();
  });
});
