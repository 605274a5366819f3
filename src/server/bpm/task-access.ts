import { sql } from 'kysely';
import type { Tx } from '../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../lib/app-error.ts';
import type { Principal } from '../lib/context.ts';
import { runOf } from './load-run.ts';
import type { Run } from './run-context.ts';

export type TaskRow = Awaited<ReturnType<typeof readTask>>;

export const readTask = (tx: Tx, taskId: number) => tx.selectFrom('bpm_task').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();

/** Whom the caller acts for on a task: themselves, or a leader (as that leader's deputy or secretary). */
export interface Identity {
  onBehalf: { id: number; name: string } | null;
}

/** The open child tasks and the token of a task, read with it (the actions need them; one round trip). */
export interface TaskSurroundings {
  openChildren: { id: number; status: string }[];
  token: TokenRow | null;
}
export type TokenRow = { id: number; node_id: string; flow_id: string | null; state: 'active' | 'waiting'; loop: unknown };

export interface ActionTask extends Identity, TaskSurroundings {
  task: TaskRow;
  run: Run;
}

/**
 * Opens a task for an action: locks its instance (every action on an instance runs behind this lock), reads the
 * task again behind the lock, checks the caller may handle it and that it is open, not hung up and not locked by
 * someone else. `leaderId` picks the leader to act for when the caller holds the task for several.
 * Two round trips: the lock, then (in a new snapshot, so nothing read is older than the lock) the task with the
 * caller's name and to-do row, its open child tasks and its token.
 */
export async function openTaskForAction(tx: Tx, principal: Principal, taskId: number, leaderId?: number | null): Promise<ActionTask> {
  const row = await tx.selectFrom('bpm_instance').selectAll().where('tenant_id', '=', principal.tenantId)
    .where('id', '=', (eb) => eb.selectFrom('bpm_task').select('instance_id').where('tenant_id', '=', principal.tenantId).where('id', '=', taskId))
    .forUpdate().executeTakeFirst();
  if (!row) throw notFound('bpmTaskNotFound');
  const me = principal.userId;
  const read = await tx.selectFrom('bpm_task as t').selectAll('t').select([
    sql<string | null>`(select fullname from app_user where id = ${me})`.as('actor_name'),
    sql<{ for_users: number[] | null } | null>`(select jsonb_build_object('for_users', c.for_users) from bpm_task_candidate c
      where c.task_id = t.id and c.user_id = ${me})`.as('mine'),
    sql<{ id: number; status: string }[]>`(select coalesce(jsonb_agg(jsonb_build_object('id', k.id, 'status', k.status) order by k.id), '[]')
      from bpm_task k where k.parent_task_id = t.id and k.closed_at is null)`.as('open_children'),
    sql<TokenRow | null>`(select to_jsonb(o) from (select id, node_id, flow_id, state, loop from bpm_token where id = t.token_id) o)`.as('token'),
  ]).where('t.id', '=', taskId).executeTakeFirstOrThrow();
  const { actor_name: actorName, mine, open_children: openChildren, token, ...task } = read;
  const identity = await identityOn(tx, principal, task, leaderId ?? null, mine);
  if (task.closed_at) throw conflict('bpmTaskClosed');
  const run = await runOf(tx, row, me);
  if (actorName !== null) run.actorName = actorName;
  if (task.suspended) throw conflict('bpmTaskSuspended');
  if (task.locked_by !== null && task.locked_by !== me) throw conflict('bpmTaskLocked');
  return { task, run, ...identity, openChildren, token };
}

/** Whether the caller holds a task themselves, and the leaders they may act for on it (deputy rows, secretary of a holder). */
export async function actingLeaders(tx: Tx, principal: Principal, task: TaskRow): Promise<{ self: boolean; leaders: Set<number> }> {
  const me = principal.userId;
  const mine = await tx.selectFrom('bpm_task_candidate').select(['user_id', 'for_users']).where('task_id', '=', task.id).where('user_id', '=', me).executeTakeFirst();
  const self = task.assignee_id === me || (mine !== undefined && (mine.for_users === null || mine.for_users.includes(me)));
  const leaders = new Set((mine?.for_users ?? []).filter((u) => u !== me));
  const served = await tx.selectFrom('bpm_secretary as s').innerJoin('bpm_task_candidate as c', 'c.user_id', 's.leader_id')
    .select('s.leader_id').where('s.tenant_id', '=', principal.tenantId).where('s.secretary_id', '=', me).where('s.enabled', '=', true)
    .where('c.task_id', '=', task.id)
    .where((eb) => eb.or([eb('s.def_keys', 'is', null), eb(eb.val(task.def_key), '=', eb.fn.any('s.def_keys'))]))
    .execute();
  for (const s of served) leaders.add(s.leader_id);
  return { self, leaders };
}

/** The caller's identity on a task, or 403 when none; 400 (请选择代为审批的领导) when several leaders and none chosen. */
export async function identityOn(
  tx: Tx, principal: Principal, task: TaskRow, leaderId: number | null, prefetched?: { for_users: number[] | null } | null,
): Promise<Identity> {
  const me = principal.userId;
  // The common case in one look-up (or none, when the caller's to-do row came with the task): the caller's own task.
  if (leaderId === null || leaderId === me) {
    if (task.assignee_id === me && task.owner_id === null) return { onBehalf: null };
    const mine = prefetched !== undefined ? prefetched ?? undefined
      : await tx.selectFrom('bpm_task_candidate').select('for_users').where('task_id', '=', task.id).where('user_id', '=', me).executeTakeFirst();
    if (mine && (mine.for_users === null || mine.for_users.includes(me))) return { onBehalf: null };
  }
  const { self, leaders } = await actingLeaders(tx, principal, task);
  if (self && (leaderId === null || leaderId === me)) return { onBehalf: null };
  if (leaderId !== null && leaderId !== me) {
    if (!leaders.has(leaderId)) throw forbidden('bpmNotYourTask');
    return { onBehalf: await nameOf(tx, leaderId) };
  }
  if (leaders.size === 0) throw forbidden('bpmNotYourTask');
  if (leaders.size > 1) throw badRequest('bpmChooseLeader');
  return { onBehalf: await nameOf(tx, [...leaders][0]!) };
}

async function nameOf(tx: Tx, userId: number) {
  const user = await tx.selectFrom('app_user').select(['id', 'fullname']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { id: user.id, name: user.fullname };
}
