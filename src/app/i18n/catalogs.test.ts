import { describe, expect, it } from 'vitest';
import { resources } from '../../common/i18n/resources.ts';
import { createI18n } from './i18n.ts';

/** Every nested key of a catalog as a dotted path, sorted. */
const keyPaths = (value: unknown, prefix = ''): string[] => (value && typeof value === 'object'
  ? Object.entries(value).flatMap(([k, v]) => keyPaths(v, `${prefix}${k}.`))
  : [prefix.slice(0, -1)]).sort();

describe('catalogs', () => {
  it.each(Object.keys(resources['zh-CN']))('%s has the same keys in both languages', (name) => {
    const ns = name as keyof (typeof resources)['zh-CN'];
    expect(keyPaths(resources['en-US'][ns])).toEqual(keyPaths(resources['zh-CN'][ns]));
  });

  it("uses the spec's Chinese text verbatim", () => {
    const zh = createI18n('zh-CN');
    expect(zh.t('common:languageSwitched')).toBe('切换语言成功');
    expect(zh.t('layout:inDevelopment')).toBe('功能正在开发中....');
    expect(zh.t('layout:screenTooNarrow')).toBe('屏幕太窄，菜单可能显示不全');
    expect(zh.t('layout:idleLogout')).toBe('对不起，由于您长时间未操作，已退出登录。如需继续操作请重新登录。');
    expect(zh.t('profile:passwordMismatch')).toBe('两次输入密码不一致!');
    expect(zh.t('common:visitor')).toBe('游客');
  });

  it('switches the whole catalog with the language', () => {
    const en = createI18n('en-US');
    expect(en.t('common:visitor')).toBe('Guest');
    expect(en.t('errors:accountRequired')).toBe('Please enter account');
  });
});
