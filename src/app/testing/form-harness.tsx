import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { createApiClient, type ApiUi } from '../api/client.ts';
import { createI18n } from '../i18n/i18n.ts';
import { SessionStore } from '../session/session-store.ts';
import { ServicesProvider, type AppServices } from '../shell/services.tsx';
import { AppEngineProvider } from '../engine/app-engine-provider.tsx';
import type { Language } from '../../common/i18n/languages.ts';

export interface FakeCall { method: string; path: string; query: URLSearchParams; body: unknown }
/** Answers a call: a reply body (status 200) or `{ status, body }`. */
export type FakeServer = (call: FakeCall) => unknown | { status: number; body: unknown } | Promise<unknown>;
export const reply = (status: number, body: unknown) => ({ status, body, isReply: true as const });

const HOSTS = { uc: '/api/uc', portal: '/api/portal', form: '/api/form', front: '/api/front' };

/** App services over the real api client whose `fetch` is answered by `server` (calls are recorded). */
export function formTestServices(server: FakeServer, language: Language = 'zh-CN') {
  const calls: FakeCall[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const call: FakeCall = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const out = (await server(call)) as { status?: number; body?: unknown; isReply?: boolean } | undefined;
    const status = out && out.isReply ? out.status! : 200;
    const body = out && out.isReply ? out.body : out;
    return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  const storage = globalThis.localStorage;
  const session = new SessionStore(storage, globalThis.sessionStorage);
  session.save({
    token: 'test-token', refreshToken: 'r', expiresAt: Date.now() + 3_600_000,
    user: { userId: '7', account: 'staff1', username: '张伟', isVisitor: false, loginStatus: 1, tenantId: 1, tenantCode: 'univ', roles: ['ptyh'] },
  });
  const i18n = createI18n(language);
  const ui: ApiUi = { error: () => undefined, warn: () => undefined, goHome: () => undefined, reload: () => undefined, translate: (key) => i18n.t(key) };
  const config = { hosts: HOSTS, defaultTenantCode: 'univ' };
  const api = createApiClient({ config, session, language: () => i18n.language, ui, fetch: fetchImpl });
  const services: AppServices = { config, api, session, i18n };
  return { services, calls };
}

/** The providers an engine form needs: the app's services and its engine provider, i18n and a fresh SWR cache. */
export function FormHarness({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <AppEngineProvider>
        <I18nextProvider i18n={services.i18n}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
        </I18nextProvider>
      </AppEngineProvider>
    </ServicesProvider>
  );
}
