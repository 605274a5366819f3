import { sql } from 'kysely';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery } from '../../query/paged-query.ts';
import { readNodeUsers } from '../../bpm/load-run.ts';

const base = (tx: Tx, tenantId: number) => tx.selectFrom('bpm_deputy as d').innerJoin('app_user as u', 'u.id', 'd.deputy_id')
  .select(['d.id', 'd.user_id', 'd.deputy_id', 'u.fullname']).where('d.tenant_id', '=', tenantId);
type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
const deputyRow = (d: Row) => ({ id: String(d.id), userId: String(d.user_id), agentId: String(d.deputy_id), agentName: d.fullname });

/** The caller's deputy (副职): shares every task made for the caller. Null when none. */
export function deputyOf(db: Db, principal: Principal) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const row = await base(tx, principal.tenantId).where('d.user_id', '=', principal.userId).executeTakeFirst();
    return row ? deputyRow(row) : null;
  });
}

export function listDeputies(db: Db, principal: Principal, filter: QueryFilter) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const page = await pagedQuery(base(tx, principal.tenantId).where('d.user_id', '=', principal.userId), filter, [], { order: [['d.id', 'asc']] });
    return { ...page, rows: page.rows.map(deputyRow) };
  });
}

/** Sets the caller's deputy (one per user). */
export function saveDeputy(db: Db, principal: Principal, deputyId: number) {
  return withTenant(db, principal.tenantId, async (tx) => (await writeDeputy(tx, principal, deputyId)).id);
}

/** saveDeputy inside the caller's transaction (the deputy form's record store too); a change bumps the row's version. */
export async function writeDeputy(tx: Tx, principal: Principal, deputyId: number): Promise<{ id: number; version: number }> {
  if (deputyId === principal.userId) throw badRequest('bpmNotYourself');
  await readNodeUsers(tx, principal.tenantId, [{ nodeId: '-', executors: [{ id: deputyId }] }]);
  return tx.insertInto('bpm_deputy').values({ tenant_id: principal.tenantId, user_id: principal.userId, deputy_id: deputyId })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet({ deputy_id: deputyId, version: sql<number>`bpm_deputy.version + 1` }))
    .returning(['id', 'version']).executeTakeFirstOrThrow();
}

export function removeDeputies(db: Db, principal: Principal, ids: number[]) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const gone = await tx.deleteFrom('bpm_deputy').where('id', 'in', ids).where('user_id', '=', principal.userId).returning('id').execute();
    if (gone.length !== new Set(ids).size) throw notFound('bpmDeputyNotFound');
  });
}
