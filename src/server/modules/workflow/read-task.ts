import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { taskStatusLabel } from '../../../common/enums/task-status.ts';
import { buttonLabel, DEFAULT_BUTTONS, taskButtons } from '../../bpm/buttons.ts';
import { loadDefinition } from '../../bpm/load-run.ts';
import { nodeSetting } from '../../bpm/settings.ts';
import { requireInstanceReader } from './instance-access.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

async function taskOf(tx: Tx, principal: Principal, taskId: number) {
  const task = await tx.selectFrom('bpm_task').selectAll().where('tenant_id', '=', principal.tenantId).where('id', '=', taskId).executeTakeFirst();
  if (!task) throw notFound('bpmTaskNotFound');
  try {
    await requireInstanceReader(tx, principal, task.instance_id);
  } catch {
    throw notFound('bpmTaskNotFound');
  }
  return task;
}

async function buttonsOf(tx: Tx, task: { instance_id: number; node_id: string; parent_task_id: number | null }, lang: Language) {
  const instance = await tx.selectFrom('bpm_instance').select('def_id').where('id', '=', task.instance_id).executeTakeFirstOrThrow();
  const { model, settings } = await loadDefinition(tx, instance.def_id);
  const aliases = nodeSetting(settings, task.node_id).buttons ?? DEFAULT_BUTTONS;
  const isFirstNode = task.node_id === model.startId;
  return {
    isFirstNode,
    buttons: taskButtons(aliases, { isFirstNode, isAddSign: task.parent_task_id !== null }).map((alias) => ({ alias, name: buttonLabel(alias, lang) })),
  };
}

/** The buttons of a task (alias, name) after the per-node rules. */
export function getTaskButtons(db: Db, principal: Principal, taskId: number, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => (await buttonsOf(tx, await taskOf(tx, principal, taskId), lang)).buttons);
}

/** A task with its instance data and buttons, for the task-handling page. */
export function getTask(db: Db, principal: Principal, taskId: number, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const task = await taskOf(tx, principal, taskId);
    const instance = await tx.selectFrom('bpm_instance').select(['data', 'status', 'business_key']).where('id', '=', task.instance_id).executeTakeFirstOrThrow();
    const candidates = await tx.selectFrom('bpm_task_candidate as c').innerJoin('app_user as u', 'u.id', 'c.user_id')
      .select(['u.id', 'u.fullname']).where('c.task_id', '=', task.id).orderBy('u.id').execute();
    const { buttons, isFirstNode } = await buttonsOf(tx, task, lang);
    return {
      task: {
        id: String(task.id), name: task.name, nodeId: task.node_id, subject: task.subject, status: task.status,
        statusName: taskStatusLabel(task.status, lang), procInstId: String(task.instance_id), defKey: task.def_key, defName: task.def_name,
        creator: task.creator_name, assigneeId: task.assignee_id === null ? null : String(task.assignee_id),
        identityList: candidates.map((c) => ({ id: String(c.id), name: c.fullname })),
        createTime: iso(task.created_at)!, dueTime: iso(task.due_at), closed: task.closed_at !== null,
      },
      instance: { status: instance.status, businessKey: instance.business_key },
      data: instance.data,
      buttons,
      isAddSign: task.parent_task_id !== null,
      isNodeIdOne: isFirstNode,
    };
  });
}

/** Opinions of an instance in the order they were given. */
export function instanceOpinions(db: Db, principal: Principal, instanceId: number) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireInstanceReader(tx, principal, instanceId);
    const rows = await tx.selectFrom('bpm_opinion').selectAll().where('instance_id', '=', instanceId).orderBy('created_at').orderBy('id').execute();
    return rows.map((o) => ({
      id: String(o.id), taskId: o.task_id === null ? null : String(o.task_id), taskKey: o.node_id, taskName: o.node_name,
      auditor: String(o.user_id), auditorName: o.user_name, status: o.status, opinion: o.opinion, createTime: iso(o.created_at)!,
    }));
  });
}
