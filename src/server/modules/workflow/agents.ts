import { sql } from 'kysely';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';
import { readNodeUsers } from '../../bpm/load-run.ts';
import { isAdmin } from '../../bpm/start-rights.ts';
import { iso } from './list-tasks.ts';

const FIELDS: QueryFields = [
  { name: 'agent', column: 'ag.fullname', type: 'string' },
  { name: 'owner', column: 'ow.fullname', type: 'string' },
  { name: 'subject', column: 'a.subject', type: 'string' },
  { name: 'startDate', column: 'a.start_at', type: 'date' },
  { name: 'endDate', column: 'a.end_at', type: 'date' },
  { name: 'isEnabled', column: 'a.enabled', type: 'boolean' },
];

const base = (tx: Tx, tenantId: number) => tx.selectFrom('bpm_agent as a')
  .innerJoin('app_user as ag', 'ag.id', 'a.agent_id').innerJoin('app_user as ow', 'ow.id', 'a.owner_id')
  .select(['a.id', 'a.owner_id', 'ow.fullname as owner', 'a.agent_id', 'ag.fullname as agent', 'a.subject', 'a.def_keys', 'a.start_at', 'a.end_at', 'a.enabled'])
  .where('a.tenant_id', '=', tenantId);

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
const agentRow = (a: Row) => ({
  id: String(a.id), ownerId: String(a.owner_id), owner: a.owner, agentId: String(a.agent_id), agent: a.agent, subject: a.subject,
  defKeys: a.def_keys, startDate: iso(a.start_at)!, endDate: iso(a.end_at)!, isEnabled: a.enabled,
});

/** Agent rules: the caller's own (isMgr=false), or every rule of the tenant for an administrator (isMgr=true). */
export function listAgents(db: Db, principal: Principal, filter: QueryFilter, isMgr: boolean) {
  return withTenant(db, principal.tenantId, async (tx) => {
    let query = base(tx, principal.tenantId);
    if (!isMgr || !(await isAdmin(tx, principal))) query = query.where('a.owner_id', '=', principal.userId);
    const page = await pagedQuery(query, filter, FIELDS, { order: [['a.start_at', 'desc'], ['a.id', 'desc']] });
    return { ...page, rows: page.rows.map(agentRow) };
  });
}

export function getAgent(db: Db, principal: Principal, id: number) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const row = await base(tx, principal.tenantId).where('a.id', '=', id).where('a.owner_id', '=', principal.userId).executeTakeFirst();
    if (!row) throw notFound('bpmAgentNotFound');
    return agentRow(row);
  });
}

export interface AgentInput { id?: number; agentId: number; subject?: string; defKeys?: string[] | null; startDate: string; endDate: string; isEnabled?: boolean }

/**
 * Saves one of the caller's agent rules. Refused: oneself as agent, an end before the start, and a rule that
 * would close a cycle of enabled rules (A -> B -> ... -> A) over overlapping dates.
 */
export function saveAgent(db: Db, principal: Principal, input: AgentInput) {
  return withTenant(db, principal.tenantId, async (tx) => (await writeAgent(tx, principal, input)).id);
}

/** saveAgent inside the caller's transaction (the agent form's record store too); an update bumps the row's version. */
export async function writeAgent(tx: Tx, principal: Principal, input: AgentInput): Promise<{ id: number; version: number }> {
  const me = principal.userId;
  if (input.agentId === me) throw badRequest('bpmAgentSelf');
  const start = new Date(input.startDate);
  const end = new Date(input.endDate);
  if (!(end >= start)) throw badRequest('bpmAgentDates');
  await readNodeUsers(tx, principal.tenantId, [{ nodeId: '-', executors: [{ id: input.agentId }] }]);
  const enabled = input.isEnabled ?? true;
  if (enabled) await refuseCycle(tx, principal.tenantId, me, input.agentId, start, end, input.id);
  const values = { agent_id: input.agentId, subject: input.subject?.trim() ?? '', def_keys: input.defKeys?.length ? input.defKeys : null, start_at: start, end_at: end, enabled };
  if (input.id !== undefined) {
    const done = await tx.updateTable('bpm_agent').set({ ...values, version: sql<number>`version + 1` }).where('id', '=', input.id).where('owner_id', '=', me)
      .returning(['id', 'version']).executeTakeFirst();
    if (!done) throw notFound('bpmAgentNotFound');
    return done;
  }
  return tx.insertInto('bpm_agent').values({ tenant_id: principal.tenantId, owner_id: me, ...values }).returning(['id', 'version']).executeTakeFirstOrThrow();
}

async function refuseCycle(tx: Tx, tenantId: number, owner: number, agent: number, start: Date, end: Date, exceptId?: number) {
  let query = tx.selectFrom('bpm_agent').select(['owner_id', 'agent_id']).where('tenant_id', '=', tenantId).where('enabled', '=', true)
    .where('start_at', '<=', end).where('end_at', '>=', start);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const edges = await query.execute();
  const next = new Map<number, number[]>();
  for (const e of edges) next.set(e.owner_id, [...(next.get(e.owner_id) ?? []), e.agent_id]);
  const seen = new Set<number>();
  const queue = [agent];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === owner) throw badRequest('bpmAgentCycle');
    if (seen.has(at)) continue;
    seen.add(at);
    queue.push(...(next.get(at) ?? []));
  }
}

export function removeAgents(db: Db, principal: Principal, ids: number[]) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const gone = await tx.deleteFrom('bpm_agent').where('id', 'in', ids).where('owner_id', '=', principal.userId).returning('id').execute();
    if (gone.length !== new Set(ids).size) throw notFound('bpmAgentNotFound');
  });
}
