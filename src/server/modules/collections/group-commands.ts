import type { Tx } from '../../db/database.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { actorOf, idOf, idsOf, type Actor } from './actor.ts';
import { addItems } from './collect-patents.ts';
import { indexTarget, type IndexTarget } from './mark-patents.ts';
import { visibleNode, type NodeRow } from './node-access.ts';

/** A group (depth-1 node of the group tree) the actor belongs to, else 404. */
export async function groupOf(tx: Tx, actor: Actor, rawId: unknown): Promise<NodeRow> {
  const node = await visibleNode(tx, idOf(rawId), actor);
  if (node.type_group_key !== 'groupCollect' || node.depth !== 1) throw notFound('nodeNotFound');
  return node;
}

/** The same, for its owner only (the public group has none: nobody changes it). */
export async function ownGroup(tx: Tx, actor: Actor, rawId: unknown): Promise<NodeRow> {
  const group = await groupOf(tx, actor, rawId);
  if (group.owner_id === null) throw forbidden('nodeNotEditable');
  if (group.owner_id !== actor.userId) throw forbidden('groupOwnerOnly');
  return group;
}

const inGroup = <T>(db: Db, principal: Principal, work: (tx: Tx, actor: Actor) => Promise<T>) =>
  withTenant(db, principal.tenantId, async (tx) => work(tx, await actorOf(tx, principal)));

/** dismissGroup: the owner deletes the group with its folders, entries and members. */
export const dismissGroup = (db: Db, principal: Principal, groupId: unknown) => inGroup(db, principal, async (tx, actor) => {
  const group = await ownGroup(tx, actor, groupId);
  await tx.deleteFrom('sys_type').where('group_id', '=', group.id).execute();
});

export const setDataSource = (db: Db, principal: Principal, groupId: unknown, dataSource: string | undefined) => inGroup(db, principal, async (tx, actor) => {
  const group = await ownGroup(tx, actor, groupId);
  await tx.updateTable('sys_type').set({ data_source: dataSource?.trim() || null }).where('id', '=', group.id).execute();
});

export const getDataSource = (db: Db, principal: Principal, groupId: unknown) => inGroup(db, principal, async (tx, actor) => {
  const group = await groupOf(tx, actor, groupId);
  return { groupId: group.id, dataSource: group.data_source };
});

export const listMembers = (db: Db, principal: Principal, groupId: unknown) => inGroup(db, principal, async (tx, actor) => {
  const group = await groupOf(tx, actor, groupId);
  const rows = await tx.selectFrom('collect_group_member as m').innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select(['u.id as userId', 'u.fullname', 'u.account']).where('m.group_id', '=', group.id).orderBy('m.joined_at').orderBy('u.id').execute();
  return rows.map((r) => ({ ...r, isOwner: r.userId === group.owner_id }));
});

export const addMembers = (db: Db, principal: Principal, groupId: unknown, userIds: unknown) => inGroup(db, principal, async (tx, actor) => {
  const group = await ownGroup(tx, actor, groupId);
  const ids = idsOf(userIds);
  if (!ids.length) throw badRequest('shareUsersRequired');
  const users = await tx.selectFrom('app_user').select('id').where('id', 'in', ids).where('is_visitor', '=', false).execute();
  if (users.length !== ids.length) throw notFound('unknownUser');
  await tx.insertInto('collect_group_member').values(ids.map((id) => ({ tenant_id: actor.tenantId, group_id: group.id, user_id: id })))
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing()).execute();
  return ids.length;
});

/** canRemoveUser: the owner may remove a member who is not the owner. */
async function removable(tx: Tx, actor: Actor, groupId: unknown, userId: unknown) {
  const group = await ownGroup(tx, actor, groupId);
  const member = idOf(userId);
  const row = member && member !== group.owner_id
    ? await tx.selectFrom('collect_group_member').select('user_id').where('group_id', '=', group.id).where('user_id', '=', member).executeTakeFirst()
    : undefined;
  return { group, member: row ? member! : null };
}

export const canRemoveMember = (db: Db, principal: Principal, groupId: unknown, userId: unknown) => inGroup(db, principal, async (tx, actor) =>
  (await removable(tx, actor, groupId, userId)).member !== null);

export const removeMember = (db: Db, principal: Principal, groupId: unknown, userId: unknown) => inGroup(db, principal, async (tx, actor) => {
  const { group, member } = await removable(tx, actor, groupId, userId);
  if (member === null) throw badRequest('groupMemberNotRemovable');
  await tx.deleteFrom('collect_group_member').where('group_id', '=', group.id).where('user_id', '=', member).execute();
});

/** exitGroup: a member leaves; the owner dismisses instead, and nobody leaves the public group. */
export const exitGroup = (db: Db, principal: Principal, groupId: unknown) => inGroup(db, principal, async (tx, actor) => {
  const group = await groupOf(tx, actor, groupId);
  if (group.owner_id === null) throw forbidden('nodeNotEditable');
  if (group.owner_id === actor.userId) throw badRequest('groupOwnerCannotExit');
  await tx.deleteFrom('collect_group_member').where('group_id', '=', group.id).where('user_id', '=', actor.userId).execute();
});

/** groupIndexing: indexes the patents of group entries (ids) into an indexing node, as /api/v1/mark does. */
export const indexGroupItems = (db: Db, principal: Principal, ids: unknown, target: IndexTarget) => inGroup(db, principal, async (tx, actor) => {
  const node = await indexTarget(tx, actor, target);
  const wanted = idsOf(ids);
  if (!wanted.length) throw badRequest('patentsRequired');
  const items = await tx.selectFrom('collection_item as ci').innerJoin('sys_type as n', 'n.id', 'ci.node_id')
    .select(['ci.id', 'ci.patent_id', 'n.group_id']).where('ci.id', 'in', wanted).where('n.type_group_key', '=', 'groupCollect').execute();
  const visible = [];
  for (const item of items) if (item.group_id !== null && (await groupOf(tx, actor, item.group_id).then(() => true, () => false))) visible.push(item);
  if (visible.length !== wanted.length) throw notFound('itemNotFound');
  return { nodeId: node.id, added: await addItems(tx, actor, node.id, [...new Set(visible.map((i) => i.patent_id))], 'groupCollect') };
});
