import type { Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';

/** Follow (跟踪) an instance's nodes; an empty list stops following. */
export async function saveFollow(tx: Tx, principal: Principal, input: { instId: number; nodeIds: string[] }) {
  await tx.deleteFrom('bpm_follow').where('instance_id', '=', input.instId).where('user_id', '=', principal.userId).execute();
  if (input.nodeIds.length === 0) return { followed: false };
  await tx.insertInto('bpm_follow').values({
    tenant_id: principal.tenantId, instance_id: input.instId, user_id: principal.userId, node_ids: [...new Set(input.nodeIds)],
  }).execute();
  return { followed: true };
}
