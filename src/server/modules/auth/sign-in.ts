import type { FastifyInstance } from 'fastify';
import { checkPassword } from '../../../common/rules/password-strategy.ts';
import { ACCOUNT_PATTERN } from '../../../common/rules/profile.ts';
import { withTenant } from '../../db/database.ts';
import { badRequest, forbidden, tooManyRequests } from '../../lib/app-error.ts';
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords.ts';
import { decodePassword } from './decode-password.ts';
import { buildLoginReply } from './login-reply.ts';
import { clearFailures, openAttempt, settleFailure, withdrawAttempt } from './login-guard.ts';
import { strategyOf } from './read-password-strategy.ts';
import type { LoginReply } from '../../../common/api/auth.ts';
import { issueRefreshToken, openSession } from './session-repo.ts';
import { findTenant } from './tenant-lookup.ts';
import { findUserByAccount } from './user-repo.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { rememberReadingLanguage } from './reading-language.ts';

export interface SignInInput {
  tenantId?: number;
  username?: string;
  password?: string;
  ip: string;
  /** The language of the sign-in request (the page's): remembered as the user's reading language. */
  lang?: Language;
}

/** Refuses an account that is not active (status 1) with the reason the user can act on. */
export function assertActive(status: number): void {
  if (status === 1) return;
  throw forbidden(status === 0 ? 'accountDisabled' : status === -1 ? 'accountInactive' : 'accountLeft');
}

/**
 * `POST /auth?tenantId=`: checks the input, the throttles and the password, then opens a session.
 * The password is checked between two short transactions so the slow scrypt never holds a database connection: the
 * first opens the attempt under the account's and the address's locks (counted as a failure until the password
 * proves right, so a burst at once checks no more passwords than the lock allows), the second writes the outcome.
 */
export async function signIn(app: FastifyInstance, input: SignInInput): Promise<LoginReply> {
  const account = input.username ?? '';
  if (!account.trim()) throw badRequest('accountRequired');
  if (!ACCOUNT_PATTERN.test(account)) throw badRequest('accountFormat');
  if (!input.password) throw badRequest('passwordRequired');
  const password = decodePassword(input.password);
  if (!password) throw badRequest('passwordRequired');
  if (input.tenantId === undefined) throw badRequest('unknownTenant');
  const tenantId = input.tenantId;

  const now = new Date();
  const key = { account, ip: input.ip, now };
  const facts = await withTenant(app.db, tenantId, async (tx) => {
    const tenant = await findTenant(tx, tenantId);
    if (!tenant) return 'unknownTenant' as const;
    if (tenant.status !== 1) return 'tenantDisabled' as const;
    const attempt = await openAttempt(tx, tenantId, app.config, key);
    const user = attempt.kind === 'open' ? await findUserByAccount(tx, account) : undefined;
    return { tenant, attempt, user, strategy: await strategyOf(tx) };
  });
  if (typeof facts === 'string') throw badRequest(facts);
  const { tenant, attempt, user } = facts;
  if (attempt.kind === 'addressLimited') throw tooManyRequests('addressLimited');
  if (attempt.kind === 'accountLocked') throw tooManyRequests('accountLocked', { minutes: attempt.minutes });
  const attemptId = attempt.id;

  // Compare against a dummy hash when there is no such account, so the reply time does not tell.
  const matches = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !matches) {
    const { remaining, minutes } = await withTenant(app.db, tenantId, (tx) => settleFailure(tx, tenantId, app.config, key, attemptId));
    if (remaining === null) throw badRequest('wrongCredentials');
    if (remaining === 0) throw tooManyRequests('accountLocked', { minutes });
    throw badRequest('wrongCredentialsLeft', { count: remaining });
  }
  if (user.status !== 1) {
    await withTenant(app.db, tenantId, (tx) => withdrawAttempt(tx, attemptId));
    assertActive(user.status);
  }

  const mustChangePassword = !user.is_visitor && checkPassword(password, facts.strategy) !== null;
  return withTenant(app.db, tenantId, async (tx) => {
    await clearFailures(tx, account);
    const sessionId = await openSession(tx, {
      tenantId, userId: user.id, ip: input.ip, mustChangePassword, lifetimeSeconds: app.config.refreshTokenSeconds, now,
    });
    const refreshToken = await issueRefreshToken(tx, { id: sessionId, tenantId }, app.config.refreshTokenSeconds, now);
    if (input.lang && !user.is_visitor) await rememberReadingLanguage(tx, tenantId, user.id, input.lang);
    return buildLoginReply(app, tx, { user, tenant, sessionId, refreshToken, mustChangePassword });
  });
}
