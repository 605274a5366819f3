import { sql } from 'kysely';
import type { QualityStatusBody } from '../../../common/api/agency.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { PASS_SCORE, REVIEW_CASE_ACTION, reviewScore } from '../../../common/patents/agency/index.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { officeOnly, partyOf, seesCase } from './agency-access.ts';
import { moveCase } from './move-case.ts';

/**
 * POST /api/quality/v1/changeStatus: the IP office reviews a submitted draft, scoring claims, description, formalities
 * and timeliness 0-5 each. Passed (score at least PASS_SCORE) approves the draft for filing; returned (with the
 * reason) sends the case back to drafting. One transaction with the case's move and its audit row.
 */
export async function changeQualityStatus(db: Db, principal: Principal, body: QualityStatusBody, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const { rows } = await sql<{ id: number; case_id: number; status: string; version: number; agency_id: number; entrusted_by: number; case_version: number }>`
      select r.id, r.case_id, r.status, r.version, c.agency_id, c.entrusted_by, c.version as case_version
      from agency_quality_review r join agency_case c on c.id = r.case_id
      where r.tenant_id = ${principal.tenantId} and r.id = ${body.id} for update of r`.execute(tx);
    const review = rows[0];
    if (!review) throw notFound('agencyReviewNotFound');
    const party = await partyOf(tx, principal, review);
    if (!seesCase(party)) throw notFound('agencyReviewNotFound');
    const action = REVIEW_CASE_ACTION[body.status];
    if (!party.office) throw officeOnly(action, lang);
    if (review.version !== body.version) throw conflict('agencyReviewStale');
    if (review.status !== 'pending') throw new AppError(409, 'agencyReviewDone');
    const score = reviewScore(body.scores);
    if (body.status === 'passed' && score < PASS_SCORE) throw badRequest('agencyReviewScoreLow', { score, pass: PASS_SCORE });
    const comment = body.comment?.trim() || null;
    if (body.status === 'returned' && !comment) throw badRequest('agencyReasonRequired');
    const moved = await moveCase(tx, principal, review.case_id, review.case_version, action, { reason: comment ?? undefined }, lang);
    const { rows: updated } = await sql<{ version: number }>`update agency_quality_review set status = ${body.status}, scores = ${JSON.stringify(body.scores)}::jsonb,
      score = ${score}, comment = ${comment}, reviewer_id = ${principal.userId}, reviewed_at = now(), version = version + 1
      where id = ${review.id} returning version`.execute(tx);
    return { id: review.id, status: body.status, score, version: updated[0]!.version, caseStatus: moved.status, caseVersion: moved.version };
  });
}
