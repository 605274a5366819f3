import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { flowNamesOfInstances } from './flow-names.ts';
import { nodeOfInstance } from './node-of-instance.ts';
import { opinionRow, taskOf } from './read-task.ts';

/**
 * getTaskKeyByTaskId (审批历史数据，只有一条): the latest opinion given on a task, as an approval-history row;
 * null when none yet. Readers of the instance (else 404, as for the task itself).
 */
export function latestTaskOpinion(db: Db, principal: Principal, taskId: number, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const task = await taskOf(tx, principal, taskId);
    return latestOpinion(tx, principal, task.instance_id, { taskId: task.id }, lang);
  });
}

/** getTaskKeyByNodeId: the latest opinion given on a node of an instance; null when none yet; unknown nodes 404. */
export function latestNodeOpinion(db: Db, principal: Principal, instId: number, nodeId: string, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const node = await nodeOfInstance(tx, principal, instId, nodeId);
    return latestOpinion(tx, principal, instId, { nodeId: node.id }, lang);
  });
}

async function latestOpinion(tx: Tx, principal: Principal, instId: number, of: { taskId: number } | { nodeId: string }, lang: Language) {
  let query = tx.selectFrom('bpm_opinion').selectAll().where('tenant_id', '=', principal.tenantId).where('instance_id', '=', instId);
  query = 'taskId' in of ? query.where('task_id', '=', of.taskId) : query.where('node_id', '=', of.nodeId);
  const row = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  return row ? { ...opinionRow(row, lang, await flowNamesOfInstances(tx, lang, [instId])), procInstId: String(instId) } : null;
}
