import type { ReactNode } from 'react';
import { useLocation, useOutlet, useParams } from 'react-router-dom';
import { Breadcrumb } from '@arco-design/web-react';
import '@arco-design/web-react/es/Breadcrumb/style/css.js';
import { useEngine } from '../provider/engine-provider.tsx';
import { isMenuGroup, menuTrail } from './menu-trail.ts';
import { FIXED_GROUPS } from './list-paths.ts';

/**
 * The container of a template route group (`/statement`, `/workbench`, or a menu alias added at run time). A group
 * the menu names shows where the page sits in it; any other alias gets the plain container. A path no child
 * route matches gets `fallback` (the not-found page), not an empty frame.
 */
export function RouteGroup({ fallback }: { fallback: ReactNode }) {
  const outlet = useOutlet();
  const { group = '' } = useParams();
  const location = useLocation();
  const menu = useEngine().useMenu();
  if (!outlet) return <>{fallback}</>;
  const items = menu.data ?? [];
  const name = group || location.pathname.split('/')[1] || '';
  const trail = isMenuGroup(items, name) || (FIXED_GROUPS as readonly string[]).includes(name) ? menuTrail(items, location.pathname) : [];
  return (
    <div className="pp-route-group" data-testid="route-group" data-group={name}>
      {trail.length ? (
        <Breadcrumb className="pp-route-trail" data-testid="route-trail">
          {trail.map((item) => <Breadcrumb.Item key={item.id}>{item.name}</Breadcrumb.Item>)}
        </Breadcrumb>
      ) : null}
      {outlet}
    </div>
  );
}
