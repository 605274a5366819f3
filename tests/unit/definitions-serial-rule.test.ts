import { describe, expect, it } from 'vitest';
import { formatSerial, periodKey } from '../../src/common/definitions/serial-rule.ts';

describe('serial number rules', () => {
  // 2026-03-31 17:30 UTC is already 1 April in China.
  const at = new Date('2026-03-31T17:30:00Z');

  it('writes the date in China and pads the counter to the width of {N...}', () => {
    expect(formatSerial('ZLSQ{yyyy}{MM}{dd}{NNNN}', 7, at)).toBe('ZLSQ202604010007');
    expect(formatSerial('BX-{yy}{MM}-{NNN}', 12345, at)).toBe('BX-2604-12345');
    expect(formatSerial('固定文本', 1, at)).toBe('固定文本');
  });

  it('keys the counter period by the reset rule', () => {
    expect(periodKey('daily', at)).toBe('20260401');
    expect(periodKey('monthly', at)).toBe('202604');
    expect(periodKey('yearly', at)).toBe('2026');
    expect(periodKey('never', at)).toBe('');
  });
});
