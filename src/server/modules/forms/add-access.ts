import type { Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { findCurrentOfKind } from '../definitions/definition-repo.ts';
import { roleCodesOf } from '../system/role-codes-of.ts';
import { allowedFor } from './visible-data.ts';

/** The template buttons that create new records of their bo: add and import. */
const ADDING_BUTTONS: readonly string[] = ['add', 'import'];

/**
 * Whether the caller may create records of one of the bos: a current data template over it has an add or import
 * button the caller's roles may press (the only way the browser offers to create one). Visitors never may.
 */
export async function mayAddRecords(tx: Tx, principal: Principal, boAliases: string | readonly string[]): Promise<boolean> {
  if (principal.isVisitor) return false;
  const bos = typeof boAliases === 'string' ? [boAliases] : boAliases;
  if (!bos.length) return false;
  const roles = await roleCodesOf(tx, principal.tenantId, principal.userId);
  const templates = await findCurrentOfKind(tx, principal.tenantId, 'template');
  return templates.some(({ body }) => body.source.kind === 'bo' && bos.includes(body.source.boAlias)
    && body.manageFields.some((b) => ADDING_BUTTONS.includes(b.type) && allowedFor(b.rights, roles)));
}
