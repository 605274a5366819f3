import { sql } from 'kysely';
import type { HolidayRemoveBody } from '../../../common/api/maintenance-settings.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { logHolidayChange, readHoliday, resyncAround } from './holiday-row.ts';
import { requireOffice } from './office-roles.ts';

/**
 * POST /api/patentkeep/v1/holiday/remove: the IP office takes a day out of the calendar (403 for anyone else, 404 when it
 * is not there, 409 when stale); audited, and the open fees it moved are recomputed in the same transaction.
 */
export async function removeHoliday(db: Db, principal: Principal, body: HolidayRemoveBody) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireOffice(tx, principal, 'holidayForbidden');
    const day = await readHoliday(tx, principal.tenantId, body.id, true);
    if (!day) throw notFound('holidayNotFound');
    if (day.version !== body.version) throw conflict('holidayStale');
    await sql`delete from holiday_calendar where tenant_id = ${principal.tenantId} and id = ${day.id}`.execute(tx);
    await logHolidayChange(tx, principal.tenantId, day.id, day.day, 'remove', principal.userId, { kind: day.kind, name: day.name, nameEn: day.name_en });
    const recomputed = await resyncAround(tx, principal.tenantId, [day.day]);
    return { id: day.id, day: day.day, recomputed };
  });
}
