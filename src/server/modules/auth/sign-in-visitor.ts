import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { buildLoginReply } from './login-reply.ts';
import type { LoginReply } from '../../../common/api/auth.ts';
import { issueRefreshToken, openSession } from './session-repo.ts';
import { findTenant } from './tenant-lookup.ts';
import { USER_COLUMNS } from './user-repo.ts';

/** `POST /auth/visitor?tenantId=`: a session of the tenant's visitor account, no password. */
export async function signInVisitor(app: FastifyInstance, input: { tenantId?: number; ip: string }): Promise<LoginReply> {
  const { tenantId } = input;
  if (tenantId === undefined) throw badRequest('unknownTenant');
  const now = new Date();
  const outcome = await withTenant(app.db, tenantId, async (tx) => {
    const tenant = await findTenant(tx, tenantId);
    if (!tenant) return 'unknownTenant' as const;
    if (tenant.status !== 1) return 'tenantDisabled' as const;
    const user = await tx.selectFrom('app_user').select(USER_COLUMNS)
      .where('is_visitor', '=', true).where('status', '=', 1)
      .orderBy('id').limit(1).executeTakeFirst();
    if (!user) return 'noVisitor' as const;
    const sessionId = await openSession(tx, {
      tenantId, userId: user.id, ip: input.ip, mustChangePassword: false, lifetimeSeconds: app.config.refreshTokenSeconds, now,
    });
    const refreshToken = await issueRefreshToken(tx, { id: sessionId, tenantId }, app.config.refreshTokenSeconds, now);
    return buildLoginReply(app, tx, { user, tenant, sessionId, refreshToken, mustChangePassword: false });
  });
  if (outcome === 'noVisitor') throw notFound();
  if (typeof outcome === 'string') throw badRequest(outcome);
  return outcome;
}
