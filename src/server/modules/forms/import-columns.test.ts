import { describe, expect, it } from 'vitest';
import type { BoField } from '../../../common/definitions/kinds/bo.ts';
import { AppError } from '../../lib/app-error.ts';
import { importableFields, mapHeaders } from './import-columns.ts';

const fields: BoField[] = [
  { name: 'claimNo', label: { 'zh-CN': '报销单号', 'en-US': 'Claim no.' }, type: 'serial', serialAlias: 'expenseClaimNo' },
  { name: 'title', label: { 'zh-CN': '报销事由', 'en-US': 'Purpose' }, type: 'string', required: true },
  { name: 'receipt', label: { 'zh-CN': '票据', 'en-US': 'Receipt' }, type: 'attachment' },
  { name: 'paid', label: { 'zh-CN': '已付款', 'en-US': 'Paid' }, type: 'boolean' },
];

describe('mapHeaders: the columns of an exported list read back', () => {
  const importable = importableFields(fields, { paid: 'r' });
  const others = fields.filter((f) => !importable.includes(f));

  it('reads serial, file and read-only columns an export holds as nothing, in either language', () => {
    expect(mapHeaders(['报销单号', '*报销事由', 'Receipt', '已付款'], importable, others).map((f) => f?.name)).toEqual([undefined, 'title', undefined, undefined]);
  });

  it('maps a display field\'s own label to its field, and still refuses a column naming nothing', () => {
    const display = [{ name: 'title', label: { 'zh-CN': '事由', 'en-US': 'Reason' } }];
    expect(mapHeaders(['Reason'], importable, display).map((f) => f?.name)).toEqual(['title']);
    expect(() => mapHeaders(['报销单号'], importable)).toThrow(AppError);
    expect(() => mapHeaders(['密级'], importable, others)).toThrow(AppError);
  });
});
