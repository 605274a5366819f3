import { sql, type SqlBool } from 'kysely';
import { TREE_KINDS, type SysTypeNode, type TreeKind } from '../../../common/api/collections.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { actorOf, idOf, type Actor } from './actor.ts';
import { ensureRoot } from './ensure-roots.ts';
import { canSee, visibleNode, type NodeRow } from './node-access.ts';
import { nodeReply } from './node-row.ts';

export function treeKindOf(value: string | undefined): TreeKind {
  if (value && (TREE_KINDS as readonly string[]).includes(value)) return value as TreeKind;
  throw badRequest('nodeKindUnknown', { kind: value ?? '' });
}

/** The groups the actor belongs to: the public group, the ones they own and the ones they joined. */
function memberGroups(actor: Actor) {
  return sql<SqlBool>`(group_id in (select g.id from sys_type g where g.type_group_key = 'groupCollect' and g.depth = 1
    and (g.owner_id is null or g.owner_id = ${actor.userId}))
    or group_id in (select m.group_id from collect_group_member m where m.user_id = ${actor.userId}))`;
}

/** Every node of one tree the actor may see, parents before children. */
export async function treeNodes(tx: Tx, actor: Actor, kind: TreeKind): Promise<NodeRow[]> {
  await ensureRoot(tx, actor, kind);
  let query = tx.selectFrom('sys_type').selectAll().where('type_group_key', '=', kind);
  if (kind === 'collect' || kind === 'priIndex') query = query.where('owner_id', '=', actor.userId);
  if (kind === 'groupCollect') query = query.where((eb) => eb.or([eb('parent_id', '=', 0), memberGroups(actor)]));
  return query.orderBy('depth').orderBy('sn').orderBy('id').execute();
}

export function replies(nodes: readonly NodeRow[], actor: Actor): SysTypeNode[] {
  const parents = new Set(nodes.map((n) => n.parent_id));
  return nodes.map((n) => nodeReply(n, actor, parents));
}

/** getTypesByKey / getCollectTree / getGroupCollectTree: one tree; getIndexTree: the public tree, then the personal one. */
export async function listTrees(db: Db, principal: Principal, kinds: readonly TreeKind[]): Promise<SysTypeNode[]> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const actor = await actorOf(tx, principal);
    const out: SysTypeNode[] = [];
    for (const kind of kinds) out.push(...replies(await treeNodes(tx, actor, kind), actor));
    return out;
  });
}

/** getByParentId: the visible children of a node; without a parent, the root of typeGroupKey. */
export async function listChildren(db: Db, principal: Principal, parentId: unknown, typeGroupKey: string | undefined): Promise<SysTypeNode[]> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const actor = await actorOf(tx, principal);
    const id = idOf(parentId);
    if (!id) return replies([await ensureRoot(tx, actor, treeKindOf(typeGroupKey))], actor);
    const parent = await visibleNode(tx, id, actor);
    const children = await tx.selectFrom('sys_type').selectAll().where('parent_id', '=', parent.id).orderBy('sn').orderBy('id').execute();
    const visible: NodeRow[] = [];
    for (const child of children) if (await canSee(tx, child, actor)) visible.push(child);
    const grandParents = new Set((await tx.selectFrom('sys_type').select('parent_id').distinct()
      .where('parent_id', 'in', visible.length ? visible.map((v) => v.id) : [0]).execute()).map((r) => r.parent_id));
    return visible.map((n) => nodeReply(n, actor, grandParents));
  });
}
