import { sql } from 'kysely';
import type { TermSaveBody, TermStatusBody } from '../../../common/api/agency.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { AGENCY_ACTION_PHRASES } from '../../../common/i18n/errors-agency.ts';
import {
  CASE_STATUSES, extensionFee, NOTICE_TYPES, receivedOn, termDue, termMove, TERM_STATUSES, TERM_TARGETS, type Delivery, type NoticeType, type TermStatus,
} from '../../../common/patents/agency/index.ts';
import { chinaToday } from '../../../common/patents/annual-fees/index.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { loadCalendar } from '../maintenance/holiday-calendar.ts';
import { agentOnly, officeOnly, partyOf, seesCase } from './agency-access.ts';
import { logCaseMove, readCase } from './case-row.ts';

/**
 * POST /api/agencyCase/v1/termReply/save: the agency (or the office) records an office action on a filed case; the
 * server computes when it was received and the time limit to answer (src/common/patents/agency/term-deadline.ts).
 */
export async function saveTerm(db: Db, principal: Principal, body: TermSaveBody, lang: Language, today = chinaToday()) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const c = await readCase(tx, principal.tenantId, body.caseId, true);
    if (!c) throw notFound('agencyCaseNotFound');
    const party = await partyOf(tx, principal, c);
    if (!seesCase(party)) throw notFound('agencyCaseNotFound');
    if (!party.office && !party.agency) throw agentOnly('addTerm', lang);
    if (c.status !== 'filed') throw new AppError(409, 'agencyTermCaseState', { from: CASE_STATUSES[c.status][lang] });
    if (body.issueDate > today) throw badRequest('agencyTermDate');
    const calendar = await loadCalendar(tx, principal.tenantId);
    const received = receivedOn(body.issueDate, body.delivery);
    const due = termDue(body.noticeType, body.issueDate, body.delivery, calendar);
    const { rows } = await sql<{ id: number; version: number }>`insert into agency_term (tenant_id, case_id, notice_type, issue_date, delivery, received_date, due_date, note, created_by)
      values (${principal.tenantId}, ${c.id}, ${body.noticeType}, ${body.issueDate}, ${body.delivery}, ${received}, ${due}, ${body.note?.trim() || null}, ${principal.userId})
      returning id, version`.execute(tx);
    await logCaseMove(tx, principal.tenantId, c.id, 'addTerm', c.status, c.status, principal.userId, `${NOTICE_TYPES[body.noticeType][lang]} → ${due}`);
    return { id: rows[0]!.id, version: rows[0]!.version, receivedDate: received, dueDate: due, status: 'open' };
  });
}

interface TermRow {
  id: number; case_id: number; notice_type: NoticeType; issue_date: string; delivery: Delivery; due_date: string; status: TermStatus;
  extended_months: number; version: number; agency_id: number; entrusted_by: number;
}

/**
 * POST /api/agencyCase/v1/termReply/update/status: replied (by the time limit), extended once by 1 or 2 months before
 * it ends (not a statutory limit; the extension fee is added to the case's fees), or missed (only once it has passed;
 * the IP office). One transaction, the row locked, its version checked, an audit row in the case's log.
 */
export async function changeTermStatus(db: Db, principal: Principal, body: TermStatusBody, lang: Language, today = chinaToday()) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const { rows } = await sql<TermRow>`select t.id, t.case_id, t.notice_type, t.issue_date::text as issue_date, t.delivery, t.due_date::text as due_date,
        t.status, t.extended_months, t.version, c.agency_id, c.entrusted_by
      from agency_term t join agency_case c on c.id = t.case_id
      where t.tenant_id = ${principal.tenantId} and t.id = ${body.id} for update of t`.execute(tx);
    const term = rows[0];
    if (!term) throw notFound('agencyTermNotFound');
    const party = await partyOf(tx, principal, term);
    if (!seesCase(party)) throw notFound('agencyTermNotFound');
    const action = TERM_TARGETS[body.status];
    if (action === 'miss' ? !party.office : !party.office && !party.agency) throw action === 'miss' ? officeOnly('miss', lang) : agentOnly(action, lang);
    if (term.version !== body.version) throw conflict('agencyTermStale');
    const to = termMove(action, term.status);
    if (!to) throw new AppError(409, 'agencyTermRefused', { from: TERM_STATUSES[term.status][lang], action: AGENCY_ACTION_PHRASES[lang][action] });
    let set = sql``;
    if (action === 'reply') {
      const date = body.replyDate ?? today;
      if (date > today) throw badRequest('agencyTermDate');
      if (date > term.due_date) throw new AppError(409, 'agencyTermLate', { date, due: term.due_date });
      set = sql`, reply_date = ${date}`;
    } else if (action === 'extend') {
      const months = body.months ?? 1;
      if (!NOTICE_TYPES[term.notice_type].extendable) throw new AppError(409, 'agencyTermNotExtendable', { type: NOTICE_TYPES[term.notice_type][lang] });
      if (today > term.due_date) throw new AppError(409, 'agencyTermLate', { date: today, due: term.due_date });
      const due = termDue(term.notice_type, term.issue_date, term.delivery, await loadCalendar(tx, principal.tenantId), months);
      set = sql`, extended_months = ${months}, due_date = ${due}`;
      await sql`insert into agency_fee (tenant_id, case_id, kind, amount) values (${principal.tenantId}, ${term.case_id}, 'extension', ${extensionFee(months)})`.execute(tx);
    } else if (today <= term.due_date) {
      throw new AppError(409, 'agencyTermNotDue', { due: term.due_date });
    }
    const note = body.note?.trim();
    const { rows: updated } = await sql<{ version: number; due_date: string }>`update agency_term set status = ${to}, version = version + 1
      ${note ? sql`, note = ${note}` : sql``} ${set} where id = ${term.id} returning version, due_date::text as due_date`.execute(tx);
    // The case's audit trail holds its time limits' moves too (from and to the limit's states).
    await logCaseMove(tx, principal.tenantId, term.case_id, action, term.status, to, principal.userId,
      `${NOTICE_TYPES[term.notice_type][lang]} → ${updated[0]!.due_date}${note ? `; ${note}` : ''}`);
    return { id: term.id, status: to, version: updated[0]!.version, dueDate: updated[0]!.due_date };
  });
}
