import { sql } from 'kysely';
import type { Tx } from '../db/database.ts';
import { badRequest, conflict, notFound } from '../lib/app-error.ts';
import type { ProcessModel } from './model.ts';
import { emptyUndo, type InstanceState, type Run, type Undo } from './run-context.ts';
import type { FlowSettings } from './settings.ts';

/** `select ... for update` of the instance row: every action on an instance runs behind this lock. */
export async function lockInstance(tx: Tx, tenantId: number, instanceId: number) {
  const row = await tx.selectFrom('bpm_instance').selectAll().where('tenant_id', '=', tenantId).where('id', '=', instanceId)
    .forUpdate().executeTakeFirst();
  if (!row) throw notFound('bpmInstanceNotFound');
  return row;
}

/** Deployed versions never change, so their compiled form is kept per row id (bounded: oldest dropped first). */
const definitions = new Map<number, { model: ProcessModel; settings: FlowSettings }>();
const DEFINITION_CACHE = 500;

export async function loadDefinition(tx: Tx, defId: number): Promise<{ model: ProcessModel; settings: FlowSettings }> {
  const cached = definitions.get(defId);
  if (cached) return cached;
  const def = await tx.selectFrom('bpm_definition').select(['model', 'settings']).where('id', '=', defId).executeTakeFirstOrThrow();
  const loaded = { model: def.model as ProcessModel, settings: def.settings as FlowSettings };
  if (definitions.size >= DEFINITION_CACHE) definitions.delete(definitions.keys().next().value!);
  definitions.set(defId, loaded);
  return loaded;
}

type InstanceRow = Awaited<ReturnType<typeof lockInstance>>;

/** The run of an action on a locked instance; a finished or forbidden instance is a 409. */
export async function runOf(tx: Tx, row: InstanceRow, actorId: number): Promise<Run> {
  if (row.status !== 'running') throw conflict('bpmInstanceNotRunning');
  const { model, settings } = await loadDefinition(tx, row.def_id);
  const instance: InstanceState = {
    id: row.id, defKey: row.def_key, defName: row.def_name, subject: row.subject, creatorId: row.creator_id,
    creatorName: row.creator_name, businessKey: row.business_key, startedAt: row.created_at, data: row.data,
  };
  return {
    tx, tenantId: row.tenant_id, instance, model, settings, actorId, nodeUsers: new Map(), taskStatus: 'NORMAL', steps: 0, undo: emptyUndo(), touched: new Set(),
  };
}

/** Base64 of a JSON object (the wire form of `data`) -> the object. */
export function decodeFormData(data: string | undefined): Record<string, unknown> {
  if (data === undefined || data === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
  } catch {
    throw badRequest('bpmDataInvalid');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest('bpmDataInvalid');
  return parsed as Record<string, unknown>;
}

export interface NodeUsersInput {
  nodeId: string;
  executors: { id: string | number }[];
}

/**
 * `nodeUsers` (a JSON string or the array itself) -> node id -> user ids, every user an active user of the tenant. With
 * the flow's `model` (a start or a complete): every node a user task of it, and no guest chosen. Whether the node
 * allows the users is handlersOf's rule.
 */
export async function readNodeUsers(
  tx: Tx, tenantId: number, input: string | NodeUsersInput[] | undefined, model?: ProcessModel,
): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (input === undefined || input === '') return out;
  let list: NodeUsersInput[];
  try {
    list = typeof input === 'string' ? JSON.parse(input) as NodeUsersInput[] : input;
    if (!Array.isArray(list)) throw new Error('not a list');
  } catch {
    throw badRequest('badRequest', { detail: 'nodeUsers' });
  }
  for (const entry of list) {
    const ids = (entry.executors ?? []).map((e) => Number(e.id));
    const bad = ids.find((id) => !Number.isInteger(id));
    if (bad !== undefined || typeof entry.nodeId !== 'string') throw badRequest('badRequest', { detail: 'nodeUsers' });
    if (model && model.nodes[entry.nodeId]?.kind !== 'userTask') throw badRequest('bpmNodeUsersUnknownNode', { node: entry.nodeId });
    out.set(entry.nodeId, [...new Set(ids)]);
  }
  const all = [...new Set([...out.values()].flat())];
  if (all.length > 0) {
    const found = await tx.selectFrom('app_user').select(['id', 'is_visitor']).where('tenant_id', '=', tenantId).where('id', 'in', all)
      .where('status', '=', 1).execute();
    const known = new Map(found.map((u) => [u.id, u.is_visitor]));
    const missing = all.find((id) => !known.has(id));
    if (missing !== undefined) throw badRequest('bpmUnknownUser', { id: missing });
    const guest = model ? all.find((id) => known.get(id) === true) : undefined;
    if (guest !== undefined) throw badRequest('bpmChosenVisitor', { id: guest });
  }
  return out;
}

export interface OpinionEntry {
  taskId: number | null;
  nodeId: string;
  nodeName: string;
  userId: number;
  action: string;
  opinion: string;
  /** Refresh the handler's done-list row. */
  done: boolean;
  /** The leader the handler acted for (secretary, deputy). */
  onBehalf?: { id: number; name: string } | null;
  files?: unknown;
  /** Kept for revoke / retrieve. */
  undo?: Undo;
}

/**
 * Records an opinion and refreshes the handler's done-list row, in one statement; with `endIfNoToken`, the same
 * statement ends the instance when no token is left (a settle without inclusive joins). Returns the opinion id.
 */
export async function recordOpinion(run: Run, entry: OpinionEntry, options: { endIfNoToken?: boolean } = {}): Promise<{ id: number; ended: boolean }> {
  const now = new Date();
  const instanceId = run.instance.id;
  const userName = entry.userId === run.actorId && run.actorName !== undefined ? run.actorName
    : sql<string>`(select fullname from app_user where id = ${entry.userId})`;
  type Query = ReturnType<typeof opinionInsert>;
  const opinionInsert = () => run.tx.with('op', (db) => db.insertInto('bpm_opinion').values({
    tenant_id: run.tenantId, instance_id: instanceId, task_id: entry.taskId, node_id: entry.nodeId, node_name: entry.nodeName,
    user_id: entry.userId, user_name: userName, action: entry.action, opinion: entry.opinion, status: entry.action, created_at: now,
    on_behalf_id: entry.onBehalf?.id ?? null, on_behalf_name: entry.onBehalf?.name ?? null,
    files: entry.files === undefined ? null : JSON.stringify(entry.files), undo: entry.undo ? JSON.stringify(entry.undo) : null,
  }).returning('id'));
  let query: Query = opinionInsert();
  if (entry.done) {
    const i = run.instance;
    query = query.with('done', (db) => db.insertInto('bpm_done').values({
      tenant_id: run.tenantId, instance_id: instanceId, user_id: entry.userId, last_action: entry.action, last_at: now,
      subject: i.subject, def_key: i.defKey, def_name: i.defName, creator_id: i.creatorId, creator_name: i.creatorName,
      business_key: i.businessKey, started_at: i.startedAt,
    }).onConflict((oc) => oc.columns(['instance_id', 'user_id']).doUpdateSet({ last_action: entry.action, last_at: now })).returning('user_id')) as unknown as Query;
  }
  if (options.endIfNoToken) {
    // Sub-statements see the tokens as the action's earlier statements left them.
    query = query.with('ended', (db) => db.updateTable('bpm_instance').set({ status: 'end', ended_at: now }).where('id', '=', instanceId)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('bpm_token').select('id').where('instance_id', '=', instanceId)))).returning('id')) as unknown as Query;
  }
  const ended = options.endIfNoToken ? sql<boolean>`exists (select 1 from ended)` : sql<boolean>`false`;
  const row = await query.selectFrom('op').select(['op.id', ended.as('ended')]).executeTakeFirstOrThrow();
  return { id: row.id, ended: row.ended };
}
