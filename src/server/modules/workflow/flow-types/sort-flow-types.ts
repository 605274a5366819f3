import { withTenant, type Db } from '../../../db/database.ts';
import { conflict } from '../../../lib/app-error.ts';
import type { Principal } from '../../../lib/context.ts';
import { requireAdmin } from '../../definitions/require-admin.ts';

/** Puts the tenant's categories in the given order; `ids` must be exactly the current set, else 409 (someone added or deleted one). */
export function sortFlowTypes(db: Db, principal: Principal, ids: number[]): Promise<void> {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    const current = await tx.selectFrom('bpm_flow_type').select('id').where('tenant_id', '=', principal.tenantId).forUpdate().execute();
    const known = new Set(current.map((r) => r.id));
    if (known.size !== ids.length || ids.some((id) => !known.has(id))) throw conflict('flowTypeListChanged');
    for (const [sn, id] of ids.entries()) {
      await tx.updateTable('bpm_flow_type').set({ sn }).where('tenant_id', '=', principal.tenantId).where('id', '=', id).execute();
    }
  });
}
