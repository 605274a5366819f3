import type { ServerConfig } from '../../config.ts';
import type { Tx } from '../../db/database.ts';

/**
 * Sign-in throttling kept in `login_failure` rows, so every server process sees the same counts.
 * An account is locked while it has `lockAfterFailures` failures in the last `lockSeconds`; an address is
 * refused while it has `addressFailureLimit` failures in that window (counted within the tenant: the rows
 * are under row-level security).
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

export async function readGuardState(tx: Tx, limits: GuardLimits, key: AttemptKey): Promise<GuardState> {
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
 * Records a failed attempt (also for accounts that do not exist, so a lock reveals nothing) and says how many
 * attempts are left before the lock: `remaining` 0 means this failure locked the account; null means no lock.
 */
export async function recordFailure(
  tx: Tx, tenantId: number, limits: GuardLimits, key: AttemptKey,
): Promise<{ remaining: number | null; minutes: number }> {
  await tx.deleteFrom('login_failure')
    .where((eb) => eb.or([eb('account', '=', key.account), eb('ip', '=', key.ip)]))
    .where('at', '<=', windowStart(limits, key.now))
    .execute();
  await tx.insertInto('login_failure').values({ tenant_id: tenantId, account: key.account, ip: key.ip, at: key.now }).execute();
  if (limits.lockAfterFailures <= 0) return { remaining: null, minutes: 0 };
  const counted = await tx.selectFrom('login_failure').select('id')
    .where('account', '=', key.account)
    .where('at', '>', windowStart(limits, key.now))
    .limit(limits.lockAfterFailures)
    .execute();
  const remaining = Math.max(0, limits.lockAfterFailures - counted.length);
  return { remaining, minutes: remaining === 0 ? await lockMinutesLeft(tx, limits, key) : 0 };
}

/** A successful sign-in forgives the account's earlier failures. */
export async function clearFailures(tx: Tx, account: string): Promise<void> {
  await tx.deleteFrom('login_failure').where('account', '=', account).execute();
}
