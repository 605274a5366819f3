import { sql } from 'kysely';
import type { Tx } from '../../db/database.ts';
import type { TreeKind } from '../../../common/api/collections.ts';
import type { Actor } from './actor.ts';
import type { NodeRow } from './node-access.ts';

/** Root names (stored data, like any node name). */
const ROOT: Record<TreeKind, { key: string; name: string; personal: boolean }> = {
  collect: { key: 'myCollect', name: '我的收藏', personal: true },
  priIndex: { key: 'priIndex', name: '个人标引', personal: true },
  pubIndex: { key: 'pubIndex', name: '公共标引', personal: false },
  groupCollect: { key: 'groupCollect', name: '小组收藏', personal: false },
};
export const PUBLIC_GROUP = { key: 'publicGroup', name: '公共小组' } as const;

/** Inserts a node and sets its path from its parent's (`<parent path><id>.`). */
export async function insertNode(tx: Tx, values: {
  tenantId: number; parent: NodeRow | null; kind: TreeKind; key: string; name: string; ownerId: number | null;
  groupId?: number | null; editable?: boolean; createdBy: number | null; struType?: number;
}): Promise<NodeRow> {
  const sn = values.parent
    ? Number((await tx.selectFrom('sys_type').select((eb) => eb.fn.countAll<number>().as('n')).where('parent_id', '=', values.parent.id).executeTakeFirst())?.n ?? 0)
    : 0;
  const inserted = await tx.insertInto('sys_type').values({
    tenant_id: values.tenantId, parent_id: values.parent?.id ?? 0, type_group_key: values.kind, type_key: values.key, name: values.name,
    depth: values.parent ? values.parent.depth + 1 : 0, owner_id: values.ownerId, group_id: values.groupId ?? null,
    is_dataedit: values.editable ?? true, created_by: values.createdBy, sn, stru_type: values.struType ?? 1,
  }).returning('id').executeTakeFirstOrThrow();
  return tx.updateTable('sys_type').set({ path: `${values.parent?.path ?? ''}${inserted.id}.` }).where('id', '=', inserted.id)
    .returningAll().executeTakeFirstOrThrow();
}

/** The root of a tree for the actor (personal trees: theirs), made on first use; the group root also gets the public group. */
export async function ensureRoot(tx: Tx, actor: Actor, kind: TreeKind): Promise<NodeRow> {
  const owner = ROOT[kind].personal ? actor.userId : null;
  const find = () => tx.selectFrom('sys_type').selectAll().where('type_group_key', '=', kind).where('parent_id', '=', 0)
    .where(sql<boolean>`coalesce(owner_id, 0) = ${owner ?? 0}`).executeTakeFirst();
  const found = await find();
  if (found) return found;
  // Two first uses at once: the unique root index keeps one, the other reads it back.
  const made = await sql<{ id: number }>`insert into sys_type (tenant_id, parent_id, type_group_key, type_key, name, depth, owner_id, is_dataedit)
    values (${actor.tenantId}, 0, ${kind}, ${ROOT[kind].key}, ${ROOT[kind].name}, 0, ${owner}, false)
    on conflict (tenant_id, type_group_key, coalesce(owner_id, 0)) where parent_id = 0 do nothing returning id`.execute(tx);
  if (!made.rows[0]) return (await find())!;
  const root = await tx.updateTable('sys_type').set({ path: `${made.rows[0].id}.` }).where('id', '=', made.rows[0].id).returningAll().executeTakeFirstOrThrow();
  if (kind === 'groupCollect') {
    const group = await insertNode(tx, { tenantId: actor.tenantId, parent: root, kind, key: PUBLIC_GROUP.key, name: PUBLIC_GROUP.name, ownerId: null, editable: false, createdBy: null });
    await tx.updateTable('sys_type').set({ group_id: group.id }).where('id', '=', group.id).execute();
  }
  return root;
}
