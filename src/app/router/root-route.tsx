import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useTenantCode } from '../shell/services.tsx';
import { usePlatformTitle } from '../shell/data-hooks.ts';
import { rewriteUndefinedPath } from './path-rewrite.ts';

/** Route metadata: a title key shown in the browser tab instead of the platform title. */
export interface RouteHandle {
  titleKey?: string;
}

/** Root of every page: rewrites `undefined` paths and keeps the document title. */
export function RootRoute() {
  const location = useLocation();
  const matches = useMatches();
  const { t, i18n } = useTranslation();
  const platformTitle = usePlatformTitle(useTenantCode());
  const titleKey = [...matches].reverse().map((match) => (match.handle as RouteHandle | undefined)?.titleKey).find(Boolean);
  const title = titleKey ? t(titleKey) : platformTitle || t('common:appName');

  useEffect(() => {
    document.title = title;
    document.documentElement.lang = i18n.language;
  }, [title, i18n.language]);

  const rewritten = rewriteUndefinedPath(location.pathname);
  if (rewritten) return <Navigate to={{ pathname: rewritten, search: location.search, hash: location.hash }} replace />;
  return <Outlet />;
}
