import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { flowNamesOfInstances } from './flow-names.ts';
import { iso } from './list-tasks.ts';
import { taskOf } from './read-task.ts';

/**
 * getParallelRevokeTasks: the open parallel add-sign tasks (SIGNLINEED) under open tasks the caller holds, which
 * revokeSignLine / revokeCustomSign withdraw; `taskId` narrows it to one parent task (404 when unreadable).
 */
export function parallelRevokeTasks(db: Db, principal: Principal, lang: Language, taskId?: number) {
  return withTenant(db, principal.tenantId, async (tx) => {
    if (taskId !== undefined) await taskOf(tx, principal, taskId);
    let query = tx.selectFrom('bpm_task as s')
      .innerJoin('bpm_task as p', 'p.id', 's.parent_task_id')
      .innerJoin('bpm_task_candidate as c', (join) => join.onRef('c.task_id', '=', 'p.id').on('c.user_id', '=', principal.userId).on('c.closed_at', 'is', null))
      .innerJoin('app_user as u', 'u.id', 's.assignee_id')
      .select(['s.id', 's.parent_task_id', 's.instance_id', 's.subject', 's.node_id', 's.name', 's.assignee_id', 'u.fullname', 's.created_at'])
      .where('s.tenant_id', '=', principal.tenantId).where('s.status', '=', 'SIGNLINEED').where('s.closed_at', 'is', null)
      .where('p.closed_at', 'is', null);
    if (taskId !== undefined) query = query.where('p.id', '=', taskId);
    const rows = await query.orderBy('s.parent_task_id').orderBy('s.id').execute();
    const names = await flowNamesOfInstances(tx, lang, rows.map((r) => r.instance_id));
    return rows.map((r) => ({
      taskId: String(r.id), parentTaskId: String(r.parent_task_id), procInstId: String(r.instance_id), subject: r.subject, nodeId: r.node_id,
      name: names.node(r.instance_id, r.node_id, r.name),
      userId: String(r.assignee_id), userName: r.fullname, createTime: iso(r.created_at)!,
    }));
  });
}
