import type { Selectable } from 'kysely';
import type { Tx } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { SysTypeTable } from '../patents/library-tables.ts';
import type { Actor } from './actor.ts';

export type NodeRow = Selectable<SysTypeTable>;

/**
 * The policies of classification nodes, in one place:
 * - collect / priIndex trees belong to their owner: only the owner sees or changes them;
 * - pubIndex is seen by everyone of the tenant and edited by IPgly / qyIPgly / kyIPgly;
 * - groupCollect: the root and the public group node (owner null) are seen by everyone; a group and its folders by
 *   its members; only the group's owner edits them. Roots and the public group node are never edited.
 */
export async function isGroupMember(tx: Tx, groupId: number, userId: number): Promise<boolean> {
  const group = await tx.selectFrom('sys_type').select('owner_id').where('id', '=', groupId).executeTakeFirst();
  if (!group) return false;
  if (group.owner_id === null || group.owner_id === userId) return true;
  return Boolean(await tx.selectFrom('collect_group_member').select('user_id')
    .where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst());
}

export async function canSee(tx: Tx, node: NodeRow, actor: Actor): Promise<boolean> {
  switch (node.type_group_key) {
    case 'collect': case 'priIndex': return node.owner_id === actor.userId;
    case 'pubIndex': return true;
    case 'groupCollect': return node.group_id === null ? node.owner_id === null : isGroupMember(tx, node.group_id, actor.userId);
  }
}

/** Whether the actor may rename, delete, or add under the node (roots: add under only, see mayAddUnder). */
export function mayEdit(node: NodeRow, actor: Actor): boolean {
  if (node.parent_id === 0 || !node.is_dataedit) return false;
  if (node.type_group_key === 'pubIndex') return actor.indexAdmin;
  return node.owner_id === actor.userId;
}

/** Whether the actor may create a child of the node. */
export function mayAddUnder(node: NodeRow, actor: Actor): boolean {
  if (node.parent_id !== 0) return mayEdit(node, actor);
  if (node.type_group_key === 'pubIndex') return actor.indexAdmin;
  // Anyone makes a group under the group root; personal roots belong to their owner.
  return node.type_group_key === 'groupCollect' || node.owner_id === actor.userId;
}

/** A node the actor may see, else 404 (never another person's or tenant's node). */
export async function visibleNode(tx: Tx, id: number | null, actor: Actor): Promise<NodeRow> {
  const node = id ? await tx.selectFrom('sys_type').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!node || !(await canSee(tx, node, actor))) throw notFound('nodeNotFound');
  return node;
}

/** A node the actor may edit: 404 when unseen, 403 with the reason otherwise. */
export async function editableNode(tx: Tx, id: number | null, actor: Actor): Promise<NodeRow> {
  const node = await visibleNode(tx, id, actor);
  if (!mayEdit(node, actor)) throw refusal(node, actor);
  return node;
}

/** Why the actor may not change the node: not an index administrator, a fixed node, or not the group's owner. */
export function refusal(node: NodeRow, actor: Actor) {
  if (node.type_group_key === 'pubIndex' && !actor.indexAdmin) return forbidden('publicIndexAdminOnly');
  if (node.parent_id === 0 || !node.is_dataedit) return forbidden('nodeNotEditable');
  if (node.type_group_key === 'groupCollect') return forbidden('groupOwnerOnly');
  return forbidden('nodeNotEditable');
}
