import { sql } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { canReach } from '../../bpm/move-token.ts';
import { visitedNodes } from '../../bpm/complete-task.ts';
import { loadDefinition, runOf } from '../../bpm/load-run.ts';
import { nodeOf } from '../../bpm/model.ts';
import { flowFormOf, startFormKey } from './flow-form.ts';
import { flowNamesOfDefinitions, flowNamesOfInstances } from './flow-names.ts';
import { requireInstanceReader } from './instance-access.ts';
import { visibleFlowData } from './visible-flow-data.ts';
import { instanceRow, INSTANCE_COLUMNS, iso } from './list-tasks.ts';

/** An instance row (getInstanceByInstId) with its form (key and bo) and its open tasks: node (the flow image marks them) and who holds them. */
export function getInstance(db: Db, principal: Principal, instId: number, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireInstanceReader(tx, principal, instId);
    const i = await tx.selectFrom('bpm_instance as i').select([...INSTANCE_COLUMNS, 'i.def_id', 'i.data']).where('i.id', '=', instId).executeTakeFirstOrThrow();
    // Each open task with the names of those who may handle it now, in the same statement.
    const open = await tx.selectFrom('bpm_task as t').select(['t.id', 't.node_id', 't.name', (eb) => eb.selectFrom('bpm_task_candidate as c')
      .innerJoin('app_user as u', 'u.id', 'c.user_id').whereRef('c.task_id', '=', 't.id').where('c.closed_at', 'is', null)
      .select(sql<string[]>`coalesce(jsonb_agg(u.fullname order by c.user_id), '[]'::jsonb)`.as('names')).as('handlers')])
      .where('t.instance_id', '=', instId).where('t.closed_at', 'is', null).orderBy('t.id').execute();
    const done = await tx.selectFrom('bpm_opinion').select('node_id').distinct().where('instance_id', '=', instId).execute();
    const { model, settings } = await loadDefinition(tx, i.def_id);
    const form = await flowFormOf(tx, principal.tenantId, startFormKey(settings, model.startId));
    const names = await flowNamesOfInstances(tx, lang, [instId]);
    return {
      ...instanceRow(i, names), defId: String(i.def_id), formKey: form?.formKey ?? null, boAlias: form?.boAlias ?? null,
      data: await visibleFlowData(tx, principal, form?.definition ?? null, i.data),
      currentNodes: [...new Set(open.map((t) => t.node_id))], doneNodes: done.map((d) => d.node_id),
      openTasks: open.map((t) => ({
        id: String(t.id), nodeId: t.node_id, name: names.node(instId, t.node_id, t.name),
        handlers: t.handlers ?? [],
      })),
    };
  });
}

/** isEnd: whether an instance is no longer running. */
export function isEnded(db: Db, principal: Principal, instId: number) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireInstanceReader(tx, principal, instId);
    const row = await tx.selectFrom('bpm_instance').select('status').where('id', '=', instId).executeTakeFirstOrThrow();
    return row.status !== 'running' && row.status !== 'forbidden';
  });
}

/** The nodes a task may be sent back to with reject mode "chosen" (getAfterJumpNodes / taskToReject). */
export function rejectDestinations(db: Db, principal: Principal, taskId: number, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const task = await tx.selectFrom('bpm_task').select(['instance_id', 'node_id']).where('tenant_id', '=', principal.tenantId).where('id', '=', taskId).executeTakeFirst();
    if (!task) throw notFound('bpmTaskNotFound');
    await requireInstanceReader(tx, principal, task.instance_id);
    const row = await tx.selectFrom('bpm_instance').selectAll().where('id', '=', task.instance_id).executeTakeFirstOrThrow();
    if (row.status !== 'running') return [];
    const run = await runOf(tx, row, principal.userId);
    const visited = await visitedNodes(run);
    const names = await flowNamesOfDefinitions(tx, lang, [row.def_id]);
    return visited.filter((id) => id !== task.node_id && canReach(run, id, task.node_id))
      .map((id) => nodeOf(run.model, id)).map((n) => ({ nodeId: n.id, name: names.node(row.def_id, n.id, n.name) }));
  });
}

/** The user-task nodes of a definition (taskNode?defId), for follow and node pickers. */
export function definitionNodes(db: Db, principal: Principal, defId: number, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const def = await tx.selectFrom('bpm_definition').select('id').where('tenant_id', '=', principal.tenantId).where('id', '=', defId).executeTakeFirst();
    if (!def) throw notFound('bpmDefNotFound');
    const { model } = await loadDefinition(tx, def.id);
    const names = await flowNamesOfDefinitions(tx, lang, [def.id]);
    return Object.values(model.nodes).filter((n) => n.kind === 'userTask' || n.kind === 'start')
      .map((n) => ({ nodeId: n.id, name: names.node(def.id, n.id, n.name), nodeType: n.kind === 'start' ? 'START' : 'SIGNTASK' }));
  });
}

export function urgesOf(db: Db, principal: Principal, instId: number, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireInstanceReader(tx, principal, instId);
    const rows = await tx.selectFrom('bpm_urge as u').innerJoin('bpm_task as t', 't.id', 'u.task_id')
      .innerJoin('app_user as s', 's.id', 'u.sender_id').innerJoin('app_user as r', 'r.id', 'u.receiver_id')
      .select(['u.id', 'u.task_id', 't.name', 't.node_id', 's.fullname as sender', 'r.fullname as receiver', 'u.content', 'u.created_at'])
      .where('u.instance_id', '=', instId).orderBy('u.created_at').orderBy('u.id').execute();
    const names = await flowNamesOfInstances(tx, lang, [instId]);
    return rows.map((u) => ({ id: String(u.id), taskId: String(u.task_id), taskName: names.node(instId, u.node_id, u.name), sender: u.sender, receiver: u.receiver, content: u.content, createTime: iso(u.created_at)! }));
  });
}

export function dueTimeOf(db: Db, principal: Principal, taskId: number) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const task = await tx.selectFrom('bpm_task').select(['id', 'instance_id', 'due_at', 'closed_at']).where('tenant_id', '=', principal.tenantId).where('id', '=', taskId).executeTakeFirst();
    if (!task) throw notFound('bpmTaskNotFound');
    await requireInstanceReader(tx, principal, task.instance_id);
    const overdue = task.due_at !== null && task.closed_at === null && new Date(task.due_at).getTime() < Date.now();
    return { taskId: String(task.id), dueTime: iso(task.due_at), overdue };
  });
}

export function followedNodes(db: Db, principal: Principal, instId: number) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireInstanceReader(tx, principal, instId);
    const row = await tx.selectFrom('bpm_follow').select('node_ids').where('instance_id', '=', instId).where('user_id', '=', principal.userId).executeTakeFirst();
    return { instId: String(instId), nodeIds: row?.node_ids ?? [], followed: row !== undefined };
  });
}

export function savedOpinion(db: Db, principal: Principal, taskId: number) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const task = await tx.selectFrom('bpm_task').select(['id', 'instance_id', 'draft_opinion']).where('tenant_id', '=', principal.tenantId).where('id', '=', taskId).executeTakeFirst();
    if (!task) throw notFound('bpmTaskNotFound');
    await requireInstanceReader(tx, principal, task.instance_id);
    return { taskId: String(task.id), opinion: task.draft_opinion };
  });
}

export function getDraft(db: Db, principal: Principal, id: number, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const r = await tx.selectFrom('bpm_draft').selectAll().where('tenant_id', '=', principal.tenantId).where('id', '=', id).where('creator_id', '=', principal.userId).executeTakeFirst();
    if (!r) throw notFound('bpmDraftNotFound');
    const names = await flowNamesOfDefinitions(tx, lang, [r.def_id]);
    return {
      id: String(r.id), defId: String(r.def_id), defKey: r.def_key, defName: names.flow(r.def_id, r.def_name), subject: r.subject, businessKey: r.business_key,
      createTime: iso(r.created_at)!, updateTime: iso(r.updated_at)!, data: r.data,
    };
  });
}
