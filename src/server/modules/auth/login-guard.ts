import { sql } from 'kysely';
import type { ServerConfig } from '../../config.ts';
import type { Tx } from '../../db/database.ts';

/**
 * Sign-in throttling kept in `login_failure` rows, so every server process sees the same counts.
 * An account is locked while it has `lockAfterFailures` failures in the last `lockSeconds`; an address is
 * refused while it has `addressFailureLimit` failures in that window (counted within the tenant: the rows
 * are under row-level security). An attempt counts as a failure from before its password is checked until it
 * proves right, and is counted under a lock per account and per address, so attempts at once cannot all slip in.
 */
export type GuardLimits = Pick<ServerConfig, 'lockAfterFailures' | 'lockSeconds' | 'addressFailureLimit'>;

export interface AttemptKey {
  account: string;
  ip: string;
  now: Date;
}

export type GuardState =
  | { kind: 'open' }
  | { kind: 'accountLocked'; minutes: number }
  | { kind: 'addressLimited' };

const windowStart = (limits: GuardLimits, now: Date) => new Date(now.getTime() - limits.lockSeconds * 1000);

/** Minutes until the account's failures in the window drop below the limit, or 0 when not locked. */
async function lockMinutesLeft(tx: Tx, limits: GuardLimits, key: AttemptKey): Promise<number> {
  if (limits.lockAfterFailures <= 0) return 0;
  const recent = await tx.selectFrom('login_failure').select('at')
    .where('account', '=', key.account)
    .where('at', '>', windowStart(limits, key.now))
    .orderBy('at', 'desc')
    .limit(limits.lockAfterFailures)
    .execute();
  const oldest = recent[limits.lockAfterFailures - 1];
  if (!oldest) return 0;
  const unlockAt = new Date(oldest.at).getTime() + limits.lockSeconds * 1000;
  return Math.max(1, Math.ceil((unlockAt - key.now.getTime()) / 60_000));
}

async function readGuardState(tx: Tx, limits: GuardLimits, key: AttemptKey): Promise<GuardState> {
  if (limits.addressFailureLimit > 0) {
    const fromAddress = await tx.selectFrom('login_failure').select('id')
      .where('ip', '=', key.ip)
      .where('at', '>', windowStart(limits, key.now))
      .limit(limits.addressFailureLimit)
      .execute();
    if (fromAddress.length >= limits.addressFailureLimit) return { kind: 'addressLimited' };
  }
  const minutes = await lockMinutesLeft(tx, limits, key);
  return minutes > 0 ? { kind: 'accountLocked', minutes } : { kind: 'open' };
}

/**
 * The sign-in locks of an account and of an address within a tenant, held until the transaction ends. Always taken
 * in this order (account, then address) and by nothing else, so two attempts never wait for each other in a circle.
 */
async function lockAttempt(tx: Tx, tenantId: number, key: AttemptKey): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`login-account:${tenantId}:${key.account}`}, 0)),
    pg_advisory_xact_lock(hashtextextended(${`login-address:${tenantId}:${key.ip}`}, 0))`.execute(tx);
}

/** The guard state at the start of an attempt; an open one carries the attempt's `login_failure` row. */
export type Attempt = Exclude<GuardState, { kind: 'open' }> | { kind: 'open'; id: number };

/**
 * Opens a sign-in attempt: under the account's and the address's locks, reads the guard state and, when open, counts
 * the attempt as a failure before its password is checked (a `login_failure` row that the outcome settles). So
 * attempts at once see each other: of any burst, at most `lockAfterFailures` per account (and `addressFailureLimit`
 * per address) get their password checked, and the rest are refused without a check.
 */
export async function openAttempt(tx: Tx, tenantId: number, limits: GuardLimits, key: AttemptKey): Promise<Attempt> {
  await lockAttempt(tx, tenantId, key);
  const guard = await readGuardState(tx, limits, key);
  if (guard.kind !== 'open') return guard;
  await tx.deleteFrom('login_failure')
    .where((eb) => eb.or([eb('account', '=', key.account), eb('ip', '=', key.ip)]))
    .where('at', '<=', windowStart(limits, key.now))
    .execute();
  const row = await tx.insertInto('login_failure').values({ tenant_id: tenantId, account: key.account, ip: key.ip, at: key.now })
    .returning('id').executeTakeFirstOrThrow();
  return { kind: 'open', id: row.id };
}

/**
 * Settles an attempt whose password was wrong (or whose account does not exist, so a lock reveals nothing) as a
 * failure and says how many attempts are left before the lock: `remaining` 0 means the account is locked now; null
 * means no lock.
 */
export async function settleFailure(
  tx: Tx, tenantId: number, limits: GuardLimits, key: AttemptKey, attemptId: number,
): Promise<{ remaining: number | null; minutes: number }> {
  await lockAttempt(tx, tenantId, key);
  // A sign-in of the account meanwhile forgave its failures, this attempt's among them: it counts again.
  const kept = await tx.selectFrom('login_failure').select('id').where('id', '=', attemptId).executeTakeFirst();
  if (!kept) await tx.insertInto('login_failure').values({ tenant_id: tenantId, account: key.account, ip: key.ip, at: key.now }).execute();
  if (limits.lockAfterFailures <= 0) return { remaining: null, minutes: 0 };
  const counted = await tx.selectFrom('login_failure').select('id')
    .where('account', '=', key.account)
    .where('at', '>', windowStart(limits, key.now))
    .limit(limits.lockAfterFailures)
    .execute();
  const remaining = Math.max(0, limits.lockAfterFailures - counted.length);
  return { remaining, minutes: remaining === 0 ? await lockMinutesLeft(tx, limits, key) : 0 };
}

/** Withdraws an attempt that was no failure although it did not sign in (the right password of an inactive account). */
export async function withdrawAttempt(tx: Tx, attemptId: number): Promise<void> {
  await tx.deleteFrom('login_failure').where('id', '=', attemptId).execute();
}

/** A successful sign-in forgives the account's earlier failures. */
export async function clearFailures(tx: Tx, account: string): Promise<void> {
  await tx.deleteFrom('login_failure').where('account', '=', account).execute();
}
