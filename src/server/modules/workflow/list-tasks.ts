import { sql } from 'kysely';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { taskStatusLabel } from '../../../common/enums/task-status.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery } from '../../query/paged-query.ts';
import { flowNamesOfInstances, type FlowNames } from './flow-names.ts';
import { DONE_FIELDS, INSTANCE_FIELDS, TODO_FIELDS } from './list-fields.ts';
import { withEnglishFlowNameSearch } from './flow-name-search.ts';

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const TODO_COLUMNS = ['t.id', 't.name', 't.subject', 't.status', 't.node_id', 't.def_key', 't.def_name', 't.creator_id', 't.creator_name',
  't.assignee_id', 't.owner_id', 't.instance_id', 't.created_at', 't.due_at', 't.locked_by', 't.suspended'] as const;

/** Open tasks the user may handle, as assignee or candidate (served by bpm_task_todo on bpm_task_candidate). */
export function todoBase(tx: Tx, tenantId: number, me: number) {
  return tx.selectFrom('bpm_task_candidate as c').innerJoin('bpm_task as t', 't.id', 'c.task_id')
    .select([...TODO_COLUMNS, 'c.for_users', 'c.user_id as holder_id'])
    .where('c.tenant_id', '=', tenantId).where('c.user_id', '=', me).where('c.closed_at', 'is', null);
}
export const TODO_ORDER = [['c.created_at', 'desc'], ['c.task_id', 'desc']] as const;

/** Open tasks of the leaders the user is secretary of (the leader to-do list), through the same index. */
export function leaderTodoBase(tx: Tx, tenantId: number, me: number) {
  return tx.selectFrom('bpm_task_candidate as c').innerJoin('bpm_task as t', 't.id', 'c.task_id')
    .innerJoin('bpm_secretary as s', (join) => join.onRef('s.leader_id', '=', 'c.user_id').on('s.secretary_id', '=', me).on('s.enabled', '=', true)
      .on('s.tenant_id', '=', tenantId))
    .select([...TODO_COLUMNS, 'c.for_users', 'c.user_id as holder_id'])
    .where('c.tenant_id', '=', tenantId).where('c.closed_at', 'is', null)
    .where((eb) => eb.or([eb('s.def_keys', 'is', null), eb('t.def_key', '=', eb.fn.any('s.def_keys'))]));
}

/** Open tasks held for the user by someone else: delegated (转办) or routed by an agent rule (served by bpm_task_owner). */
export function delegateBase(tx: Tx, tenantId: number, me: number) {
  return tx.selectFrom('bpm_task as t').select([...TODO_COLUMNS, sql<number[] | null>`null`.as('for_users'), 't.assignee_id as holder_id'])
    .where('t.tenant_id', '=', tenantId).where('t.owner_id', '=', me).where('t.closed_at', 'is', null);
}
export const DELEGATE_ORDER = [['t.created_at', 'desc'], ['t.id', 'desc']] as const;

type TodoDbRow = Awaited<ReturnType<ReturnType<typeof todoBase>['execute']>>[number];

/** Rows of the to-do lists, with the names of the leaders each is held for. */
export async function todoRows(tx: Tx, rows: TodoDbRow[], lang: Language, leaderOf?: (row: TodoDbRow) => number[]) {
  const leaderIds = new Set<number>();
  const leadersOf = (r: TodoDbRow) => leaderOf?.(r) ?? (r.for_users ?? []).filter((u) => u !== r.holder_id);
  for (const r of rows) for (const id of leadersOf(r)) leaderIds.add(id);
  const names = leaderIds.size === 0 ? new Map<number, string>()
    : new Map((await tx.selectFrom('app_user').select(['id', 'fullname']).where('id', 'in', [...leaderIds]).execute()).map((u) => [u.id, u.fullname]));
  const flowNames = await flowNamesOfInstances(tx, lang, rows.map((t) => t.instance_id));
  return rows.map((t) => ({
    id: String(t.id), taskId: String(t.id), name: flowNames.node(t.instance_id, t.node_id, t.name), subject: t.subject, status: t.status,
    statusName: taskStatusLabel(t.status, lang), nodeId: t.node_id, defKey: t.def_key, defName: flowNames.flow(t.instance_id, t.def_name), creator: t.creator_name, creatorId: String(t.creator_id),
    ownerId: String(t.owner_id ?? t.creator_id), assigneeId: t.assignee_id === null ? null : String(t.assignee_id),
    procInstId: String(t.instance_id), createTime: iso(t.created_at)!, dueTime: iso(t.due_at),
    identityList: leadersOf(t).map((id) => ({ id: String(id), name: names.get(id) ?? '' })),
    locked: t.locked_by !== null, suspended: t.suspended,
  }));
}

/** The to-do list, newest first. */
export function listTodo(db: Db, principal: Principal, filter: QueryFilter, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const page = await pagedQuery(todoBase(tx, principal.tenantId, principal.userId), await withEnglishFlowNameSearch(tx, principal.tenantId, lang, filter), TODO_FIELDS, { order: TODO_ORDER });
    return { ...page, rows: await todoRows(tx, page.rows, lang) };
  });
}

/** The leader to-do list of a secretary: each row names the leader it is held for. */
export function listLeaderTodo(db: Db, principal: Principal, filter: QueryFilter, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const page = await pagedQuery(leaderTodoBase(tx, principal.tenantId, principal.userId), await withEnglishFlowNameSearch(tx, principal.tenantId, lang, filter), TODO_FIELDS, { order: TODO_ORDER });
    return { ...page, rows: await todoRows(tx, page.rows, lang, (r) => [r.holder_id]) };
  });
}

/** My delegations: open tasks others hold for me. */
export function listDelegated(db: Db, principal: Principal, filter: QueryFilter, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const page = await pagedQuery(delegateBase(tx, principal.tenantId, principal.userId), await withEnglishFlowNameSearch(tx, principal.tenantId, lang, filter), TODO_FIELDS, { order: DELEGATE_ORDER });
    return { ...page, rows: await todoRows(tx, page.rows as TodoDbRow[], lang, () => []) };
  });
}

/** An instance on the wire; `names` (the caller's language) by instance id. */
export const instanceRow = (i: {
  id: number; subject: string; def_key: string; def_name: string; status: string; creator_name: string; creator_id: number;
  business_key: string | null; created_at: Date; ended_at: Date | null;
}, names: FlowNames) => ({
  id: String(i.id), procInstId: String(i.id), subject: i.subject, defKey: i.def_key, defName: names.flow(i.id, i.def_name), status: i.status,
  creator: i.creator_name, creatorId: String(i.creator_id), businessKey: i.business_key, createTime: iso(i.created_at)!, endTime: iso(i.ended_at),
});

export const INSTANCE_COLUMNS = ['i.id', 'i.subject', 'i.def_key', 'i.def_name', 'i.status', 'i.creator_name', 'i.creator_id', 'i.business_key',
  'i.created_at', 'i.ended_at'] as const;

/**
 * Instances the user has handled (served by bpm_done_user). The instance's fixed columns are read off the done row
 * (migration 0032), so filters on them and the count need no join: the left join to the instance (for its status
 * and end time, on the page's rows) drops out of any query that does not use them. Every done row has its instance.
 */
export function doneBase(tx: Tx, tenantId: number, me: number) {
  return tx.selectFrom('bpm_done as d').leftJoin('bpm_instance as i', 'i.id', 'd.instance_id')
    .select(['d.instance_id as id', 'd.subject', 'd.def_key', 'd.def_name', (eb) => eb.ref('i.status').$notNull().as('status'), 'd.creator_name',
      'd.creator_id', 'd.business_key', 'd.started_at as created_at', 'i.ended_at', 'd.last_action', 'd.last_at'])
    .where('d.tenant_id', '=', tenantId).where('d.user_id', '=', me);
}
export const DONE_ORDER = [['d.last_at', 'desc'], ['d.instance_id', 'desc']] as const;

/** The done list, by when the caller last handled each instance. */
export function listDone(db: Db, principal: Principal, filter: QueryFilter, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const page = await pagedQuery(doneBase(tx, principal.tenantId, principal.userId), await withEnglishFlowNameSearch(tx, principal.tenantId, lang, filter), DONE_FIELDS, { order: DONE_ORDER });
    const names = await flowNamesOfInstances(tx, lang, page.rows.map((r) => r.id));
    return { ...page, rows: page.rows.map((r) => ({ ...instanceRow(r, names), opinionStatus: r.last_action, handleTime: iso(r.last_at)! })) };
  });
}

/** Instances the user started (served by bpm_instance_request). */
export function requestBase(tx: Tx, tenantId: number, me: number) {
  return tx.selectFrom('bpm_instance as i').select([...INSTANCE_COLUMNS]).where('i.tenant_id', '=', tenantId).where('i.creator_id', '=', me);
}
export const REQUEST_ORDER = [['i.created_at', 'desc'], ['i.id', 'desc']] as const;

/** My requests, newest first. */
export function listMyRequests(db: Db, principal: Principal, filter: QueryFilter, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const page = await pagedQuery(requestBase(tx, principal.tenantId, principal.userId), await withEnglishFlowNameSearch(tx, principal.tenantId, lang, filter), INSTANCE_FIELDS, { order: REQUEST_ORDER });
    const names = await flowNamesOfInstances(tx, lang, page.rows.map((r) => r.id));
    return { ...page, rows: page.rows.map((r) => instanceRow(r, names)) };
  });
}
