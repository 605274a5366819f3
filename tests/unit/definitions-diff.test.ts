import { describe, expect, it } from 'vitest';
import { diffDefinitions } from '../../src/common/definitions/diff.ts';

describe('definition diff', () => {
  it('lists changes by JSON pointer: replaced, added and removed keys and array items', () => {
    const from = { name: { 'zh-CN': '甲' }, fields: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], pageSize: 10, 'a/b': 1 };
    const to = { name: { 'zh-CN': '乙', 'en-US': 'B' }, fields: [{ name: 'a', required: true }], pageSize: 10, extra: [] };
    expect(diffDefinitions(from, to)).toEqual([
      { op: 'replace', pointer: '/name/zh-CN', from: '甲', to: '乙' },
      { op: 'add', pointer: '/name/en-US', to: 'B' },
      { op: 'add', pointer: '/fields/0/required', to: true },
      { op: 'remove', pointer: '/fields/2', from: { name: 'c' } },
      { op: 'remove', pointer: '/fields/1', from: { name: 'b' } },
      { op: 'remove', pointer: '/a~1b', from: 1 },
      { op: 'add', pointer: '/extra', to: [] },
    ]);
  });

  it('finds nothing between equal bodies and replaces a value whose type changed', () => {
    expect(diffDefinitions({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toEqual([]);
    expect(diffDefinitions({ a: [1] }, { a: { 0: 1 } })).toEqual([{ op: 'replace', pointer: '/a', from: [1], to: { 0: 1 } }]);
  });

  it('names a reorder of an object\'s kept keys (order is data: a form shows its fields so)', () => {
    const from = { schema: { properties: { a: 1, b: 2, c: 3 } } };
    const to = { schema: { properties: { c: 3, a: 1, b: 2, d: 4 } } };
    expect(diffDefinitions(from, to)).toEqual([
      { op: 'reorder', pointer: '/schema/properties', from: ['a', 'b', 'c'], to: ['c', 'a', 'b'] },
      { op: 'add', pointer: '/schema/properties/d', to: 4 },
    ]);
    expect(diffDefinitions({ a: 1, b: 2 }, { a: 1, x: 0, b: 2 })).toEqual([{ op: 'add', pointer: '/x', to: 0 }]);
  });
});
