import { sql } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
import { addDays, type PlainDate } from '../../../common/patents/annual-fees/index.ts';
import type { Tx } from '../../db/database.ts';
import { MAINTENANCE_PATH } from './change-keep-status.ts';
import { MAINTENANCE_ROLES } from './office-roles.ts';
import { readerLanguages } from '../auth/reading-language.ts';
import { feeReminderSubject } from './reminder-texts.ts';

/**
 * Reminders to the people responsible for annual fees (the tenant's IP administrators): 90, 30 and 7 days before
 * the due date and once in the grace period, for fees still open (not paid, abandoned or lapsed). A fee gets the
 * reminder of the stage it is in (a fee first seen 20 days ahead gets the 30-day one only). Each (fee, stage,
 * person) is claimed once by its primary key in patent_fee_reminder, so several server processes or a second run
 * send nothing twice. Each message is written in its reader's language (`lang` for those who chose none). Returns the
 * users who got a message.
 */
export async function sendFeeReminders(tx: Tx, tenantId: number, today: PlainDate, lang: Language = 'zh-CN'): Promise<Set<number>> {
  const { rows } = await sql<{ fee_id: number; stage: string; user_id: number; name: string; application_no: string; fee_year: number; amount: number; due_date: string; grace_end: string }>`
    with open_fees as (
      select f.id, f.patent_id, f.fee_year, f.amount::float8 as amount, f.due_date, f.grace_end,
        case when f.due_date < ${today}::date then 'grace'
          when f.due_date <= ${addDays(today, 7)}::date then 'd7'
          when f.due_date <= ${addDays(today, 30)}::date then 'd30' else 'd90' end as stage
      from patent_fee f
      where f.tenant_id = ${tenantId} and f.fee_type = 'annual' and f.keep_status in ('undecided', 'consulting', 'keep')
        and f.due_date <= ${addDays(today, 90)}::date and f.grace_end >= ${today}::date),
    responsible as (
      select distinct ur.user_id from user_role ur join role r on r.id = ur.role_id join app_user u on u.id = ur.user_id
      where ur.tenant_id = ${tenantId} and r.enabled and r.code = any(${[...MAINTENANCE_ROLES]}::text[]) and not u.is_visitor),
    claimed as (
      insert into patent_fee_reminder (tenant_id, fee_id, stage, user_id)
      select ${tenantId}, o.id, o.stage, r.user_id from open_fees o cross join responsible r
      on conflict do nothing
      returning fee_id, stage, user_id)
    select c.fee_id, c.stage, c.user_id, p.name, p.application_no, o.fee_year, o.amount, o.due_date::text as due_date, o.grace_end::text as grace_end
    from claimed c join open_fees o on o.id = c.fee_id and o.stage = c.stage join patent p on p.id = o.patent_id`.execute(tx);
  if (!rows.length) return new Set();
  const languages = await readerLanguages(tx, tenantId, rows.map((r) => r.user_id), lang);
  await sql`
    insert into portal_message (tenant_id, receiver_id, type, subject, url)
    select ${tenantId}, m.user_id, 'system', m.subject, ${MAINTENANCE_PATH}
    from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({
      user_id: r.user_id, fee_id: r.fee_id, stage: r.stage, subject: feeReminderSubject(r, languages.get(r.user_id)!),
    })))}::jsonb) as m(user_id int, fee_id int, stage text, subject text)`.execute(tx);
  return new Set(rows.map((r) => r.user_id));
}

/**
 * Fees whose grace period has ended unpaid lapse (the right terminates as of the due date): state lapsed, fee
 * overdue, the patent's legal status 'annual fee unpaid', an audit row by the system, later untouched years dropped. Rows another process holds
 * are skipped (FOR UPDATE SKIP LOCKED), so each fee lapses once. Returns how many lapsed.
 */
export async function lapseUnpaidFees(tx: Tx, tenantId: number, today: PlainDate): Promise<number> {
  const { rows } = await sql<{ id: number; patent_id: number }>`
    with due as (
      select f.id, f.keep_status from patent_fee f
      where f.tenant_id = ${tenantId} and f.fee_type = 'annual' and f.keep_status in ('undecided', 'consulting', 'keep', 'abandon')
        and f.grace_end < ${today}::date
      for update skip locked),
    changed as (
      update patent_fee f set keep_status = 'lapsed', status = 'overdue', version = f.version + 1
      from due where f.id = due.id
      returning f.id, f.patent_id, f.fee_year, due.keep_status as from_status),
    logged as (
      insert into patent_keep_log (tenant_id, fee_id, patent_id, fee_year, action, from_status, to_status, actor_id, reason)
      select ${tenantId}, c.id, c.patent_id, c.fee_year, 'lapse', c.from_status, 'lapsed', null, null from changed c)
    select id, patent_id from changed`.execute(tx);
  if (!rows.length) return 0;
  const patentIds = [...new Set(rows.map((r) => r.patent_id))];
  await sql`update patent set legal_status = 'unpaidFee', updated_at = now()
    where id = any(${patentIds}::int[]) and legal_status in ('authorization', 'partInvalid', 'recover', 'operate')`.execute(tx);
  // The right has ended: later years owe nothing unless it is restored (the sync schedules them again then).
  await sql`delete from patent_fee f where f.tenant_id = ${tenantId} and f.patent_id = any(${patentIds}::int[]) and f.fee_type = 'annual'
    and f.keep_status = 'undecided' and f.version = 1
    and f.fee_year > (select min(l.fee_year) from patent_fee l where l.patent_id = f.patent_id and l.fee_type = 'annual' and l.keep_status = 'lapsed')`.execute(tx);
  return rows.length;
}
