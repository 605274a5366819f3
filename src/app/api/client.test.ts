import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiUi } from './client.ts';
import { hostUrl } from '../config/runtime-config.ts';
import { SessionStore, type Session } from '../session/session-store.ts';
import { HOSTS } from '../../common/hosts.ts';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const NOW = 1_800_000_000_000;

function user(overrides: Partial<Session['user']> = {}): Session['user'] {
  return { userId: '7', account: 'staff1', username: '张三', isVisitor: false, loginStatus: 1, tenantId: 1, tenantCode: 'univ', roles: [], ...overrides };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const loginReply = (token: string) => ({
  token,
  refreshToken: `${token}-refresh`,
  username: '张三',
  account: 'staff1',
  userId: 7,
  expiration: 3600,
  loginStatus: 1,
  userAttrs: { tenantId: 1, tenantCode: 'univ', roles: [] },
});

function setup(routes: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const session = new SessionStore(new MemoryStorage(), new MemoryStorage());
  const ui = {
    error: vi.fn<(message: string) => void>(),
    warn: vi.fn<(message: string, onClose: () => void) => void>(),
    goHome: vi.fn<() => void>(),
    reload: vi.fn<() => void>(),
    translate: (key: string) => `t(${key})`,
  } satisfies ApiUi;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => routes(String(input), init ?? {}));
  const api = createApiClient({ config: { hosts: { ...HOSTS } }, session, language: () => 'en-US', ui, fetch: fetchMock as typeof fetch, now: () => NOW });
  return { api, session, ui, fetchMock };
}

const headerOf = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('API client', () => {
  let signedIn: Session;
  beforeEach(() => {
    signedIn = { token: 'access-1', refreshToken: 'refresh-1', expiresAt: NOW + 30 * 60_000, user: user() };
  });

  it('sends the bearer token, the tenant code and the language', async () => {
    const { api, session, fetchMock } = setup(() => json(200, { ok: 1 }));
    session.save(signedIn);
    await expect(api.request('portal', '/sys/sysMenu/v1/getCurrentUserMenu', { query: { menuAlias: 'front' } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/portal/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front');
    expect(headerOf(init!, 'Authorization')).toBe('Bearer access-1');
    expect(headerOf(init!, 'Tenant-Code')).toBe('univ');
    expect(headerOf(init!, 'Accept-Language')).toBe('en-US');
  });

  it('on a 401 for a user shows ONE warning, then clears the session and goes home when it is closed', async () => {
    const { api, session, ui } = setup((url) => (url.endsWith('/refresh') ? json(401, { state: false, message: 'gone' }) : json(401, { state: false, message: 'expired' })));
    session.save(signedIn);
    const results = await Promise.allSettled([api.request('uc', '/login/user/info'), api.request('portal', '/x')]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true);
    expect(ui.warn).toHaveBeenCalledTimes(1);
    expect(ui.warn.mock.calls[0]![0]).toBe('t(layout:sessionExpired)');
    expect(session.get()).not.toBeNull();
    ui.warn.mock.calls[0]![1]();
    expect(session.get()).toBeNull();
    expect(ui.goHome).toHaveBeenCalledTimes(1);
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('on a 401 for the visitor clears the session and goes home without a dialog', async () => {
    const { api, session, ui } = setup(() => json(401, { state: false, message: 'expired' }));
    session.save({ ...signedIn, refreshToken: '', user: user({ account: 'visitor', isVisitor: true }) });
    await expect(api.request('portal', '/x')).rejects.toBeInstanceOf(ApiError);
    expect(ui.warn).not.toHaveBeenCalled();
    expect(session.get()).toBeNull();
    expect(ui.goHome).toHaveBeenCalledTimes(1);
  });

  it('on TENANT_MISMATCH logs out and reloads, without trying the refresh token', async () => {
    const { api, session, ui, fetchMock } = setup(() => json(401, { state: false, message: '租户不一致', code: 'TENANT_MISMATCH' }));
    session.save(signedIn);
    await expect(api.request('portal', '/x')).rejects.toMatchObject({ code: 'TENANT_MISMATCH' });
    expect(session.get()).toBeNull();
    expect(ui.reload).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/refresh'))).toBe(false);
  });

  it('retries once with a refreshed token when the access token was refused', async () => {
    const { api, session, ui, fetchMock } = setup((url, init) => {
      if (url.endsWith('/refresh')) {
        expect(headerOf(init, 'Authorization')).toBe('Bearer refresh-1');
        return json(200, loginReply('access-2'));
      }
      return headerOf(init, 'Authorization') === 'Bearer access-2' ? json(200, { fine: true }) : json(401, { state: false, message: 'expired' });
    });
    session.save(signedIn);
    await expect(api.request('portal', '/x')).resolves.toEqual({ fine: true });
    expect(session.get()?.token).toBe('access-2');
    expect(session.get()?.refreshToken).toBe('access-2-refresh');
    expect(ui.warn).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('refreshes shortly before the access token expires, once for concurrent calls', async () => {
    const { api, session, fetchMock } = setup((url) => (url.endsWith('/refresh') ? json(200, loginReply('access-2')) : json(200, {})));
    session.save({ ...signedIn, expiresAt: NOW + 10_000 });
    await Promise.all([api.request('portal', '/a'), api.request('portal', '/b')]);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/refresh'))).toHaveLength(1);
    const last = fetchMock.mock.calls.at(-1)!;
    expect(headerOf(last[1]!, 'Authorization')).toBe('Bearer access-2');
  });

  it('shows the server message of a 500, or a generic one', async () => {
    const { api, session, ui } = setup((url) => (url.endsWith('/a') ? json(500, { state: false, message: '服务器开小差了' }) : new Response('', { status: 502 })));
    session.save(signedIn);
    await expect(api.request('portal', '/a')).rejects.toMatchObject({ status: 500, handled: true });
    await expect(api.request('portal', '/b')).rejects.toMatchObject({ status: 502 });
    expect(ui.error.mock.calls.map(([message]) => message)).toEqual(['服务器开小差了', 't(errors:internal)']);
  });

  it('shows the message of a state:false reply unless the caller handles it', async () => {
    const { api, session, ui } = setup(() => json(200, { state: false, message: '保存失败' }));
    session.save(signedIn);
    await expect(api.request('portal', '/save', { body: {} })).rejects.toMatchObject({ kind: 'state', message: '保存失败' });
    await expect(api.request('portal', '/save', { body: {}, silent: true })).rejects.toMatchObject({ kind: 'state', handled: false });
    expect(ui.error).toHaveBeenCalledTimes(1);
  });

  it('leaves a failure with a code the caller shows itself to the caller, and toasts the others', async () => {
    const { api, session, ui } = setup((url) => (url.endsWith('/stale')
      ? json(409, { state: false, message: '表单数据已被他人修改', code: 'FORM_DATA_STALE' })
      : json(409, { state: false, message: '任务已被锁定', code: 'TASK_LOCKED' })));
    session.save(signedIn);
    await expect(api.request('portal', '/stale', { body: {}, ownCodes: ['FORM_DATA_STALE'] })).rejects.toMatchObject({ status: 409, code: 'FORM_DATA_STALE', handled: false });
    await expect(api.request('portal', '/locked', { body: {}, ownCodes: ['FORM_DATA_STALE'] })).rejects.toMatchObject({ status: 409, handled: true });
    expect(ui.error.mock.calls.map(([message]) => message)).toEqual(['任务已被锁定']);
  });

  it('reports a timeout as its own kind (the login page shows 登录超时)', async () => {
    const { api } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(api.request('uc', '/auth', { auth: 'none', silent: true, timeoutMs: 20, body: {} })).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('hostUrl', () => {
  it('throws for a host missing from the runtime config', () => {
    expect(() => hostUrl({ hosts: { uc: '/api/uc' } }, 'portal', '/x')).toThrow(/portal/);
  });

  it('joins the prefix, the path and the query', () => {
    expect(hostUrl({ hosts: { uc: '/api/uc/' } }, 'uc', 'auth', { tenantId: 1, skip: undefined })).toBe('/api/uc/auth?tenantId=1');
  });
});
