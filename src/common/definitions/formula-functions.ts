import type { Expression } from 'jsonata';
import { MONEY_MAX, readMoney } from '../rules/money.ts';

/** A formula function refusing its input; `key` names the message in the engine catalog (`engine:form.<key>`). */
export class FormulaFunctionError extends Error {
  constructor(readonly key: 'formulaSubExpression' | 'formulaMoneyFormat' | 'formulaMoneyRange' | 'formulaDateUnit' | 'formulaDateFormat',
    readonly params: Record<string, string> = {}) {
    super(`${key} ${JSON.stringify(params)}`);
    this.name = 'FormulaFunctionError';
  }
}

export const DATE_UNITS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;
type DateUnit = (typeof DATE_UNITS)[number];

/** Chinese upper-case money words (nzh); digits, commas and one point only, at most 99999999999.99, two decimals. */
/**
 * A value as a message shows it: a call missing its argument gets the whole form from jsonata (the context), which
 * would print as [object Object]; an object or list is shown as {…} or […].
 */
const shown = (value: unknown) => (Array.isArray(value) ? '[…]' : typeof value === 'object' && value !== null ? '{…}' : String(value));

export function moneyInWords(value: unknown): string | undefined {
  const reading = readMoney(typeof value === 'number' || typeof value === 'string' || value == null ? value : NaN);
  if ('empty' in reading) return '';
  if ('words' in reading) return reading.words;
  if (reading.problem === 'max') throw new FormulaFunctionError('formulaMoneyRange', { max: String(MONEY_MAX) });
  throw new FormulaFunctionError('formulaMoneyFormat', { value: shown(value) });
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;
function parseWallTime(value: unknown): Date {
  const m = typeof value === 'string' ? DATE_TIME.exec(value) : null;
  if (!m) throw new FormulaFunctionError('formulaDateFormat', { value: shown(value) });
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)));
}

/** Whole units from `start` to `end` (negative when end is earlier); year and month count calendar months. */
export function dateDiff(start: unknown, end: unknown, unit: unknown = 'day'): number | undefined {
  if (!start || !end) return undefined;
  if (!(DATE_UNITS as readonly unknown[]).includes(unit)) throw new FormulaFunctionError('formulaDateUnit', { unit: String(unit) });
  const a = parseWallTime(start);
  const b = parseWallTime(end);
  const ms = b.getTime() - a.getTime();
  const seconds: Record<Exclude<DateUnit, 'year' | 'month'>, number> = { day: 86400, hour: 3600, minute: 60, second: 1 };
  if (unit !== 'year' && unit !== 'month') return Math.trunc(ms / 1000 / seconds[unit as keyof typeof seconds]);
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  const rest = (d: Date) => d.getTime() - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  if (months > 0 && rest(b) < rest(a)) months--;
  if (months < 0 && rest(b) > rest(a)) months++;
  return unit === 'year' ? Math.trunc(months / 12) : months;
}

const ITEM_PATH = /^item\.([A-Za-z_][A-Za-z0-9_]*)$/;
/** The numbers at `item.xxx` of a sub-table's rows; any other form is the spec's 子表运算 error. */
function columnOf(rows: unknown, path: unknown): number[] {
  const m = typeof path === 'string' ? ITEM_PATH.exec(path.trim()) : null;
  if (!m) throw new FormulaFunctionError('formulaSubExpression', { name: String(path) });
  const list = Array.isArray(rows) ? rows : rows && typeof rows === 'object' ? [rows] : [];
  return list.map((row) => Number((row as Record<string, unknown>)?.[m[1]!])).filter((n) => Number.isFinite(n));
}
export const subSum = (rows: unknown, path: unknown) => columnOf(rows, path).reduce((s, n) => s + n, 0);
export const subCount = (rows: unknown, path: unknown) => columnOf(rows, path).length;
export function subAvg(rows: unknown, path: unknown): number {
  const values = columnOf(rows, path);
  return values.length ? values.reduce((s, n) => s + n, 0) / values.length : 0;
}

/** The jsonata functions every formula may call: `$moneyInWords`, `$dateDiff`, `$subSum`, `$subCount`, `$subAvg`. */
export function registerFormulaFunctions(expr: Pick<Expression, 'registerFunction'>) {
  expr.registerFunction('moneyInWords', moneyInWords, '<x-:s>');
  expr.registerFunction('dateDiff', dateDiff, '<xxs?:n>');
  expr.registerFunction('subSum', subSum, '<xs:n>');
  expr.registerFunction('subCount', subCount, '<xs:n>');
  expr.registerFunction('subAvg', subAvg, '<xs:n>');
}
