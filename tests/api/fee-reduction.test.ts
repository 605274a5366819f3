import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addYears, chinaToday, type PlainDate } from '../../src/common/patents/annual-fees/index.ts';
import { withTenant } from '../../src/server/db/database.ts';
import { shipFeeReductionEditing } from '../../src/server/db/migrations/0107-fee-reduction-editing.ts';
import { syncAnnualFees } from '../../src/server/modules/maintenance/sync-annual-fees.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const VIEW = '/api/form/form/query/queryView';
const KEEP = '/api/front/api/patentkeep/v1';
type Row = Record<string, unknown>;

const today = chinaToday();
let serial = 0;

/** 费减比例 from 年费维护 (docs/patent-maintenance.md): the IP office sets a patent's reduction; its open fees follow. */
describe('fee reduction', () => {
  let t: TestApp;
  let ipadmin: Session;
  let staff: Session;
  let tenantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    [ipadmin, staff] = await Promise.all([t.login('univ', 'ipadmin'), t.login('univ', 'staff1')]);
    tenantId = t.tenantId('univ');
  });
  afterAll(async () => { await t?.close(); });

  /** A granted invention (85 % reduction) whose year-5 fee (full 1200) is statutorily due on `due`, and its year 6 after. */
  async function patentDueOn(due: PlainDate) {
    serial += 1;
    const applicationDate = addYears(due, -4);
    const no = `CN2097${String(serial).padStart(6, '0')}`;
    return withTenant(t.db, tenantId, async (tx) => {
      const { rows } = await sql<{ id: number }>`insert into patent (tenant_id, application_no, application_no_norm, application_date, publication_date,
        name, type, legal_status, inventors, fee_reduction) values (${tenantId}, ${no}, ${no}, ${applicationDate}::date,
        ${addYears(applicationDate, 1)}::date, ${`费减测试专利${serial}`}, 'invent', 'authorization', ${['张伟']}::text[], 85) returning id`.execute(tx);
      await syncAnnualFees(tx, tenantId, today, [rows[0]!.id]);
      const fee = await sql<{ id: number; version: number }>`select id, version from patent_fee
        where patent_id = ${rows[0]!.id} and fee_type = 'annual' and fee_year = 5`.execute(tx);
      return { patentId: rows[0]!.id, no, feeId: fee.rows[0]!.id, version: fee.rows[0]!.version };
    });
  }
  const reduce = (payload: Row, session = ipadmin, lang = 'zh-CN') => t.request({
    method: 'POST', url: `${KEEP}/update/feeReduction`, session, headers: { 'accept-language': lang }, payload,
  });
  const listed = async (no: string) => {
    const res = await t.request({ method: 'POST', url: `${VIEW}/data_nfwh/nfwh`, session: ipadmin,
      payload: { querys: [{ property: 'applicationNo', value: no, operation: 'EQUAL' }] } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().rows as Row[]).map((r) => ({ feeYear: r.feeYear, amount: r.amount, totalDue: r.totalDue, feeReduction: r.feeReduction }));
  };
  const detail = async (id: number) => (await t.request({ method: 'GET', url: `${KEEP}/get?id=${id}`, session: ipadmin })).json() as Row;

  it('70 % then none: the list and the detail show the patent\'s open fees recomputed; the move is audited with both figures', async () => {
    const p = await patentDueOn(addDays(today, 45));
    expect((await listed(p.no)).find((r) => r.feeYear === 5)).toMatchObject({ amount: 180, totalDue: 180, feeReduction: 85 });

    let res = await reduce({ id: p.feeId, version: p.version, feeReduction: 70, reason: '共同专利权人' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('费减比例已更新，未缴年费已重新计算');
    expect(res.json().value).toMatchObject({ id: p.feeId, patentId: p.patentId, feeReduction: 70, version: p.version + 1, amount: 360 });
    const rows = await listed(p.no);
    expect(rows.find((r) => r.feeYear === 5)).toMatchObject({ amount: 360, totalDue: 360, feeReduction: 70 });
    expect(rows.every((r) => r.feeReduction === 70)).toBe(true);
    expect(await detail(p.feeId)).toMatchObject({ fee: 360, fullFee: 1200, reduction: 70, version: p.version + 1 });

    res = await reduce({ id: p.feeId, version: p.version + 1, feeReduction: 0 }, ipadmin, 'en-US');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Fee reduction saved; the unpaid annual fees are recalculated');
    expect((await listed(p.no)).find((r) => r.feeYear === 5)).toMatchObject({ amount: 1200, totalDue: 1200, feeReduction: 0 });
    const log = (await detail(p.feeId)).log as Row[];
    expect(log.filter((l) => l.action === 'reduce')).toMatchObject([{ reason: '共同专利权人' }, { reason: null }]);
    const audit = await withTenant(t.db, tenantId, async (tx) => (await sql<{ actor_id: number; detail: Row }>`
      select actor_id, detail from patent_keep_log where fee_id = ${p.feeId} and action = 'reduce' order by id`.execute(tx)).rows);
    expect(audit).toMatchObject([
      { actor_id: ipadmin.userId, detail: { fromReduction: 85, toReduction: 70 } },
      { actor_id: ipadmin.userId, detail: { fromReduction: 70, toReduction: 0 } },
    ]);
  });

  it('refuses people outside the IP office (403, localised) and changes nothing', async () => {
    const p = await patentDueOn(addDays(today, 46));
    let res = await reduce({ id: p.feeId, version: p.version, feeReduction: 0 }, staff);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('只有知识产权管理员可以办理年费维护');
    res = await reduce({ id: p.feeId, version: p.version, feeReduction: 0 }, staff, 'en-US');
    expect(res.json().message).toBe('Only IP administrators handle annual-fee maintenance');
    expect((await listed(p.no)).find((r) => r.feeYear === 5)).toMatchObject({ amount: 180, feeReduction: 85 });
  });

  it('a stale version and the reduction the patent has already are 409s; the other fee rows of the patent go stale too', async () => {
    const p = await patentDueOn(addDays(today, -20));
    let res = await reduce({ id: p.feeId, version: p.version, feeReduction: 85 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('该专利的费减比例已是 85%');
    res = await reduce({ id: p.feeId, version: p.version, feeReduction: 85 }, ipadmin, 'en-US');
    expect(res.json().message).toBe('The patent\'s fee reduction is already 85 %');
    const year6 = await withTenant(t.db, tenantId, async (tx) => (await sql<{ id: number; version: number }>`
      select id, version from patent_fee where patent_id = ${p.patentId} and fee_type = 'annual' and fee_year = 6`.execute(tx)).rows[0]!);
    expect((await reduce({ id: p.feeId, version: p.version, feeReduction: 70 })).statusCode).toBe(200);
    res = await reduce({ id: p.feeId, version: p.version, feeReduction: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('该年费的维护状态已被他人修改，请刷新后重试');
    res = await reduce({ id: year6.id, version: year6.version, feeReduction: 0 });
    expect(res.statusCode).toBe(409);
    expect((await listed(p.no)).find((r) => r.feeYear === 5)).toMatchObject({ amount: 360, feeReduction: 70 });
  });

  it('bad input is a 400 in the caller\'s language; an unknown fee a 404', async () => {
    const p = await patentDueOn(addDays(today, 47));
    let res = await reduce({ id: p.feeId, version: p.version, feeReduction: 50 });
    expect(res.statusCode).toBe(400);
    const zh = res.json().message as string;
    res = await reduce({ id: p.feeId, version: p.version, feeReduction: 50 }, ipadmin, 'en-US');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toBe(zh);
    expect((await reduce({ id: p.feeId, feeReduction: 0 })).statusCode).toBe(400);
    expect((await reduce({ id: p.feeId, version: p.version, feeReduction: 100 })).statusCode).toBe(400);
    res = await reduce({ id: 99_999_999, version: 1, feeReduction: 0 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('该年费记录不存在');
    expect((await listed(p.no)).find((r) => r.feeYear === 5)).toMatchObject({ amount: 180, feeReduction: 85 });
  });

  it('an older tenant\'s nfwh gets the column and the row button from migration 0107; a second run changes nothing', async () => {
    await sql`update definition set body = json_build_object('alias', 'nfwh', 'displayFields', json_build_array(json_build_object('field', 'amount')),
        'manageFields', json_build_array(json_build_object('type', 'export')))
      where tenant_id = ${tenantId} and kind = 'template' and key = 'nfwh' and is_current`.execute(t.db);
    await shipFeeReductionEditing(t.db as unknown as Kysely<unknown>);
    await shipFeeReductionEditing(t.db as unknown as Kysely<unknown>);
    const { rows } = await sql<{ body: { displayFields: Row[]; manageFields: Row[] } }>`select body from definition
      where tenant_id = ${tenantId} and kind = 'template' and key = 'nfwh' and is_current`.execute(t.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body.displayFields.map((f) => f.field)).toEqual(['amount', 'feeReduction']);
    expect(rows[0]!.body.manageFields).toMatchObject([{ key: 'reduction', action: 'keepReduction' }, { type: 'export' }]);
  });
});
