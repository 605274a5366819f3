import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Message } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../api/types.ts';
import { useMenu } from '../shell/data-hooks.ts';
import { isScreenTooNarrow, menuAction, menuItemWidth, visibleMenuItems } from './menu-overflow.ts';
import { useWindowWidth } from './use-window-width.ts';

function selectedKey(items: MenuItem[], pathname: string): string | undefined {
  let best: { key: string; length: number } | undefined;
  const visit = (list: MenuItem[]) => {
    for (const item of list) {
      const path = item.path;
      if (path && path !== '/' && (pathname === path || pathname.startsWith(`${path}/`)) && path.length > (best?.length ?? 0)) {
        best = { key: String(item.id), length: path.length };
      }
      if (item.children) visit(item.children);
    }
  };
  visit(items);
  return best?.key;
}

/** Top menu controller: the user's entries, item width by screen width, what a click does, the narrow warning. */
export function useTopMenu(isVisitor: boolean, openLogin: (target?: string) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const screenWidth = useWindowWidth();
  const menu = useMenu();
  const items = useMemo(() => visibleMenuItems(menu.data), [menu.data]);

  const narrow = isScreenTooNarrow(screenWidth);
  const warned = useRef(false);
  useEffect(() => {
    if (narrow && !warned.current) Message.warning({ content: t('layout:screenTooNarrow'), id: 'screen-too-narrow' });
    warned.current = narrow;
  }, [narrow, t]);

  const select = (item: MenuItem) => {
    const action = menuAction(item, isVisitor);
    switch (action.kind) {
      case 'develop':
        Message.warning({ content: t('layout:inDevelopment'), id: 'in-development' });
        break;
      case 'login':
        openLogin(action.target);
        break;
      case 'external':
        window.open(action.url, '_blank', 'noopener,noreferrer');
        break;
      case 'navigate':
        navigate(action.path);
        break;
      default:
        break;
    }
  };

  const key = selectedKey(items, location.pathname);
  return { items, loading: menu.isLoading, itemWidth: menuItemWidth(screenWidth), selectedKeys: key ? [key] : [], select };
}
