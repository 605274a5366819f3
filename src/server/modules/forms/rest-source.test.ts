import { describe, expect, it } from 'vitest';
import { rowsOf } from './rest-source.ts';

const failure = (text: string, listKey?: string) => {
  try {
    rowsOf(text, { listKey });
  } catch (error) {
    return (error as { messageKey: string }).messageKey;
  }
  return 'none';
};

describe('reading a REST source reply', () => {
  it('takes the list at listKey and the total at totalKey', () => {
    expect(rowsOf('{"data":{"rows":[{"a":1}],"total":9}}', { listKey: 'data.rows', totalKey: 'data.total' })).toEqual({ rows: [{ a: 1 }], total: 9 });
    expect(rowsOf('[{"a":1},{"a":2}]', {})).toEqual({ rows: [{ a: 1 }, { a: 2 }] });
  });

  it('names each way a reply can be unusable by the spec\'s message keys', () => {
    expect(failure('   ')).toBe('restEmpty');
    expect(failure('null')).toBe('restEmpty');
    expect(failure('<html>')).toBe('restParseJson');
    expect(failure('"text"')).toBe('restUnreadable');
    expect(failure('{"rows":1}', 'rows')).toBe('restExtractList');
    expect(failure('{"data":[1,2]}', 'data')).toBe('restUnreadable');
  });
});
