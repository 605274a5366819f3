import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/database.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { openWithToken, sealWithToken } from '../../lib/tokens.ts';
import { buildLoginReply } from './login-reply.ts';
import type { LoginReply } from '../../../common/api/auth.ts';
import { claimRefreshToken, findLiveSession, issueRefreshToken, recordSuccessor, revokeSession } from './session-repo.ts';
import { findTenant, tenantIdByCode } from './tenant-lookup.ts';
import { findUserById } from './user-repo.ts';

interface Pair { token: string; refreshToken: string }

function openPair(refreshToken: string, sealed: string): Pair | undefined {
  const text = openWithToken(refreshToken, sealed);
  if (!text) return undefined;
  const pair = JSON.parse(text) as Partial<Pair>;
  return typeof pair.token === 'string' && typeof pair.refreshToken === 'string' ? { token: pair.token, refreshToken: pair.refreshToken } : undefined;
}

/**
 * `GET /refresh`: trades an unused refresh token for a new pair in the same session. The same token sent again
 * within the grace window (REFRESH_GRACE_SECONDS: two tabs refreshing at once) gets the same pair; sent again later,
 * it leaked: the whole session is revoked. The token is looked up under the `Tenant-Code` tenant, so a token of
 * another tenant is simply not found.
 */
export async function refreshSession(
  app: FastifyInstance, input: { refreshToken?: string; tenantCode?: string | string[] },
): Promise<LoginReply> {
  const refreshInvalid = () => unauthorized('refreshInvalid');
  if (!input.refreshToken) throw refreshInvalid();
  const tenantId = await tenantIdByCode(app.db, input.tenantCode);
  if (tenantId === undefined) throw refreshInvalid();
  const refreshToken = input.refreshToken;
  const now = new Date();
  // A refusal is returned, not thrown, so the revocation of a reused token's session is committed.
  const outcome = await withTenant(app.db, tenantId, async (tx) => {
    const claim = await claimRefreshToken(tx, refreshToken, now, app.config.refreshGraceSeconds);
    if (claim.kind === 'reused') await revokeSession(tx, claim.sessionId, now);
    if (claim.kind !== 'valid' && claim.kind !== 'repeat') return undefined;
    const session = await findLiveSession(tx, claim.sessionId, now);
    const user = session && await findUserById(tx, session.user_id);
    const tenant = await findTenant(tx, tenantId);
    if (!session || !user || !tenant || tenant.status !== 1) return undefined;
    const signedIn = { user, tenant, sessionId: session.id, mustChangePassword: session.must_change_password };
    if (claim.kind === 'repeat') {
      const pair = openPair(refreshToken, claim.successor);
      return pair && buildLoginReply(app, tx, { ...signedIn, refreshToken: pair.refreshToken, accessToken: pair.token });
    }
    const next = await issueRefreshToken(tx, { id: session.id, tenantId }, app.config.refreshTokenSeconds, now);
    const reply = await buildLoginReply(app, tx, { ...signedIn, refreshToken: next });
    await recordSuccessor(tx, refreshToken, sealWithToken(refreshToken, JSON.stringify({ token: reply.token, refreshToken: next })));
    return reply;
  });
  if (!outcome) throw refreshInvalid();
  return outcome;
}
