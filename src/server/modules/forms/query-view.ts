import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { loadTemplate } from './load-definitions.ts';

/**
 * A query view (`querySql/queryView/{sqlAlias}/{alias}`) is a data template over the registered view `sqlAlias`:
 * alias names the template. A template over another source, or another view, is not that query view (404).
 */
export async function requireQueryView(db: Db, principal: Principal, sqlAlias: string, alias: string): Promise<void> {
  const template = await withTenant(db, principal.tenantId, (tx) => loadTemplate(tx, principal.tenantId, alias));
  if (template.source.kind !== 'view' || template.source.sqlAlias !== sqlAlias) throw notFound('templateNotFound');
}
