import { describe, expect, it } from 'vitest';
import { matchFlows } from './match-flows.ts';

const flow = (defKey: string, name: string) => ({ id: defKey, defId: defKey, defKey, name, version: 1, deployTime: '2026-01-01T00:00:00.000Z' });
const flows = [flow('patentApply', '专利申请审批'), flow('annualFee', '年费缴纳审批'), flow('expense', 'Expense claim')];

describe('matchFlows', () => {
  it('keeps the flows whose name or key contains the query, ignoring case and blanks', () => {
    expect(matchFlows(flows, ' 审批 ').map((f) => f.defKey)).toEqual(['patentApply', 'annualFee']);
    expect(matchFlows(flows, 'EXPENSE').map((f) => f.defKey)).toEqual(['expense']);
    expect(matchFlows(flows, 'fee').map((f) => f.defKey)).toEqual(['annualFee']);
  });

  it('keeps all for an empty query and none for a miss', () => {
    expect(matchFlows(flows, '')).toHaveLength(3);
    expect(matchFlows(flows, '不存在')).toEqual([]);
  });
});
