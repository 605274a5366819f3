import { sql } from 'kysely';
import type { TreeKind } from '../../../common/api/collections.ts';
import type { ErrorKey } from '../../../common/i18n/errors.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { actorOf, idOf, type Actor } from './actor.ts';
import { mayEdit, refusal, visibleNode, type NodeRow } from './node-access.ts';

const isIndex = (node: NodeRow) => node.type_group_key === 'pubIndex' || node.type_group_key === 'priIndex';
/** Rows of sys_type (alias `n`, or the bare table) at or below the node: paths are digits and dots. */
const subtree = (node: NodeRow, column = 'path') => sql<boolean>`${sql.ref(column)} like ${`${node.path}%`}`;

/** Whether a node may be deleted now: the actor may edit it, and an indexing node holds no indexed patents below it. */
export async function deletable(tx: Tx, node: NodeRow, actor: Actor): Promise<{ ok: true } | { ok: false; error: AppError }> {
  if (!mayEdit(node, actor)) return { ok: false, error: refusal(node, actor) };
  if (isIndex(node)) {
    const held = await tx.selectFrom('collection_item as ci').innerJoin('sys_type as n', 'n.id', 'ci.node_id').select('ci.id')
      .where('n.type_group_key', '=', node.type_group_key).where(subtree(node, 'n.path')).limit(1).executeTakeFirst();
    if (held) return { ok: false, error: badRequest('nodeHasIndexedPatents') };
  }
  return { ok: true };
}

/** GET /api/v1/mark/tree/candel/{id}: the can-delete check the client runs before deleting an indexing node. */
export async function canDeleteNode(db: Db, principal: Principal, rawId: unknown): Promise<{ deletable: boolean; messageKey: ErrorKey }> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const actor = await actorOf(tx, principal);
    const result = await deletable(tx, await visibleNode(tx, idOf(rawId), actor), actor);
    return result.ok ? { deletable: true, messageKey: 'nodeDeletable' } : { deletable: false, messageKey: result.error.messageKey };
  });
}

/**
 * Deletes a node with everything below it (folders, favourites, index entries, group members), after the
 * can-delete check; `kind` limits which tree the call may touch (collect/delTree, groupCollect/delTree).
 */
export async function removeNode(db: Db, principal: Principal, rawId: unknown, kind?: TreeKind): Promise<number> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const actor = await actorOf(tx, principal);
    const node = await visibleNode(tx, idOf(rawId), actor);
    if (kind && node.type_group_key !== kind) throw notFound('nodeNotFound');
    const check = await deletable(tx, node, actor);
    if (!check.ok) throw check.error;
    const removed = await tx.deleteFrom('sys_type').where('type_group_key', '=', node.type_group_key).where(subtree(node)).executeTakeFirst();
    return Number(removed.numDeletedRows);
  });
}
