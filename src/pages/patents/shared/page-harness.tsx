import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { createI18n } from '../../../app/i18n/i18n.ts';
import { SessionStore, type SessionUser } from '../../../app/session/session-store.ts';
import { ServicesProvider, type AppServices } from '../../../app/shell/services.tsx';
import { AppEngineProvider } from '../../../app/engine/app-engine-provider.tsx';
import type { ApiClient } from '../../../app/api/client.ts';

export type Replies = Record<string, unknown | ((body: unknown, query: unknown) => unknown)>;

/** Test services whose API answers `METHOD path` from `replies` (a value or a function of body and query). */
export function fakeServices(replies: Replies, user: Partial<SessionUser> = {}, language: 'zh-CN' | 'en-US' = 'zh-CN') {
  const session = new SessionStore(window.localStorage, window.sessionStorage);
  session.save({
    token: 't', refreshToken: 'r', expiresAt: Date.now() + 3_600_000,
    user: { userId: '7', account: 'staff1', username: '张伟', isVisitor: false, loginStatus: 1, tenantId: 1, tenantCode: 'univ', roles: ['ptyh'], ...user },
  });
  session.setMethodAuth({ allMethod: ['patent:share', 'patent:collect', 'patent:index'], curUserMethod: user.isVisitor ? [] : ['patent:share', 'patent:collect', 'patent:index'] });
  const request = vi.fn(async (_host: string, path: string, options: { method?: string; body?: unknown; query?: unknown } = {}) => {
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    const reply = replies[`${method} ${path}`];
    if (reply === undefined) throw new Error(`no reply for ${method} ${path}`);
    return typeof reply === 'function' ? (reply as (b: unknown, q: unknown) => unknown)(options.body, options.query) : reply;
  });
  const api = { request, refresh: async () => true, ensureFreshToken: async () => undefined } as unknown as ApiClient;
  const services: AppServices = { api, session, config: { hosts: { front: '/api/front', portal: '/api/portal', uc: '/api/uc', form: '/api/form' }, defaultTenantCode: 'univ' }, i18n: createI18n(language) };
  return { services, request };
}

/** Renders `element` at `url` (matched by `path`) with the services, i18n and a fresh SWR cache. */
export function PageHarness({ services, path, url, children }: { services: AppServices; path: string; url: string; children: ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <AppEngineProvider>
        <I18nextProvider i18n={services.i18n}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path={path} element={children} />
              </Routes>
            </MemoryRouter>
          </SWRConfig>
        </I18nextProvider>
      </AppEngineProvider>
    </ServicesProvider>
  );
}
