import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/database.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { buildLoginReply } from './login-reply.ts';
import type { LoginReply } from '../../../common/api/auth.ts';
import { claimRefreshToken, findLiveSession, issueRefreshToken, revokeSession } from './session-repo.ts';
import { findTenant, tenantIdByCode } from './tenant-lookup.ts';
import { findUserById } from './user-repo.ts';

/**
 * `GET /refresh`: trades an unused refresh token for a new pair in the same session. A token used twice means
 * it leaked: the whole session is revoked. The token is looked up under the `Tenant-Code` tenant, so a token
 * of another tenant is simply not found.
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
    const claim = await claimRefreshToken(tx, refreshToken, now);
    if (claim.kind === 'reused') await revokeSession(tx, claim.sessionId, now);
    if (claim.kind !== 'valid') return undefined;
    const session = await findLiveSession(tx, claim.sessionId, now);
    const user = session && await findUserById(tx, session.user_id);
    const tenant = await findTenant(tx, tenantId);
    if (!session || !user || !tenant || tenant.status !== 1) return undefined;
    const next = await issueRefreshToken(tx, { id: session.id, tenantId }, app.config.refreshTokenSeconds, now);
    return buildLoginReply(app, tx, {
      user, tenant, sessionId: session.id, refreshToken: next, mustChangePassword: session.must_change_password,
    });
  });
  if (!outcome) throw refreshInvalid();
  return outcome;
}
