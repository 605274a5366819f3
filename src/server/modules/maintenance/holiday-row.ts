import { sql } from 'kysely';
import { chinaToday, type PlainDate } from '../../../common/patents/annual-fees/index.ts';
import type { Tx } from '../../db/database.ts';
import { syncAnnualFees } from './sync-annual-fees.ts';

export type HolidayKind = 'holiday' | 'workday';

/** A day of the tenant's holiday calendar as the commands read it (locked when `lock`). */
export interface HolidayRow { id: number; day: PlainDate; kind: HolidayKind; name: string; name_en: string | null; version: number }

export async function readHoliday(tx: Tx, tenantId: number, id: number, lock: boolean): Promise<HolidayRow | undefined> {
  const { rows } = await sql<HolidayRow>`select id, day::text as day, kind, name, name_en, version from holiday_calendar
    where tenant_id = ${tenantId} and id = ${id} ${lock ? sql`for update` : sql``}`.execute(tx);
  return rows[0];
}

/** One audit row of the calendar: a day added, edited (what it was) or removed. */
export async function logHolidayChange(tx: Tx, tenantId: number, holidayId: number, day: PlainDate, action: 'create' | 'edit' | 'remove',
  actorId: number, detail: Record<string, unknown>): Promise<void> {
  await sql`insert into holiday_log (tenant_id, holiday_id, day, action, actor_id, detail)
    values (${tenantId}, ${holidayId}, ${day}::date, ${action}, ${actorId}, ${JSON.stringify(detail)}::jsonb)`.execute(tx);
}

/**
 * Recomputes at once the open annual fees a changed calendar day can move: a due date, grace-month end or restoration
 * deadline lies at most about eight and a half months after the statutory due date and moves across a day only when
 * that day follows it, so the fees statutorily due in the year before the day. The poller's pass does the rest.
 */
export async function resyncAround(tx: Tx, tenantId: number, days: readonly PlainDate[], today = chinaToday()): Promise<number> {
  const sorted = [...new Set(days)].sort();
  const { rows } = await sql<{ patent_id: number }>`select distinct patent_id from patent_fee
    where tenant_id = ${tenantId} and fee_type = 'annual' and keep_status not in ('paid', 'lapsed')
      and coalesce(statutory_due, due_date) between (${sorted[0]!}::date - interval '1 year')::date and ${sorted.at(-1)!}::date`.execute(tx);
  return syncAnnualFees(tx, tenantId, today, rows.map((r) => r.patent_id));
}
