import type { FlowSetTypeBody } from '../../../../common/api/flow-types.ts';
import { withTenant, type Db } from '../../../db/database.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { Principal } from '../../../lib/context.ts';
import { requireAdmin } from '../../definitions/require-admin.ts';
import { lockFlowType } from './flow-type-rules.ts';

/** Puts a flow in a category (or none): every version of it, so the next deploy and a rollback keep the choice. */
export function setFlowType(db: Db, principal: Principal, body: FlowSetTypeBody): Promise<void> {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    // Locking the category makes a concurrent delete wait, so it sees this flow and refuses.
    if (body.typeId !== null) await lockFlowType(tx, principal.tenantId, body.typeId);
    const changed = await tx.updateTable('bpm_definition').set({ type_id: body.typeId })
      .where('tenant_id', '=', principal.tenantId).where('def_key', '=', body.defKey).executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw notFound('bpmDefNotFound');
  });
}
