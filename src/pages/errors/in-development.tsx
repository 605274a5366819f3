import { useEffect } from 'react';
import { Message, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Result/style/css.js';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../app/api/types.ts';

/** The menu entry of a path when that entry is unfinished (its menu data says inDevelopment). */
export function inDevelopmentEntry(items: readonly MenuItem[] | undefined, pathname: string): MenuItem | undefined {
  for (const item of items ?? []) {
    const path = item.path || item.menuUrl;
    if (item.inDevelopment && path && (path.startsWith('/') ? path : `/${path}`) === pathname) return item;
    const found = inDevelopmentEntry(item.children, pathname);
    if (found) return found;
  }
  return undefined;
}

/** An unfinished entry's path opened directly (address bar, bookmark): the same warning the menu gives, 功能正在开发中.... */
export function InDevelopment({ name }: { name: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    Message.warning({ content: t('layout:inDevelopment'), id: 'in-development' });
  }, [t]);
  return (
    <div style={{ padding: '48px 0' }} data-testid="in-development">
      <Result status="warning" title={name} subTitle={t('layout:inDevelopment')} />
    </div>
  );
}
