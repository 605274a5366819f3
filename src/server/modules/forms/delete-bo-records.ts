import { withTenant, type Db } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { loadCaller } from './caller.ts';
import { canChange } from './record-access.ts';

/** boDel: deletes records of a bo, all or none: an id that is not there is a 404, one the caller may not change a 403. */
export async function deleteBoRecords(db: Db, principal: Principal, boAlias: string, ids: string[]): Promise<number> {
  if (!ids.length) throw badRequest('selectAtLeastOne');
  return withTenant(db, principal.tenantId, async (tx) => {
    const caller = await loadCaller(tx, principal);
    const rows = await tx.selectFrom('bo_record').select(['id', 'created_by', 'org_id'])
      .where('tenant_id', '=', principal.tenantId).where('bo_alias', '=', boAlias).where('id', 'in', ids).forUpdate().execute();
    if (rows.length !== new Set(ids).size) throw notFound('recordNotFound');
    if (rows.some((r) => !canChange(caller, r))) throw forbidden();
    await tx.deleteFrom('bo_record').where('tenant_id', '=', principal.tenantId).where('id', 'in', ids).execute();
    return rows.length;
  });
}
