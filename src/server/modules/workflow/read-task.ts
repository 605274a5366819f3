import { sql, type Selectable } from 'kysely';
import type { BpmOpinionTable } from '../../db/schema.ts';
import { visibleFlowData } from './visible-flow-data.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { opinionLabel } from '../../../common/enums/opinion-labels.ts';
import { taskStatusLabel } from '../../../common/enums/task-status.ts';
import { formDataRev, formDataRevKey } from '../../bpm/actions/form-data-rev.ts';
import { buttonLabel, CHILD_BUTTONS, DEFAULT_BUTTONS, taskButtons } from '../../bpm/buttons.ts';
import { loadDefinition } from '../../bpm/load-run.ts';
import { nodeSetting } from '../../bpm/settings.ts';
import { actingLeaders, type TaskRow } from '../../bpm/task-access.ts';
import { SIGN_STATUSES } from '../../bpm/task-kinds.ts';
import { flowFormOf } from './flow-form.ts';
import { flowNamesOfInstances, type FlowNames } from './flow-names.ts';
import { requireInstanceReader } from './instance-access.ts';
import { iso } from './list-tasks.ts';

/** A task the caller may read (a reader of its instance), else 404. */
export async function taskOf(tx: Tx, principal: Principal, taskId: number) {
  const task = await tx.selectFrom('bpm_task').selectAll().where('tenant_id', '=', principal.tenantId).where('id', '=', taskId).executeTakeFirst();
  if (!task) throw notFound('bpmTaskNotFound');
  try {
    await requireInstanceReader(tx, principal, task.instance_id);
  } catch {
    throw notFound('bpmTaskNotFound');
  }
  return task;
}

/** Buttons by the spec's per-node rules; child tasks of inquiry, communication and circulation have their own. */
export async function buttonsOf(tx: Tx, task: TaskRow, lang: Language) {
  const instance = await tx.selectFrom('bpm_instance').select('def_id').where('id', '=', task.instance_id).executeTakeFirstOrThrow();
  const { model, settings } = await loadDefinition(tx, instance.def_id);
  const setting = nodeSetting(settings, task.node_id);
  const isFirstNode = task.node_id === model.startId;
  const isAddSign = task.parent_task_id !== null && SIGN_STATUSES.has(task.status);
  const aliases = task.parent_task_id !== null && !isAddSign ? CHILD_BUTTONS[task.status] ?? []
    : taskButtons(setting.buttons ?? DEFAULT_BUTTONS, { isFirstNode, isAddSign });
  return {
    isFirstNode,
    isAddSign,
    form: setting.form ?? settings.form ?? null,
    fieldRights: setting.fieldRights ?? {},
    buttons: aliases.map((alias) => ({ alias, name: buttonLabel(alias, lang) })),
  };
}

/** The buttons of a task (alias, name) after the per-node rules. */
export function getTaskButtons(db: Db, principal: Principal, taskId: number, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => (await buttonsOf(tx, await taskOf(tx, principal, taskId), lang)).buttons);
}

/** A task with its instance data, form rights, buttons and the leaders the caller may act for. */
export async function getTask(db: Db, principal: Principal, taskId: number, lang: Language) {
  const revKey = await formDataRevKey(db);
  return withTenant(db, principal.tenantId, async (tx) => {
    const task = await taskOf(tx, principal, taskId);
    const instance = await tx.selectFrom('bpm_instance').select(['data', 'status', 'business_key', sql<string>`data::text`.as('data_text')])
      .where('id', '=', task.instance_id).executeTakeFirstOrThrow();
    const candidates = await tx.selectFrom('bpm_task_candidate as c').innerJoin('app_user as u', 'u.id', 'c.user_id')
      .select(['u.id', 'u.fullname']).where('c.task_id', '=', task.id).where('c.closed_at', 'is', null).orderBy('u.id').execute();
    const { leaders } = await actingLeaders(tx, principal, task);
    const leaderRows = leaders.size === 0 ? []
      : await tx.selectFrom('app_user').select(['id', 'fullname']).where('id', 'in', [...leaders]).orderBy('id').execute();
    const { buttons, isFirstNode, isAddSign, form: formKey, fieldRights } = await buttonsOf(tx, task, lang);
    const form = await flowFormOf(tx, principal.tenantId, formKey);
    const names = await flowNamesOfInstances(tx, lang, [task.instance_id]);
    const id = (v: number | null) => (v === null ? null : String(v));
    return {
      task: {
        id: String(task.id), name: names.node(task.instance_id, task.node_id, task.name), nodeId: task.node_id, subject: task.subject, status: task.status,
        statusName: taskStatusLabel(task.status, lang), procInstId: String(task.instance_id), defKey: task.def_key,
        defName: names.flow(task.instance_id, task.def_name),
        creator: task.creator_name, assigneeId: id(task.assignee_id), ownerId: id(task.owner_id), parentTaskId: id(task.parent_task_id),
        identityList: candidates.map((c) => ({ id: String(c.id), name: c.fullname })),
        createTime: iso(task.created_at)!, dueTime: iso(task.due_at), closed: task.closed_at !== null,
        locked: task.locked_by !== null, lockedBy: id(task.locked_by), suspended: task.suspended, draftOpinion: task.draft_opinion,
      },
      instance: { status: instance.status, businessKey: instance.business_key },
      data: await visibleFlowData(tx, principal, form?.definition ?? null, instance.data, fieldRights),
      dataRev: formDataRev(revKey, task.instance_id, instance.data_text),
      form: formKey,
      boAlias: form?.boAlias ?? null,
      fieldRights,
      buttons,
      isAddSign,
      isNodeIdOne: isFirstNode,
      leaders: leaderRows.map((l) => ({ id: String(l.id), name: l.fullname })),
    };
  });
}

/** Opinions of an instance in the order they were given. */
export function instanceOpinions(db: Db, principal: Principal, instanceId: number, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireInstanceReader(tx, principal, instanceId);
    const rows = await tx.selectFrom('bpm_opinion').selectAll().where('instance_id', '=', instanceId).orderBy('created_at').orderBy('id').execute();
    const names = await flowNamesOfInstances(tx, lang, [instanceId]);
    return rows.map((o) => opinionRow(o, lang, names));
  });
}

/** An opinion on the wire; the node's name by `names` (the caller's language, by instance id). */
export const opinionRow = (o: Selectable<BpmOpinionTable>, lang: Language, names: FlowNames) => ({
  id: String(o.id), taskId: o.task_id === null ? null : String(o.task_id), taskKey: o.node_id, taskName: names.node(o.instance_id, o.node_id, o.node_name),
  auditor: String(o.user_id), auditorName: o.user_name, status: o.status, statusName: opinionLabel(o.status, lang), opinion: o.opinion,
  createTime: iso(o.created_at)!, onBehalfName: o.on_behalf_name, files: o.files ?? null,
});
