import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet, matchPath, useLocation } from 'react-router-dom';
import { Button, Result, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import { useSessionBootstrap } from '../session/use-session-bootstrap.ts';
import { useIdleLogout } from '../session/use-idle-logout.ts';
import { useCurrentPost } from '../session/use-current-post.ts';
import { idleTimeoutMs } from '../session/idle-timer.ts';
import { DEFAULT_IDLE_CHECK_MS } from '../config/runtime-config.ts';
import { useServices, useSession, useTenantCode } from '../shell/services.tsx';
import { useCurrentUser, usePlatformTitle, useTenant } from '../shell/data-hooks.ts';
import { LanguageSwitch, useLanguageSwitch } from '../shell/language-switch.tsx';
import { getCurrentUserMethodAuth } from '../api/system.ts';
import { tenantName } from '../api/tenant.ts';
import type { Language } from '../../common/i18n/languages.ts';
import { saveReadingLanguage } from '../api/user.ts';
import { LoginDialog } from '../../pages/auth/login-dialog.tsx';
import { HeaderUnread } from './header-unread.tsx';
import { HeaderUserMenu } from './header-user-menu.tsx';
import { TopMenu } from './top-menu.tsx';
import { ProfileDialog } from './profile-dialog.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { LayoutContext, type LayoutActions } from './layout-context.ts';
import { useAccountActions, useChangePasswordDialog, useProfileDialog } from './use-account-actions.ts';
import { useTopMenu } from './use-top-menu.ts';
import { VisitorSignInRequired } from './visitor-sign-in-required.tsx';
import { visitorMustSignIn } from './visitor-route-guard.ts';
import './layout.css';

/** The signed-in (or guest) frame: header, top menu, page outlet, dialogs, idle logout. */
export function MainLayout() {
  const boot = useSessionBootstrap();
  const { t } = useTranslation();
  if (boot.status === 'pending') {
    return (
      <div className="pp-center" data-testid="shell-loading">
        <Spin size={32} tip={t('common:loading')} />
      </div>
    );
  }
  if (boot.status === 'failed') {
    return (
      <div className="pp-center">
        <Result
          status="error"
          title={t('layout:sessionFailed')}
          subTitle={boot.message}
          extra={
            <Link to="/login">
              <Button type="primary">{t('layout:login')}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  return <ShellFrame />;
}

function ShellFrame() {
  const { t, i18n } = useTranslation();
  const { api, session, config } = useServices();
  const current = useSession();
  const location = useLocation();
  const tenantCode = useTenantCode();
  const { data: tenant } = useTenant(tenantCode);
  const platformTitle = usePlatformTitle(tenantCode);
  const user = useCurrentUser();
  const userPosts = useCurrentPost();
  const { language, change } = useLanguageSwitch();
  const isVisitor = current?.user.isVisitor ?? true;
  // The server keeps the language too: reminders written for nobody's request reach the user in it.
  const switchTo = async (next: Language) => {
    await change(next);
    if (!isVisitor) await saveReadingLanguage(api, next).catch(() => undefined);
  };

  const [login, setLogin] = useState<{ visible: boolean; target?: string }>({ visible: false });
  const openLogin = (target?: string) => setLogin({ visible: true, target });
  const menu = useTopMenu(isVisitor, openLogin);
  const profile = useProfileDialog(() => void user.mutate());
  const password = useChangePasswordDialog();
  const account = useAccountActions(() => void user.mutate());

  // Opening another tenant's home switches tenant: start over as that tenant's visitor.
  const routeTenant = matchPath('/home/:tenant', location.pathname)?.params.tenant;
  useEffect(() => {
    if (routeTenant && current && current.user.tenantCode && routeTenant !== current.user.tenantCode) {
      session.clear();
      session.tenantCode = routeTenant;
      window.location.reload();
    }
  }, [routeTenant, current, session]);

  // Button visibility follows the method-authorisation lists, held per tab.
  useEffect(() => {
    if (!current || current.user.isVisitor || session.methodAuth()) return;
    getCurrentUserMethodAuth(api)
      .then((auth) => session.setMethodAuth(auth))
      .catch(() => undefined);
  }, [api, current, session]);

  useIdleLogout({
    enabled: Boolean(current && !current.user.isVisitor),
    timeoutMs: idleTimeoutMs(config.idleTimeoutMs, current?.user.overTime ?? user.data?.overTime),
    checkMs: config.idleCheckMs ?? DEFAULT_IDLE_CHECK_MS,
    onTimeout: () => void account.idleLogout(),
  });

  const actions: LayoutActions = { selectMenu: menu.select, openLogin };

  if (current && current.user.loginStatus === 0) {
    return <Navigate to={`/resetPwdView?account=${encodeURIComponent(current.user.account)}`} replace />;
  }

  // Post ids are numbers on the wire and strings in menu keys and session storage: compare them as strings.
  const posts = userPosts.posts.map((post) => ({ postId: String(post.postId), postName: post.postName, orgName: post.orgName }));
  const currentPostId = userPosts.currentPostId === null ? null : String(userPosts.currentPostId);
  const title = platformTitle || t('common:appName');

  return (
    <LayoutContext.Provider value={actions}>
      <div className="pp-shell" data-testid="main-layout">
        <header className="pp-header">
          <Link to="/home" className="pp-brand" data-testid="header-brand">
            {tenant?.logoUrl ? (
              <img className="pp-brand-logo" src={tenant.logoUrl} alt={tenantName(tenant, i18n.language)} data-testid="header-logo" />
            ) : (
              <span className="pp-brand-mark" aria-hidden>
                {(tenantName(tenant, i18n.language) || title).slice(0, 1)}
              </span>
            )}
            <span className="pp-brand-text">
              <span className="pp-brand-title">{title}</span>
              {tenant ? <span className="pp-brand-tenant">{tenantName(tenant, i18n.language)}</span> : null}
            </span>
          </Link>
          <span className="pp-header-spacer" />
          <HeaderUnread />
          <LanguageSwitch value={language} onChange={(next) => void switchTo(next)} tone="light" />
          <HeaderUserMenu
            userName={current?.user.username || user.data?.username || ''}
            isVisitor={isVisitor}
            posts={posts}
            currentPostId={currentPostId}
            onProfile={profile.open}
            onChangePassword={password.open}
            onSwitchPost={(postId) => void account.switchPost(postId)}
            onLogout={() => void account.logout()}
            onLogin={() => window.location.assign(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`)}
          />
        </header>
        <nav className="pp-menu-bar">
          <TopMenu
            items={menu.items}
            itemWidth={menu.itemWidth}
            selectedKeys={menu.selectedKeys}
            onSelect={menu.select}
            moreLabel={t('layout:more')}
            emptyLabel={menu.loading ? undefined : t('layout:menuEmpty')}
          />
        </nav>
        <main className="pp-main">
          {isVisitor && menu.loading ? (
            <div className="pp-center" data-testid="shell-loading">
              <Spin size={32} />
            </div>
          ) : visitorMustSignIn(menu.items, location.pathname, isVisitor) ? (
            <VisitorSignInRequired key={location.pathname} onLogin={() => openLogin(location.pathname + location.search)} />
          ) : (
            <Outlet />
          )}
        </main>
      </div>
      <ProfileDialog {...profile.props} />
      <ChangePasswordDialog {...password.props} />
      {isVisitor ? <LoginDialog visible={login.visible} target={login.target} onClose={() => setLogin({ visible: false })} /> : null}
    </LayoutContext.Provider>
  );
}

export default MainLayout;
