import { INDEX_MAX_DEPTH, type SaveNodeBody, type SysTypeNode, type TreeKind } from '../../../common/api/collections.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { actorOf, idOf, type Actor } from './actor.ts';
import { ensureRoot, insertNode } from './ensure-roots.ts';
import { editableNode, mayAddUnder, refusal, visibleNode, type NodeRow } from './node-access.ts';
import { nodeReply } from './node-row.ts';
import { treeKindOf } from './list-tree.ts';

/** Favourites and group folders may nest this deep below their root. */
export const FOLDER_MAX_DEPTH = 9;
const KEY = /^[A-Za-z0-9]{1,64}$/;

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

export interface SaveNodeQuery { parentId?: unknown; isRoot?: unknown; isPriNode?: unknown }

function checkedName(name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) throw badRequest('nodeNameRequired');
  if (trimmed.length > 100) throw badRequest('badRequest', { detail: 'name' });
  return trimmed;
}

function checkedKey(key: string | undefined, kind: TreeKind): string {
  const given = key?.trim();
  if (given) {
    if (!KEY.test(given)) throw badRequest('nodeKeyFormat');
    return given;
  }
  return `${kind}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** Refuses a child under `parent` that would pass the depth limit of its tree. */
export function checkDepth(parent: NodeRow): void {
  const index = parent.type_group_key === 'priIndex' || parent.type_group_key === 'pubIndex';
  if (index && parent.depth >= INDEX_MAX_DEPTH) throw badRequest('indexTooDeep');
  if (!index && parent.depth >= FOLDER_MAX_DEPTH) throw badRequest('folderTooDeep', { max: FOLDER_MAX_DEPTH });
}

/** Creates a child of `parent` for the actor (a group when the parent is the group root). */
export async function createChild(tx: Tx, actor: Actor, parent: NodeRow, name: string, key: string, struType?: number): Promise<NodeRow> {
  if (!mayAddUnder(parent, actor)) throw refusal(parent, actor);
  checkDepth(parent);
  const kind = parent.type_group_key;
  const owner = kind === 'pubIndex' ? null : kind === 'groupCollect' && parent.parent_id !== 0 ? parent.owner_id : actor.userId;
  const node = await insertNode(tx, {
    tenantId: actor.tenantId, parent, kind, key, name, ownerId: owner, groupId: parent.group_id, createdBy: actor.userId, struType,
  });
  if (kind === 'groupCollect' && parent.parent_id === 0) {
    await tx.updateTable('sys_type').set({ group_id: node.id }).where('id', '=', node.id).execute();
    await tx.insertInto('collect_group_member').values({ tenant_id: actor.tenantId, group_id: node.id, user_id: actor.userId }).execute();
    return { ...node, group_id: node.id };
  }
  return node;
}

/** POST /sys/sysType/v1/save: renames the node `id`, or creates one under parentId (its tree's root when 0 or isRoot). */
export async function saveNode(db: Db, principal: Principal, query: SaveNodeQuery, body: SaveNodeBody): Promise<SysTypeNode> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const actor = await actorOf(tx, principal);
    const name = checkedName(body.name);
    const id = idOf(body.id);
    if (id) {
      const node = await editableNode(tx, id, actor);
      const key = body.typeKey?.trim() ? checkedKey(body.typeKey, node.type_group_key) : node.type_key;
      const saved = await tx.updateTable('sys_type').set({ name, type_key: key }).where('id', '=', node.id).returningAll().executeTakeFirstOrThrow();
      return nodeReply(saved, actor, new Set());
    }
    const parentId = idOf(query.parentId) || idOf(body.parentId);
    const declared = body.typeGroupKey ?? (query.isPriNode === undefined ? undefined : truthy(query.isPriNode) ? 'priIndex' : 'pubIndex');
    const parent = !parentId || truthy(query.isRoot)
      ? await ensureRoot(tx, actor, treeKindOf(declared))
      : await visibleNode(tx, parentId, actor);
    const node = await createChild(tx, actor, parent, name, checkedKey(body.typeKey, parent.type_group_key), body.struType);
    return nodeReply(node, actor, new Set());
  });
}
