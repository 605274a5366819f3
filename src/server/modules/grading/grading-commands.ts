import { sql } from 'kysely';
import type { GradingJson, SaveGradingBody } from '../../../common/api/grading.ts';
import { EXPERT_INDICATORS } from '../../../common/patents/grading/grading.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { isOffice } from '../agency/agency-access.ts';
import { gradeOf, recountGrades, storeGrade } from './grade-patents.ts';

async function stored(tx: Tx, principal: Principal, patentId: number): Promise<{ version: number; gradedBy: string | null; gradedAt: string | null } | undefined> {
  return (await sql<{ version: number; gradedBy: string | null; gradedAt: string | null }>`
    select g.version, u.fullname as "gradedBy", to_char(g.graded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "gradedAt"
    from patent_grading g left join app_user u on u.id = g.graded_by where g.tenant_id = ${principal.tenantId} and g.patent_id = ${patentId}`.execute(tx)).rows[0];
}

/**
 * GET /api/grading/v1/patent/getJson?patentId: the patent's grade as of today (recomputed and stored when its inputs
 * changed), each indicator with its weight, source and score, the groups, total and level.
 */
export async function getGradingJson(db: Db, principal: Principal, patentId: number): Promise<GradingJson> {
  return withTenant(db, principal.tenantId, async (tx) => {
    if (principal.isVisitor) throw forbidden('gradingOfficeOnly');
    const g = await gradeOf(tx, principal.tenantId, patentId);
    if (!g) throw notFound('gradingNotFound');
    await recountGrades(tx, principal.tenantId, [patentId]);
    const meta = await stored(tx, principal, patentId);
    return {
      patentId, version: meta?.version ?? 1, groups: g.result.groups, indicators: g.result.indicators, total: g.result.total, level: g.result.level,
      complete: g.result.complete, expert: g.expert, gradedBy: meta?.gradedBy ?? null, gradedAt: meta?.gradedAt ?? null,
    };
  });
}

/** GET /api/grading/v1/patent/recount[?patentId]: the IP office recomputes one patent's grade, or every changed one of the tenant. */
export async function recount(db: Db, principal: Principal, patentId: number | undefined, force: boolean): Promise<{ count: number }> {
  return withTenant(db, principal.tenantId, async (tx) => {
    if (!(await isOffice(tx, principal))) throw forbidden('gradingOfficeOnly');
    if (patentId !== undefined) {
      const found = await tx.selectFrom('patent').select('id').where('tenant_id', '=', principal.tenantId).where('id', '=', patentId).executeTakeFirst();
      if (!found) throw notFound('gradingNotFound');
    }
    return { count: await recountGrades(tx, principal.tenantId, patentId === undefined ? undefined : [patentId], undefined, force) };
  });
}

/**
 * POST /api/grading/v1/patent/saveGrading: the IP office's expert scores (0-10, the expert indicators only; `clear`
 * removes some), at the version it read (stale: 409); the grade recomputed and stored with an audit row, one transaction.
 */
export async function saveGrading(db: Db, principal: Principal, body: SaveGradingBody) {
  return withTenant(db, principal.tenantId, async (tx) => {
    if (!(await isOffice(tx, principal))) throw forbidden('gradingOfficeOnly');
    const unknown = [...Object.keys(body.expert), ...(body.clear ?? [])].filter((k) => !EXPERT_INDICATORS.includes(k));
    if (unknown.length) throw badRequest('badRequest', { detail: `expert/${unknown[0]}` });
    const { rows } = await sql<{ version: number; expert: Record<string, number> }>`select version, expert from patent_grading
      where tenant_id = ${principal.tenantId} and patent_id = ${body.patentId} for update`.execute(tx);
    const current = rows[0];
    if (current && current.version !== body.version) throw conflict('gradingStale');
    const expert: Record<string, number> = { ...(current?.expert ?? {}) };
    for (const [k, v] of Object.entries(body.expert)) expert[k] = v;
    for (const k of body.clear ?? []) delete expert[k];
    const g = await gradeOf(tx, principal.tenantId, body.patentId, expert);
    if (!g) throw notFound('gradingNotFound');
    await storeGrade(tx, principal.tenantId, body.patentId, g.result, expert, g.hash, g.row.inputs_version);
    const { rows: saved } = await sql<{ version: number }>`update patent_grading set expert = ${JSON.stringify(expert)}::jsonb, graded_by = ${principal.userId},
      graded_at = now(), version = version + 1 where patent_id = ${body.patentId} returning version`.execute(tx);
    await sql`insert into patent_grading_log (tenant_id, patent_id, actor_id, expert, total, level)
      values (${principal.tenantId}, ${body.patentId}, ${principal.userId}, ${JSON.stringify(expert)}::jsonb, ${g.result.total}, ${g.result.level})`.execute(tx);
    return { patentId: body.patentId, version: saved[0]!.version, total: g.result.total, level: g.result.level, complete: g.result.complete };
  });
}
