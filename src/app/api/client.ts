import type { HostName } from '../../common/hosts.ts';
import { hostUrl, type RuntimeConfig } from '../config/runtime-config.ts';
import { sessionFromLoginReply, type SessionStore } from '../session/session-store.ts';
import type { LoginReply } from './types.ts';
import { ApiError } from '../../common/api/api-error.ts';

export { ApiError, type ApiErrorKind } from '../../common/api/api-error.ts';

/** The user-facing side effects of the error policy; the app implements them with Arco, tests with spies. */
export interface ApiUi {
  /** A toast. */
  error(message: string): void;
  /** A blocking warning; `onClose` runs when the user dismisses it. */
  warn(message: string, onClose: () => void): void;
  /** Full page load of home (a fresh start: visitor sign-in or the signed-in home). */
  goHome(): void;
  reload(): void;
  translate(key: 'layout:sessionExpired' | 'errors:internal' | 'common:requestTimeout' | 'common:networkError'): string;
}

export interface ApiClientDeps {
  config: Pick<RuntimeConfig, 'hosts'>;
  session: SessionStore;
  language: () => string;
  ui: ApiUi;
  fetch?: typeof fetch;
  now?: () => number;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** `none` for public calls (login, tenant lookup); they carry no bearer token. */
  auth?: 'token' | 'none';
  /** The caller shows failures itself: no toast, no dialog, no navigation. */
  silent?: boolean;
  /** Error codes the caller shows itself: no toast for a failure with one of them; other failures as usual. */
  ownCodes?: readonly string[];
  /** Overrides the tenant code header (login to a tenant other than the stored one). */
  tenantCode?: string;
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
/** Refresh the access token when it has less than this left. */
export const REFRESH_AHEAD_MS = 60_000;
export const TENANT_MISMATCH = 'TENANT_MISMATCH';

export interface ApiClient {
  request<T>(host: HostName, path: string, options?: RequestOptions): Promise<T>;
  /** Trades the refresh token for a new pair now; false when the server refuses. */
  refresh(): Promise<boolean>;
  /** Refreshes when the access token is about to expire. */
  ensureFreshToken(): Promise<void>;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const now = deps.now ?? Date.now;
  const { session, ui } = deps;
  let refreshing: Promise<boolean> | null = null;
  let expiryWarningOpen = false;

  function headers(token: string | undefined, tenantCode: string | undefined, json: boolean): Record<string, string> {
    const result: Record<string, string> = { Accept: 'application/json', 'Accept-Language': deps.language() };
    if (json) result['Content-Type'] = 'application/json';
    if (token) result.Authorization = `Bearer ${token}`;
    if (tenantCode) result['Tenant-Code'] = tenantCode;
    return result;
  }

  function tenantCodeOf(options: RequestOptions): string | undefined {
    return options.tenantCode ?? session.get()?.user.tenantCode ?? session.tenantCode ?? undefined;
  }

  async function send(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await doFetch(url, { ...init, signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) throw new ApiError(ui.translate('common:requestTimeout'), 'timeout', 0);
      throw new ApiError(ui.translate('common:networkError'), 'network', 0, undefined, false);
    } finally {
      clearTimeout(timer);
    }
  }

  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      const current = session.get();
      if (!current?.refreshToken) return false;
      try {
        const response = await send(
          hostUrl(deps.config, 'uc', '/refresh'),
          { method: 'GET', headers: headers(current.refreshToken, current.user.tenantCode ?? session.tenantCode ?? undefined, false) },
          DEFAULT_TIMEOUT_MS,
        );
        if (!response.ok) return false;
        const reply = (await response.json()) as LoginReply;
        if (!reply?.token) return false;
        const next = sessionFromLoginReply(reply, now());
        // The refresh reply may omit what the session already knows (tenant code, visitor flag).
        session.save({ ...next, user: { ...current.user, ...definedOnly(next.user) } });
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function ensureFreshToken(): Promise<void> {
    const current = session.get();
    if (!current?.refreshToken || current.expiresAt - now() > REFRESH_AHEAD_MS) return;
    await refresh();
  }

  function fail(error: ApiError, silent: boolean): never {
    if (!silent && !error.handled) {
      ui.error(error.message);
      throw new ApiError(error.message, error.kind, error.status, error.code, true);
    }
    throw error;
  }

  function onUnauthorized(message: string, code: string | undefined, silent: boolean): never {
    const error = (handled: boolean) => new ApiError(message, 'http', 401, code, handled);
    if (silent) throw error(false);
    if (code === TENANT_MISMATCH) {
      session.clear();
      ui.reload();
      throw error(true);
    }
    const user = session.get()?.user;
    if (!user || user.isVisitor) {
      session.clear();
      ui.goHome();
      throw error(true);
    }
    if (!expiryWarningOpen) {
      expiryWarningOpen = true;
      ui.warn(ui.translate('layout:sessionExpired'), () => {
        session.clear();
        ui.goHome();
      });
    }
    throw error(true);
  }

  async function request<T>(host: HostName, path: string, options: RequestOptions = {}): Promise<T> {
    const silent = options.silent ?? false;
    const withToken = (options.auth ?? 'token') === 'token';
    if (withToken) await ensureFreshToken();
    const url = hostUrl(deps.config, host, path, options.query);
    const hasBody = options.body !== undefined;
    const method = options.method ?? (hasBody ? 'POST' : 'GET');

    const attempt = async (): Promise<{ response: Response; token: string | undefined }> => {
      const token = withToken ? session.get()?.token : undefined;
      const init: RequestInit = { method, headers: headers(token, tenantCodeOf(options), hasBody) };
      if (hasBody) init.body = JSON.stringify(options.body);
      return { response: await send(url, init, options.timeoutMs ?? DEFAULT_TIMEOUT_MS), token };
    };

    let result: { response: Response; token: string | undefined };
    try {
      result = await attempt();
      if (result.response.status === 401 && withToken && result.token) {
        const reply = await readJson(result.response.clone());
        const code = (reply as { code?: string } | undefined)?.code;
        // Another tab may have refreshed already; otherwise try our refresh token once.
        if (code !== TENANT_MISMATCH && (session.get()?.token !== result.token || (await refresh()))) {
          result = await attempt();
        }
      }
    } catch (error) {
      if (error instanceof ApiError) fail(error, silent);
      throw error;
    }

    const { response } = result;
    const reply = await readJson(response);
    const envelope = (reply ?? {}) as { state?: unknown; message?: unknown; code?: unknown };
    const message = typeof envelope.message === 'string' ? envelope.message : '';
    const code = typeof envelope.code === 'string' ? envelope.code : undefined;

    if (response.status === 401) onUnauthorized(message, code, silent);
    if (response.status >= 500) {
      fail(new ApiError(message || ui.translate('errors:internal'), 'http', response.status, code), silent);
    }
    if (!response.ok) {
      const callerShows = code !== undefined && (options.ownCodes?.includes(code) ?? false);
      fail(new ApiError(message || `HTTP ${response.status}`, 'http', response.status, code), silent || callerShows);
    }
    if (envelope.state === false) fail(new ApiError(message, 'state', response.status, code), silent || !message);
    return reply as T;
  }

  return { request, refresh, ensureFreshToken };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
