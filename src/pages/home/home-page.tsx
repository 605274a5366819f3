import { Card, Empty, Skeleton, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconRight } from '@arco-design/web-react/icon';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useServices, useSession, useTenantCode } from '../../app/shell/services.tsx';
import { useCurrentUser, useMenu, useTenant } from '../../app/shell/data-hooks.ts';
import { useLayoutActions } from '../../app/layout/layout-context.ts';
import { visibleMenuItems } from '../../app/layout/menu-overflow.ts';
import { tenantName } from '../../app/api/tenant.ts';
import { getUserDetail } from '../../app/api/user.ts';
import type { MenuItem } from '../../app/api/types.ts';
import './home.css';

/** Interim home: who is signed in, in which tenant, with which roles and posts, and the menu as a list. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { api, session } = useServices();
  const current = useSession();
  const tenantCode = useTenantCode();
  const { data: tenant } = useTenant(tenantCode);
  const user = useCurrentUser();
  const menu = useMenu();
  const { selectMenu } = useLayoutActions();
  const isVisitor = current?.user.isVisitor ?? true;
  const detail = useSWR(!isVisitor && current ? ['userDetail', current.user.account] : null, ([, a]) => getUserDetail(api, a), {
    revalidateOnFocus: false,
  });

  const name = isVisitor ? t('common:visitor') : user.data?.username || current?.user.username || '';
  const roles = detail.data?.roleList.map((role) => role.name) ?? user.data?.roles ?? [];
  const currentPostId = (current && session.currentPostId(current.user.userId)) ?? user.data?.currentPostId;
  const items = visibleMenuItems(menu.data);
  const none = <span className="pp-muted">{t('common:none')}</span>;

  return (
    <div className="pp-home" data-testid="home-page">
      <Card className="pp-home-welcome" bordered={false}>
        <h1 className="pp-home-title" data-testid="home-user-name">{t('layout:welcomeUser', { name })}</h1>
        {isVisitor ? <p className="pp-muted">{t('layout:visitorHint')}</p> : null}
        {user.isLoading ? (
          <Skeleton text={{ rows: 3 }} animation />
        ) : (
          <dl className="pp-home-facts">
            {[
              { label: t('layout:tenant'), value: <span data-testid="home-tenant">{tenantName(tenant, i18n.language) || user.data?.tenantName || tenantCode}</span> },
              { label: t('layout:account'), value: <span data-testid="home-account">{isVisitor ? t('common:visitor') : user.data?.account ?? current?.user.account}</span> },
              {
                label: t('layout:roles'),
                value: roles.length ? roles.map((role) => <Tag key={role} color="arcoblue" className="pp-tag">{role}</Tag>) : none,
              },
              {
                label: t('layout:posts'),
                value: user.data?.posts.length
                  ? user.data.posts.map((post) => (
                      <Tag key={post.postId} color={post.postId === currentPostId ? 'green' : 'gray'} className="pp-tag" data-testid={`home-post-${post.postId}`}>
                        {post.orgName ? `${post.postName} · ${post.orgName}` : post.postName}
                        {post.postId === currentPostId ? ` (${t('layout:currentPost')})` : ''}
                      </Tag>
                    ))
                  : none,
              },
              {
                label: t('layout:orgs'),
                value: user.data?.orgs.length ? user.data.orgs.map((org) => <Tag key={org.orgId} className="pp-tag">{org.orgName}</Tag>) : none,
              },
            ].map((fact) => (
              <div key={fact.label} className="pp-home-fact">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card>

      <Card title={t('layout:menus')} bordered={false} className="pp-home-menu" data-testid="home-menu">
        {menu.isLoading ? (
          <Skeleton text={{ rows: 4 }} animation />
        ) : items.length === 0 ? (
          <Empty description={t('layout:menuEmpty')} />
        ) : (
          <div className="pp-home-menu-grid">
            {items.map((item) => (
              <MenuGroup key={String(item.id)} item={item} onSelect={selectMenu} />
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}

function MenuGroup({ item, onSelect }: { item: MenuItem; onSelect: (item: MenuItem) => void }) {
  const children = item.children ?? [];
  return (
    <section className="pp-home-menu-group">
      <MenuLink item={item} onSelect={onSelect} strong />
      {children.length ? (
        <ul>
          {children.map((child) => (
            <li key={String(child.id)}>
              <MenuLink item={child} onSelect={onSelect} />
              {child.children?.length ? (
                <ul>
                  {child.children.map((grandchild) => (
                    <li key={String(grandchild.id)}>
                      <MenuLink item={grandchild} onSelect={onSelect} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function MenuLink({ item, onSelect, strong }: { item: MenuItem; onSelect: (item: MenuItem) => void; strong?: boolean }) {
  return (
    <button type="button" className={strong ? 'pp-home-link pp-home-link-strong' : 'pp-home-link'} onClick={() => onSelect(item)} data-testid={`home-menu-${String(item.id)}`}>
      <span>{item.name}</span>
      {strong ? null : <IconRight />}
    </button>
  );
}

export default HomePage;
