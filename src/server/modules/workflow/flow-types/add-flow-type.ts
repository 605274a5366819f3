import type { FlowTypeAddBody } from '../../../../common/api/flow-types.ts';
import { withTenant, type Db } from '../../../db/database.ts';
import { badRequest } from '../../../lib/app-error.ts';
import type { Principal } from '../../../lib/context.ts';
import { requireAdmin } from '../../definitions/require-admin.ts';
import { assertNameFree, cleanName } from './flow-type-rules.ts';

/** Adds a category at the end of the order; key and Chinese name unique in the tenant. */
export function addFlowType(db: Db, principal: Principal, body: FlowTypeAddBody): Promise<number> {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    const name = cleanName(body.name);
    const tenantId = principal.tenantId;
    const sameKey = await tx.selectFrom('bpm_flow_type').select('id').where('tenant_id', '=', tenantId).where('type_key', '=', body.typeKey)
      .executeTakeFirst();
    if (sameKey) throw badRequest('flowTypeKeyTaken', { key: body.typeKey });
    await assertNameFree(tx, tenantId, name);
    const last = await tx.selectFrom('bpm_flow_type').select((eb) => eb.fn.max('sn').as('sn')).where('tenant_id', '=', tenantId).executeTakeFirst();
    try {
      const row = await tx.insertInto('bpm_flow_type')
        .values({ tenant_id: tenantId, type_key: body.typeKey, name: JSON.stringify(name), sn: (last?.sn ?? -1) + 1 })
        .returning('id').executeTakeFirstOrThrow();
      return row.id;
    } catch (error) {
      // Another administrator added the same key since the check above.
      if ((error as { code?: string }).code === '23505') throw badRequest('flowTypeKeyTaken', { key: body.typeKey });
      throw error;
    }
  });
}
