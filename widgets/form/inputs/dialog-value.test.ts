import { describe, expect, it } from 'vitest';
import { pickedOf, valueOfRows, withoutEntry } from './dialog-value.ts';

const keys = { valueKey: 'id', labelKey: 'name' };
const rows = [{ id: 1, name: '计算机学院', extra: 'x' }, { id: 2, name: '材料学院' }];

describe('custom dialog values', () => {
  it('stores id + name objects for an array of objects and reads their names back', () => {
    const schema = { type: 'array', items: { type: 'object' } } as const;
    const value = valueOfRows(rows, schema, keys);
    expect(value).toEqual([{ id: 1, name: '计算机学院' }, { id: 2, name: '材料学院' }]);
    expect(pickedOf(value, schema, keys).map((p) => p.label)).toEqual(['计算机学院', '材料学院']);
  });

  it('joins the ids with commas for a text field and takes the first for a number field', () => {
    expect(valueOfRows(rows, { type: 'string' }, keys)).toBe('1,2');
    expect(valueOfRows(rows, { type: 'integer' }, keys)).toBe(1);
    expect(valueOfRows([], { type: 'string' }, keys)).toBeUndefined();
  });

  it('drops one entry', () => {
    expect(withoutEntry('1,2', { type: 'string' }, keys, 0)).toBe('2');
  });
});
