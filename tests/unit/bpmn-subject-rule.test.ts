import { describe, expect, it } from 'vitest';
import { subjectFrom } from '../../src/server/bpm/subject-rule.ts';

const vars = { flowName: '专利申请审批', initiator: '张伟', date: '2026-11-23' };

describe('subject rule of a started instance', () => {
  it('defaults to flow name, initiator and date', () => {
    expect(subjectFrom(undefined, vars, { title: 'x' })).toBe('专利申请审批-张伟-2026-11-23');
  });
  it('fills form fields and the variables', () => {
    expect(subjectFrom('{title}（{initiator}）', vars, { title: '一种固态电池' })).toBe('一种固态电池（张伟）');
    expect(subjectFrom('{patentTitle} 第{feeYear}年年费', vars, { patentTitle: '电池', feeYear: 3 })).toBe('电池 第3年年费');
  });
  it('reads missing or structured fields as empty, and falls back when the result is blank', () => {
    expect(subjectFrom('{title}', vars, { title: { zh: 'x' } })).toBe('专利申请审批-张伟-2026-11-23');
    expect(subjectFrom('{missing} 申请', vars, {})).toBe('申请');
  });
  it('does not read inherited properties', () => {
    expect(subjectFrom('{constructor}', vars, {})).toBe('专利申请审批-张伟-2026-11-23');
  });
});
