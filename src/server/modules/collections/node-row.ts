import type { SysTypeNode } from '../../../common/api/collections.ts';
import type { Actor } from './actor.ts';
import { mayAddUnder, mayEdit, type NodeRow } from './node-access.ts';

/** A node as the tree dialogs read it, with what the caller may do to it. */
export function nodeReply(node: NodeRow, actor: Actor, childIds: ReadonlySet<number>): SysTypeNode {
  return {
    id: node.id, parentId: node.parent_id, name: node.name, typeKey: node.type_key, typeGroupKey: node.type_group_key,
    path: node.path, dep: node.depth, isLeaf: !childIds.has(node.id), struType: node.stru_type, ownerId: node.owner_id,
    groupId: node.group_id, isDataedit: mayEdit(node, actor), canAddChild: mayAddUnder(node, actor), dataSource: node.data_source, sn: node.sn,
  };
}
