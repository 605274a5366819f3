import type { FlowTypeRow } from '../../../../common/api/flow-types.ts';
import { withTenant, type Db } from '../../../db/database.ts';
import type { Principal } from '../../../lib/context.ts';
import { requireAdmin } from '../../definitions/require-admin.ts';

/** The tenant's flow categories in their order, each with how many flows (main versions) it holds. */
export function listFlowTypes(db: Db, principal: Principal): Promise<FlowTypeRow[]> {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    const rows = await tx.selectFrom('bpm_flow_type as ft')
      .leftJoin('bpm_definition as f', (join) => join.onRef('f.type_id', '=', 'ft.id').on('f.is_main', '=', true))
      .select((eb) => ['ft.id', 'ft.type_key', 'ft.name', 'ft.sn', eb.fn.count<string>('f.id').as('flow_count')])
      .where('ft.tenant_id', '=', principal.tenantId)
      .groupBy(['ft.id', 'ft.type_key', 'ft.name', 'ft.sn'])
      .orderBy('ft.sn').orderBy('ft.id')
      .execute();
    return rows.map((r) => ({ id: String(r.id), typeKey: r.type_key, name: r.name, sn: r.sn, flowCount: Number(r.flow_count) }));
  });
}
