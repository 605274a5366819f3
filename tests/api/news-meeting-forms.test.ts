import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const FORMS = '/api/form/form/dataTemplate/v1';

/**
 * News, notices and meeting bookings edited through forms of the engine (schemas/form/newsNotice.json and
 * meetingBooking.json): getForm serves the definitions, boSave saves through the news module's record stores with
 * the module's rules (rights, sanitising, clash, version).
 */
describe('news and meeting forms of the engine', () => {
  let t: TestApp;
  let admin: Session;
  let staff1: Session;
  let staff2: Session;
  let rooms: { id: number; name: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    [admin, staff1, staff2] = await Promise.all([t.login('univ', 'admin'), t.login('univ', 'staff1'), t.login('univ', 'staff2')]);
    rooms = (await t.request({ method: 'GET', url: '/api/portal/portal/meetingRoom/v1/list', session: staff1 })).json();
  });
  afterAll(async () => { await t?.close(); });

  const en = (session: Session): Session => ({ ...session, headers: { ...session.headers, 'accept-language': 'en-US' } });
  const save = (session: Session, boAlias: string, boData: Record<string, unknown>, record?: { id: string; version: number }) =>
    t.request({ method: 'POST', url: `${FORMS}/boSave/${boAlias}?formKey=${boAlias}`, session, payload: { boData, ...record } });
  const item = async (session: Session, id: string) => (await t.request({ method: 'GET', url: `/api/portal/portalNewsNotice/v1/getNewsById?id=${id}`, session })).json();

  it('serves both forms with their business objects', async () => {
    for (const key of ['newsNotice', 'meetingBooking']) {
      const reply = await t.request({ method: 'GET', url: `${FORMS}/getForm/${key}/${key}?action=add`, session: admin });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toMatchObject({ form: { key, boAlias: key }, bo: { alias: key } });
    }
  });

  it('publishes, edits, pins and withdraws a notice, the body sanitised, a stale version refused with 409', async () => {
    const created = await save(admin, 'newsNotice', {
      type: 1, title: '表单引擎的通知', drafter: '知识产权中心', published: true, pinned: false, isUrl: false,
      content: '<p onclick="x()">请<strong>按时</strong>提交<script>alert(1)</script><a href="javascript:alert(2)">链接</a></p>',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, version } = created.json().value as { id: string; version: number };
    expect(id).toMatch(/^\d+$/);
    const stored = await item(staff1, id);
    expect(stored).toMatchObject({ title: '表单引擎的通知', type: 1, status: 1, approval: 1, isTop: 0 });
    expect(stored.content).toBe('<p>请<strong>按时</strong>提交<a>链接</a></p>');

    const pinned = await save(admin, 'newsNotice', { type: 1, title: stored.title, drafter: stored.drafter, content: stored.content, published: true, pinned: true }, { id, version });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect((await item(staff1, id)).isTop).toBe(1);
    // The version read before the pin is stale now: nothing written.
    const stale = await save(admin, 'newsNotice', { type: 1, title: '覆盖', published: true }, { id, version });
    expect(stale.statusCode).toBe(409);
    expect((await item(admin, id)).title).toBe('表单引擎的通知');

    const withdrawn = await save(admin, 'newsNotice', { type: 1, title: '表单引擎的通知', published: false }, pinned.json().value);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/portal/portalNewsNotice/v1/getNewsById?id=${id}`, session: staff1 })).statusCode).toBe(404);
  });

  it('refuses staff (403), a missing title and a bad embedded page with messages in the caller\'s language', async () => {
    const refused = await save(staff1, 'newsNotice', { type: 0, title: '员工的新闻', published: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('您无权发布或修改新闻和通知公告');
    const noTitle = await save(en(admin), 'newsNotice', { type: 0, title: '' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toMatch(/[A-Za-z]/);
    const badUrl = await save(en(admin), 'newsNotice', { type: 0, title: '内嵌', isUrl: true, url: 'javascript:alert(1)' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toBe('The page address must be an http(s) URL or a path of this site');
    const noUrl = await save(admin, 'newsNotice', { type: 0, title: '内嵌', isUrl: true });
    expect(noUrl.statusCode).toBe(400);
  });

  it('books a room on the booker\'s clock and refuses a clash in it with the other meeting named', async () => {
    const room = String(rooms[0]!.id);
    const first = await save(staff1, 'meetingBooking', { name: '表单里订的会', roomId: room, startTime: '2032-05-06 09:00:00', endTime: '2032-05-06 10:30:00', utcOffset: 480 });
    expect(first.statusCode, first.body).toBe(200);
    const list = (await t.request({ method: 'POST', url: '/api/portal/portal/meetingRoomAppointment/v1/pendingJson', session: staff2, payload: { params: { day: '2032-05-06', offset: 480 } } })).json();
    expect(list.rows.map((r: { name: string; startTime: string; endTime: string }) => [r.name, r.startTime, r.endTime]))
      .toContainEqual(['表单里订的会', '2032-05-06T01:00:00Z', '2032-05-06T02:30:00Z']);

    const clash = await save(en(staff2), 'meetingBooking', { name: 'Overlap', roomId: room, startTime: '2032-05-06 10:00:00', endTime: '2032-05-06 11:00:00', utcOffset: 480 });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe(`Room "${rooms[0]!.name}" is already booked for "表单里订的会" at that time (05-06 09:00–10:30); choose another time or room`);
    // Another user may not change staff1's booking; staff1 may, from the version read (a stale one is a 409).
    const saved = first.json().value as { id: string; version: number };
    expect((await save(staff2, 'meetingBooking', { name: '改名', roomId: room, startTime: '2032-05-06 09:00:00', endTime: '2032-05-06 10:00:00', utcOffset: 480 }, saved)).statusCode).toBe(403);
    const moved = await save(staff1, 'meetingBooking', { name: '表单里订的会', roomId: room, startTime: '2032-05-06 13:00:00', endTime: '2032-05-06 14:00:00', utcOffset: 480 }, saved);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await save(staff1, 'meetingBooking', { name: '旧版本', roomId: room, startTime: '2032-05-06 15:00:00', endTime: '2032-05-06 16:00:00', utcOffset: 480 }, saved)).statusCode).toBe(409);
  });

  it('answers a number given as the id of a bo_record record with 404, not a server error', async () => {
    const reply = await save(staff1, 'patentApply', { title: 'x', type: 'newKind', college: 1, applicationDate: '2026-01-01' }, { id: '12', version: 1 });
    expect(reply.statusCode).toBe(404);
  });
});
