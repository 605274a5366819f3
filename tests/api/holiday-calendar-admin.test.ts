import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays, addYears, calendarOf, CHINA_HOLIDAYS, chinaToday, isWorkingDay, weekdayOf, type PlainDate,
} from '../../src/common/patents/annual-fees/index.ts';
import { withTenant } from '../../src/server/db/database.ts';
import { shipHolidayEditing } from '../../src/server/db/migrations/0106-holiday-calendar-editing.ts';
import { syncAnnualFees } from '../../src/server/modules/maintenance/sync-annual-fees.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const T = '/api/form/form/dataTemplate/v1';
const KEEP = '/api/front/api/patentkeep/v1';
type Row = Record<string, unknown>;

const today = chinaToday();
const seeded = calendarOf(CHINA_HOLIDAYS);
/** The first date from `from` on that `ok` accepts. */
const firstDay = (from: PlainDate, ok: (d: PlainDate) => boolean) => {
  let d = from;
  while (!ok(d)) d = addDays(d, 1);
  return d;
};
/** A weekday (Monday to Thursday) that is a working day, and so is the next day, in the seeded calendar. */
const plainWeekday = (from: PlainDate) => firstDay(from, (d) => weekdayOf(d) >= 1 && weekdayOf(d) <= 4
  && isWorkingDay(d, seeded) && isWorkingDay(addDays(d, 1), seeded));
let serial = 0;
/** Which database the suite runs on (the race needs PostgreSQL: PGlite runs one statement at a time). */
const t0kind = () => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

/**
 * 节假日 (jjr, docs/patent-maintenance.md): the IP office adds, edits and removes calendar days through the engine's
 * holidayDay form (the maintenance module's record store) and the remove command; the open annual fees move at once.
 */
describe('holiday calendar administration', () => {
  let t: TestApp;
  let ipadmin: Session;
  let admin: Session;
  let staff: Session;
  let tenantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    [ipadmin, admin, staff] = await Promise.all([t.login('univ', 'ipadmin'), t.login('univ', 'admin'), t.login('univ', 'staff1')]);
    tenantId = t.tenantId('univ');
  });
  afterAll(async () => { await t?.close(); });

  /** A granted invention whose year-5 fee falls statutorily due on `due`, scheduled by the sync; returns the fee's id. */
  async function feeDueOn(due: PlainDate) {
    serial += 1;
    const applicationDate = addYears(due, -4);
    const no = `CN2098${String(serial).padStart(6, '0')}`;
    return withTenant(t.db, tenantId, async (tx) => {
      const { rows } = await sql<{ id: number }>`insert into patent (tenant_id, application_no, application_no_norm, application_date, publication_date,
        name, type, legal_status, inventors) values (${tenantId}, ${no}, ${no}, ${applicationDate}::date, ${addYears(applicationDate, 1)}::date,
        ${`节假日测试专利${serial}`}, 'invent', 'authorization', ${['张伟']}::text[]) returning id`.execute(tx);
      await syncAnnualFees(tx, tenantId, today, [rows[0]!.id]);
      const fee = await sql<{ id: number }>`select id from patent_fee where patent_id = ${rows[0]!.id} and fee_type = 'annual' and fee_year = 5`.execute(tx);
      return fee.rows[0]!.id;
    });
  }
  const dueOf = async (feeId: number) => (await withTenant(t.db, tenantId, (tx) => sql<{ due: string }>`
    select due_date::text as due from patent_fee where id = ${feeId}`.execute(tx))).rows[0]!.due;
  const save = (session: Session, boData: Row, extra: Row = {}, lang = 'zh-CN') => t.request({
    method: 'POST', url: `${T}/boSave/holidayDay?formKey=holidayDay`, session, headers: { 'accept-language': lang }, payload: { boData, ...extra },
  });
  const remove = (session: Session, id: number, version: number, lang = 'zh-CN') => t.request({
    method: 'POST', url: `${KEEP}/holiday/remove`, session, headers: { 'accept-language': lang }, payload: { id, version },
  });
  const listed = async (day: PlainDate) => {
    const res = await t.request({ method: 'POST', url: `${T}/listJson`, session: ipadmin, payload: { alias: 'jjr', pageBean: { page: 1, pageSize: 10 },
      querys: [{ property: 'day', value: day, operation: 'EQUAL' }] } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().rows as Row[];
  };
  const log = (day: PlainDate) => withTenant(t.db, tenantId, async (tx) => (await sql<{ action: string; actor_id: number; detail: Row }>`
    select action, actor_id, detail from holiday_log where day = ${day}::date order by id`.execute(tx)).rows);

  it('the IP office adds a day off: listed, and a fee due that day moves to the next working day; removing it moves the fee back; audited', async () => {
    const info = await t.request({ method: 'GET', url: `${T}/getBpmDataTemplateInfo?alias=jjr`, session: ipadmin });
    expect(info.json()).toMatchObject({ formKey: 'holidayDay', bo: { alias: 'holidayDay' } });
    const day = plainWeekday(addDays(today, 40));
    const feeId = await feeDueOn(day);
    expect(await dueOf(feeId)).toBe(day);

    const created = await save(ipadmin, { day, kind: 'holiday', name: '校庆', nameEn: 'Founding day' });
    expect(created.statusCode, created.body).toBe(200);
    const { id, version } = created.json().value as { id: string; version: number };
    expect(await listed(day)).toMatchObject([{ id: Number(id), version, kind: 'holiday', name: '校庆', nameEn: 'Founding day' }]);
    expect(await dueOf(feeId)).toBe(addDays(day, 1));

    const res = await remove(ipadmin, Number(id), version, 'en-US');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Removed from the holiday calendar; the deadlines it moved are recalculated');
    expect(await listed(day)).toEqual([]);
    expect(await dueOf(feeId)).toBe(day);
    expect(await log(day)).toMatchObject([
      { action: 'create', actor_id: ipadmin.userId, detail: { kind: 'holiday', name: '校庆' } },
      { action: 'remove', actor_id: ipadmin.userId, detail: { kind: 'holiday', name: '校庆' } },
    ]);
  });

  it('an adjusted working day on a weekend keeps a fee due that Saturday on it', async () => {
    const saturday = firstDay(addDays(today, 50), (d) => weekdayOf(d) === 6 && !seeded.holidays.has(d) && !seeded.workdays.has(d)
      && isWorkingDay(addDays(d, 2), seeded));
    const feeId = await feeDueOn(saturday);
    expect(await dueOf(feeId)).toBe(addDays(saturday, 2));
    const res = await save(ipadmin, { day: saturday, kind: 'workday', name: '调休' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await dueOf(feeId)).toBe(saturday);
  });

  it('editing a day moves the fees of the old and the new date; a stale version is a 409 for the form and the remove', async () => {
    const first = plainWeekday(addDays(today, 70));
    const second = plainWeekday(addDays(first, 7));
    const [feeFirst, feeSecond] = [await feeDueOn(first), await feeDueOn(second)];
    const created = await save(ipadmin, { day: first, kind: 'holiday', name: '运动会' });
    const { id, version } = created.json().value as { id: string; version: number };
    expect(await dueOf(feeFirst)).toBe(addDays(first, 1));

    const form = await t.request({ method: 'GET', url: `${T}/getForm/holidayDay/holidayDay?id=${id}&action=edit`, session: ipadmin });
    expect(form.json()).toMatchObject({ readonly: false, version, data: { day: first, kind: 'holiday', name: '运动会' } });
    const edited = await save(ipadmin, { day: second, kind: 'holiday', name: '运动会', nameEn: 'Sports day' }, { id, version });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().value).toMatchObject({ id, version: version + 1 });
    expect([await dueOf(feeFirst), await dueOf(feeSecond)]).toEqual([first, addDays(second, 1)]);
    expect(await log(second)).toMatchObject([{ action: 'edit', detail: { before: { day: first }, after: { day: second, nameEn: 'Sports day' } } }]);

    const stale = await save(ipadmin, { day: second, kind: 'workday', name: '运动会' }, { id, version });
    expect(stale.statusCode).toBe(409);
    const staleRemove = await remove(ipadmin, Number(id), version);
    expect(staleRemove.statusCode).toBe(409);
    expect(staleRemove.json().message).toBe('该日期已被他人修改，请刷新后重试');
    expect(await listed(second)).toMatchObject([{ kind: 'holiday', version: version + 1 }]);
    expect((await remove(ipadmin, 999_999, 1)).statusCode).toBe(404);
  });

  it('refuses anyone outside the IP office (403, localised); the form opens read-only for them; the administrator may', async () => {
    const day = plainWeekday(addDays(today, 100));
    let res = await save(staff, { day, kind: 'holiday', name: '擅自放假' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('只有知识产权管理员可以修改节假日');
    res = await save(staff, { day, kind: 'holiday', name: 'Day off' }, {}, 'en-US');
    expect(res.json().message).toBe('Only IP administrators change the holiday calendar');
    const [existing] = await listed('2026-10-01');
    expect(existing).toBeDefined();
    res = await remove(staff, Number(existing!.id), Number(existing!.version));
    expect(res.statusCode).toBe(403);
    expect(await listed('2026-10-01')).toHaveLength(1);
    const form = await t.request({ method: 'GET', url: `${T}/getForm/holidayDay/holidayDay?id=${existing!.id}&action=edit`, session: staff });
    expect(form.json()).toMatchObject({ readonly: true });
    expect(await listed(day)).toEqual([]);
    // sysAdmin is part of the IP office too.
    expect((await save(admin, { day, kind: 'holiday', name: '管理员添加' })).statusCode).toBe(200);
  });

  it('a date already in the calendar is a 409 naming it, in the caller\'s language, on adding and on moving a day there', async () => {
    let res = await save(ipadmin, { day: '2026-10-01', kind: 'holiday', name: '重复' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('2026-10-01 已在节假日中（国庆节），请修改该日期');
    // Coded as a refusal: the engine form shows this message instead of its stale-version notice.
    expect(res.json().code).toBe('REFUSED');
    res = await save(ipadmin, { day: '2026-10-01', kind: 'holiday', name: 'again' }, {}, 'en-US');
    expect(res.json().message).toBe('2026-10-01 is already in the holiday calendar (国庆节): edit that day instead');
    const [moving] = await listed('2026-10-02');
    res = await save(ipadmin, { day: '2026-10-01', kind: 'holiday', name: String(moving!.name) }, { id: String(moving!.id), version: Number(moving!.version) });
    expect(res.statusCode).toBe(409);
    expect(await listed('2026-10-02')).toHaveLength(1);
  });

  it.skipIf(t0kind() !== 'postgres')('two days moved to one date at once on PostgreSQL: one is saved, the other a 409 naming the date, never a 500', async () => {
    const target = plainWeekday(addDays(today, 200));
    const a = plainWeekday(addDays(target, 10));
    const b = plainWeekday(addDays(a, 3));
    const made = await Promise.all([a, b].map(async (day, i) => {
      const res = await save(ipadmin, { day, kind: 'holiday', name: `移动${i}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as { id: string; version: number };
    }));
    const replies = await Promise.all(made.map(({ id, version }, i) => save(ipadmin, { day: target, kind: 'holiday', name: `移动${i}` }, { id, version })));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.statusCode === 409)!.json().message).toContain(target);
    expect(await listed(target)).toHaveLength(1);
  });

  it('bad input is a 400 in the caller\'s language: no name, an impossible date, an unknown kind', async () => {
    const day = plainWeekday(addDays(today, 130));
    let res = await save(ipadmin, { day, kind: 'holiday', name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('名称');
    res = await save(ipadmin, { day, kind: 'holiday', name: '' }, {}, 'en-US');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Name');
    res = await save(ipadmin, { day: '2026-02-30', kind: 'holiday', name: '不存在的日子' });
    expect(res.statusCode).toBe(400);
    res = await save(ipadmin, { day, kind: 'vacation', name: '未知类型' }, {}, 'en-US');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Kind/);
    res = await t.request({ method: 'POST', url: `${KEEP}/holiday/remove`, session: ipadmin, headers: { 'accept-language': 'en-US' }, payload: { id: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(await listed(day)).toEqual([]);
  });

  it('an older tenant gets the form, its bo, jjr\'s buttons and the office\'s menu entry from migration 0106; a second run changes nothing', async () => {
    const state = async () => (await sql<{ defs: number; jjr: number; menus: number; grants: number }>`select
      (select count(*)::int from definition where tenant_id = ${tenantId} and key = 'holidayDay') as defs,
      (select count(*)::int from definition where tenant_id = ${tenantId} and kind = 'template' and key = 'jjr') as jjr,
      (select count(*)::int from menu where tenant_id = ${tenantId} and alias = 'zlgl-holidays') as menus,
      (select count(*)::int from role_menu rm join menu m on m.id = rm.menu_id where m.tenant_id = ${tenantId} and m.alias = 'zlgl-holidays') as grants`
      .execute(t.db)).rows[0]!;
    await sql`delete from role_menu where menu_id in (select id from menu where tenant_id = ${tenantId} and alias = 'zlgl-holidays')`.execute(t.db);
    await sql`delete from menu where tenant_id = ${tenantId} and alias = 'zlgl-holidays'`.execute(t.db);
    await sql`delete from definition where tenant_id = ${tenantId} and key = 'holidayDay'`.execute(t.db);
    await sql`update definition set body = (body::jsonb - 'formKey' - 'rowFields' || '{"manageFields": [{"type": "export"}]}'::jsonb)::json
      where tenant_id = ${tenantId} and kind = 'template' and key = 'jjr'`.execute(t.db);
    await shipHolidayEditing(t.db as unknown as Kysely<unknown>);
    const shipped = await state();
    expect(shipped).toEqual({ defs: 2, jjr: 2, menus: 1, grants: 1 });
    const info = await t.request({ method: 'GET', url: `${T}/getBpmDataTemplateInfo?alias=jjr`, session: ipadmin });
    expect(info.json()).toMatchObject({ formKey: 'holidayDay' });
    await shipHolidayEditing(t.db as unknown as Kysely<unknown>);
    expect(await state()).toEqual(shipped);
  });
});
