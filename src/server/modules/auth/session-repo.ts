import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/database.ts';
import { hashRefreshToken, newRefreshToken } from '../../lib/tokens.ts';

/** Sessions and their refresh tokens (only hashes are stored); every call runs inside the caller's transaction. */

export interface OpenSession {
  tenantId: number;
  userId: number;
  ip: string;
  mustChangePassword: boolean;
  lifetimeSeconds: number;
  now: Date;
}

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

export async function openSession(tx: Tx, s: OpenSession): Promise<string> {
  const id = randomUUID();
  await tx.insertInto('auth_session').values({
    id, tenant_id: s.tenantId, user_id: s.userId, ip: s.ip, must_change_password: s.mustChangePassword,
    created_at: s.now, expires_at: later(s.now, s.lifetimeSeconds),
  }).execute();
  return id;
}

/** A new refresh token for a session; the session lives as long as its newest refresh token. */
export async function issueRefreshToken(
  tx: Tx, session: { id: string; tenantId: number }, lifetimeSeconds: number, now: Date,
): Promise<string> {
  const { token, hash } = newRefreshToken();
  const expiresAt = later(now, lifetimeSeconds);
  await tx.insertInto('refresh_token').values({
    token_hash: hash, tenant_id: session.tenantId, session_id: session.id, created_at: now, expires_at: expiresAt,
  }).execute();
  await tx.updateTable('auth_session').set({ expires_at: expiresAt }).where('id', '=', session.id).execute();
  return token;
}

export type RefreshClaim =
  | { kind: 'valid'; sessionId: string }
  /** Used moments ago by a refresh whose pair is kept (sealed) for a second tab sending the same token. */
  | { kind: 'repeat'; sessionId: string; successor: string }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'unknown' };

/**
 * Retires a refresh token: valid if it was unused and unexpired; `repeat` if a refresh traded it within the last
 * `graceSeconds`; `reused` if it had been used before that (or retired without a successor, e.g. by sign-out).
 * A concurrent refresh of the same token waits on the row lock and then sees the first one's successor.
 */
export async function claimRefreshToken(tx: Tx, token: string, now: Date, graceSeconds: number): Promise<RefreshClaim> {
  const hash = hashRefreshToken(token);
  const claimed = await tx.updateTable('refresh_token').set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('session_id')
    .executeTakeFirst();
  if (claimed) return { kind: 'valid', sessionId: claimed.session_id };
  const seen = await tx.selectFrom('refresh_token').select(['session_id', 'used_at', 'successor'])
    .where('token_hash', '=', hash).executeTakeFirst();
  if (!seen?.used_at) return { kind: 'unknown' };
  const usedAt = new Date(seen.used_at).getTime();
  if (seen.successor && usedAt > now.getTime() - graceSeconds * 1000) {
    return { kind: 'repeat', sessionId: seen.session_id, successor: seen.successor };
  }
  return { kind: 'reused', sessionId: seen.session_id };
}

/** Keeps the (sealed) pair a refresh token was traded for, for a repeat within the grace window. */
export async function recordSuccessor(tx: Tx, token: string, sealed: string): Promise<void> {
  await tx.updateTable('refresh_token').set({ successor: sealed }).where('token_hash', '=', hashRefreshToken(token)).execute();
}

/** A live session of an active user, or undefined. */
export function findLiveSession(tx: Tx, sessionId: string, now: Date) {
  return tx.selectFrom('auth_session')
    .innerJoin('app_user', 'app_user.id', 'auth_session.user_id')
    .select(['auth_session.id', 'auth_session.user_id', 'auth_session.must_change_password', 'auth_session.current_post_id'])
    .where('auth_session.id', '=', sessionId)
    .where('auth_session.revoked_at', 'is', null)
    .where('auth_session.expires_at', '>', now)
    .where('app_user.status', '=', 1)
    .executeTakeFirst();
}

/** Ends a session: its access tokens fail the auth hook at once and its refresh tokens are retired. */
export async function revokeSession(tx: Tx, sessionId: string, now: Date): Promise<void> {
  await tx.updateTable('auth_session').set({ revoked_at: now })
    .where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  await tx.updateTable('refresh_token').set({ used_at: now })
    .where('session_id', '=', sessionId).where('used_at', 'is', null).execute();
}

/** Ends every other session of a user (after a password change). */
export async function revokeOtherSessions(tx: Tx, userId: number, keepSessionId: string, now: Date): Promise<void> {
  const others = tx.selectFrom('auth_session').select('id').where('user_id', '=', userId).where('id', '!=', keepSessionId);
  await tx.updateTable('auth_session').set({ revoked_at: now })
    .where('user_id', '=', userId).where('id', '!=', keepSessionId).where('revoked_at', 'is', null).execute();
  await tx.updateTable('refresh_token').set({ used_at: now })
    .where('session_id', 'in', others).where('used_at', 'is', null).execute();
}
