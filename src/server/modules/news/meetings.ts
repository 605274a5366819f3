import { sql } from 'kysely';
import type { MeetingRoom, MeetingRow, MeetingSaveBody } from '../../../common/api/news.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';
import { orgNamedText } from '../../query/org-named-text.ts';
import { idsOf } from '../collections/actor.ts';
import { isNewsAdmin } from './news-access.ts';
import { withNewsTables } from './news-tables.ts';

const iso = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const DAY_MS = 24 * 3600 * 1000;
/** An instant with its offset: 2026-11-26T09:00:00+08:00 or ...Z. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const FIELDS: QueryFields = [
  { name: 'id', column: 'm.id', type: 'number' },
  { name: 'name', column: 'm.name', type: 'string' },
  { name: 'hymc', column: 'm.name', type: 'string' },
  { name: 'roomId', column: 'm.room_id', type: 'number' },
  { name: 'startTime', column: 'm.start_time', type: 'date' },
  { name: 'kssj', column: 'm.start_time', type: 'date' },
  { name: 'host', column: 'm.host', type: 'string' },
];

function meetingRows(tx: Tx, principal: Principal, admin: boolean, lang: Language) {
  return withNewsTables(tx).selectFrom('portal_meeting as m').innerJoin('portal_meeting_room as r', 'r.id', 'm.room_id').select([
    'm.id', 'm.room_id as roomId', 'r.name as roomName', 'm.name', iso('m.start_time').as('startTime'), iso('m.end_time').as('endTime'),
    orgNamedText('m.host', 'm.tenant_id', lang).as('host'), 'm.description', 'm.version',
    sql<boolean>`${admin} or (${!principal.isVisitor} and m.created_by = ${principal.userId})`.as('editable'),
  ]);
}

/**
 * POST /portal/meetingRoomAppointment/v1/pendingJson: the meetings of one day (params.day `YYYY-MM-DD`, a UTC
 * offset params.offset in minutes east of UTC so "today" is the caller's day; default today in UTC) that have not
 * ended yet unless params.ended is true; earliest first.
 */
export async function listMeetings(db: Db, principal: Principal, filter: QueryFilter, lang: Language = 'zh-CN'): Promise<Paged<MeetingRow>> {
  const params = filter.params ?? {};
  const offset = Number.isInteger(params.offset) && Math.abs(Number(params.offset)) <= 14 * 60 ? Number(params.offset) : 0;
  const day = typeof params.day === 'string' ? params.day : new Date(Date.now() + offset * 60_000).toISOString().slice(0, 10);
  if (!DAY.test(day) || Number.isNaN(Date.parse(day))) throw badRequest('meetingTimeFormat');
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - offset * 60_000);
  const to = new Date(from.getTime() + DAY_MS);
  return withTenant(db, principal.tenantId, async (tx) => {
    const admin = await isNewsAdmin(tx, principal);
    let base = meetingRows(tx, principal, admin, lang).where('m.start_time', '<', to).where('m.end_time', '>', from);
    if (params.ended !== true) base = base.where('m.end_time', '>', new Date());
    const page = await pagedQuery(base, filter, FIELDS, { order: [['m.start_time', 'asc'], ['m.id', 'asc']] });
    return { ...page, rows: page.rows.map((r) => ({ ...r, hymc: r.name, kssj: r.startTime })) };
  });
}

/** GET /portal/meetingRoom/v1/list: the tenant's rooms. */
export async function listRooms(db: Db, principal: Principal): Promise<MeetingRoom[]> {
  return withTenant(db, principal.tenantId, (tx) => withNewsTables(tx).selectFrom('portal_meeting_room')
    .select(['id', 'name', 'location', 'capacity']).orderBy('name').orderBy('id').execute());
}

/** Minutes east of UTC of an instant as the caller wrote it (its clock is the one they read). */
function offsetOf(text: string): number {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(text);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** `MM-DD HH:mm` on the clock of an offset. */
const wallClock = (date: Date, offset: number) => new Date(new Date(date).getTime() + offset * 60_000).toISOString().slice(5, 16).replace('T', ' ');

function instant(text: string): Date {
  if (!INSTANT.test(text)) throw badRequest('meetingTimeFormat');
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw badRequest('meetingTimeFormat');
  return date;
}

/**
 * POST /portal/meetingRoomAppointment/v1/save: books a room (any signed-in user) or changes a booking (its booker or
 * a news administrator) from the version read. A meeting that overlaps another one in the same room is refused with
 * the other meeting named. The room row is locked first, so two bookings of one room are checked one after the
 * other even when they arrive together (on PostgreSQL the second waits and then sees the first).
 */
export async function saveMeeting(db: Db, principal: Principal, body: MeetingSaveBody): Promise<{ id: number; version: number }> {
  return withTenant(db, principal.tenantId, (tx) => bookMeeting(tx, principal, body));
}

/** saveMeeting in the caller's tenant transaction (also the booking form's record store). */
export async function bookMeeting(tx: Tx, principal: Principal, body: MeetingSaveBody): Promise<{ id: number; version: number }> {
  if (principal.isVisitor) throw forbidden('meetingVisitor');
  const name = body.name.trim();
  if (!name) throw badRequest('meetingNameRequired');
  const start = instant(body.startTime);
  const end = instant(body.endTime);
  if (end <= start) throw badRequest('meetingEndBeforeStart');
  if (end.getTime() - start.getTime() > DAY_MS) throw badRequest('meetingTooLong');
  const tables = withNewsTables(tx);
  const room = await tables.selectFrom('portal_meeting_room').select(['id', 'name']).where('id', '=', body.roomId).forUpdate().executeTakeFirst();
  if (!room) throw notFound('meetingRoomNotFound');
  if (body.id) {
    const existing = await tables.selectFrom('portal_meeting').select(['id', 'created_by', 'version']).where('id', '=', body.id).executeTakeFirst();
    if (!existing) throw notFound('meetingNotFound');
    if (existing.created_by !== principal.userId && !(await isNewsAdmin(tx, principal))) throw forbidden('meetingNotYours');
  }
  const clash = await tables.selectFrom('portal_meeting').select(['name', 'start_time', 'end_time'])
    .where('room_id', '=', room.id).where('start_time', '<', end).where('end_time', '>', start)
    .$if(Boolean(body.id), (q) => q.where('id', '<>', body.id!)).orderBy('start_time').executeTakeFirst();
  if (clash) {
    const at = (d: Date) => wallClock(d, offsetOf(body.startTime));
    throw new AppError(400, 'meetingRoomClash', { room: room.name, name: clash.name, start: at(clash.start_time), end: at(clash.end_time).slice(6) });
  }
  const values = { room_id: room.id, name, start_time: start, end_time: end, host: body.host?.trim() ?? '', description: body.description?.trim() ?? '' };
  if (!body.id) {
    return tables.insertInto('portal_meeting').values({ ...values, tenant_id: principal.tenantId, created_by: principal.userId })
      .returning(['id', 'version']).executeTakeFirstOrThrow();
  }
  const updated = await tables.updateTable('portal_meeting').set({ ...values, version: sql`version + 1`, updated_at: new Date() })
    .where('id', '=', body.id).where('version', '=', body.version ?? -1).returning(['id', 'version']).executeTakeFirst();
  if (!updated) throw conflict();
  return updated;
}

/** DELETE /portal/meetingRoomAppointment/v1/remove?ids: cancels meetings the caller booked (administrators: any); all or none. */
export async function removeMeetings(db: Db, principal: Principal, rawIds: unknown): Promise<number> {
  if (principal.isVisitor) throw forbidden('meetingVisitor');
  const ids = idsOf(rawIds);
  if (!ids.length) throw badRequest('selectAtLeastOne');
  return withTenant(db, principal.tenantId, async (tx) => {
    const tables = withNewsTables(tx);
    const rows = await tables.selectFrom('portal_meeting').select(['id', 'created_by']).where('id', 'in', ids).execute();
    if (rows.length !== ids.length) throw notFound('meetingNotFound');
    if (rows.some((r) => r.created_by !== principal.userId) && !(await isNewsAdmin(tx, principal))) throw forbidden('meetingNotYours');
    await tables.deleteFrom('portal_meeting').where('id', 'in', ids).execute();
    return ids.length;
  });
}
