import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const FORM = '/api/form/form';
const T = `${FORM}/dataTemplate/v1`;
const CHART = `${FORM}/customChart/v1/getListData`;
const BULLETINS = '/api/front/ipSchoolBulletin/v1';
type Row = Record<string, unknown>;
type Point = { x: string | null; y: number };

/**
 * Issue 18 / 15: 统计分析 (zltj) draws its charts over the tenant's real figures, and 公告管理 (ggdl) edits bulletins
 * through the engine's bulletin form (getForm / boSave kept in ip_school_bulletin by the bulletins record store).
 */
describe('statistics charts and bulletin administration', () => {
  let t: TestApp;
  let admin: Session;
  let ipadmin: Session;
  let staff: Session;
  let tenantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, ipadmin, staff] = await Promise.all([t.login('univ', 'admin'), t.login('univ', 'ipadmin'), t.login('univ', 'staff1')]);
    tenantId = t.tenantId('univ');
  });
  afterAll(async () => { await t?.close(); });

  const points = async (alias: string, session = staff, lang = 'zh-CN') => {
    const res = await t.request({ method: 'POST', url: `${CHART}?alias=${alias}`, session, payload: {}, headers: { 'accept-language': lang } });
    expect(res.statusCode, res.body).toBe(200);
    return new Map((res.json().rows as Point[]).map((p) => [String(p.x), p.y]));
  };
  const sqlCounts = (query: ReturnType<typeof sql<{ x: string; y: number }>>) =>
    withTenant(t.db, tenantId, async (tx) => new Map((await query.execute(tx)).rows.map((r) => [String(r.x), Number(r.y)])));

  it('zltj names its charts, and each chart counts the tenant\'s patents (and fees) as the tables hold them', async () => {
    const info = await t.request({ method: 'GET', url: `${T}/getBpmDataTemplateInfo?alias=zltj`, session: staff });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().template.charts).toEqual(['statPatentsByType', 'statPatentsByLegalStatus', 'statPatentsByFilingYear',
      'statPatentsByGrantYear', 'statPatentsByCollege', 'statFeesByYear', 'statFeesByCollege']);

    expect(await points('statPatentsByType')).toEqual(await sqlCounts(sql`select type as x, count(*)::int as y from patent group by type`));
    expect(await points('statPatentsByLegalStatus')).toEqual(await sqlCounts(sql`select legal_status as x, count(*)::int as y from patent group by legal_status`));
    expect(await points('statPatentsByFilingYear')).toEqual(await sqlCounts(
      sql`select extract(year from application_date)::int::text as x, count(*)::int as y from patent group by 1`));
    // Grants: only patents granted at some time, by the year of their grant's publication; never a blank year.
    const grants = await points('statPatentsByGrantYear');
    expect(grants.has('null')).toBe(false);
    expect([...grants.values()].reduce((a, b) => a + b, 0)).toBe(Number((await withTenant(t.db, tenantId, (tx) => sql<{ n: number }>`
      select count(*)::int as n from patent where legal_status in ('authorization','partInvalid','recover','operate','expires','unpaidFee',
        'claimLapse','allInvalid','termination','weightGiveup')`.execute(tx))).rows[0]!.n));
    expect(grants.size).toBeGreaterThan(1);
    const colleges = await points('statPatentsByCollege');
    expect(colleges.size).toBeGreaterThan(1);
    expect([...colleges.keys()].every((name) => name && name !== 'null')).toBe(true);
    // In English the colleges are named as the lists name them (their English names), the counts the same.
    const english = await points('statPatentsByCollege', staff, 'en-US');
    const names = await withTenant(t.db, tenantId, async (tx) => new Map((await sql<{ name: string; name_en: string }>`
      select name, name_en from org`.execute(tx)).rows.map((o) => [o.name, o.name_en])));
    expect(english).toEqual(new Map([...colleges].map(([name, n]) => [names.get(name) || name, n])));
    expect([...english.keys()].some((name) => /^[A-Za-z]/.test(name))).toBe(true);
    const fees = await points('statFeesByYear');
    expect(fees).toEqual(await sqlCounts(sql`select extract(year from due_date)::int::text as x, sum(amount)::float8 as y from patent_fee
      where fee_type = 'annual' and keep_status in ('undecided','consulting','keep','paid')
        and due_date >= date_trunc('year', now() at time zone 'UTC' + interval '8 hours')::date group by 1`));
    expect(fees.size).toBeGreaterThan(0);
  });

  describe('公告管理 through the bulletin form', () => {
    const save = (session: Session, boData: Row, extra: Row = {}, lang = 'zh-CN') => t.request({
      method: 'POST', url: `${T}/boSave/bulletin?formKey=bulletin`, session, headers: { 'accept-language': lang }, payload: { boData, ...extra },
    });
    const form = (session: Session, id?: string) => t.request({
      method: 'GET', url: `${T}/getForm/bulletin/bulletin${id ? `?id=${id}&action=edit` : ''}`, session,
    });
    const rows = async (session: Session, title: string) => {
      const res = await t.request({ method: 'POST', url: `${T}/listJson`, session, payload: { alias: 'ggdl', pageBean: { page: 1, pageSize: 50 },
        querys: [{ property: 'title', value: title, operation: 'LIKE' }] } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().rows as Row[];
    };

    it('the list names the form; an administrator creates, reads and edits a bulletin; a stale version is a 409', async () => {
      const info = await t.request({ method: 'GET', url: `${T}/getBpmDataTemplateInfo?alias=ggdl`, session: ipadmin });
      expect(info.json()).toMatchObject({ formKey: 'bulletin', bo: { alias: 'bulletin' } });

      const created = await save(ipadmin, { title: '关于专利年费缴纳的通知', publishDate: '2026-11-20', published: false, content: '<p>请按期缴费</p>' });
      expect(created.statusCode, created.body).toBe(200);
      const { id, version } = created.json().value as { id: string; version: number };
      const stored = await withTenant(t.db, tenantId, (tx) => tx.selectFrom('ip_school_bulletin').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow());
      expect(stored).toMatchObject({ title: '关于专利年费缴纳的通知', status: 0, is_top: 0, content: '<p>请按期缴费</p>' });

      const [listed] = await rows(ipadmin, '年费缴纳的通知');
      expect(listed).toMatchObject({ id: Number(id), state: 'unpublished', pinned: false, version });
      // Not published: other users' lists leave it out (data rule), whatever they ask.
      expect(await rows(staff, '年费缴纳的通知')).toEqual([]);

      const read = await form(ipadmin, id);
      expect(read.json()).toMatchObject({ readonly: false, id, version, data: { title: '关于专利年费缴纳的通知', publishDate: '2026-11-20', published: false } });
      const edited = await save(ipadmin, { ...read.json().data, title: '关于专利年费缴纳的通知（更新）', published: true, pinned: true }, { id, version });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await rows(staff, '年费缴纳的通知'))[0]).toMatchObject({ title: '关于专利年费缴纳的通知（更新）', state: 'published', pinned: true });

      const stale = await save(admin, { ...read.json().data, title: '旧版本' }, { id, version });
      expect(stale.statusCode).toBe(409);
      const kept = await withTenant(t.db, tenantId, (tx) => tx.selectFrom('ip_school_bulletin').select('title').where('id', '=', Number(id)).executeTakeFirstOrThrow());
      expect(kept.title).toBe('关于专利年费缴纳的通知（更新）');

      // Withdraw through the row action's call: users no longer see it.
      const withdrawn = await t.request({ method: 'POST', url: `${BULLETINS}/update/status`, session: ipadmin, payload: { ids: [Number(id)], status: 0 } });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(await rows(staff, '年费缴纳的通知')).toEqual([]);
    });

    it('checks the fields on the server, in the caller\'s language', async () => {
      const noTitle = await save(ipadmin, { title: '', publishDate: '2026-11-20' }, {}, 'en-US');
      expect(noTitle.statusCode).toBe(400);
      const badNo = await save(ipadmin, { title: '申请号校验', publishDate: '2026-11-20', applicationNo: '202310000001.3' });
      expect(badNo.statusCode).toBe(400);
      expect(badNo.json().message).toMatch(/校验位|申请号/);
      const good = await save(ipadmin, { title: '申请号校验', publishDate: '2026-11-20', applicationNo: '202310000001.5' });
      expect(good.statusCode, good.body).toBe(200);
    });

    it('only bulletin administrators save: staff get 403 and a read-only form, nothing written', async () => {
      const before = await withTenant(t.db, tenantId, (tx) => sql<{ n: number }>`select count(*)::int as n from ip_school_bulletin`.execute(tx));
      const refused = await save(staff, { title: '越权公告', publishDate: '2026-11-20', published: true }, {}, 'en-US');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only bulletin administrators may add or change bulletins');
      const after = await withTenant(t.db, tenantId, (tx) => sql<{ n: number }>`select count(*)::int as n from ip_school_bulletin`.execute(tx));
      expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
      const read = await form(staff);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().readonly).toBe(true);
      const info = await t.request({ method: 'GET', url: `${T}/getBpmDataTemplateInfo?alias=ggdl`, session: staff });
      expect((info.json().template.manageFields as { type: string }[]).map((b) => b.type)).toEqual(['url', 'export']);
    });
  });
});
