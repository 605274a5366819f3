import type { FastifyInstance } from 'fastify';
import { checkProfile } from '../../../common/rules/profile.ts';
import { withTenant } from '../../db/database.ts';
import type { AppUserUpdate } from '../../db/schema.ts';
import { badRequest, conflict, forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { UpdateProfileBody } from '../../../common/api/auth.ts';

const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/**
 * `POST /api/user/v1/user/updateUser`: the caller saves their own profile. `id`/`account`, when sent, must be
 * the caller; a stale `version` is a 409 and nothing is written. Returns the new version.
 */
export async function updateProfile(app: FastifyInstance, principal: Principal, body: UpdateProfileBody): Promise<number> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  if ((body.id !== undefined && body.id !== principal.userId) || (body.account !== undefined && body.account !== principal.account)) {
    throw forbidden();
  }
  const changes: AppUserUpdate = {
    email: orNull(body.email),
    mobile: orNull(body.mobile),
    address: orNull(body.address),
    sex: body.sex,
  };
  if (body.fullname !== undefined) {
    if (!body.fullname.trim()) throw badRequest('fullnameRequired');
    changes.fullname = body.fullname.trim();
  }
  const [problem] = checkProfile({ email: changes.email, mobile: changes.mobile });
  if (problem) throw badRequest(problem.key);

  const saved = await withTenant(app.db, principal.tenantId, (tx) =>
    tx.updateTable('app_user')
      .set((eb) => ({ ...changes, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', principal.userId)
      .where('version', '=', body.version)
      .returning('version')
      .executeTakeFirst());
  if (!saved) throw conflict();
  return saved.version;
}
