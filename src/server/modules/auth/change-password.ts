import type { FastifyInstance } from 'fastify';
import { checkPassword } from '../../../common/rules/password-strategy.ts';
import { withTenant } from '../../db/database.ts';
import { badRequest, forbidden, unauthorized } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { decodePassword } from './decode-password.ts';
import { strategyOf } from './read-password-strategy.ts';
import type { ChangePasswordBody } from '../../../common/api/auth.ts';
import { revokeOtherSessions } from './session-repo.ts';

/**
 * `POST /api/user/v1/user/changUserPsd`: the caller changes their own password (also from a login-status-0
 * session: the reset view). The caller's other sessions end; this one no longer has to change its password.
 */
export async function changePassword(app: FastifyInstance, principal: Principal, body: ChangePasswordBody): Promise<void> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  const oldPassword = body.oldPwd ? decodePassword(body.oldPwd) : '';
  if (!oldPassword) throw badRequest('oldPasswordRequired');
  const newPassword = body.newPwd ? decodePassword(body.newPwd) : '';
  if (!newPassword) throw badRequest('newPasswordRequired');

  await withTenant(app.db, principal.tenantId, async (tx) => {
    const user = await tx.selectFrom('app_user').select('password_hash')
      .where('id', '=', principal.userId).forUpdate().executeTakeFirst();
    if (!user) throw unauthorized();
    if (!await verifyPassword(oldPassword, user.password_hash)) throw badRequest('oldPasswordWrong');
    const problem = checkPassword(newPassword, await strategyOf(tx));
    if (problem) throw badRequest(problem.key, problem.key === 'passwordLengthAtLeast' ? { length: problem.length } : {});
    if (newPassword === oldPassword) throw badRequest('newPasswordSame');
    const now = new Date();
    await tx.updateTable('app_user')
      .set({ password_hash: await hashPassword(newPassword), password_changed_at: now, updated_at: now })
      .where('id', '=', principal.userId).execute();
    await tx.updateTable('auth_session').set({ must_change_password: false }).where('id', '=', principal.sessionId).execute();
    await revokeOtherSessions(tx, principal.userId, principal.sessionId, now);
  });
  // The user's other sessions ended: this process forgets what it kept of them (and closes their event streams) now;
  // other processes hear it over LISTEN/NOTIFY (migration 0092).
  app.liveSessions.forgetUser(principal.tenantId, principal.userId);
}
