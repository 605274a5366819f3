import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { requireAdmin } from './require-admin.ts';
import { viewFields } from './view-fields.ts';

/**
 * The fields a registered SQL view offers definitions, for the designers' pickers (a query's, dialog's, chart's or
 * template's fields over the view): the same list the save check accepts. sysAdmin only; an unknown view: 404.
 */
export async function listViewFields(db: Db, principal: Principal, sqlAlias: string): Promise<string[]> {
  await withTenant(db, principal.tenantId, (tx) => requireAdmin(tx, principal));
  const fields = viewFields(sqlAlias);
  if (!fields) throw notFound('viewNotFound');
  return [...fields];
}
