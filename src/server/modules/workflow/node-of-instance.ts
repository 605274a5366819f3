import type { Tx } from '../../db/database.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { loadDefinition } from '../../bpm/load-run.ts';
import { requireInstanceReader } from './instance-access.ts';

/**
 * A node of an instance the caller may read: 404 for an unreadable instance or a node its flow version lacks;
 * `defId`, when given, must be the instance's version (400).
 */
export async function nodeOfInstance(tx: Tx, principal: Principal, instId: number, nodeId: string, defId?: number) {
  await requireInstanceReader(tx, principal, instId);
  const instance = await tx.selectFrom('bpm_instance').select('def_id').where('id', '=', instId).executeTakeFirstOrThrow();
  if (defId !== undefined && defId !== instance.def_id) throw badRequest('bpmDefMismatch');
  const { model } = await loadDefinition(tx, instance.def_id);
  const node = model.nodes[nodeId];
  if (!node || (node.kind !== 'userTask' && node.kind !== 'start')) throw new AppError(404, 'bpmNodeNotFound', { node: nodeId });
  return node;
}
