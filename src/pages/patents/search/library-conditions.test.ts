import { describe, expect, it } from 'vitest';
import { libraryConditions } from './library-conditions.ts';

describe('library conditions', () => {
  it('sends the keyword and the tile as the view\'s virtual properties', () => {
    expect(libraryConditions({ keyword: '电池', status: 'effective', statusType: '3' })).toEqual([
      { property: 'searchValue', value: '电池', operation: 'LIKE' },
      { property: 'status', value: 'effective', operation: 'EQUAL' },
      { property: 'statusType', value: '3', operation: 'EQUAL' },
    ]);
  });

  it('adds nothing for an empty box and no tile', () => {
    expect(libraryConditions({ keyword: '', status: null, statusType: '3' })).toEqual([]);
  });
});
