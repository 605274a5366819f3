import { sql } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
import { termReminderStage, TERM_REMINDER_DAYS, type NoticeType } from '../../../common/patents/agency/index.ts';
import { addDays, type PlainDate } from '../../../common/patents/annual-fees/index.ts';
import type { Tx } from '../../db/database.ts';
import { readerLanguages } from '../auth/reading-language.ts';
import { termReminderSubject } from '../maintenance/reminder-texts.ts';
import { AGENCY_OFFICE_ROLES } from './agency-access.ts';

/** Where the time limits are listed (the reminders link there). */
export const AGENCY_TERMS_PATH = '/zlgl/template/preview/dlqx';

/**
 * Reminders of office actions' time limits (docs/agency-cases.md), beside the annual-fee reminders of the maintenance
 * pass: 30, 7 and 1 days before an open (or extended) limit ends, to the agents of the case's agency and the IP office.
 * Each (limit, its due date, stage, person) is claimed once in agency_term_reminder, so a second run or another process
 * sends nothing twice, and an extended limit is reminded again of its new date. Each message is written in its reader's
 * language (`lang` for those who chose none). Returns the users who got a message.
 */
export async function sendTermReminders(tx: Tx, tenantId: number, today: PlainDate, lang: Language = 'zh-CN'): Promise<Set<number>> {
  const { rows: terms } = await sql<{ id: number; due_date: string; notice_type: NoticeType; case_no: string; title: string; agency_id: number }>`
    select t.id, t.due_date::text as due_date, t.notice_type, c.case_no, c.title, c.agency_id from agency_term t join agency_case c on c.id = t.case_id
    where t.tenant_id = ${tenantId} and t.status in ('open', 'extended')
      and t.due_date between ${today}::date and ${addDays(today, Math.max(...TERM_REMINDER_DAYS))}::date`.execute(tx);
  const due = terms.flatMap((t) => {
    const stage = termReminderStage(t.due_date, today);
    return stage ? [{ ...t, stage }] : [];
  });
  if (!due.length) return new Set();
  const { rows } = await sql<{ term_id: number; stage: string; user_id: number }>`
    with due as (select * from jsonb_to_recordset(${JSON.stringify(due.map((t) => ({ term_id: t.id, due_date: t.due_date, stage: t.stage, agency_id: t.agency_id })))}::jsonb)
      as d(term_id int, due_date date, stage text, agency_id int)),
    responsible as (
      select d.term_id, m.user_id from due d join agency_member m on m.tenant_id = ${tenantId} and m.agency_id = d.agency_id
      union
      select d.term_id, ur.user_id from due d cross join user_role ur join role r on r.id = ur.role_id
      where ur.tenant_id = ${tenantId} and r.enabled and r.code = any(${[...AGENCY_OFFICE_ROLES]}::text[])),
    claimed as (
      insert into agency_term_reminder (tenant_id, term_id, due_date, stage, user_id)
      select ${tenantId}, d.term_id, d.due_date, d.stage, p.user_id from due d join responsible p on p.term_id = d.term_id
        join app_user u on u.id = p.user_id and not u.is_visitor
      on conflict do nothing
      returning term_id, stage, user_id)
    select term_id, stage, user_id from claimed order by term_id, user_id`.execute(tx);
  if (!rows.length) return new Set();
  const languages = await readerLanguages(tx, tenantId, rows.map((r) => r.user_id), lang);
  const byId = new Map(due.map((d) => [d.id, d]));
  await sql`
    insert into portal_message (tenant_id, receiver_id, type, subject, url)
    select ${tenantId}, m.user_id, 'system', m.subject, ${AGENCY_TERMS_PATH}
    from jsonb_to_recordset(${JSON.stringify(rows.map((r) => {
      const term = byId.get(r.term_id)!;
      return { user_id: r.user_id, subject: termReminderSubject(term, today, languages.get(r.user_id)!) };
    }))}::jsonb) as m(user_id int, subject text)`.execute(tx);
  return new Set(rows.map((r) => r.user_id));
}
