import type { TFunction } from 'i18next';
import type { BoDefinition, BoField, BoGrandchild, BoChild } from './kinds/bo.ts';
import type { FieldRight, RuleObject } from './kinds/form.ts';
import { mergeRules, parseRules } from './parse-rules.ts';
import type { FormDefinition } from './kinds/form.ts';
import { joinPointer } from './pointer.ts';
import type { Language } from '../i18n/languages.ts';
import { checkAsyncRule, checkRule, firstFailure, isEmptyValue, ruleMessage, type RuleFailure } from '../rules/form-rules.ts';

/**
 * A problem at a JSON pointer into the record: a failed rule (`rule`, worded as the form words it, see ruleMessage),
 * or a value of the wrong shape or a key the business object does not have (`key` of the `errors` catalog).
 */
export type RecordProblem = {
  pointer: string;
  /** The field's label (for a message "label: text"). */
  field: BoField['label'] | undefined;
} & ({ rule: RuleFailure; key?: undefined } | { key: 'fieldFormat' | 'fieldUnknown'; rule?: undefined });

/** A problem's text in a language: the form's message for a failed rule, else the `errors` catalog's. */
export function problemMessage(problem: RecordProblem, t: TFunction, lang: Language): string {
  return problem.rule ? ruleMessage(problem.rule, t, lang) : t(`errors:${problem.key}`);
}

export interface RecordContext {
  form?: Pick<FormDefinition, 'rules'>;
  /** Rights of top-level fields and sub-table aliases; `b` adds required. Fields the caller cannot write are not required. */
  rights?: Record<string, FieldRight>;
  /** Keys of a dictionary, when the checker knows them. */
  dictKeys?: (dictKey: string) => ReadonlySet<string> | undefined;
  /** Top-level fields required besides the bo's and the rules' (a form's REQUIRE linkages that hold). */
  alsoRequired?: readonly string[];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A stored datetime as API clients send it too (ISO with seconds, fractions, an offset); form rules ask for the form's. */
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(:(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;

function realDate(y: string, m: string, d: string): boolean {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}
const asNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);
const decimals = (n: number) => (String(n).split('.')[1] ?? '').replace(/e.*$/, '').length;

/**
 * Problems of a record against its business object's fields, the form's rules and the caller's rights. Numbers
 * given as numeric strings are accepted; `normalise` returns the data with them as numbers.
 */
export function validateRecord(bo: BoDefinition, data: Record<string, unknown>, context: RecordContext = {}): RecordProblem[] {
  const formRules = Object.fromEntries(Object.entries(context.form?.rules ?? {}).map(([field, rules]) => [field, parseRules(rules)]));
  const problems: RecordProblem[] = [];
  checkTable(bo, data, '', '', formRules, context, problems, true);
  return problems;
}

function checkTable(table: BoDefinition | BoChild | BoGrandchild, row: Record<string, unknown>, pointer: string, rulePrefix: string,
  formRules: Record<string, RuleObject[]>, context: RecordContext, problems: RecordProblem[], top: boolean) {
  const children = 'children' in table ? (table.children ?? []) : [];
  const known = new Set([...table.fields.map((f) => f.name), ...children.map((c) => c.alias)]);
  for (const key of Object.keys(row)) if (!known.has(key)) problems.push({ pointer: joinPointer(pointer, key), field: undefined, key: 'fieldUnknown' });
  for (const field of table.fields) {
    const right = top ? context.rights?.[field.name] : undefined;
    const writable = right !== 'r' && right !== 'n';
    const rules = mergeRules(
      field.required && writable ? [{ rule: 'required' }] : [],
      right === 'b' || (top && context.alsoRequired?.includes(field.name)) ? [{ rule: 'required' }] : [],
      formRules[`${rulePrefix}${field.name}`] ?? [],
    ).filter((r) => writable || r.rule !== 'required');
    checkField(field, row[field.name], joinPointer(pointer, field.name), rules, row, context, problems);
  }
  for (const child of children) {
    const rows = row[child.alias];
    const at = joinPointer(pointer, child.alias);
    if (rows === undefined || rows === null) continue;
    if (!Array.isArray(rows)) { problems.push({ pointer: at, field: child.name, key: 'fieldFormat' }); continue; }
    rows.forEach((r, i) => {
      if (typeof r !== 'object' || r === null || Array.isArray(r)) problems.push({ pointer: joinPointer(at, i), field: child.name, key: 'fieldFormat' });
      else checkTable(child, r as Record<string, unknown>, joinPointer(at, i), `${rulePrefix}${child.alias}.`, formRules, context, problems, false);
    });
  }
}

type Add = (problem: RuleFailure | 'fieldFormat') => void;

function checkField(field: BoField, value: unknown, pointer: string, rules: RuleObject[], row: Record<string, unknown>, context: RecordContext, problems: RecordProblem[]) {
  const add: Add = (problem) => { problems.push(typeof problem === 'string' ? { pointer, field: field.label, key: problem } : { pointer, field: field.label, rule: problem }); };
  if (isEmptyValue(value)) {
    const required = rules.find((r) => r.rule === 'required');
    const failure = required && checkRule(required, value, row);
    if (failure) add(failure);
    return;
  }
  const values = field.multiple && ['user', 'org', 'dict', 'attachment'].includes(field.type) ? value : [value];
  if (!Array.isArray(values)) return add('fieldFormat');
  for (const item of values) {
    const before = problems.length;
    checkType(field, item, add, context);
    if (problems.length > before) return;
  }
  if (field.maxLength !== undefined && typeof value === 'string' && value.length > field.maxLength) return add({ key: 'maxlength', params: { max: field.maxLength } });
  if (field.minimum !== undefined && asNumber(value) < field.minimum) return add({ key: 'min', params: { min: field.minimum } });
  if (field.maximum !== undefined && asNumber(value) > field.maximum) return add({ key: 'max', params: { max: field.maximum } });
  // The form's rules, checked as the form checks them (the asynchronous ones are the server's own, see checkedRecord).
  const failure = firstFailure(rules.filter((r) => r.rule !== 'required'), value, row);
  if (failure) add(failure);
}

function checkType(field: BoField, value: unknown, add: Add, context: RecordContext) {
  switch (field.type) {
    case 'string': case 'richtext': case 'serial':
      if (typeof value !== 'string') return add('fieldFormat');
      if (field.format) {
        // The format's rule as the form checks it (an application number's check digit too): one checker, one message.
        const failure = checkRule({ rule: field.format }, value, {});
        if (failure) return add(failure);
      }
      return;
    case 'number': case 'money': {
      const n = asNumber(value);
      if (!Number.isFinite(n)) return add({ key: 'number' });
      const places = field.precision ?? (field.type === 'money' ? 2 : undefined);
      if (places !== undefined && decimals(n) > places) return add({ key: 'decimal', params: { max: places } });
      return;
    }
    case 'integer':
      if (!Number.isInteger(asNumber(value))) return add({ key: 'integer' });
      return;
    case 'date': {
      const m = typeof value === 'string' ? DATE.exec(value) : null;
      if (!m || !realDate(m[1]!, m[2]!, m[3]!)) return add({ key: 'date' });
      return;
    }
    case 'datetime': {
      const m = typeof value === 'string' ? DATETIME.exec(value) : null;
      if (!m || !realDate(m[1]!, m[2]!, m[3]!) || Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[7] ?? 0) > 59) return add({ key: 'datetime' });
      return;
    }
    case 'boolean':
      if (typeof value !== 'boolean') return add('fieldFormat');
      return;
    case 'user': case 'org':
      if (!Number.isInteger(asNumber(value)) || asNumber(value) <= 0) return add('fieldFormat');
      return;
    case 'dict': {
      if (typeof value !== 'string') return add('fieldFormat');
      const keys = field.dictKey ? context.dictKeys?.(field.dictKey) : undefined;
      if (keys && !keys.has(value)) return add({ key: 'notInDict' });
      return;
    }
    case 'attachment':
      if (typeof value !== 'object' || value === null || typeof (value as { id?: unknown }).id !== 'string') return add('fieldFormat');
      return;
  }
}

/** validateRecord's problems, then those of the form's script rules on fields with no other problem. */
export async function recordProblems(bo: BoDefinition, data: Record<string, unknown>, context: RecordContext = {}): Promise<RecordProblem[]> {
  const found = validateRecord(bo, data, context);
  const scripted = await scriptProblems(bo, data, context);
  return [...found, ...scripted.filter((p) => !found.some((f) => f.pointer === p.pointer))];
}

/**
 * The form's script rules (jsonata) on the top-level fields the caller may write, run as the form runs them: each
 * field's first failing script. The form's exists and backend checks call URLs in the caller's browser session.
 */
export async function scriptProblems(bo: BoDefinition, data: Record<string, unknown>, context: Pick<RecordContext, 'form' | 'rights'>): Promise<RecordProblem[]> {
  const checks = Object.entries(context.form?.rules ?? {}).map(async ([path, spec]): Promise<RecordProblem | undefined> => {
    const field = bo.fields.find((f) => f.name === path);
    const right = context.rights?.[path];
    if (!field || right === 'r' || right === 'n') return undefined;
    for (const rule of parseRules(spec).filter((r) => r.rule === 'script')) {
      const failure = await checkAsyncRule(rule, data[path], data, () => Promise.reject(new Error('no call')));
      if (failure) return { pointer: joinPointer('', path), field: field.label, rule: failure };
    }
    return undefined;
  });
  return (await Promise.all(checks)).filter((p): p is RecordProblem => p !== undefined);
}

/** Numeric strings of number, money and integer fields as numbers (after validation passed). */
export function normaliseRecord(table: BoDefinition | BoChild | BoGrandchild, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const field of table.fields) {
    const v = out[field.name];
    if (['number', 'money', 'integer'].includes(field.type) && typeof v === 'string' && v.trim() !== '') out[field.name] = Number(v);
    if (v === '' || v === null) delete out[field.name];
  }
  for (const child of 'children' in table ? (table.children ?? []) : []) {
    const rows = out[child.alias];
    if (Array.isArray(rows)) out[child.alias] = rows.map((r) => normaliseRecord(child, r as Record<string, unknown>));
  }
  return out;
}
