import type { Tx } from '../../db/database.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { findCurrentOfKind } from '../definitions/definition-repo.ts';
import { mayAddRecords } from './add-access.ts';

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
  if (await mayAddRecords(tx, principal, bos)) return;
  throw new AppError(403, 'serialForbidden', { alias });
}
