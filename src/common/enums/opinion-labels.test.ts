import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { OPINION_LABELS, opinionLabel } from './opinion-labels.ts';

describe('opinionLabel', () => {
  it('names every decision in both languages', () => {
    for (const [status, labels] of Object.entries(OPINION_LABELS)) {
      for (const lang of LANGUAGES) expect(labels[lang], `${status} ${lang}`).not.toBe('');
    }
    expect(opinionLabel('backToStart', 'zh-CN')).toBe('驳回到发起人');
    expect(opinionLabel('hangUp', 'en-US')).toBe('Hung up');
  });

  it('shows an unknown status as it is, prototype names included', () => {
    expect(opinionLabel('somethingNew', 'zh-CN')).toBe('somethingNew');
    expect(opinionLabel('constructor', 'en-US')).toBe('constructor');
  });
});
