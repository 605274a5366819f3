import type { CollectBody } from '../../../common/api/collections.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { actorOf, idOf, type Actor } from './actor.ts';
import { visibleNode } from './node-access.ts';
import { resolvePatents } from './patent-ref.ts';

/** Adds patents to a node's entries, once each; returns how many were new. */
export async function addItems(tx: Tx, actor: Actor, nodeId: number, patentIds: readonly number[], source: string | null | undefined): Promise<number> {
  if (!patentIds.length) return 0;
  const added = await tx.insertInto('collection_item')
    .values(patentIds.map((patentId) => ({ tenant_id: actor.tenantId, node_id: nodeId, patent_id: patentId, user_id: actor.userId, source: source ?? null })))
    .onConflict((oc) => oc.columns(['node_id', 'patent_id']).doNothing())
    .executeTakeFirst();
  return Number(added.numInsertedOrUpdatedRows ?? 0);
}

/**
 * POST /api/v1/collect: puts patents in one of the caller's favourites folders or a folder of a group they belong
 * to. No folder: 请选择收藏夹; the root (parentId 0): 无法对根节点选择收藏.
 */
export async function collectPatents(db: Db, principal: Principal, body: CollectBody): Promise<{ folderId: number; added: number }> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const actor = await actorOf(tx, principal);
    const folderId = idOf(body.fSzjzj);
    if (folderId === null) throw badRequest('selectFolder');
    const folder = await visibleNode(tx, folderId, actor);
    if (folder.type_group_key !== 'collect' && folder.type_group_key !== 'groupCollect') throw notFound('nodeNotFound');
    if (folder.parent_id === 0) throw badRequest('rootFolderRefused');
    const patents = await resolvePatents(tx, principal, body);
    return { folderId: folder.id, added: await addItems(tx, actor, folder.id, patents, body.fSjly) };
  });
}
