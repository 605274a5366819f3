import { describe, expect, it } from 'vitest';
import { createShellI18n, loadAreaCatalogs } from './shell-i18n.ts';

describe('shell catalogs first, the other areas on demand', () => {
  it('starts with the shell namespaces only and adds the rest in both languages, once', async () => {
    const i18n = createShellI18n('en-US');
    expect(i18n.t('auth:loginTitle')).not.toBe('loginTitle');
    expect(i18n.hasResourceBundle('en-US', 'engine')).toBe(false);
    const first = loadAreaCatalogs(i18n);
    expect(loadAreaCatalogs(i18n)).toBe(first);
    await first;
    expect(i18n.t('engine:viewEmpty')).toBe('No information');
    expect(i18n.t('engine:viewEmpty', { lng: 'zh-CN' })).toBe('暂无信息');
    expect(i18n.t('engine:column.more')).toBe('More');
  });
});
