import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/database.ts';
import type { LoginReply } from '../../../common/api/auth.ts';
import { idleMinutes, roleCodes, type UserRow } from './user-repo.ts';

export interface SignedInSession {
  user: UserRow;
  tenant: { id: number; code: string };
  sessionId: string;
  refreshToken: string;
  mustChangePassword: boolean;
  /** An access token already handed out for this pair (a repeated refresh); otherwise a new one is signed. */
  accessToken?: string;
}

/** The bare login reply (sign-in, visitor sign-in, refresh): a fresh access token for the session. */
export async function buildLoginReply(app: FastifyInstance, tx: Tx, s: SignedInSession): Promise<LoginReply> {
  const roles = await roleCodes(tx, s.user.id);
  const overTime = await idleMinutes(tx, s.user, app.config.idleMinutes);
  const token = s.accessToken ?? await app.tokens.sign({
    userId: s.user.id, tenantId: s.tenant.id, tenantCode: s.tenant.code, account: s.user.account,
    sessionId: s.sessionId, isVisitor: s.user.is_visitor,
  });
  return {
    token,
    refreshToken: s.refreshToken,
    username: s.user.fullname,
    account: s.user.account,
    userId: s.user.id,
    expiration: app.config.accessTokenSeconds,
    loginStatus: s.mustChangePassword ? 0 : 1,
    overTime,
    isVisitor: s.user.is_visitor,
    userAttrs: { tenantId: s.tenant.id, tenantCode: s.tenant.code, roles },
  };
}
