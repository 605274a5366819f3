import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { selectOrgs } from './list-orgs.ts';

import { OrgNode } from '../../../common/api/directory.ts';
export { OrgNode };

/**
 * The children of an organisation for a lazy tree, each saying whether it has children of its own.
 * No parent (or 0 / -1, as Hotent trees send for the top) lists the top level; another tenant's id lists nothing.
 */
export async function listOrgChildren(
  db: Db, principal: Principal, lang: Language, query: { parentId?: number; demId?: number },
): Promise<OrgNode[]> {
  const top = query.parentId === undefined || query.parentId <= 0;
  return withTenant(db, principal.tenantId, async (tx) => {
    let select = selectOrgs(tx, principal.tenantId, lang)
      .select((eb) => eb.exists(eb.selectFrom('org as child').select('child.id').whereRef('child.parent_id', '=', 'org.id')).as('isParent'));
    select = top ? select.where('org.parent_id', 'is', null) : select.where('org.parent_id', '=', query.parentId!);
    if (query.demId !== undefined) select = select.where('org.dimension_id', '=', query.demId);
    const rows = await select.orderBy('org.sn').orderBy('org.id').execute();
    return rows.map((row) => ({ ...row, isParent: Boolean(row.isParent) }));
  });
}
