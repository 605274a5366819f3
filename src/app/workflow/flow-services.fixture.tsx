import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { createI18n } from '../i18n/i18n.ts';
import { SessionStore, type SessionUser } from '../session/session-store.ts';
import { arcoApiUi } from '../shell/arco-ui.ts';
import { ServicesProvider, type AppServices } from '../shell/services.tsx';
import { AppEngineProvider } from '../engine/app-engine-provider.tsx';

/** Component-test support for the workflow centre: the real API client over a fake `fetch`, and a fake EventSource. */

export type FetchReply = { status?: number; body: unknown };
export type FetchHandler = (request: { method: string; path: string; query: URLSearchParams; body: unknown }) => FetchReply | undefined;

/** The ticket the fake server hands for the counters' event stream (`ticket-1`, `ticket-2`, ... per fetch). */
export const STREAM_TICKET_PATH = '/api/bpm-runtime/runtime/counts/v1/ticket';

/**
 * A `fetch` that answers by method and path (without the host prefix); anything unanswered is a 404 the test sees,
 * except the event stream's ticket, which is answered as the server would unless the handler answers it.
 */
export function fakeFetch(handler: FetchHandler) {
  let tickets = 0;
  return vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const method = init.method ?? 'GET';
    const reply = handler({ method, path: url.pathname, query: url.searchParams, body })
      ?? (method === 'POST' && url.pathname === STREAM_TICKET_PATH ? { body: { ticket: `ticket-${++tickets}`, expiration: 30 } } : undefined)
      ?? { status: 404, body: { state: false, message: `no reply for ${init.method} ${url.pathname}` } };
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
}

/** Services as main.tsx makes them, signed in as `user`, with `fetch` in place of the network. */
export function flowServices(fetch: typeof globalThis.fetch, user: Partial<SessionUser> = {}, language: 'zh-CN' | 'en-US' = 'zh-CN'): AppServices {
  window.localStorage.clear();
  const session = new SessionStore(window.localStorage, window.sessionStorage);
  session.save({
    token: 'access-token', refreshToken: 'refresh-token', expiresAt: Date.now() + 3_600_000,
    user: { userId: '7', account: 'staff1', username: '张伟', isVisitor: false, loginStatus: 1, tenantId: 1, tenantCode: 'univ', roles: ['ptyh'], ...user },
  });
  const i18n = createI18n(language);
  const config = { hosts: { bpmRunTime: '/api/bpm-runtime', bpmModel: '/api/bpm-model', uc: '/api/uc', form: '/api/form' }, defaultTenantCode: 'univ' };
  const api = createApiClient({ config, session, language: () => language, ui: arcoApiUi(i18n), fetch });
  return { api, session, config, i18n };
}

export function FlowHarness({ services, url = '/', children }: { services: AppServices; url?: string; children: ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <AppEngineProvider>
        <I18nextProvider i18n={services.i18n}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
          </SWRConfig>
        </I18nextProvider>
      </AppEngineProvider>
    </ServicesProvider>
  );
}

/** A stand-in for the browser's EventSource: tests push events and errors through `instances`. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends an event. */
  emit(type: string, data: unknown) {
    this.readyState = FakeEventSource.OPEN;
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  /** The server refuses or drops the stream for good (e.g. a 401): the browser stops retrying. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }

  static install() {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }
}
