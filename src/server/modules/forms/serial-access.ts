import type { Tx } from '../../db/database.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { findCurrentOfKind } from '../definitions/definition-repo.ts';
import { roleCodesOf } from '../system/role-codes-of.ts';
import { allowedFor } from './visible-data.ts';

/** The template buttons that number new records of their bo (so hand out its serials): add and import. */
const NUMBERING_BUTTONS: readonly string[] = ['add', 'import'];

/**
 * A serial number is taken only by a caller who may use a form that declares it: a current data template over a bo
 * with a serial field naming the rule has an add or import button the caller's roles may press. Otherwise 403 (404
 * for a rule the tenant does not have), so the counter cannot be advanced at will.
 */
export async function requireSerialUse(tx: Tx, principal: Principal, alias: string): Promise<void> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  const rule = await tx.selectFrom('identity').select('alias').where('tenant_id', '=', principal.tenantId).where('alias', '=', alias).executeTakeFirst();
  if (!rule) throw notFound('identityNotFound');
  const bos = (await findCurrentOfKind(tx, principal.tenantId, 'bo'))
    .filter((bo) => bo.body.fields.some((f) => f.type === 'serial' && f.serialAlias === alias))
    .map((bo) => bo.body.alias);
  if (bos.length) {
    const roles = await roleCodesOf(tx, principal.tenantId, principal.userId);
    const templates = await findCurrentOfKind(tx, principal.tenantId, 'template');
    const usable = templates.some(({ body }) => body.source.kind === 'bo' && bos.includes(body.source.boAlias)
      && body.manageFields.some((b) => NUMBERING_BUTTONS.includes(b.type) && allowedFor(b.rights, roles)));
    if (usable) return;
  }
  throw new AppError(403, 'serialForbidden', { alias });
}
