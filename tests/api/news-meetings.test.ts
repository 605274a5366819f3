import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { withNewsTables } from '../../src/server/modules/news/news-tables.ts';
import { bookMeeting, saveMeeting } from '../../src/server/modules/news/meetings.ts';
import type { Principal } from '../../src/server/lib/context.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const MEETINGS = '/api/portal/portal/meetingRoomAppointment/v1';

/** Meeting rooms: a day's meetings, bookings by signed-in users, and no two meetings in one room at once. */
describe('meetings', () => {
  let t: TestApp;
  let admin: Session;
  let staff1: Session;
  let staff2: Session;
  let visitor: Session;
  let rooms: { id: number; name: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('univ', 'admin');
    staff1 = await t.login('univ', 'staff1');
    staff2 = await t.login('univ', 'staff2');
    const body = (await t.request({ method: 'POST', url: `/api/uc/auth/visitor?tenantId=${t.tenantId('univ')}` })).json();
    visitor = { ...staff1, token: body.token, userId: body.userId, headers: { ...staff1.headers, authorization: `Bearer ${body.token}` } };
    rooms = (await t.request({ method: 'GET', url: '/api/portal/portal/meetingRoom/v1/list', session: staff1 })).json();
  });
  afterAll(async () => { await t?.close(); });

  const en = (session: Session): Session => ({ ...session, headers: { ...session.headers, 'accept-language': 'en-US' } });
  const book = (session: Session, body: Record<string, unknown>) => t.request({ method: 'POST', url: `${MEETINGS}/save`, session, payload: body });
  const pending = async (session: Session, params: Record<string, unknown>) => {
    const res = await t.request({ method: 'POST', url: `${MEETINGS}/pendingJson`, session, payload: { params } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { rows: { id: number; name: string; hymc: string; kssj: string; roomName: string; host: string; editable: boolean }[]; total: number };
  };
  const meetingCount = (roomId: number) => withTenant(t.db, t.tenantId('univ'), async (tx) => Number((await withNewsTables(tx)
    .selectFrom('portal_meeting').select((eb) => eb.fn.countAll().as('n')).where('room_id', '=', roomId).executeTakeFirstOrThrow()).n));

  it('lists the seeded rooms of the tenant and a day\'s meetings with the spec\'s names, earliest first', async () => {
    expect(rooms.map((r) => r.name)).toEqual(['图书馆报告厅', '行政楼第一会议室']);
    const corpRooms = (await t.request({ method: 'GET', url: '/api/portal/portal/meetingRoom/v1/list', session: await t.login('corp', 'admin') })).json();
    expect(corpRooms.map((r: { name: string }) => r.name)).not.toContain('图书馆报告厅');
    const day = '2031-03-04';
    await book(staff1, { roomId: rooms[0]!.id, name: '下午会', startTime: `${day}T14:00:00+08:00`, endTime: `${day}T15:00:00+08:00` });
    await book(staff1, { roomId: rooms[1]!.id, name: '上午会', startTime: `${day}T09:00:00+08:00`, endTime: `${day}T10:00:00+08:00` });
    const list = await pending(staff2, { day, offset: 480 });
    expect(list.rows.map((r) => [r.hymc, r.kssj, r.editable])).toEqual([['上午会', '2031-03-04T01:00:00Z', false], ['下午会', '2031-03-04T06:00:00Z', false]]);
    expect((await pending(staff1, { day, offset: 480 })).rows.every((r) => r.editable)).toBe(true);
    expect((await pending(staff1, { day: '2031-03-05', offset: 480 })).rows).toEqual([]);
  });

  it('names a host that is an organisation in the caller\'s language; other hosts as typed', async () => {
    const day = '2031-03-10';
    await book(staff1, { roomId: rooms[0]!.id, name: '中心的会', host: '知识产权中心', startTime: `${day}T09:00:00+08:00`, endTime: `${day}T10:00:00+08:00` });
    await book(staff1, { roomId: rooms[1]!.id, name: '个人的会', host: '张老师', startTime: `${day}T09:00:00+08:00`, endTime: `${day}T10:00:00+08:00` });
    const hosts = async (session: Session) => (await pending(session, { day, offset: 480 })).rows.map((r) => [r.hymc, r.host]);
    expect(await hosts(staff2)).toEqual([['中心的会', '知识产权中心'], ['个人的会', '张老师']]);
    expect(await hosts(en(staff2))).toEqual([['中心的会', 'IP Centre'], ['个人的会', '张老师']]);
  });

  it('refuses a booking that overlaps another meeting in the same room, naming it, in the caller\'s language', async () => {
    const room = rooms[1]!;
    const day = '2031-04-01';
    const first = await book(staff1, { roomId: room.id, name: '专利评审会', startTime: `${day}T09:00:00+08:00`, endTime: `${day}T11:00:00+08:00` });
    expect(first.statusCode, first.body).toBe(200);
    const clash = await book(staff2, { roomId: room.id, name: '撞车的会', startTime: `${day}T10:30:00+08:00`, endTime: `${day}T12:00:00+08:00` });
    expect([clash.statusCode, clash.json().message]).toEqual([400, `会议室“${room.name}”在该时段已被“专利评审会”预订（04-01 09:00–11:00），请换一个时间或会议室`]);
    const english = await book(en(staff2), { roomId: room.id, name: 'Clash', startTime: `${day}T08:00:00+08:00`, endTime: `${day}T09:30:00+08:00` });
    expect(english.json().message).toBe(`Room "${room.name}" is already booked for "专利评审会" at that time (04-01 09:00–11:00); choose another time or room`);
    // Back to back is no clash, and another room at the same time is free.
    expect((await book(staff2, { roomId: room.id, name: '紧接着的会', startTime: `${day}T11:00:00+08:00`, endTime: `${day}T12:00:00+08:00` })).statusCode).toBe(200);
    expect((await book(staff2, { roomId: rooms[0]!.id, name: '另一间', startTime: `${day}T10:00:00+08:00`, endTime: `${day}T11:00:00+08:00` })).statusCode).toBe(200);
    // Moving a meeting onto another one is refused too; moving it within its own slot is not a clash with itself.
    const { id, version } = first.json().value as { id: number; version: number };
    const moved = await book(staff1, { id, version, roomId: room.id, name: '专利评审会', startTime: `${day}T11:30:00+08:00`, endTime: `${day}T12:30:00+08:00` });
    expect(moved.statusCode).toBe(400);
    const shorter = await book(staff1, { id, version, roomId: room.id, name: '专利评审会', startTime: `${day}T09:00:00+08:00`, endTime: `${day}T10:00:00+08:00` });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect((await book(staff1, { id, version, roomId: room.id, name: '旧版本', startTime: `${day}T09:00:00+08:00`, endTime: `${day}T10:00:00+08:00` })).statusCode).toBe(409);
  });

  it('checks times, rights and the visitor', async () => {
    const room = rooms[0]!.id;
    const reversed = await book(staff1, { roomId: room, name: '倒着的会', startTime: '2031-05-01T10:00:00+08:00', endTime: '2031-05-01T09:00:00+08:00' });
    expect([reversed.statusCode, reversed.json().message]).toEqual([400, '会议结束时间必须晚于开始时间']);
    const noZone = await book(staff1, { roomId: room, name: '无时区', startTime: '2031-05-01 09:00', endTime: '2031-05-01 10:00' });
    expect([noZone.statusCode, noZone.json().message]).toEqual([400, '会议时间格式不正确']);
    const visitorBooks = await book(visitor, { roomId: room, name: '游客的会', startTime: '2031-05-01T09:00:00+08:00', endTime: '2031-05-01T10:00:00+08:00' });
    expect([visitorBooks.statusCode, visitorBooks.json().message]).toEqual([403, '请先登录后再预订会议']);
    const mine = (await book(staff1, { roomId: room, name: '张伟的会', startTime: '2031-05-02T09:00:00+08:00', endTime: '2031-05-02T10:00:00+08:00' })).json().value as { id: number; version: number };
    const other = await book(staff2, { ...mine, roomId: room, name: '改别人的会', startTime: '2031-05-02T09:00:00+08:00', endTime: '2031-05-02T10:00:00+08:00' });
    expect([other.statusCode, other.json().message]).toEqual([403, '只能修改或取消自己预订的会议']);
    expect((await t.request({ method: 'DELETE', url: `${MEETINGS}/remove?ids=${mine.id}`, session: staff2 })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `${MEETINGS}/remove?ids=${mine.id}`, session: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `${MEETINGS}/remove?ids=${mine.id}`, session: admin })).statusCode).toBe(404);
  });

  /**
   * On PostgreSQL transactions run side by side. Booking A is made inside a transaction the test keeps open; booking B
   * of an overlapping slot then arrives. With the room lock B waits for A and, once A commits, sees it and is refused;
   * without it B finds the slot free (A is not committed yet) and both are stored. PGlite runs one transaction at a
   * time, so the race exists only on PostgreSQL.
   */
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('refuses the second of two bookings of one slot made at the same time (PostgreSQL)', async () => {
    const room = rooms[1]!.id;
    const before = await meetingCount(room);
    const principal = (session: Session, account: string): Principal => ({
      userId: session.userId, tenantId: session.tenantId, tenantCode: 'univ', account, sessionId: 'race', isVisitor: false,
    });
    const slot = (name: string) => ({ roomId: room, name, startTime: '2031-06-01T09:00:00+08:00', endTime: '2031-06-01T11:00:00+08:00' });
    let second: Promise<unknown> | undefined;
    await withTenant(t.db, t.tenantId('univ'), async (tx) => {
      const a = slot('先到的会');
      await bookMeeting(tx, principal(staff1, 'staff1'), a);
      second = saveMeeting(t.db, principal(staff2, 'staff2'), slot('后到的会')).then(() => 'stored', (error: unknown) => error);
      // Until B has either finished or is waiting on a lock, keep A open.
      let settled = false;
      void second.then(() => { settled = true; });
      for (;;) {
        const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`.execute(t.db);
        if (settled || waiting.rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    const outcome = await second;
    expect(outcome).toMatchObject({ statusCode: 400, messageKey: 'meetingRoomClash' });
    expect(await meetingCount(room)).toBe(before + 1);
  });
});
