import type { MarkBody } from '../../../common/api/collections.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { actorOf, idOf, type Actor } from './actor.ts';
import { addItems } from './collect-patents.ts';
import { visibleNode, type NodeRow } from './node-access.ts';
import { resolvePatents } from './patent-ref.ts';
import { createChild } from './save-node.ts';

export interface IndexTarget { fByzj?: unknown; fBymc?: string | null }

/**
 * The node patents are indexed into: the selected one (请选择节点 when none), or a child named fBymc (made when
 * missing; a top-level pick needs one: 请输入标引分类节点进行标引; none under a third-level node: 不能超过三级标引节点！).
 */
export async function indexTarget(tx: Tx, actor: Actor, input: IndexTarget): Promise<NodeRow> {
  const nodeId = idOf(input.fByzj);
  if (nodeId === null) throw badRequest('selectNode');
  const node = await visibleNode(tx, nodeId, actor);
  if (node.type_group_key !== 'priIndex' && node.type_group_key !== 'pubIndex') throw notFound('nodeNotFound');
  const name = input.fBymc?.trim();
  if (!name) {
    if (node.parent_id === 0) throw badRequest('indexNodeNameRequired');
    return node;
  }
  const existing = await tx.selectFrom('sys_type').selectAll().where('parent_id', '=', node.id).where('name', '=', name).executeTakeFirst();
  return existing ?? createChild(tx, actor, node, name, `${node.type_group_key}${Date.now().toString(36)}`);
}

/** POST /api/v1/mark: indexes patents into a personal or public indexing node; 标引成功. */
export async function markPatents(db: Db, principal: Principal, body: MarkBody): Promise<{ nodeId: number; added: number }> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const actor = await actorOf(tx, principal);
    const target = await indexTarget(tx, actor, body);
    const patents = await resolvePatents(tx, principal, body);
    return { nodeId: target.id, added: await addItems(tx, actor, target.id, patents, body.fByly) };
  });
}
