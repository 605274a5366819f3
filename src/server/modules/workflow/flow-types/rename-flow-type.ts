import type { FlowTypeName, FlowTypeRenameBody } from '../../../../common/api/flow-types.ts';
import { withTenant, type Db } from '../../../db/database.ts';
import { conflict } from '../../../lib/app-error.ts';
import type { Principal } from '../../../lib/context.ts';
import { requireAdmin } from '../../definitions/require-admin.ts';
import { assertNameFree, cleanName, lockFlowType } from './flow-type-rules.ts';

const sameName = (a: FlowTypeName, b: FlowTypeName) => a['zh-CN'] === b['zh-CN'] && (a['en-US'] ?? '') === (b['en-US'] ?? '');

/** Renames a category (both languages); its key stays, so deploys naming it keep working. */
export function renameFlowType(db: Db, principal: Principal, body: FlowTypeRenameBody): Promise<number> {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    const name = cleanName(body.name);
    const stored = await lockFlowType(tx, principal.tenantId, body.id);
    if (body.previous && !sameName(stored.name as FlowTypeName, body.previous)) throw conflict('flowTypeChanged');
    await assertNameFree(tx, principal.tenantId, name, body.id);
    await tx.updateTable('bpm_flow_type').set({ name: JSON.stringify(name) })
      .where('tenant_id', '=', principal.tenantId).where('id', '=', body.id).execute();
    return body.id;
  });
}
