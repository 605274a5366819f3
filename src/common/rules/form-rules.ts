import type { TFunction } from 'i18next';
import jsonata from 'jsonata';
import { resolveLabel } from '../definitions/label.ts';
import type { RuleName, RuleObject } from '../definitions/kinds/form.ts';
import type { Language } from '../i18n/languages.ts';
import { parseApplicationNo } from '../patents/application-number.ts';

/**
 * The form rules (spec section 5), one module for the browser's form and the server's record checks: each rule kind
 * a form definition may declare has a checker here, and its message is `engine:form.rules.<key>` (or the rule's own).
 */

/** A failed rule: the message key under `engine:form.rules` and its parameters. */
export interface RuleFailure {
  key: string;
  params?: Record<string, unknown>;
  /** The definition's own message for this rule, when it gives one. */
  custom?: RuleObject['message'];
}

/** The catalog every rule message lives in. */
export const RULE_MESSAGES = 'engine:form.rules';

export const ASYNC_RULES = ['exists', 'backend', 'script'] as const satisfies readonly RuleName[];
export type AsyncRuleName = (typeof ASYNC_RULES)[number];
export type SyncRuleName = Exclude<RuleName, AsyncRuleName>;
type Row = Record<string, unknown>;
type Failed = Omit<RuleFailure, 'custom'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^(https?|ftp):\/\/[^\s/$.?#].[^\s]*$/i;
const MOBILE = /^1[3-9]\d{9}$/;
const ALPHA = /^[A-Za-z]+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const PATTERN_MAX = 200;

export const isEmptyValue = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const asNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);
const asText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
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

/** One rule's check of a non-empty value (`row` holds its siblings); `limit` is the rule's value as a number. */
type Check = (value: unknown, rule: RuleObject, row: Row, limit: number) => Failed | undefined;
const when = (bad: boolean, key: string, params?: Record<string, unknown>): Failed | undefined => (bad ? { key, ...(params ? { params } : {}) } : undefined);
const matches = (re: RegExp, key: string): Check => (v) => { const text = asText(v); return when(text === undefined || !re.test(text), key); };
const textLength = (bad: (length: number, limit: number) => boolean, key: string, param: string): Check =>
  (v, _r, _row, limit) => { const text = asText(v); return when(text !== undefined && bad(text.length, limit), key, { [param]: limit }); };
const bound = (bad: (n: number, limit: number) => boolean, key: string, param: string): Check =>
  (v, _r, _row, limit) => { const n = asNumber(v); return when(Number.isFinite(n) && bad(n, limit), key, { [param]: limit }); };
/** A date comparison with the sibling field the rule names: `pass` on the comparison's sign (undefined: not dates). */
const dateAgainst = (pass: (sign: number | undefined) => boolean, key: string): Check => (v, rule, row) => {
  const other = row[String(rule.value)];
  return when(!isEmptyValue(other) && !pass(compareDates(v, other)), key, { other });
};

/** A CN application number: its format, type digit and check digit; a wrong check digit names the right one. */
const applicationNo: Check = (v) => {
  const text = asText(v);
  if (text === undefined) return { key: 'applicationNoFormat' };
  const parsed = parseApplicationNo(text);
  if (parsed.ok) return undefined;
  if (parsed.error !== 'applicationNoCheckDigit') return { key: parsed.error };
  const completed = parseApplicationNo(text.trim().slice(0, -1), { requireCheckDigit: false });
  return { key: parsed.error, params: { expected: completed.ok ? completed.value.checkDigit : '' } };
};

/** Every synchronous rule kind's check; the type makes a new kind in RULE_NAMES a compile error until it has one. */
export const RULE_CHECKS: { readonly [K in SyncRuleName]: Check } = {
  required: () => undefined, // empty values are `required`'s only failure, see checkRule
  email: matches(EMAIL, 'email'),
  url: matches(URL_PATTERN, 'url'),
  mobile: matches(MOBILE, 'mobile'),
  alpha: matches(ALPHA, 'alpha'),
  number: (v) => when(!Number.isFinite(asNumber(v)), 'number'),
  digits: (v) => when(!Number.isInteger(asNumber(v)), 'integer'),
  integer: (v) => when(!Number.isInteger(asNumber(v)), 'integer'),
  date: (v) => { const text = asText(v); return when(text === undefined || !DATE.test(text) || !realDate(text), 'date'); },
  datetime: (v) => { const text = asText(v); return when(text === undefined || !DATETIME.test(text) || !realDate(text), 'datetime'); },
  time: matches(TIME, 'time'),
  maxlength: textLength((length, limit) => length > limit, 'maxlength', 'max'),
  maxchars: textLength((length, limit) => length > limit, 'maxchars', 'max'),
  minlength: textLength((length, limit) => length < limit, 'minlength', 'min'),
  length: textLength((length, limit) => length !== limit, 'length', 'length'),
  max: bound((n, limit) => n > limit, 'max', 'max'),
  min: bound((n, limit) => n < limit, 'min', 'min'),
  minValue: (v, _r, _row, limit) => { const n = asNumber(v); return when(!Number.isFinite(n) || n < limit, 'minValue', { min: limit }); },
  decimal: bound((n, limit) => decimals(n) > limit, 'decimal', 'max'),
  equalTo: (v, rule, row) => when(v !== row[String(rule.value)], 'equalTo'),
  dateLessThan: dateAgainst((sign) => sign === -1, 'dateLessThan'),
  dateRangeEnd: dateAgainst((sign) => (sign ?? 1) <= 0, 'dateRangeEnd'),
  dateMoreThan: dateAgainst((sign) => sign === 1, 'dateMoreThan'),
  dateRangeStart: dateAgainst((sign) => (sign ?? -1) >= 0, 'dateRangeStart'),
  applicationNo,
  pattern: (v, rule) => {
    const text = asText(v);
    if (text === undefined || typeof rule.value !== 'string' || rule.value.length > PATTERN_MAX) return { key: 'pattern' };
    try {
      return when(!new RegExp(rule.value).test(text), 'pattern');
    } catch {
      return { key: 'pattern' };
    }
  },
};

export const isAsyncRule = (rule: RuleObject): boolean => (ASYNC_RULES as readonly string[]).includes(rule.rule);

/**
 * Checks one synchronous rule against a value (`row` holds the value's siblings for equalTo and date comparisons).
 * Empty values pass every rule but `required`; exists, backend and script are asynchronous (see checkAsyncRule).
 */
export function checkRule(rule: RuleObject, value: unknown, row: Row): RuleFailure | undefined {
  const custom = rule.message ? { custom: rule.message } : {};
  if (rule.rule === 'required') return isEmptyValue(value) ? { key: 'required', ...custom } : undefined;
  if (isEmptyValue(value) || isAsyncRule(rule)) return undefined;
  const failed = RULE_CHECKS[rule.rule as SyncRuleName](value, rule, row, Number(rule.value));
  return failed ? { ...failed, ...custom } : undefined;
}

/** The first failing synchronous rule of a field, `required` first. */
export function firstFailure(rules: readonly RuleObject[], value: unknown, row: Row): RuleFailure | undefined {
  const ordered = [...rules.filter((r) => r.rule === 'required'), ...rules.filter((r) => r.rule !== 'required' && !isAsyncRule(r))];
  for (const rule of ordered) {
    const failure = checkRule(rule, value, row);
    if (failure) return failure;
  }
  return undefined;
}

/** The text of a failed rule: the definition's own message, the server's (backend check), else the catalog's. */
export function ruleMessage(failure: RuleFailure, t: TFunction, lang: Language): string {
  if (failure.custom !== undefined) return resolveLabel(failure.custom, lang, (key) => (t(key, { defaultValue: '' }) as string) || undefined);
  const serverText = failure.params?.message;
  if (failure.key === 'backend' && typeof serverText === 'string' && serverText) return serverText;
  return t(`${RULE_MESSAGES}.${failure.key}`, { ...failure.params, defaultValue: t(`${RULE_MESSAGES}.pattern`) }) as string;
}

/** Calls a rule's URL (same-origin `/api/<host>/...` only) and returns the reply body. */
export type RuleCall = (url: string, init: { method: 'GET' | 'POST'; query?: Record<string, string>; body?: unknown }) => Promise<unknown>;

const SCRIPT_TIME_LIMIT_MS = 200;

/** An exists-check reply is "taken" when it is not empty: a non-empty list, object, string, true, a number, or a page with rows. */
function nonEmpty(reply: unknown): boolean {
  if (reply === null || reply === undefined || reply === false || reply === '') return false;
  if (Array.isArray(reply)) return reply.length > 0;
  if (typeof reply === 'object') {
    const r = reply as Record<string, unknown>;
    if ('value' in r && ('state' in r || 'message' in r)) return nonEmpty(r.value);
    if (Array.isArray(r.rows)) return r.rows.length > 0;
    return Object.keys(r).length > 0;
  }
  return true;
}

/** A jsonata check of the form data with the field's `value`: passes only on `true` within the time limit. */
export async function scriptPasses(expression: string, value: unknown, data: Row): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const result = await Promise.race([
      jsonata(expression).evaluate({ ...data, value }),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('timeout')), SCRIPT_TIME_LIMIT_MS); }),
    ]);
    return result === true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The asynchronous rules: `exists:<url>` (invalid when the URL's reply for `?value=` is not empty), `backend:<url>`
 * (the form data is posted; a `state: false` reply fails with its message) and `script:<jsonata>` (must be true).
 */
export async function checkAsyncRule(rule: RuleObject, value: unknown, data: Row, call: RuleCall): Promise<RuleFailure | undefined> {
  const custom = rule.message ? { custom: rule.message } : {};
  const target = typeof rule.value === 'string' ? rule.value : '';
  switch (rule.rule) {
    case 'exists': {
      if (isEmptyValue(value)) return undefined;
      const reply = await call(target, { method: 'GET', query: { value: String(value) } }).catch(() => undefined);
      return nonEmpty(reply) ? { key: 'exists', ...custom } : undefined;
    }
    case 'backend': {
      try {
        const reply = (await call(target, { method: 'POST', body: { value, data } })) as { state?: boolean; message?: string } | undefined;
        if (reply?.state !== false) return undefined;
        return { key: 'backend', ...(reply.message ? { params: { message: reply.message } } : {}), ...custom };
      } catch (error) {
        return { key: 'backend', params: { message: (error as Error).message }, ...custom };
      }
    }
    case 'script':
      return (await scriptPasses(target, value, data)) ? undefined : { key: 'script', ...custom };
    default: return undefined;
  }
}
