import { sql } from 'kysely';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';
import { readNodeUsers } from '../../bpm/load-run.ts';

const FIELDS: QueryFields = [
  { name: 'secretary', column: 'se.fullname', type: 'string' },
  { name: 'leader', column: 'le.fullname', type: 'string' },
  { name: 'isEnabled', column: 's.enabled', type: 'boolean' },
];

const base = (tx: Tx, tenantId: number) => tx.selectFrom('bpm_secretary as s')
  .innerJoin('app_user as le', 'le.id', 's.leader_id').innerJoin('app_user as se', 'se.id', 's.secretary_id')
  .select(['s.id', 's.leader_id', 'le.fullname as leader', 's.secretary_id', 'se.fullname as secretary', 's.def_keys', 's.enabled'])
  .where('s.tenant_id', '=', tenantId);

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
const secretaryRow = (s: Row) => ({
  id: String(s.id), leaderId: String(s.leader_id), leader: s.leader, secretaryId: String(s.secretary_id), secretary: s.secretary,
  defKeys: s.def_keys, isEnabled: s.enabled,
});

/** The caller's secretaries (as a leader). */
export function listSecretaries(db: Db, principal: Principal, filter: QueryFilter) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const page = await pagedQuery(base(tx, principal.tenantId).where('s.leader_id', '=', principal.userId), filter, FIELDS, { order: [['s.id', 'asc']] });
    return { ...page, rows: page.rows.map(secretaryRow) };
  });
}

export function getSecretary(db: Db, principal: Principal, id: number) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const row = await base(tx, principal.tenantId).where('s.id', '=', id).where('s.leader_id', '=', principal.userId).executeTakeFirst();
    if (!row) throw notFound('bpmSecretaryNotFound');
    return secretaryRow(row);
  });
}

/** The leaders the caller is secretary of: empty means the caller is no secretary (the leader node stays in the menu). */
export function leadersOfSecretary(db: Db, principal: Principal) {
  return withTenant(db, principal.tenantId, (tx) => leadersOf(tx, principal));
}

export async function leadersOf(tx: Tx, principal: Principal) {
  const rows = await base(tx, principal.tenantId).where('s.secretary_id', '=', principal.userId).where('s.enabled', '=', true).orderBy('s.id').execute();
  return rows.map((r) => ({ id: String(r.leader_id), name: r.leader }));
}

export interface SecretaryInput { id?: number; secretaryId: number; defKeys?: string[] | null; isEnabled?: boolean }

export function saveSecretary(db: Db, principal: Principal, input: SecretaryInput) {
  return withTenant(db, principal.tenantId, async (tx) => (await writeSecretary(tx, principal, input)).id);
}

/** saveSecretary inside the caller's transaction (the secretary form's record store too); a change bumps the row's version. */
export async function writeSecretary(tx: Tx, principal: Principal, input: SecretaryInput): Promise<{ id: number; version: number }> {
  if (input.secretaryId === principal.userId) throw badRequest('bpmNotYourself');
  await readNodeUsers(tx, principal.tenantId, [{ nodeId: '-', executors: [{ id: input.secretaryId }] }]);
  const values = { secretary_id: input.secretaryId, def_keys: input.defKeys?.length ? input.defKeys : null, enabled: input.isEnabled ?? true };
  const bump = sql<number>`bpm_secretary.version + 1`;
  if (input.id !== undefined) {
    const done = await tx.updateTable('bpm_secretary').set({ ...values, version: bump }).where('id', '=', input.id).where('leader_id', '=', principal.userId)
      .returning(['id', 'version']).executeTakeFirst();
    if (!done) throw notFound('bpmSecretaryNotFound');
    return done;
  }
  return tx.insertInto('bpm_secretary').values({ tenant_id: principal.tenantId, leader_id: principal.userId, ...values })
    .onConflict((oc) => oc.columns(['tenant_id', 'leader_id', 'secretary_id']).doUpdateSet({ def_keys: values.def_keys, enabled: values.enabled, version: bump }))
    .returning(['id', 'version']).executeTakeFirstOrThrow();
}

export function removeSecretaries(db: Db, principal: Principal, ids: number[]) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const gone = await tx.deleteFrom('bpm_secretary').where('id', 'in', ids).where('leader_id', '=', principal.userId).returning('id').execute();
    if (gone.length !== new Set(ids).size) throw notFound('bpmSecretaryNotFound');
  });
}
