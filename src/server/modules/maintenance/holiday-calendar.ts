import { sql } from 'kysely';
import { calendarOf, CHINA_HOLIDAYS, type WorkingCalendar } from '../../../common/patents/annual-fees/index.ts';
import type { Tx } from '../../db/database.ts';

/** The tenant's holiday calendar (table holiday_calendar) as the calculator takes it. */
export async function loadCalendar(tx: Tx, tenantId: number): Promise<WorkingCalendar> {
  const { rows } = await sql<{ day: string; kind: 'holiday' | 'workday' }>`
    select day::text as day, kind from holiday_calendar where tenant_id = ${tenantId}`.execute(tx);
  return calendarOf(rows);
}

/** Seeds China's public holidays 2024-2027 into a tenant's calendar; days it has already are left as edited. */
export async function seedHolidays(tx: Tx, tenantId: number): Promise<void> {
  await sql`insert into holiday_calendar (tenant_id, day, kind, name, name_en)
    select ${tenantId}, h.day, h.kind, h.name, h.name_en
    from jsonb_to_recordset(${JSON.stringify(CHINA_HOLIDAYS.map((h) => ({ day: h.day, kind: h.kind, name: h.name, name_en: h.nameEn })))}::jsonb)
      as h(day date, kind text, name text, name_en text)
    on conflict (tenant_id, day) do nothing`.execute(tx);
}
