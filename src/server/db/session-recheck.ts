import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A request authenticated from a process's kept answer (plugins/live-sessions.ts) still has its session asked once
 * more, inside its first tenant transaction: `withTenant` adds `auth_session_live(...)` to the statement that opens
 * the transaction (which travels with `begin`, so it costs no round trip) and refuses with 401 when it is not live.
 * A session ended on another process therefore never serves a read, even in the moment before its announcement
 * arrives here. Only the first transaction asks (a sign-out ends its own session inside its transaction).
 */
export interface PendingRecheck {
  tenantId: number;
  sessionId: string;
  /** Set once a transaction has taken the check. */
  taken: boolean;
  /** Told when the database says the session is not live. */
  onEnded(): void;
}

const scope = new AsyncLocalStorage<PendingRecheck>();

/** Runs `next` (the rest of the request) with the session check pending. */
export function withSessionRecheck(pending: PendingRecheck, next: () => void): void {
  scope.run(pending, next);
}

/** The pending check for a transaction of `tenantId`, taken (later transactions of the request skip it). */
export function takeSessionRecheck(tenantId: number): PendingRecheck | undefined {
  const pending = scope.getStore();
  if (!pending || pending.taken || pending.tenantId !== tenantId) return undefined;
  pending.taken = true;
  return pending;
}
