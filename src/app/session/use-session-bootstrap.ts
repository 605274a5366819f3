import { useEffect, useRef, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { Message } from '@arco-design/web-react';
import { getCurrentUser } from '../api/auth.ts';
import { getTenantByCode } from '../api/tenant.ts';
import { ApiError } from '../api/client.ts';
import { useServices } from '../shell/services.tsx';
import { jwtExpiry, type Session, type SessionStore } from './session-store.ts';
import { signInVisitor } from './visitor-sign-in.ts';

export type BootstrapState = { status: 'pending' } | { status: 'ready' } | { status: 'failed'; message: string };

const HANDOFF_FALLBACK_MS = 10 * 60_000;

/**
 * Makes sure the shell has a session before it draws: the tenant of `/home/{tenant}`, a token hand-off
 * (`?token=&refresh_token=`), else the stored session, else a visitor sign-in so guests can browse.
 */
export function useSessionBootstrap(): BootstrapState {
  const { api, session, config, i18n } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<BootstrapState>(() => (session.get() && !needsWork(location, session) ? { status: 'ready' } : { status: 'pending' }));
  const started = useRef(false);

  useEffect(() => {
    if (started.current || state.status !== 'pending') return;
    started.current = true;
    void (async () => {
      const routeTenant = matchPath('/home/:tenant', location.pathname)?.params.tenant;
      const currentTenant = session.get()?.user.tenantCode ?? session.tenantCode;
      if (routeTenant && routeTenant !== currentTenant) {
        session.clear();
        session.tenantCode = routeTenant;
      }

      const search = new URLSearchParams(location.search);
      const token = search.get('token');
      if (token) {
        const refreshToken = search.get('refresh_token') ?? '';
        search.delete('token');
        search.delete('refresh_token');
        await signInWithToken(token, refreshToken);
        const rest = search.toString();
        navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
      }

      if (!session.get()) {
        try {
          await signInAsVisitor();
        } catch (error) {
          setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
          return;
        }
      }
      setState({ status: 'ready' });
    })();

    async function signInWithToken(token: string, refreshToken: string) {
      const tenantCode = session.tenantCode ?? config.defaultTenantCode;
      const provisional: Session = {
        token,
        refreshToken,
        expiresAt: jwtExpiry(token) ?? Date.now() + HANDOFF_FALLBACK_MS,
        user: { userId: '', account: '', username: '', isVisitor: false, loginStatus: 1, tenantId: '', tenantCode, roles: [] },
      };
      session.save(provisional);
      try {
        const user = await getCurrentUser(api, { silent: true });
        session.save({
          ...provisional,
          user: {
            userId: String(user.userId),
            account: user.account,
            username: user.username,
            isVisitor: user.isVisitor,
            loginStatus: 1,
            overTime: user.overTime,
            tenantId: user.tenantId,
            tenantCode: user.tenantCode,
            roles: user.roles,
          },
        });
      } catch {
        session.clear();
        Message.error(i18n.t('errors:tokenInvalid'));
      }
    }

    async function signInAsVisitor() {
      const stored = session.tenantCode ?? config.defaultTenantCode;
      let tenant;
      try {
        tenant = await getTenantByCode(api, stored);
      } catch (error) {
        // A stale or mistyped tenant code falls back to the configured default tenant.
        if (stored === config.defaultTenantCode || !(error instanceof ApiError) || error.status !== 404) throw error;
        tenant = await getTenantByCode(api, config.defaultTenantCode);
      }
      await signInVisitor(api, session, tenant);
    }
  }, [api, config, i18n, location, navigate, session, state.status]);

  return state;
}

function needsWork(location: { pathname: string; search: string }, session: SessionStore): boolean {
  if (new URLSearchParams(location.search).has('token')) return true;
  const routeTenant = matchPath('/home/:tenant', location.pathname)?.params.tenant;
  return Boolean(routeTenant && routeTenant !== (session.get()?.user.tenantCode ?? session.tenantCode));
}
