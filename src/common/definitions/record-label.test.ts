import { describe, expect, it } from 'vitest';
import { recordLabel } from './record-label.ts';

const field = (name: string, type: 'string' | 'serial' | 'date', required = false) => ({ name, label: name, type, required });

describe('recordLabel', () => {
  it('names a record by its serial numbers and its first text field, a required one first', () => {
    const bo = { fields: [field('note', 'string'), field('serialNo', 'serial'), field('applied', 'date'), field('title', 'string', true)] };
    expect(recordLabel(bo, { note: '备注', serialNo: 'ZLSQ202611200001', title: ' 一种锂电池电解质 ' })).toBe('ZLSQ202611200001 · 一种锂电池电解质');
    expect(recordLabel(bo, { note: '备注', serialNo: '' })).toBe('备注');
    expect(recordLabel(bo, { applied: '2026-01-01' })).toBe('');
  });
});
