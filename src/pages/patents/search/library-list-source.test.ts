import { describe, expect, it } from 'vitest';
import { libraryQuery } from './library-list-source.ts';

describe('libraryQuery', () => {
  it('moves the first keyword, tile and statusType to params and keeps the other conditions', () => {
    expect(libraryQuery({
      alias: 'jgzlk',
      queryFilter: {
        pageBean: { page: 2, pageSize: 20, showTotal: true },
        querys: [
          { property: 'fType', value: 'invent', operation: 'EQUAL' },
          { property: 'searchValue', value: '芯片', operation: 'LIKE' },
          { property: 'searchValue', value: '电池', operation: 'LIKE' },
          { property: 'status', value: 'authorized', operation: 'EQUAL' },
          { property: 'statusType', value: '2', operation: 'EQUAL' },
        ],
        sorter: [{ property: 'fName', direction: 'ASC' }],
      },
    })).toEqual({
      pageBean: { page: 2, pageSize: 20, showTotal: true },
      querys: [
        { property: 'fType', value: 'invent', operation: 'EQUAL' },
        { property: 'searchValue', value: '电池', operation: 'LIKE' },
      ],
      sorter: [{ property: 'fName', direction: 'ASC' }],
      params: { searchValue: '芯片', status: 'authorized', statusType: '2' },
    });
  });

  it('sends no params for empty values', () => {
    expect(libraryQuery({ alias: 'jgzlk', queryFilter: { querys: [{ property: 'searchValue', value: '' }] } }).params).toEqual({});
  });
});
