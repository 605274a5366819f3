import type { LoginReply, MethodAuth } from '../api/types.ts';

/** Who is signed in, as the login reply describes them (no tokens). */
export interface SessionUser {
  userId: string;
  account: string;
  username: string;
  isVisitor: boolean;
  loginStatus: number;
  overTime?: number;
  tenantId: string | number;
  tenantCode?: string;
  roles: string[];
}

export interface Session {
  token: string;
  refreshToken: string;
  /** Epoch ms after which the access token is no longer accepted. */
  expiresAt: number;
  user: SessionUser;
}

export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  expiresAt: 'tokenExpiresAt',
  user: 'currentUser',
  tenantCode: 'tenantCode',
  methodAuth: 'methodAuth',
  currentPost: (userId: string) => `currentPost:${userId}`,
} as const;

export function sessionFromLoginReply(reply: LoginReply, now: number = Date.now()): Session {
  return {
    token: reply.token,
    refreshToken: reply.refreshToken,
    expiresAt: now + Math.max(0, reply.expiration) * 1000,
    user: {
      userId: String(reply.userId),
      account: reply.account,
      username: reply.username,
      isVisitor: reply.isVisitor,
      loginStatus: reply.loginStatus,
      overTime: reply.overTime,
      tenantId: reply.userAttrs.tenantId,
      tenantCode: reply.userAttrs.tenantCode,
      roles: reply.userAttrs.roles,
    },
  };
}

/** The `exp` claim of a JWT in epoch ms, or null when the token is not a readable JWT. */
export function jwtExpiry(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

type Listener = () => void;

/**
 * Tokens, user and tenant code in localStorage (shared by tabs); current post and method-auth lists in
 * sessionStorage. Snapshots are cached so `useSyncExternalStore` sees stable values.
 */
export class SessionStore {
  private listeners = new Set<Listener>();
  private cached: Session | null | undefined;

  constructor(
    private readonly local: Storage,
    private readonly perTab: Storage,
  ) {}

  /** Re-read on a change made by another tab. */
  watchOtherTabs(target: Pick<Window, 'addEventListener'>): void {
    target.addEventListener('storage', () => this.changed());
  }

  get(): Session | null {
    if (this.cached === undefined) this.cached = this.read();
    return this.cached;
  }

  save(session: Session): void {
    this.local.setItem(STORAGE_KEYS.token, session.token);
    this.local.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
    this.local.setItem(STORAGE_KEYS.expiresAt, String(session.expiresAt));
    this.local.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
    if (session.user.tenantCode) this.local.setItem(STORAGE_KEYS.tenantCode, session.user.tenantCode);
    this.changed();
  }

  /** Forget the session (the tenant code stays: it says which tenant's home to show). */
  clear(): void {
    const userId = this.get()?.user.userId;
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.refreshToken, STORAGE_KEYS.expiresAt, STORAGE_KEYS.user]) {
      this.local.removeItem(key);
    }
    this.perTab.removeItem(STORAGE_KEYS.methodAuth);
    if (userId) this.perTab.removeItem(STORAGE_KEYS.currentPost(userId));
    this.changed();
  }

  get tenantCode(): string | null {
    return this.local.getItem(STORAGE_KEYS.tenantCode);
  }

  set tenantCode(code: string | null) {
    if (code) this.local.setItem(STORAGE_KEYS.tenantCode, code);
    else this.local.removeItem(STORAGE_KEYS.tenantCode);
    this.changed();
  }

  /**
   * The post this tab chose (spec: kept in session storage per user), as the wire types it (a number, like
   * `posts[].postId` of /login/user/info), so it compares equal to the post it names.
   */
  currentPostId(userId: string): number | null {
    const stored = this.perTab.getItem(STORAGE_KEYS.currentPost(userId));
    const id = stored === null ? NaN : Number(stored);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  }

  setCurrentPostId(userId: string, postId: number | string): void {
    this.perTab.setItem(STORAGE_KEYS.currentPost(userId), String(postId));
  }

  methodAuth(): MethodAuth | null {
    return parse<MethodAuth>(this.perTab.getItem(STORAGE_KEYS.methodAuth));
  }

  setMethodAuth(auth: MethodAuth): void {
    this.perTab.setItem(STORAGE_KEYS.methodAuth, JSON.stringify(auth));
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.cached = undefined;
    for (const listener of this.listeners) listener();
  }

  private read(): Session | null {
    const token = this.local.getItem(STORAGE_KEYS.token);
    const user = parse<SessionUser>(this.local.getItem(STORAGE_KEYS.user));
    if (!token || !user) return null;
    return {
      token,
      refreshToken: this.local.getItem(STORAGE_KEYS.refreshToken) ?? '',
      expiresAt: Number(this.local.getItem(STORAGE_KEYS.expiresAt) ?? 0),
      user,
    };
  }
}

function parse<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** Whether the user may call a method (button visibility follows the method-authorisation lists). */
export function hasMethodAuth(auth: MethodAuth | null, alias: string): boolean {
  if (!auth) return false;
  return !auth.allMethod.includes(alias) || auth.curUserMethod.includes(alias);
}
