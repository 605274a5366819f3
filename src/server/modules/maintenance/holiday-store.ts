import { sql } from 'kysely';
import { HOLIDAY_KINDS, type PlainDate } from '../../../common/patents/annual-fees/index.ts';
import { AppError, badRequest, notFound, refused } from '../../lib/app-error.ts';
import type { RecordStore, StoredRecord } from '../forms/record-stores.ts';
import { logHolidayChange, readHoliday, resyncAround, type HolidayKind, type HolidayRow } from './holiday-row.ts';
import { isMaintenanceOffice, requireOffice } from './office-roles.ts';

/** The bo of the calendar day form (schemas/bo/holidayDay.json, list jjr). */
export const HOLIDAY_BO = 'holidayDay';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const rowId = (id: string) => (/^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : 0);
/** 409 naming the day already listed; coded as a refusal so the form shows it (not as a stale version). */
const taken = (day: string, name: string) => refused('holidayTaken', { day, name });

const storedOf = (h: HolidayRow): StoredRecord => ({
  id: String(h.id), version: h.version, data: { day: h.day, kind: h.kind, name: h.name, nameEn: h.name_en ?? '' },
});

/** The day's values, checked again here (the form checks them too): a real date, a known kind, a name. */
function valuesOf(data: Record<string, unknown>) {
  const day = text(data.day).slice(0, 10);
  const [y, m, d] = day.split('-').map(Number);
  const real = /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(Date.UTC(y!, m! - 1, d!)).toISOString().startsWith(day);
  if (!real) throw badRequest('holidayDate');
  const kind = text(data.kind);
  if (!(kind in HOLIDAY_KINDS)) throw badRequest('holidayKind');
  const name = text(data.name);
  if (!name) throw badRequest('holidayNameRequired');
  return { day: day as PlainDate, kind: kind as HolidayKind, name, nameEn: text(data.nameEn) || null };
}

/**
 * 节假日's form (template jjr, form holidayDay) reads and saves holiday_calendar: the IP office only (403 otherwise), a
 * day listed once (409 naming the day already there), a stale version a 409; each save one audit row (holiday_log) and
 * the open annual fees the day can move recomputed in the same transaction. Removing a day is its own command.
 */
export const holidayStore: RecordStore = {
  authorize: (tx, principal) => requireOffice(tx, principal, 'holidayForbidden'),
  mayChange: (tx, principal) => isMaintenanceOffice(tx, principal),
  async read(tx, principal, id, lock): Promise<StoredRecord> {
    const day = await readHoliday(tx, principal.tenantId, rowId(id), lock);
    if (!day) throw notFound('holidayNotFound');
    return storedOf(day);
  },
  async write(tx, principal, _lang, data, existing) {
    const tenantId = principal.tenantId;
    const values = valuesOf(data);
    const listed = await sql<{ name: string }>`select name from holiday_calendar where tenant_id = ${tenantId} and day = ${values.day}::date
      and id <> ${existing ? Number(existing.id) : 0}`.execute(tx);
    if (listed.rows[0]) throw taken(values.day, listed.rows[0].name);
    let saved: { id: number; version: number } | undefined;
    if (!existing) {
      ({ rows: [saved] } = await sql<{ id: number; version: number }>`insert into holiday_calendar (tenant_id, day, kind, name, name_en)
        values (${tenantId}, ${values.day}::date, ${values.kind}, ${values.name}, ${values.nameEn})
        on conflict (tenant_id, day) do nothing returning id, version`.execute(tx));
      // Another office user added the same day a moment ago.
      if (!saved) throw taken(values.day, values.name);
      await logHolidayChange(tx, tenantId, saved.id, values.day, 'create', principal.userId, values);
    } else {
      try {
        ({ rows: [saved] } = await sql<{ id: number; version: number }>`update holiday_calendar set day = ${values.day}::date, kind = ${values.kind},
            name = ${values.name}, name_en = ${values.nameEn}, version = version + 1
          where tenant_id = ${tenantId} and id = ${Number(existing.id)} and version = ${existing.version} returning id, version`.execute(tx));
      } catch (error) {
        // Another office user put a day on this date a moment ago (the unique day of the tenant): the transaction ends.
        if ((error as { code?: string }).code === '23505') throw taken(values.day, values.name);
        throw error;
      }
      if (!saved) throw new AppError(409, 'holidayStale');
      await logHolidayChange(tx, tenantId, saved.id, values.day, 'edit', principal.userId, { before: existing.data, after: values });
    }
    await resyncAround(tx, tenantId, existing ? [values.day, String(existing.data.day) as PlainDate] : [values.day]);
    return { id: String(saved.id), version: saved.version };
  },
};
