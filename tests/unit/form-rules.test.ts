import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { RULE_NAMES, type RuleName, type RuleObject } from '../../src/common/definitions/kinds/form.ts';
import { resources } from '../../src/common/i18n/resources.ts';
import { applicationCheckDigit } from '../../src/common/patents/application-number.ts';
import { LANGUAGES, type Language } from '../../src/common/i18n/languages.ts';
import {
  ASYNC_RULES, checkAsyncRule, checkRule, firstFailure, isAsyncRule, RULE_CHECKS, ruleMessage, type RuleCall, type RuleFailure,
} from '../../src/common/rules/form-rules.ts';

const meta = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas/meta/form.schema.json'), 'utf8')) as {
  properties: { rules: { patternProperties: Record<string, { anyOf: { items?: { properties: { rule: { enum: string[] } } } }[] }> } };
};
/** The rule kinds a form definition may declare, as the form meta-schema lists them. */
const declarable = meta.properties.rules.patternProperties['^[A-Za-z][A-Za-z0-9_.]*$']!.anyOf[1]!.items!.properties.rule.enum;

const taken: RuleCall = async () => ({ rows: [{ id: 1 }] });
const refused: RuleCall = async () => ({ state: false });

/** For every rule kind, a value (and its row) the rule refuses; async kinds with the reply their URL gives. */
const REFUSED: Record<RuleName, [RuleObject, unknown, Record<string, unknown>?, RuleCall?]> = {
  required: [{ rule: 'required' }, ''],
  email: [{ rule: 'email' }, 'a@b'],
  url: [{ rule: 'url' }, 'example'],
  mobile: [{ rule: 'mobile' }, '12345678901'],
  alpha: [{ rule: 'alpha' }, 'ab1'],
  number: [{ rule: 'number' }, 'abc'],
  digits: [{ rule: 'digits' }, '1.5'],
  integer: [{ rule: 'integer' }, 1.5],
  date: [{ rule: 'date' }, '2026-02-30'],
  datetime: [{ rule: 'datetime' }, '2026-02-01 24:00'],
  time: [{ rule: 'time' }, '12:00'],
  maxlength: [{ rule: 'maxlength', value: 5 }, '123456'],
  maxchars: [{ rule: 'maxchars', value: 3 }, 'abcd'],
  minlength: [{ rule: 'minlength', value: 3 }, 'ab'],
  length: [{ rule: 'length', value: 4 }, 'abc'],
  max: [{ rule: 'max', value: 10 }, '11'],
  min: [{ rule: 'min', value: 10 }, 9],
  minValue: [{ rule: 'minValue', value: 10 }, 9],
  decimal: [{ rule: 'decimal', value: 2 }, 1.234],
  equalTo: [{ rule: 'equalTo', value: 'password' }, 'x', { password: 'y' }],
  pattern: [{ rule: 'pattern', value: '^A' }, 'B'],
  dateLessThan: [{ rule: 'dateLessThan', value: 'end' }, '2026-01-01', { end: '2026-01-01' }],
  dateRangeEnd: [{ rule: 'dateRangeEnd', value: 'end' }, '2026-01-02', { end: '2026-01-01' }],
  dateMoreThan: [{ rule: 'dateMoreThan', value: 'start' }, '2026-01-01', { start: '2026-01-01' }],
  dateRangeStart: [{ rule: 'dateRangeStart', value: 'start' }, '2025-12-31', { start: '2026-01-01' }],
  exists: [{ rule: 'exists', value: '/api/form/check' }, 'abc', {}, taken],
  backend: [{ rule: 'backend', value: '/api/form/check' }, 'abc', {}, refused],
  script: [{ rule: 'script', value: 'value > 3' }, 2],
  applicationNo: [{ rule: 'applicationNo' }, 'CN200410012345.6'],
};

const failureOf = async (kind: RuleName): Promise<RuleFailure | undefined> => {
  const [rule, value, row = {}, call = refused] = REFUSED[kind];
  return isAsyncRule(rule) ? checkAsyncRule(rule, value, row, call) : checkRule(rule, value, row);
};
function translator(lang: Language) {
  const instance = i18next.createInstance();
  void instance.init({ resources, lng: lang, interpolation: { escapeValue: false }, initAsync: false });
  return instance;
}
const rulesCatalog = (lang: Language) => (resources[lang].engine as { form: { rules: Record<string, string> } }).form.rules;

describe('the shared form-rule module (browser and server)', () => {
  it('knows every rule kind the form meta-schema lets a definition declare: a checker, or an asynchronous check', () => {
    expect([...declarable].sort()).toEqual([...RULE_NAMES].sort());
    for (const kind of declarable) {
      expect(kind in RULE_CHECKS || (ASYNC_RULES as readonly string[]).includes(kind), kind).toBe(true);
    }
  });

  it.each([...RULE_NAMES])('%s refuses a bad value with a message in both catalogs', async (kind) => {
    const failure = await failureOf(kind);
    expect(failure, kind).toBeDefined();
    for (const lang of LANGUAGES) {
      expect(rulesCatalog(lang)[failure!.key], `${kind} ${lang}`).toBeTruthy();
      const { t } = translator(lang);
      expect(ruleMessage(failure!, t, lang)).toBe(t(`engine:form.rules.${failure!.key}`, failure!.params ?? {}));
      expect(ruleMessage(failure!, t, lang)).not.toMatch(/\{\{/);
    }
  });

  it('words failures as the spec says, in zh-CN and en-US, and a rule\'s own message first', () => {
    const zh = translator('zh-CN').t;
    const en = translator('en-US').t;
    expect(ruleMessage(checkRule({ rule: 'maxchars', value: 3 }, 'abcd', {})!, zh, 'zh-CN')).toBe('最大字符长度不能超过3');
    expect(ruleMessage(checkRule({ rule: 'maxchars', value: 3 }, 'abcd', {})!, en, 'en-US')).toBe('At most 3 characters');
    expect(ruleMessage(checkRule({ rule: 'length', value: 4 }, 'abc', {})!, zh, 'zh-CN')).toBe('字符长度必须为4个字符');
    expect(ruleMessage(checkRule({ rule: 'minValue', value: 10 }, 9, {})!, en, 'en-US')).toBe('Must be 10 or more');
    expect(ruleMessage(checkRule({ rule: 'dateMoreThan', value: 's' }, '2026-01-01', { s: '2026-01-02' })!, zh, 'zh-CN')).toBe('日期必须大于2026-01-02');
    const own = checkRule({ rule: 'length', value: 4, message: { 'zh-CN': '四位编号', 'en-US': 'Four characters' } }, 'abc', {})!;
    expect([ruleMessage(own, zh, 'zh-CN'), ruleMessage(own, en, 'en-US')]).toEqual(['四位编号', 'Four characters']);
  });

  it('lets empty values pass every rule but required, and checks required first', () => {
    for (const [kind, [rule]] of Object.entries(REFUSED)) {
      if (kind !== 'required' && !isAsyncRule(rule)) expect(checkRule(rule, '', {}), kind).toBeUndefined();
    }
    expect(firstFailure([{ rule: 'email' }, { rule: 'required' }], '', {})?.key).toBe('required');
    expect(firstFailure([{ rule: 'script', value: 'false' }, { rule: 'maxchars', value: 9 }], 'abc', {})).toBeUndefined();
  });

  it('passes good values and date comparisons whose other field is empty', () => {
    expect(checkRule({ rule: 'length', value: 3 }, 'abc', {})).toBeUndefined();
    expect(checkRule({ rule: 'minValue', value: 10 }, '10', {})).toBeUndefined();
    expect(checkRule({ rule: 'dateRangeEnd', value: 'end' }, '2026-01-01', { end: '2026-01-01' })).toBeUndefined();
    expect(checkRule({ rule: 'dateLessThan', value: 'end' }, '2026-01-01', {})).toBeUndefined();
    expect(checkRule({ rule: 'datetime' }, '2026-01-01 23:59:59', {})).toBeUndefined();
    expect(checkRule({ rule: 'pattern', value: 'x'.repeat(201) }, 'x', {})?.key).toBe('pattern');
  });

  it('checks a CN application number\'s format, type digit and check digit, naming the right check digit', () => {
    const zh = translator('zh-CN').t;
    const en = translator('en-US').t;
    const rule = { rule: 'applicationNo' } as const;
    for (const good of ['CN200410012345.5', '200410012345.5', 'ZL 200410012345.5', '98100001.' + applicationCheckDigit('98100001')]) {
      expect(checkRule(rule, good, {}), good).toBeUndefined();
    }
    const wrong = checkRule(rule, 'CN200410012345.6', {})!;
    expect(ruleMessage(wrong, zh, 'zh-CN')).toBe('申请号校验位错误，应为 5');
    expect(ruleMessage(wrong, en, 'en-US')).toBe('Wrong check digit in the application number: it should be 5');
    const x = '201910123417';
    expect(applicationCheckDigit(x)).toBe('X');
    expect(ruleMessage(checkRule(rule, `${x}.0`, {})!, zh, 'zh-CN')).toBe('申请号校验位错误，应为 X');
    expect(checkRule(rule, `${x}.x`, {})).toBeUndefined();
    expect(ruleMessage(checkRule(rule, '200450012345.' + applicationCheckDigit('200450012345'), {})!, zh, 'zh-CN')).toBe('申请号的专利类型位不正确（应为 1、2、3、8 或 9）');
    expect(checkRule(rule, '200410012345', {})?.key).toBe('applicationNoFormat');
    expect(checkRule(rule, 12345, {})?.key).toBe('applicationNoFormat');
  });
});
