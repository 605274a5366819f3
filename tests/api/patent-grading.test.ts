import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERT_INDICATORS, grade } from '../../src/common/patents/grading/grading.ts';
import { withTenant } from '../../src/server/db/database.ts';
import { recountChangedGrades } from '../../src/server/modules/grading/grade-patents.ts';
import { chinaToday } from '../../src/common/patents/annual-fees/index.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const G = '/api/front/api/grading/v1/patent';
type Json = Record<string, unknown> & { total: number; level: string; version: number; complete: boolean; groups: Record<string, number>; indicators: { key: string; score: number | null }[] };

/** Patent grading (docs/patent-grading.md): getJson, saveGrading, recount; recomputed when the inputs change; beside the maintenance decision. */
describe('patent grading', () => {
  let t: TestApp;
  let ipadmin: Session;
  let staff: Session;
  let tenantId: number;
  let patentId: number;
  beforeAll(async () => {
    t = await createTestApp();
    [ipadmin, staff] = await Promise.all([t.login('univ', 'ipadmin'), t.login('univ', 'staff1')]);
    tenantId = t.tenantId('univ');
    // A granted patent with an open annual fee (listed in 年费维护) and no expert scores yet.
    patentId = (await withTenant(t.db, tenantId, (tx) => sql<{ id: number }>`select f.patent_id as id from patent_fee f
      join patent_grading g on g.patent_id = f.patent_id where f.fee_type = 'annual' and f.keep_status = 'undecided' and g.expert = '{}'::jsonb
      order by f.patent_id limit 1`.execute(tx))).rows[0]!.id;
  });
  afterAll(async () => { await t?.close(); });

  const get = async (session = ipadmin, id = patentId) => {
    const res = await t.request({ method: 'GET', url: `${G}/getJson?patentId=${id}`, session });
    return { status: res.statusCode, body: res.json() as Json & { message: string } };
  };
  const save = (expert: Record<string, number>, version: number, session = ipadmin, clear?: string[]) =>
    t.request({ method: 'POST', url: `${G}/saveGrading`, session, payload: { patentId, version, expert, ...(clear ? { clear } : {}) } });
  const nfwhGrade = async () => (await withTenant(t.db, tenantId, (tx) => sql<{ grade_total: number; grade_level: string }>`
    select grade_total, grade_level from v_patent_maintenance where patent_id = ${patentId} limit 1`.execute(tx))).rows[0]!;

  it('getJson: each indicator of the three groups, from the data, the same as the calculator; incomplete without expert scores', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.indicators).toHaveLength(14);
    expect(body.complete).toBe(false);
    expect(body.indicators.filter((i) => EXPERT_INDICATORS.includes(i.key)).every((i) => i.score === null)).toBe(true);
    const p = (await withTenant(t.db, tenantId, (tx) => sql<{ type: string; legal_status: string }>`select type, legal_status from patent where id = ${patentId}`.execute(tx))).rows[0]!;
    expect(body.indicators.find((i) => i.key === 'patentType')!.score).toBe(grade({ type: p.type, legalStatus: p.legal_status, applicationDate: '2020-01-01', today: '2026-01-01', claimCount: 0, familyCountries: 1, forwardCitations: 0, ipcSubclasses: 0, operated: false }, {}).indicators.find((i) => i.key === 'patentType')!.score);
    expect(await nfwhGrade()).toEqual({ grade_total: body.total, grade_level: body.level });
  });

  it('saveGrading: the office\'s expert scores raise the grade, shown beside the maintenance decision; stale 409; others 403', async () => {
    const before = (await get()).body;
    const all10 = Object.fromEntries(EXPERT_INDICATORS.map((k) => [k, 10]));
    const refused = await save(all10, before.version, staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('只有知识产权管理员可以评定专利分级');
    const saved = await save(all10, before.version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject({ complete: true });
    const after = (await get()).body;
    expect(after.total).toBeGreaterThan(before.total);
    expect(after.version).toBe(before.version + 1);
    expect(await nfwhGrade()).toEqual({ grade_total: after.total, grade_level: after.level });
    const stale = await save({ advancement: 1 }, before.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('该专利的分级已被他人修改，请刷新后重试');
    expect((await save({ bogus: 1 }, after.version)).statusCode).toBe(400);
    expect((await save({ advancement: 11 }, after.version)).statusCode).toBe(400);
    // Clearing one: incomplete again.
    const cleared = await save({}, after.version, ipadmin, ['advancement']);
    expect(cleared.json().value).toMatchObject({ complete: false });
    const log = await withTenant(t.db, tenantId, (tx) => sql`select total from patent_grading_log where patent_id = ${patentId}`.execute(tx));
    expect(log.rows).toHaveLength(2);
  });

  it('recomputed when its inputs change: the patent licensed (exploitation), lapsed (legal status), on read and by recount', async () => {
    const before = (await get()).body;
    await withTenant(t.db, tenantId, (tx) => sql`update patent set operated = true where id = ${patentId}`.execute(tx));
    const licensed = (await get()).body;
    expect(licensed.groups.economic!).toBeGreaterThan(before.groups.economic!);
    expect(await nfwhGrade()).toEqual({ grade_total: licensed.total, grade_level: licensed.level });
    await withTenant(t.db, tenantId, (tx) => sql`update patent set legal_status = 'unpaidFee' where id = ${patentId}`.execute(tx));
    const recount = await t.request({ method: 'GET', url: `${G}/recount`, session: ipadmin });
    expect(recount.statusCode, recount.body).toBe(200);
    expect(recount.json().value.count).toBeGreaterThanOrEqual(1);
    const stored = (await withTenant(t.db, tenantId, (tx) => sql<{ total: number }>`select total::float8 as total from patent_grading where patent_id = ${patentId}`.execute(tx))).rows[0]!;
    expect(stored.total).toBeLessThan(licensed.total);
    // Nothing changed since: a second recount writes nothing.
    expect((await t.request({ method: 'GET', url: `${G}/recount`, session: ipadmin })).json().value.count).toBe(0);
    expect((await t.request({ method: 'GET', url: `${G}/recount`, session: staff })).statusCode).toBe(403);
  });

  it('the maintenance pass reads only the patents whose inputs changed (counted by triggers), never graded, or graded last year', async () => {
    const pass = () => withTenant(t.db, tenantId, (tx) => recountChangedGrades(tx, tenantId, chinaToday()));
    type Row = { patent_id: number; recounted_at: string; changed: boolean };
    const rows = async () => new Map((await withTenant(t.db, tenantId, (tx) => sql<Row>`select patent_id, recounted_at::text as recounted_at,
      inputs_version > graded_version as changed from patent_grading where tenant_id = ${tenantId}`.execute(tx))).rows.map((r) => [r.patent_id, r]));
    await pass();
    const settled = await rows();
    expect([...settled.values()].filter((r) => r.changed)).toEqual([]);
    const [claimed, family, lastYear, untouched] = [...settled.keys()].filter((id) => id !== patentId).slice(0, 4) as [number, number, number, number];

    // Changes made straight in SQL, as any tool would: the triggers count them.
    await withTenant(t.db, tenantId, async (tx) => {
      await sql`update patent set claims = '1. 一种装置。 2. 如权利要求1所述的装置。 3. 如权利要求2所述的装置。 4. 如权利要求3所述的装置。' where id = ${claimed}`.execute(tx);
      await sql`insert into patent_family (tenant_id, patent_id, country_code, application_no, name) values (${tenantId}, ${family}, 'JP', 'JP2026-000123', '装置')`.execute(tx);
      await sql`update patent_grading set recounted_at = now() - interval '400 days' where patent_id = ${lastYear}`.execute(tx);
      // A change of what the indicators do not read (here the update time) counts nothing.
      await sql`update patent set updated_at = now() where id = ${untouched}`.execute(tx);
    });
    const marked = await rows();
    expect([claimed, family].map((id) => marked.get(id)!.changed)).toEqual([true, true]);
    expect(marked.get(untouched)!.changed).toBe(false);

    expect(await pass()).toBeGreaterThanOrEqual(1);
    const after = await rows();
    expect([...after.values()].filter((r) => r.changed)).toEqual([]);
    // Read: the changed and last year's; not read (its recount time kept): every other patent.
    for (const id of [claimed, family, lastYear]) expect(after.get(id)!.recounted_at).not.toBe(marked.get(id)!.recounted_at);
    expect(after.get(untouched)!.recounted_at).toBe(settled.get(untouched)!.recounted_at);
    const reread = [...after.values()].filter((r) => r.recounted_at !== marked.get(r.patent_id)!.recounted_at).map((r) => r.patent_id);
    expect(reread.sort()).toEqual([claimed, family, lastYear].sort());
  });

  it('a patent of another tenant or none: 404', async () => {
    const other = (await withTenant(t.db, t.tenantId('corp'), (tx) => sql<{ id: number }>`select id from patent limit 1`.execute(tx))).rows[0]!.id;
    expect((await get(ipadmin, other)).status).toBe(404);
    expect((await get(ipadmin, 999999999)).body.message).toBe('该专利不存在或无权查看');
  });
});
