import { describe, expect, it } from 'vitest';
import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import { splitContainment } from './containment.ts';

const bo = {
  kind: 'bo', schemaVersion: 2, alias: 'demo', name: { 'zh-CN': '示例' },
  fields: [
    { name: 'type', label: { 'zh-CN': '类型' }, type: 'dict', dictKey: 'patentType' },
    { name: 'pages', label: { 'zh-CN': '页数' }, type: 'integer' },
    { name: 'paid', label: { 'zh-CN': '已付' }, type: 'boolean' },
    { name: 'day', label: { 'zh-CN': '日期' }, type: 'date' },
    { name: 'people', label: { 'zh-CN': '人员' }, type: 'user', multiple: true },
  ],
} as BoDefinition;
const all = new Set(['type', 'pages', 'paid', 'day', 'people']);

describe('splitContainment', () => {
  it('turns EQUALs into one pattern with JSON-typed values and leaves the rest', () => {
    const like = { property: 'type', operation: 'LIKE' as const, value: 'in' };
    expect(splitContainment(bo, [{ property: 'type', value: 'invent' }, { property: 'pages', value: '12' }, { property: 'paid', value: 'true' }, like], all))
      .toEqual({ patterns: [{ type: 'invent', pages: 12, paid: true }], indexed: true, rest: [like] });
  });

  it('crosses IN lists into alternatives that differ in a value, and narrows an IN by an EQUAL on its field', () => {
    expect(splitContainment(bo, [{ property: 'type', operation: 'IN', value: 'a,b' }, { property: 'pages', operation: 'IN', value: [1, 2] }], all).patterns)
      .toEqual([{ type: 'a', pages: 1 }, { type: 'a', pages: 2 }, { type: 'b', pages: 1 }, { type: 'b', pages: 2 }]);
    expect(splitContainment(bo, [{ property: 'type', operation: 'IN', value: ['a', 'b'] }, { property: 'type', value: 'b' }], all, new Map([['patentType', 500]])).patterns).toEqual([{ type: 'b' }]);
  });

  it('matches nothing when conditions contradict', () => {
    expect(splitContainment(bo, [{ property: 'type', value: 'a' }, { property: 'type', value: 'b' }], all)).toEqual({ patterns: [], indexed: false, rest: [] });
    expect(splitContainment(bo, [{ property: 'type', operation: 'IN', value: ['a'] }, { property: 'type', value: 'b' }], all)).toEqual({ patterns: [], indexed: false, rest: [] });
  });

  it('leaves OR groups, dates, multiple fields, empty values and fields the caller may not filter to the compiler', () => {
    const or = [{ property: 'type', value: 'a', group: 'g' }, { property: 'pages', value: 1, relation: 'OR' as const, group: 'g' }];
    expect(splitContainment(bo, or, all)).toEqual({ indexed: false, rest: or });
    const others = [{ property: 'day', value: '2024-01-01' }, { property: 'people', value: 3 }, { property: 'type', value: '' }];
    expect(splitContainment(bo, others, all)).toEqual({ indexed: false, rest: others });
    expect(splitContainment(bo, [{ property: 'type', value: 'a' }], new Set())).toEqual({ indexed: false, rest: [{ property: 'type', value: 'a' }] });
  });

  it('looks records up through the index only when the patterns are selective', () => {
    const sizes = new Map([['patentType', 5]]);
    expect(splitContainment(bo, [{ property: 'type', value: 'a' }], all, sizes)).toEqual({ indexed: false, rest: [{ property: 'type', value: 'a' }] });
    expect(splitContainment(bo, [{ property: 'paid', value: true }], all, sizes).indexed).toBe(false);
    expect(splitContainment(bo, [{ property: 'pages', value: 3 }], all, sizes).indexed).toBe(true);
    expect(splitContainment(bo, [{ property: 'type', value: 'a' }, { property: 'pages', value: 3 }], all, sizes).indexed).toBe(true);
    expect(splitContainment(bo, [{ property: 'type', value: 'a' }], all, new Map([['patentType', 200]])).indexed).toBe(true);
  });

  it('refuses a value of the wrong type as the compiler does', () => {
    expect(() => splitContainment(bo, [{ property: 'pages', value: 'many' }], all)).toThrow(expect.objectContaining({ statusCode: 400, messageKey: 'badValue' }));
  });
});
