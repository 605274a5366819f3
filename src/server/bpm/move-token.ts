import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../lib/app-error.ts';
import { resolveAssignees } from './assignees.ts';
import { handlersOf } from './node-handlers.ts';
import { evaluateCondition } from './conditions.ts';
import { addDuration } from './duration.ts';
import { recordOpinion, type OpinionEntry } from './load-run.ts';
import { flowOf, nodeOf, type ProcessModel, type ProcessNode } from './model.ts';
import type { LoopState, Run } from './run-context.ts';
import { nodeSetting } from './settings.ts';
import { runInstanceEnded } from './instance-ended.ts';

const MAX_STEPS = 500;

/** Moves on from a node along the flows its kind chooses. */
export async function leaveNode(run: Run, nodeId: string): Promise<void> {
  const node = nodeOf(run.model, nodeId);
  for (const flowId of await chooseFlows(run.model, node, run.instance.data)) await arrive(run, flowId);
}

/** The flows a node leaves by: every outgoing one, or those a gateway's conditions over `data` choose. */
export async function chooseFlows(model: ProcessModel, node: ProcessNode, data: Record<string, unknown>): Promise<string[]> {
  if (node.kind !== 'exclusive' && node.kind !== 'inclusive') return node.outgoing;
  const taken: string[] = [];
  for (const flowId of node.outgoing) {
    if (flowId === node.defaultFlow) continue;
    const flow = flowOf(model, flowId);
    if (flow.condition !== undefined && !(await conditionHolds(flow.id, flow.condition, data))) continue;
    taken.push(flowId);
    if (node.kind === 'exclusive') break;
  }
  if (taken.length === 0 && node.defaultFlow) taken.push(node.defaultFlow);
  if (taken.length === 0) throw badRequest('bpmNoPath', { node: node.name });
  return taken;
}

async function conditionHolds(flowId: string, condition: string, data: Record<string, unknown>): Promise<boolean> {
  try {
    return await evaluateCondition(condition, data);
  } catch (error) {
    throw badRequest('bpmConditionFailed', { flow: flowId, detail: (error as Error).message });
  }
}

/** A token arrives at a flow's target. */
async function arrive(run: Run, flowId: string): Promise<void> {
  run.steps += 1;
  if (run.steps > MAX_STEPS) throw new Error(`process ${run.model.processId} loops without a user task`);
  const node = nodeOf(run.model, flowOf(run.model, flowId).target);
  switch (node.kind) {
    case 'end':
    case 'start':
    case 'timer':
      return;
    case 'userTask':
      return enterUserTask(run, node, flowId);
    case 'exclusive':
      return leaveNode(run, node.id);
    case 'parallel':
    case 'inclusive':
      if (node.incoming.length <= 1) return leaveNode(run, node.id);
      await run.tx.insertInto('bpm_token').values({
        tenant_id: run.tenantId, instance_id: run.instance.id, node_id: node.id, flow_id: flowId, state: 'waiting', loop: null,
      }).execute();
      // A parallel join fires when every incoming flow has a token; an inclusive join is checked in settle().
      if (node.kind === 'parallel') await fireJoinIfReady(run, node, () => Promise.resolve(true));
  }
}

/** Consumes one waiting token per incoming flow and moves on, when all incoming flows have one and `ready` agrees. */
async function fireJoinIfReady(run: Run, node: ProcessNode, ready: () => Promise<boolean>): Promise<boolean> {
  const waiting = await run.tx.selectFrom('bpm_token').select(['id', 'flow_id'])
    .where('instance_id', '=', run.instance.id).where('node_id', '=', node.id).where('state', '=', 'waiting')
    .orderBy('id').execute();
  const firstPerFlow = new Map<string, number>();
  for (const t of waiting) if (t.flow_id && !firstPerFlow.has(t.flow_id)) firstPerFlow.set(t.flow_id, t.id);
  if (firstPerFlow.size === 0) return false;
  if (node.kind === 'parallel' && firstPerFlow.size < node.incoming.length) return false;
  if (!(await ready())) return false;
  await dropTokens(run, [...firstPerFlow.values()]);
  await leaveNode(run, node.id);
  return true;
}

/** Creates the node's token and its task(s): one per signer (multi-instance) or one with candidates. */
export async function enterUserTask(run: Run, node: ProcessNode, flowId: string | null, users?: number[]): Promise<void> {
  const chosen = run.nodeUsers.get(node.id);
  const rules = nodeSetting(run.settings, node.id).assignees ?? [];
  let assignees: number[];
  let routing: RouteRule[] | undefined;
  if (!users && rules.length === 1 && rules[0]!.type === 'users') {
    // Named accounts (the usual rule): the users and the agent / deputy rules for them in one round trip.
    ({ assignees, routing } = await namedUsersAndRouting(run, rules[0]!.accounts, chosen ?? []));
  } else {
    assignees = users ?? await resolveAssignees(run.tx, rules, {
      tenantId: run.tenantId, initiatorId: run.instance.creatorId, previousHandlerId: run.actorId,
    });
  }
  const handlers = users ?? handlersOf(node, rules, assignees, chosen);
  if (handlers.length === 0) throw badRequest('bpmNoAssignee', { node: node.name });
  if (!node.multiInstance) return void await insertTask(run, node, { flowId, loop: null }, handlers, {}, routing);
  const first = node.multiInstance.sequential ? [handlers[0]!] : handlers;
  const loop: LoopState = { users: handlers, next: first.length, done: 0, agree: 0 };
  const { tokenId } = await insertTask(run, node, { flowId, loop }, [first[0]!], {}, routing);
  for (const userId of first.slice(1)) await insertTask(run, node, tokenId, [userId], {}, routing);
}

type RouteRule = { kind: 'agent' | 'deputy'; user_id: number; other_id: number };

/** The active users of `accounts` in the order listed, with the agent rules in force and the deputies of them (and of `chosen`). */
async function namedUsersAndRouting(run: Run, accounts: string[], chosen: number[]) {
  const { tenantId } = run;
  const now = new Date();
  const { rows } = await sql<{ kind: 'user' | RouteRule['kind']; user_id: number; other_id: number; account: string | null }>`
    with named as (select id, account from app_user where tenant_id = ${tenantId} and account = any(${accounts}::text[]) and status = 1 and is_visitor = false)
    select 'user' as kind, id as user_id, 0 as other_id, account from named
    union all
    ${agentAndDeputyRules(run, now, sql`(select id from named) or user_id = any(${chosen}::int[])`)}`.execute(run.tx);
  const assignees = [...new Set(accounts.flatMap((a) => rows.filter((r) => r.kind === 'user' && r.account === a).map((r) => r.user_id)))];
  return { assignees, routing: rows.filter((r): r is RouteRule & { account: null } => r.kind !== 'user') as RouteRule[] };
}

/** Agent rules in force for the flow (all of them: they chain) and the deputies of the users `deputiesOf` selects. */
function agentAndDeputyRules(run: Run, now: Date, deputiesOf: RawBuilder<unknown>) {
  return sql`select 'agent' as kind, owner_id as user_id, agent_id as other_id, null as account from bpm_agent
      where tenant_id = ${run.tenantId} and enabled and start_at <= ${now} and end_at >= ${now}
        and (def_keys is null or ${run.instance.defKey} = any(def_keys))
    union all
    select 'deputy', user_id, deputy_id, null from bpm_deputy where tenant_id = ${run.tenantId} and (user_id in ${deputiesOf})`;
}

export async function saveLoop(run: Run, tokenId: number, loop: LoopState): Promise<void> {
  await run.tx.updateTable('bpm_token').set({ loop: JSON.stringify(loop) }).where('id', '=', tokenId).execute();
}

export interface TaskOptions {
  status?: string;
  parentTaskId?: number;
  createdBy?: number;
  /** Skip agent rules and deputies (child tasks go to exactly the users named). */
  direct?: boolean;
}

/** A token to create with the task, in the same statement. */
export interface NewToken { flowId: string | null; loop: LoopState | null }

/**
 * One task row and its handlers' to-do rows; several users make it a shared task (no assignee until one acts).
 * Agent rules in force replace a user by the agent (status AGENT, the user kept as owner); deputies share it.
 */
export async function createTask(run: Run, node: ProcessNode, tokenId: number | null, users: number[], options: TaskOptions = {}): Promise<number> {
  return (await insertTask(run, node, tokenId, users, options)).taskId;
}

/**
 * createTask, with the token made in the same statement when `token` is a NewToken: after the agent / deputy
 * look-up, the token, the task, its to-do rows and its timers are one round trip.
 */
async function insertTask(
  run: Run, node: ProcessNode, token: number | null | NewToken, users: number[], options: TaskOptions = {}, routing?: RouteRule[],
) {
  const now = new Date();
  const routed = options.direct ? { handlers: users, owners: new Map<number, number>(), deputies: new Map<number, number[]>() }
    : await routeHandlers(run, users, now, routing);
  const single = routed.handlers.length === 1 ? routed.handlers[0]! : null;
  const owner = single !== null ? routed.owners.get(single) ?? null : null;
  const rows = new Map<number, number[] | null>(routed.handlers.map((u) => [u, null]));
  for (const [deputy, forUsers] of routed.deputies) rows.set(deputy, [...(rows.has(deputy) ? [deputy] : []), ...forUsers]);
  const timers = options.parentTaskId ? [] : (node.timers ?? []).map((id) => nodeOf(run.model, id)).filter((t) => t.outgoing.length > 0);
  const made = typeof token === 'object' && token !== null;
  const taskId = sql<number>`(select id from task)`;
  // One statement: the token (made here, or the one given), the task, its to-do rows and its timers.
  const withTask = run.tx
    .with('tok', (db) => (made
      ? db.insertInto('bpm_token').values({
        tenant_id: run.tenantId, instance_id: run.instance.id, node_id: node.id, flow_id: token.flowId, state: 'active',
        loop: token.loop ? JSON.stringify(token.loop) : null,
      }).returning('id')
      : db.selectNoFrom(sql<number>`${token}::int`.as('id'))))
    .with('task', (db) => db.insertInto('bpm_task').values({
      tenant_id: run.tenantId, instance_id: run.instance.id, token_id: sql<number | null>`(select id from tok)`, node_id: node.id, name: node.name,
      assignee_id: single, status: owner !== null ? 'AGENT' : options.status ?? run.taskStatus, parent_task_id: options.parentTaskId ?? null,
      subject: run.instance.subject, def_key: run.instance.defKey, def_name: run.instance.defName,
      creator_id: run.instance.creatorId, creator_name: run.instance.creatorName, created_at: now,
      due_at: node.dueIn ? addDuration(now, node.dueIn) : null, owner_id: owner, created_by: options.createdBy ?? null,
    }).returning('id'))
    .with('cand', (db) => db.insertInto('bpm_task_candidate').values([...rows].map(([u, forUsers]) => ({
      tenant_id: run.tenantId, task_id: taskId, user_id: u, created_at: now, for_users: forUsers,
    }))).returning('user_id'));
  const query = timers.length === 0 ? withTask : withTask.with('timers', (db) => db.insertInto('bpm_timer').values(timers.map((t) => ({
    tenant_id: run.tenantId, instance_id: run.instance.id, task_id: taskId, timer_id: t.id, due_at: addDuration(now, t.dueIn!),
  }))).returning('id')) as unknown as typeof withTask;
  const row = await query.selectFrom('task').select(['task.id', sql<number | null>`(select id from tok)`.as('token_id')]).executeTakeFirstOrThrow();
  for (const u of rows.keys()) run.touched.add(u);
  if (made) run.undo.tokens.push(row.token_id!);
  run.undo.tasks.push(row.id);
  return { taskId: row.id, tokenId: row.token_id! };
}

/** Agent rules (followed along a chain) and deputies in force for the flow, in one round trip (none when `known`). */
async function routeHandlers(run: Run, users: number[], now: Date, known?: RouteRule[]) {
  const owners = new Map<number, number>();
  const deputies = new Map<number, number[]>();
  const found = known ?? (await sql<RouteRule>`${agentAndDeputyRules(run, now, sql`(select unnest(${users}::int[]))`)}`.execute(run.tx)).rows;
  const rules = found.filter((r) => r.kind === 'agent' || users.includes(r.user_id));
  if (rules.length === 0) return { handlers: users, owners, deputies };
  const agentOf = new Map(rules.filter((r) => r.kind === 'agent').map((r) => [r.user_id, r.other_id]));
  const handlers = users.map((u) => {
    let to = u;
    for (let hops = 0; agentOf.has(to) && hops < 10; hops++) to = agentOf.get(to)!;
    if (to !== u) owners.set(to, u);
    return to;
  });
  for (const r of rules) {
    if (r.kind === 'deputy' && !handlers.includes(r.other_id)) deputies.set(r.other_id, [...(deputies.get(r.other_id) ?? []), r.user_id]);
  }
  return { handlers: [...new Set(handlers)], owners, deputies };
}

/** Deletes tokens, keeping their rows in the action's undo record. */
export async function dropTokens(run: Run, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await run.tx.deleteFrom('bpm_token').where('id', 'in', ids).returning(['id', 'node_id', 'flow_id', 'state', 'loop']).execute();
  run.undo.dropped.push(...rows.map((r) => ({ ...r, loop: r.loop as unknown })));
}

/** The opinion of an action and its settle(), in one statement when the process has no inclusive join to fire. */
export async function recordAndSettle(run: Run, entry: OpinionEntry): Promise<{ ended: boolean }> {
  if (hasInclusiveJoin(run.model)) {
    await recordOpinion(run, entry);
    return settle(run);
  }
  const recorded = await recordOpinion(run, entry, { endIfNoToken: true });
  if (recorded.ended) await runInstanceEnded(run);
  return recorded;
}

const hasInclusiveJoin = (model: ProcessModel) => Object.values(model.nodes).some((n) => n.kind === 'inclusive' && n.incoming.length > 1);

/**
 * After an action: fires inclusive joins that no live token can still reach, then ends the instance when no
 * token is left.
 */
export async function settle(run: Run): Promise<{ ended: boolean }> {
  for (let changed = hasInclusiveJoin(run.model); changed;) {
    changed = false;
    const tokens = await run.tx.selectFrom('bpm_token').select(['id', 'node_id', 'state'])
      .where('instance_id', '=', run.instance.id).execute();
    const joins = [...new Set(tokens.filter((t) => t.state === 'waiting').map((t) => t.node_id))]
      .map((id) => nodeOf(run.model, id)).filter((n) => n.kind === 'inclusive');
    for (const join of joins) {
      const others = tokens.filter((t) => t.node_id !== join.id).map((t) => t.node_id);
      const fired = await fireJoinIfReady(run, join, async () => !others.some((from) => canReach(run, from, join.id)));
      if (fired) {
        changed = true;
        break;
      }
    }
  }
  const left = await run.tx.selectFrom('bpm_token').select(sql<number>`count(*)`.as('n')).where('instance_id', '=', run.instance.id).executeTakeFirst();
  if (Number(left?.n ?? 0) > 0) return { ended: false };
  await run.tx.updateTable('bpm_instance').set({ status: 'end', ended_at: new Date() }).where('id', '=', run.instance.id).execute();
  await runInstanceEnded(run);
  return { ended: true };
}

/** Whether a token at `from` may still arrive at `target` (paths through `target` itself stop there). */
export function canReach(run: Run, from: string, target: string): boolean {
  const seen = new Set<string>([from]);
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const flowId of nodeOf(run.model, id).outgoing) {
      const next = flowOf(run.model, flowId).target;
      if (next === target) return true;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}
