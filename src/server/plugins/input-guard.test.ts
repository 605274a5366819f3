import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { boundIntegers, findUnstorableText, INT4_MAX, INT4_MIN } from './input-guard.ts';

describe('boundIntegers', () => {
  it('gives every integer without a bound of its own the int4 range, nested ones too', () => {
    const schema = Type.Object({ id: Type.Integer(), page: Type.Integer({ minimum: 1 }), list: Type.Array(Type.Union([Type.Integer(), Type.Null()])) });
    const bounded = boundIntegers(schema) as typeof schema;
    expect(bounded.properties.id).toMatchObject({ minimum: INT4_MIN, maximum: INT4_MAX });
    expect(bounded.properties.page).toMatchObject({ minimum: 1, maximum: INT4_MAX });
    expect(bounded.properties.list.items.anyOf[0]).toMatchObject({ minimum: INT4_MIN, maximum: INT4_MAX });
  });

  it('leaves the shared schema objects as they were, and schemas without integers as the same object', () => {
    const id = Type.Integer();
    const schema = Type.Object({ id, name: Type.String() });
    boundIntegers(schema);
    expect(id).not.toHaveProperty('maximum');
    const text = Type.Object({ name: Type.String() });
    expect(boundIntegers(text)).toBe(text);
  });
});

describe('findUnstorableText', () => {
  it('names where a NUL or a lone surrogate is, in values and property names', () => {
    expect(findUnstorableText({ a: [{ b: 'x\u0000' }] }, 'body')).toBe('body/a/0/b');
    expect(findUnstorableText({ a: 'x\ud800' }, 'body')).toBe('body/a');
    expect(findUnstorableText({ a: '\udc00x' }, 'body')).toBe('body/a');
    expect(findUnstorableText({ 'k\u0000': 1 }, 'querystring')).toBe('querystring/k\ufffd');
  });

  it('accepts surrogate pairs (emoji, rare CJK) and other control characters', () => {
    expect(findUnstorableText({ a: '专利 😀 𠀀', b: 'tab\tnew\nline', c: [1, true, null] }, 'body')).toBeUndefined();
  });

  it('leaves raw bytes (a Buffer body) to whoever reads them', () => {
    expect(findUnstorableText({ file: Buffer.from([0, 0xed, 0xa0, 0x80]) }, 'body')).toBeUndefined();
  });

  it('walks nesting far deeper than the call stack', () => {
    const deep = JSON.parse('['.repeat(200_000) + '"\\u0000"' + ']'.repeat(200_000)) as unknown;
    expect(findUnstorableText(deep, 'body')).toMatch(/^body(\/0)+$/);
  });
});
