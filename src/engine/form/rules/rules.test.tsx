import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../common/i18n/create-i18n.ts';
import { checkAsyncRule, checkRule, firstFailure, ruleMessage } from '../../../common/rules/form-rules.ts';
import { mergeRuleSpecs, reduceRules, toPipe } from './rule-specs.ts';
import type { RuleObject } from '../../../common/definitions/kinds/form.ts';

const zh = createI18n('zh-CN');
const en = createI18n('en-US');
const message = (rule: RuleObject, value: unknown, row: Record<string, unknown> = {}, i18n = zh) => {
  const failure = checkRule(rule, value, row);
  return failure ? ruleMessage(failure, i18n.t, i18n.language as 'zh-CN') : undefined;
};

describe('validator messages (spec section 5, verbatim)', () => {
  it.each<[RuleObject, unknown, string, Record<string, unknown>?]>([
    [{ rule: 'required' }, '', '必填'],
    [{ rule: 'integer' }, '1.5', '请输入整数'],
    [{ rule: 'email' }, 'a@b', '不是有效的邮箱地址'],
    [{ rule: 'maxlength', value: 5 }, '123456', '长度不能超过5'],
    [{ rule: 'decimal', value: 2 }, 1.234, '小数位的长度不能超过2'],
    [{ rule: 'dateLessThan', value: 'end' }, '2026-02-01', '日期必须小于2026-01-01', { end: '2026-01-01' }],
    [{ rule: 'dateRangeEnd', value: 'end' }, '2026-02-01', '日期必须小于或等于2026-01-01', { end: '2026-01-01' }],
    [{ rule: 'dateMoreThan', value: 'start' }, '2025-02-01', '日期必须大于2026-01-01', { start: '2026-01-01' }],
    [{ rule: 'dateRangeStart', value: 'start' }, '2025-02-01', '日期必须大于或等于2026-01-01', { start: '2026-01-01' }],
    [{ rule: 'number' }, 'abc', '必须是数字'],
    [{ rule: 'alpha' }, 'ab1', '只能是字母字符'],
    [{ rule: 'url' }, 'example', '请输入一合法的网址'],
    [{ rule: 'maxchars', value: 3 }, 'abcd', '最大字符长度不能超过3'],
    [{ rule: 'minlength', value: 3 }, 'ab', '必须至少为3个字符'],
    [{ rule: 'length', value: 4 }, 'abc', '字符长度必须为4个字符'],
    [{ rule: 'minValue', value: 10 }, 9, '必须为10或更多'],
    [{ rule: 'pattern', value: '^A' }, 'B', '字段格式无效'],
    [{ rule: 'date' }, '2026-02-30', '必须为日期类型'],
    [{ rule: 'datetime' }, '2026-02-01 25:00', '必须为日期时分秒类型'],
    [{ rule: 'equalTo', value: 'password' }, 'x', '两次输入的数据不一致', { password: 'y' }],
    [{ rule: 'mobile' }, '12345678901', '请输入正确的手机号码'],
  ])('%o on %o says %s', (rule, value, text, row) => {
    expect(message(rule, value, row)).toBe(text);
  });

  it('passes good values and leaves empty optional values alone', () => {
    expect(message({ rule: 'email' }, 'a@b.cn')).toBeUndefined();
    expect(message({ rule: 'mobile' }, '13812345678')).toBeUndefined();
    expect(message({ rule: 'dateRangeEnd', value: 'end' }, '2026-01-01', { end: '2026-01-01' })).toBeUndefined();
    expect(message({ rule: 'email' }, '')).toBeUndefined();
  });

  it('speaks English in en-US and uses a definition\'s own message first', () => {
    expect(message({ rule: 'required' }, undefined, {}, en)).toBe('Required');
    expect(message({ rule: 'maxlength', value: 2 }, 'abc', {}, en)).toBe('Length must not exceed 2');
    expect(message({ rule: 'required', message: { 'zh-CN': '请填写名称' } }, '')).toBe('请填写名称');
  });

  it('reports required before the other rules', () => {
    expect(firstFailure([{ rule: 'email' }, { rule: 'required' }], '', {})?.key).toBe('required');
  });
});

describe('asynchronous rules', () => {
  const t = zh.t;
  it('exists-check calls its URL with the value: 输入已存在 when the reply is not empty', async () => {
    const calls: unknown[] = [];
    const taken = await checkAsyncRule({ rule: 'exists', value: '/api/form/check' }, 'abc', {}, async (url, init) => { calls.push([url, init]); return { rows: [{ id: 1 }] }; });
    expect(ruleMessage(taken!, t, 'zh-CN')).toBe('输入已存在');
    expect(calls).toEqual([['/api/form/check', { method: 'GET', query: { value: 'abc' } }]]);
    expect(await checkAsyncRule({ rule: 'exists', value: '/api/form/check' }, 'abc', {}, async () => [])).toBeUndefined();
  });

  it('backend check shows the server message, else 后端验证失败; a jsonata check says 前端js校验失败', async () => {
    const withText = await checkAsyncRule({ rule: 'backend', value: '/api/form/v' }, 1, {}, async () => ({ state: false, message: '编号重复' }));
    expect(ruleMessage(withText!, t, 'zh-CN')).toBe('编号重复');
    const plain = await checkAsyncRule({ rule: 'backend', value: '/api/form/v' }, 1, {}, async () => ({ state: false }));
    expect(ruleMessage(plain!, t, 'zh-CN')).toBe('后端验证失败');
    const script = await checkAsyncRule({ rule: 'script', value: 'value > 3' }, 2, {}, async () => null);
    expect(ruleMessage(script!, t, 'zh-CN')).toBe('前端js校验失败');
    expect(await checkAsyncRule({ rule: 'script', value: 'value > 3' }, 5, {}, async () => null)).toBeUndefined();
  });
});

describe('merging and reducing rules', () => {
  it('merges pipe strings and objects (later wins per rule) and reduces by name', () => {
    const merged = mergeRuleSpecs('required|maxlength:20', [{ rule: 'maxlength', value: 10 }], 'email');
    expect(toPipe(merged)).toBe('required|maxlength:10|email');
    expect(toPipe(reduceRules(merged, 'required'))).toBe('maxlength:10|email');
  });
});
