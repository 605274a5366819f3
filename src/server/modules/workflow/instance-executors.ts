import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { flowNamesOfInstances } from './flow-names.ts';
import { requireInstanceReader } from './instance-access.ts';

/**
 * getExcutorNameByInstId: the nodes an instance waits at, in the order they were reached, each with the people who
 * hold its open tasks (main and child tasks alike; a person once per node).
 */
export function instanceExecutors(db: Db, principal: Principal, instId: number, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireInstanceReader(tx, principal, instId);
    const rows = await tx.selectFrom('bpm_task as t').innerJoin('bpm_task_candidate as c', 'c.task_id', 't.id').innerJoin('app_user as u', 'u.id', 'c.user_id')
      .select(['t.node_id', 't.name', 'u.id as userId', 'u.fullname'])
      .where('t.instance_id', '=', instId).where('t.closed_at', 'is', null).where('c.closed_at', 'is', null)
      .orderBy('t.id').orderBy('c.user_id').execute();
    const names = await flowNamesOfInstances(tx, lang, [instId]);
    const nodes = new Map<string, { nodeId: string; nodeName: string; executors: { id: string; name: string }[] }>();
    for (const r of rows) {
      const node = nodes.get(r.node_id) ?? { nodeId: r.node_id, nodeName: names.node(instId, r.node_id, r.name), executors: [] };
      nodes.set(r.node_id, node);
      if (!node.executors.some((e) => e.id === String(r.userId))) node.executors.push({ id: String(r.userId), name: r.fullname });
    }
    return [...nodes.values()].map((n) => ({ ...n, executorNames: n.executors.map((e) => e.name).join(',') }));
  });
}
