import { describe, expect, it } from 'vitest';
import { MONEY_MAX, readMoney } from '../../../src/common/rules/money.ts';
import { withThousands } from './thousands.ts';

describe('readMoney', () => {
  it('spells an amount in Chinese upper-case words', () => {
    expect(readMoney(1234.5)).toEqual({ words: '壹仟贰佰叁拾肆元伍角' });
    expect(readMoney('12,345.67')).toEqual({ words: '壹万贰仟叁佰肆拾伍元陆角柒分' });
    expect(readMoney(MONEY_MAX)).toEqual({ words: '玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分' });
  });

  it('refuses anything but digits, commas and a point', () => {
    expect(readMoney('12a')).toEqual({ problem: 'chars' });
    expect(readMoney('-5')).toEqual({ problem: 'chars' });
    expect(readMoney('1.2.3')).toEqual({ problem: 'chars' });
    expect(readMoney(',')).toEqual({ problem: 'chars' });
  });

  it('refuses more than two decimals and amounts over 99999999999.99', () => {
    expect(readMoney('1.234')).toEqual({ problem: 'decimals' });
    expect(readMoney(100000000000)).toEqual({ problem: 'max' });
  });

  it('has nothing to say about an empty value', () => {
    expect(readMoney(undefined)).toEqual({ empty: true });
    expect(readMoney('')).toEqual({ empty: true });
  });
});

describe('withThousands', () => {
  it('groups the integer part only', () => {
    expect(withThousands(1234567.891)).toBe('1,234,567.891');
    expect(withThousands('999')).toBe('999');
    expect(withThousands(undefined)).toBe('');
  });
});
