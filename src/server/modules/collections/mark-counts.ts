import { sql } from 'kysely';
import { withTenant, toCount, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { actorOf } from './actor.ts';
import { treeNodes } from './list-tree.ts';

/** POST /api/v1/mark/calculate: patents held by each visible indexing node and the nodes below it. */
export async function countMarks(db: Db, principal: Principal, kind?: string): Promise<{ nodeId: number; count: number }[]> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const actor = await actorOf(tx, principal);
    const kinds: readonly ('pubIndex' | 'priIndex')[] = kind === 'pubIndex' || kind === 'priIndex' ? [kind] : ['pubIndex', 'priIndex'];
    const out: { nodeId: number; count: number }[] = [];
    for (const k of kinds) {
      const nodes = await treeNodes(tx, actor, k);
      if (!nodes.length) continue;
      // One pass: every entry counts once (distinct patent) for each ancestor on its node's path.
      const rows = await sql<{ node_id: number; n: unknown }>`
        select a.id as node_id, count(distinct ci.patent_id) as n
        from sys_type a
        join sys_type d on d.type_group_key = a.type_group_key and d.path like a.path || '%'
        join collection_item ci on ci.node_id = d.id
        where a.id in (${sql.join(nodes.map((n) => n.id))})
        group by a.id`.execute(tx);
      const counts = new Map(rows.rows.map((r) => [r.node_id, toCount(r.n)]));
      for (const node of nodes) out.push({ nodeId: node.id, count: counts.get(node.id) ?? 0 });
    }
    return out;
  });
}
