import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { RootRoute, type RouteHandle } from './root-route.tsx';
import { RouteErrorPage } from '../../pages/errors/route-error-page.tsx';
import { engineBareRoutes, engineRoutes } from './engine-routes.tsx';
import { patentBareRoutes, patentRoutes } from './patent-routes.tsx';
import { workflowBareRoutes, workflowRoutes } from './workflow-routes.tsx';
import { adminBareRoutes, adminRoutes } from './admin-routes.tsx';
import { newsRoutes } from './news-routes.tsx';
import { fileRoutes } from './file-routes.tsx';
import { mailRoutes } from './mail-routes.tsx';
import { marketRoutes } from './market-routes.tsx';

const handle = (titleKey: string): RouteHandle => ({ titleKey });

/** Every page is a lazy chunk so the login page loads only what it draws. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    // Shown while the first page's lazy chunk loads.
    HydrateFallback: () => null,
    errorElement: <RouteErrorPage />,
    children: [
      { path: 'login', handle: handle('auth:loginTitle'), lazy: async () => ({ Component: (await import('../../pages/auth/login-page.tsx')).LoginPage }) },
      {
        path: 'resetPwdView',
        handle: handle('auth:resetPasswordTitle'),
        lazy: async () => ({ Component: (await import('../../pages/auth/reset-password-page.tsx')).ResetPasswordPage }),
      },
      ...engineBareRoutes,
      ...patentBareRoutes,
      ...workflowBareRoutes,
      ...adminBareRoutes,
      {
        lazy: async () => ({ Component: (await import('../layout/main-layout.tsx')).MainLayout }),
        children: [
          { index: true, loader: () => redirect('/home'), Component: () => null },
          { path: 'home', lazy: async () => ({ Component: (await import('../../pages/home/home-page.tsx')).HomePage }) },
          { path: 'home/:tenant', lazy: async () => ({ Component: (await import('../../pages/home/home-page.tsx')).HomePage }) },
          ...engineRoutes,
          ...patentRoutes,
          ...marketRoutes,
          ...workflowRoutes,
          ...adminRoutes,
          ...newsRoutes,
          ...fileRoutes,
          ...mailRoutes,
          { path: 'emptyPage', lazy: async () => ({ Component: (await import('../../pages/errors/empty-page.tsx')).EmptyPage }) },
          {
            path: '*',
            handle: handle('common:notFoundTitle'),
            lazy: async () => ({ Component: (await import('../../pages/errors/not-found-page.tsx')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

/** Pages drawn with the shell's catalogs alone (the login bundle stays small); every other page waits for the rest. */
const SHELL_ONLY_PATHS = new Set(['login', 'resetPwdView']);

/** The routes with each lazy page (except the sign-in ones) loading `before` too, e.g. the other areas' catalogs. */
export function withBeforePages(list: RouteObject[], before: () => Promise<void>): RouteObject[] {
  return list.map((route) => {
    const lazy = route.lazy;
    const wrapped = typeof lazy === 'function' && !SHELL_ONLY_PATHS.has(route.path ?? '')
      ? { lazy: async () => (await Promise.all([lazy(), before()]))[0] }
      : {};
    return { ...route, ...wrapped, children: route.children ? withBeforePages(route.children, before) : undefined } as RouteObject;
  });
}

/** `beforePages`: what a page other than sign-in needs loaded first (main.tsx: the area catalogs). */
export function createAppRouter(beforePages?: () => Promise<void>) {
  return createBrowserRouter(beforePages ? withBeforePages(routes, beforePages) : routes);
}
