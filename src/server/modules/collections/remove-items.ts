import type { TreeKind } from '../../../common/api/collections.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { actorOf, idOf, idsOf, type Actor } from './actor.ts';
import { isGroupMember, visibleNode } from './node-access.ts';

export interface ItemSelection { ids?: unknown; nodeId?: unknown; patentIds?: unknown }

/**
 * Entries the actor may take out or move: their own favourites and personal index entries; public index entries
 * they made (any, for an index administrator); in a group, the ones they collected (any, for the group's owner).
 * Anything else in the selection is a 404: entries of other people and tenants are never confirmed.
 */
export async function ownedItems(tx: Tx, actor: Actor, selection: ItemSelection, kinds: readonly TreeKind[]) {
  let query = tx.selectFrom('collection_item as ci').innerJoin('sys_type as n', 'n.id', 'ci.node_id')
    .leftJoin('sys_type as g', 'g.id', 'n.group_id')
    .select(['ci.id', 'ci.patent_id', 'ci.user_id', 'ci.node_id', 'n.type_group_key', 'n.owner_id', 'n.group_id', 'g.owner_id as group_owner'])
    .where('n.type_group_key', 'in', [...kinds]);
  const ids = idsOf(selection.ids);
  let wanted: number;
  if (ids.length) {
    query = query.where('ci.id', 'in', ids);
    wanted = ids.length;
  } else {
    const node = await visibleNode(tx, idOf(selection.nodeId), actor);
    const patents = idsOf(selection.patentIds);
    if (!patents.length) throw badRequest('patentsRequired');
    query = query.where('ci.node_id', '=', node.id).where('ci.patent_id', 'in', patents);
    wanted = patents.length;
  }
  const rows = await query.execute();
  const allowed = [];
  for (const r of rows) {
    const mine = r.user_id === actor.userId;
    const ok = r.type_group_key === 'pubIndex' ? mine || actor.indexAdmin
      : r.type_group_key === 'groupCollect' ? (mine || r.group_owner === actor.userId) && r.group_id !== null
        && await isGroupMember(tx, r.group_id, actor.userId)
        : r.owner_id === actor.userId;
    if (ok) allowed.push(r);
  }
  if (allowed.length !== wanted) throw notFound('itemNotFound');
  return allowed;
}

/** mark/delete/patent, collect/remove, groupCollect/removeGroupCollect: takes entries out; returns how many. */
export async function removeItems(db: Db, principal: Principal, selection: ItemSelection, kinds: readonly TreeKind[]): Promise<number> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const actor = await actorOf(tx, principal);
    const items = await ownedItems(tx, actor, selection, kinds);
    await tx.deleteFrom('collection_item').where('id', 'in', items.map((i) => i.id)).execute();
    return items.length;
  });
}

/** groupCollect/moveGroupCollect: moves entries to another folder of the same group (a patent already there is merged). */
export async function moveGroupItems(db: Db, principal: Principal, ids: unknown, target: unknown): Promise<number> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const actor = await actorOf(tx, principal);
    const folder = await visibleNode(tx, idOf(target), actor);
    if (folder.type_group_key !== 'groupCollect' || folder.group_id === null) throw badRequest('moveTargetInvalid');
    const items = await ownedItems(tx, actor, { ids }, ['groupCollect']);
    if (items.some((i) => i.group_id !== folder.group_id)) throw badRequest('moveTargetInvalid');
    const present = new Set((await tx.selectFrom('collection_item').select('patent_id').where('node_id', '=', folder.id).execute()).map((r) => r.patent_id));
    const merge = items.filter((i) => i.node_id !== folder.id && present.has(i.patent_id)).map((i) => i.id);
    const move = items.filter((i) => !present.has(i.patent_id)).map((i) => i.id);
    if (merge.length) await tx.deleteFrom('collection_item').where('id', 'in', merge).execute();
    if (move.length) await tx.updateTable('collection_item').set({ node_id: folder.id }).where('id', 'in', move).execute();
    return items.length;
  });
}
