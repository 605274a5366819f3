import { describe, expect, it } from 'vitest';
import { translatorFor } from './i18n.ts';

describe('translatorFor', () => {
  it('gives each language its own text, the same on a repeated plain lookup', () => {
    expect(translatorFor('zh-CN')('bpmTaskDone')).toBe('办理成功');
    expect(translatorFor('en-US')('bpmTaskDone')).toBe('Task handled');
    expect(translatorFor('zh-CN')('bpmTaskDone')).toBe('办理成功');
    expect(translatorFor('en-US')('bpmTaskDone')).toBe('Task handled');
  });

  it('still interpolates when options are given, after a plain lookup of the same key', () => {
    const t = translatorFor('zh-CN');
    expect(t('unknownProperty', { property: 'a' })).toBe('未知的查询字段：a');
    expect(t('unknownProperty', { property: 'b' })).toBe('未知的查询字段：b');
  });
});
