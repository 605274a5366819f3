import { sql } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
import { AGENCY_ACTION_PHRASES } from '../../../common/i18n/errors-agency.ts';
import { parseApplicationNo } from '../../../common/patents/application-number.ts';
import { caseMove, CASE_MOVES, CASE_STATUSES, type CaseAction } from '../../../common/patents/agency/index.ts';
import { chinaToday } from '../../../common/patents/annual-fees/index.ts';
import type { Tx } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { agentOnly, officeOnly, partyOf, seesCase, AGENCY_OFFICE_ROLES } from './agency-access.ts';
import { fileCasePatent, recordCaseOutcome } from './case-patent.ts';
import { logCaseMove, readCase } from './case-row.ts';

/** Where the case list lives (messages link there). */
export const AGENCY_CASES_PATH = '/zlgl/template/preview/dlzlbd';

/** CNIPA filing fee (申请费) by patent type, added as an official fee when the case is filed. */
export const FILING_FEES: Record<string, number> = { invent: 900, newKind: 500, exterior: 500 };

export interface MoveExtra { reason?: string | undefined; applicationNo?: string | undefined; filingDate?: string | undefined }

function moveRefused(action: CaseAction, from: keyof typeof CASE_STATUSES, lang: Language): AppError {
  return new AppError(409, 'agencyMoveRefused', { from: CASE_STATUSES[from][lang], action: AGENCY_ACTION_PHRASES[lang][action] });
}

async function officeUsers(tx: Tx, tenantId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select distinct ur.user_id as id from user_role ur join role r on r.id = ur.role_id
    where ur.tenant_id = ${tenantId} and r.code in (${sql.join([...AGENCY_OFFICE_ROLES])}) order by 1`.execute(tx);
  return rows.map((r) => r.id);
}

/**
 * One move of an agency case inside the caller's transaction: the case locked, 404 for one the caller may not see,
 * 403 for a move of the other side (agency moves: its agents or the IP office recording on their behalf; office moves:
 * the IP office), 409 for a stale version or a move not allowed from the current state, the move's own rules, the
 * update and an audit row.
 */
export async function moveCase(tx: Tx, principal: Principal, id: number, version: number, action: CaseAction, extra: MoveExtra, lang: Language,
  today = chinaToday()): Promise<{ id: number; status: string; version: number }> {
  const c = await readCase(tx, principal.tenantId, id, true);
  if (!c) throw notFound('agencyCaseNotFound');
  const party = await partyOf(tx, principal, c);
  if (!seesCase(party)) throw notFound('agencyCaseNotFound');
  const move = CASE_MOVES[action];
  if (move.by === 'office' && !party.office) throw officeOnly(action, lang);
  if (move.by === 'agency' && !party.office && !party.agency) throw agentOnly(action, lang);
  if (c.version !== version) throw conflict('agencyCaseStale');
  const to = caseMove(action, c.status);
  if (!to) throw moveRefused(action, c.status, lang);
  const reason = extra.reason?.trim() || null;
  if ((action === 'decline' || action === 'cancel' || action === 'returnDraft') && !reason) throw badRequest('agencyReasonRequired');
  if (action === 'accept' && c.agency_status === 'suspended') throw new AppError(409, 'agencySuspended', { name: c.agency_name });
  let filing = sql``;
  if (action === 'file') {
    if (!extra.applicationNo?.trim() || !extra.filingDate) throw badRequest('agencyFilingRequired');
    const parsed = parseApplicationNo(extra.applicationNo, { requireCheckDigit: false });
    if (!parsed.ok) throw badRequest('agencyApplicationNo', { value: extra.applicationNo });
    if (extra.filingDate < c.entrust_date || extra.filingDate > today) throw badRequest('agencyFilingDate');
    filing = sql`, application_no = ${parsed.value.formatted}, filing_date = ${extra.filingDate}`;
    await fileCasePatent(tx, principal.tenantId, c, parsed.value, extra.filingDate);
  }
  if (action === 'grant' || action === 'reject') await recordCaseOutcome(tx, principal.tenantId, c, action, today);
  const { rows } = await sql<{ version: number }>`update agency_case set status = ${to}, reason = coalesce(${reason}, reason), version = version + 1,
    updated_at = now() ${filing} where id = ${c.id} returning version`.execute(tx);
  await logCaseMove(tx, principal.tenantId, c.id, action, c.status, to, principal.userId, reason);
  if (action === 'submitDraft') {
    const { rows: r } = await sql<{ round: number }>`insert into agency_quality_review (tenant_id, case_id, round)
      select ${principal.tenantId}, ${c.id}, coalesce(max(round), 0) + 1 from agency_quality_review where case_id = ${c.id} returning round`.execute(tx);
    const to = (await officeUsers(tx, principal.tenantId)).filter((u) => u !== principal.userId);
    const subject = translatorFor(lang)('agencyReviewMessage', { title: c.title, caseNo: c.case_no, round: r[0]!.round });
    if (to.length) {
      await tx.insertInto('portal_message').values(to.map((receiver) => ({
        tenant_id: principal.tenantId, receiver_id: receiver, sender_id: principal.userId, type: 'system' as const, subject, content: null, url: '/zlgl/template/preview/dlzj',
      }))).execute();
    }
  }
  if (action === 'file') {
    await sql`insert into agency_fee (tenant_id, case_id, kind, amount) values (${principal.tenantId}, ${c.id}, 'official', ${FILING_FEES[c.patent_type] ?? 500})`.execute(tx);
  }
  return { id: c.id, status: to, version: rows[0]!.version };
}
