import type { RuleObject } from '../../../common/definitions/kinds/form.ts';

/** A failed rule: the message key under `engine:form.rules` and its parameters. */
export interface RuleFailure {
  key: string;
  params?: Record<string, unknown>;
  /** The definition's own message for this rule, when it gives one. */
  custom?: RuleObject['message'];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^(https?|ftp):\/\/[^\s/$.?#].[^\s]*$/i;
const MOBILE = /^1[3-9]\d{9}$/;
const ALPHA = /^[A-Za-z]+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

export const isEmptyValue = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const asNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);
const decimals = (n: number) => (String(n).split('.')[1] ?? '').replace(/e.*$/, '').length;

function realDate(text: string): boolean {
  const m = DATE.exec(text.slice(0, 10));
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
}

/** -1, 0, 1 comparing two date(-time) strings; undefined when either is not a date. */
function compareDates(a: unknown, b: unknown): number | undefined {
  if (typeof a !== 'string' || typeof b !== 'string' || !realDate(a) || !realDate(b)) return undefined;
  const norm = (s: string) => s.replace('T', ' ').padEnd(19, s.length > 10 ? '0' : ' ');
  return Math.sign(norm(a).localeCompare(norm(b)));
}

/**
 * Checks one synchronous rule against a value (`row` holds the value's siblings for equalTo and date comparisons).
 * Empty values pass every rule but `required`; exists, backend and script are asynchronous (see async-rules.ts).
 */
export function checkRule(rule: RuleObject, value: unknown, row: Record<string, unknown>): RuleFailure | undefined {
  const fail = (key: string, params?: Record<string, unknown>): RuleFailure => ({ key, ...(params ? { params } : {}), ...(rule.message ? { custom: rule.message } : {}) });
  if (rule.rule === 'required') return isEmptyValue(value) ? fail('required') : undefined;
  if (isEmptyValue(value)) return undefined;
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  const n = asNumber(value);
  const limit = Number(rule.value);
  const other = row[String(rule.value)];
  switch (rule.rule) {
    case 'email': return text !== undefined && EMAIL.test(text) ? undefined : fail('email');
    case 'url': return text !== undefined && URL_PATTERN.test(text) ? undefined : fail('url');
    case 'mobile': return text !== undefined && MOBILE.test(text) ? undefined : fail('mobile');
    case 'alpha': return text !== undefined && ALPHA.test(text) ? undefined : fail('alpha');
    case 'number': return Number.isFinite(n) ? undefined : fail('number');
    case 'digits': case 'integer': return Number.isInteger(n) ? undefined : fail('integer');
    case 'date': return text !== undefined && DATE.test(text) && realDate(text) ? undefined : fail('date');
    case 'datetime': return text !== undefined && DATETIME.test(text) && realDate(text) ? undefined : fail('datetime');
    case 'time': return text !== undefined && TIME.test(text) ? undefined : fail('time');
    case 'maxlength': return text !== undefined && text.length > limit ? fail('maxlength', { max: limit }) : undefined;
    case 'maxchars': return text !== undefined && text.length > limit ? fail('maxchars', { max: limit }) : undefined;
    case 'minlength': return text !== undefined && text.length < limit ? fail('minlength', { min: limit }) : undefined;
    case 'length': return text !== undefined && text.length !== limit ? fail('length', { length: limit }) : undefined;
    case 'max': return Number.isFinite(n) && n > limit ? fail('max', { max: limit }) : undefined;
    case 'min': return Number.isFinite(n) && n < limit ? fail('min', { min: limit }) : undefined;
    case 'minValue': return !Number.isFinite(n) || n < limit ? fail('minValue', { min: limit }) : undefined;
    case 'decimal': return Number.isFinite(n) && decimals(n) > limit ? fail('decimal', { max: limit }) : undefined;
    case 'equalTo': return value === other ? undefined : fail('equalTo');
    case 'dateLessThan': return compareDates(value, other) === -1 || isEmptyValue(other) ? undefined : fail('dateLessThan', { other });
    case 'dateRangeEnd': return (compareDates(value, other) ?? 1) <= 0 || isEmptyValue(other) ? undefined : fail('dateRangeEnd', { other });
    case 'dateMoreThan': return compareDates(value, other) === 1 || isEmptyValue(other) ? undefined : fail('dateMoreThan', { other });
    case 'dateRangeStart': return (compareDates(value, other) ?? -1) >= 0 || isEmptyValue(other) ? undefined : fail('dateRangeStart', { other });
    case 'pattern': {
      if (text === undefined || typeof rule.value !== 'string' || rule.value.length > 200) return fail('pattern');
      try {
        return new RegExp(rule.value).test(text) ? undefined : fail('pattern');
      } catch {
        return fail('pattern');
      }
    }
    default: return undefined;
  }
}

export const ASYNC_RULES: readonly RuleObject['rule'][] = ['exists', 'backend', 'script'];

/** The first failing synchronous rule of a field, `required` first. */
export function firstFailure(rules: readonly RuleObject[], value: unknown, row: Record<string, unknown>): RuleFailure | undefined {
  const ordered = [...rules.filter((r) => r.rule === 'required'), ...rules.filter((r) => r.rule !== 'required' && !ASYNC_RULES.includes(r.rule))];
  for (const rule of ordered) {
    const failure = checkRule(rule, value, row);
    if (failure) return failure;
  }
  return undefined;
}
