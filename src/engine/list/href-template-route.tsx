import { Navigate, useLocation, useParams } from 'react-router-dom';
import { Spin } from '@arco-design/web-react';
import type { MenuItem } from '../../common/api/system.ts';
import { useEngine } from '../provider/engine-provider.tsx';
import { TemplateListPage } from './template-list-page.tsx';

function findByAlias(items: readonly MenuItem[], alias: string): MenuItem | undefined {
  for (const item of items) {
    if (item.alias === alias) return item;
    const found = findByAlias(item.children, alias);
    if (found) return found;
  }
  return undefined;
}

/**
 * `/href/template/:alias` and `/{group}/href/template/:alias`: the menu entry of that alias with an href opens it
 * (a site page in place, another site in a frame); otherwise the data template of that alias is listed.
 */
export function HrefTemplateRoute() {
  const { alias = '' } = useParams();
  const menu = useEngine().useMenu();
  const location = useLocation();
  if (!menu.data && menu.isLoading) return <Spin />;
  const href = findByAlias(menu.data ?? [], alias)?.href?.trim();
  if (href && /^https?:\/\//i.test(href)) {
    return <iframe className="pp-href-frame" src={href} title={alias} data-testid="href-frame" sandbox="allow-scripts allow-forms allow-same-origin allow-popups" />;
  }
  if (href && href.startsWith('/') && !href.startsWith('//') && href.split('?')[0] !== location.pathname) return <Navigate to={href} replace />;
  return <TemplateListPage key={alias} alias={alias} />;
}
