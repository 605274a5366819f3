import Nzh from 'nzh';

/** The largest amount the portal takes (spec section 9). */
export const MONEY_MAX = 99999999999.99;

/** What is wrong with an amount: other characters, too large, more than two decimals. */
export type MoneyProblem = 'chars' | 'max' | 'decimals';
export type MoneyReading = { words: string } | { problem: MoneyProblem } | { empty: true };

const ALLOWED = /^[\d,]*(\.\d*)?$/;

/**
 * Reads an amount for its Chinese upper-case words: digits, commas and one point only, at most
 * 99999999999.99, at most two decimals (spec section 5). Numbers are read through their plain decimal text.
 */
export function readMoney(input: unknown): MoneyReading {
  if (input === undefined || input === null || input === '') return { empty: true };
  const text = typeof input === 'number' ? plainDecimal(input) : String(input).trim();
  if (!ALLOWED.test(text) || !/\d/.test(text)) return { problem: 'chars' };
  const plain = text.replace(/,/g, '');
  const decimals = plain.split('.')[1] ?? '';
  if (decimals.length > 2) return { problem: 'decimals' };
  if (Number(plain) > MONEY_MAX) return { problem: 'max' };
  return { words: Nzh.cn.toMoney(plain, { outSymbol: false }) };
}

/** Decimal text without exponent notation, so 0.0000001 is not read as "1e-7". */
function plainDecimal(value: number): string {
  if (!Number.isFinite(value) || value < 0) return String(value);
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '') : text;
}
