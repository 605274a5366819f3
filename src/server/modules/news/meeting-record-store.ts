import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { RecordStore, StoredRecord } from '../forms/record-stores.ts';
import { bookMeeting } from './meetings.ts';
import { withNewsTables } from './news-tables.ts';

/** The bo of the meeting booking form (schemas/bo/meetingBooking.json, schemas/form/meetingBooking.json). */
export const MEETING_BO = 'meetingBooking';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const numericId = (id: string) => (/^[1-9][0-9]{0,11}$/.test(id) ? Number(id) : 0);
/** A wall-clock time with no offset of its own: `YYYY-MM-DD HH:mm[:ss]`. */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;

/** `+08:00` for 480 minutes east of UTC. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The instant the booker means: their wall-clock time on their offset (a value with its own offset keeps it). */
function instantText(value: unknown, offset: number): string {
  const wall = WALL_CLOCK.exec(text(value));
  return wall ? `${wall[1]}T${wall[2]}${wall[3] ?? ':00'}${offsetText(offset)}` : text(value);
}

/**
 * The booking form reads and saves portal_meeting through the engine (getForm, boSave): the form's fields checked by
 * boSave, then the meeting rules (name, times, at most a day, the room exists, no clash in the room, only the booker
 * or a news administrator changes a booking). Times are the booker's wall clock; utcOffset (minutes east of UTC, set
 * by the page) says which instants they are. Any signed-in user books; the visitor gets 403.
 */
export const meetingRecordStore: RecordStore = {
  async authorize(_tx, principal) {
    if (principal.isVisitor) throw forbidden('meetingVisitor');
  },
  mayChange: async (_tx, principal) => !principal.isVisitor,
  async read(tx, _principal, id, lock): Promise<StoredRecord> {
    let query = withNewsTables(tx).selectFrom('portal_meeting').select(['id', 'version', 'room_id', 'name', 'start_time', 'end_time', 'host', 'description'])
      .where('id', '=', numericId(id));
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw notFound('meetingNotFound');
    return {
      id: String(row.id), version: row.version,
      data: {
        name: row.name, roomId: String(row.room_id), startTime: new Date(row.start_time).toISOString(), endTime: new Date(row.end_time).toISOString(),
        host: row.host, description: row.description, utcOffset: 0,
      },
    };
  },
  async write(tx, principal, _lang, data, existing) {
    const offset = data.utcOffset === undefined || data.utcOffset === null ? 0 : Number(data.utcOffset);
    if (!Number.isInteger(offset) || Math.abs(offset) > 14 * 60) throw badRequest('meetingOffsetInvalid');
    const roomId = numericId(text(data.roomId));
    if (!roomId) throw notFound('meetingRoomNotFound');
    const saved = await bookMeeting(tx, principal, {
      ...(existing ? { id: Number(existing.id), version: existing.version } : {}),
      roomId, name: text(data.name), startTime: instantText(data.startTime, offset), endTime: instantText(data.endTime, offset),
      host: text(data.host), description: text(data.description),
    });
    return { id: String(saved.id), version: saved.version };
  },
};
