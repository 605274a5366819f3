import { describe, expect, it } from 'vitest';
import { idsOf, isMultiple, valueOfIds } from './picker-value.ts';

describe('picker values', () => {
  it('reads one id, a list or comma text', () => {
    expect(idsOf(3)).toEqual([3]);
    expect(idsOf([3, 4])).toEqual([3, 4]);
    expect(idsOf('3,4')).toEqual([3, 4]);
    expect(idsOf(undefined)).toEqual([]);
  });

  it('writes the shape of the field', () => {
    expect(valueOfIds([3, 4], 'array', undefined)).toEqual([3, 4]);
    expect(valueOfIds([3, 4], 'string', undefined)).toBe('3,4');
    expect(valueOfIds([3], 'integer', undefined)).toBe(3);
    expect(valueOfIds([], 'integer', undefined)).toBeUndefined();
  });

  it('takes several for an array field or ui:options.multiple', () => {
    expect(isMultiple('array', undefined)).toBe(true);
    expect(isMultiple('string', true)).toBe(true);
    expect(isMultiple('integer', undefined)).toBe(false);
  });
});
