import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays, addMonths, addYears, budgetByCollege, calendarOf, CHINA_HOLIDAYS, chinaToday, type PlainDate,
} from '../../src/common/patents/annual-fees/index.ts';
import { withoutTenant, withTenant } from '../../src/server/db/database.ts';
import { lapseUnpaidFees, sendFeeReminders } from '../../src/server/modules/maintenance/fee-reminders.ts';
import { syncAnnualFees } from '../../src/server/modules/maintenance/sync-annual-fees.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const VIEW = '/api/form/form/query/queryView';
const KEEP = '/api/front/api/patentkeep/v1';
type Row = Record<string, unknown>;

const today = chinaToday();
let serial = 0;

/** Annual-fee maintenance (docs/patent-maintenance.md): the renewal list, decisions, payments, lapse, reminders, budget. */
describe('annual-fee maintenance', () => {
  let t: TestApp;
  let ipadmin: Session;
  let staff: Session;
  let tenantId: number;
  let orgId: number;
  beforeAll(async () => {
    t = await createTestApp();
    [ipadmin, staff] = await Promise.all([t.login('univ', 'ipadmin'), t.login('univ', 'staff1')]);
    tenantId = t.tenantId('univ');
    orgId = (await withoutTenant(t.db, (tx) => sql<{ id: number }>`select org_id as id from patent where tenant_id = ${tenantId} and org_id is not null limit 1`.execute(tx))).rows[0]!.id;
  });
  afterAll(async () => { await t?.close(); });

  /** A granted invention (85 % reduction) whose year-`year` fee falls statutorily due on `due`, scheduled by the sync. */
  async function patentDueOn(due: PlainDate, year = 5, options: { inventors?: string[]; type?: string } = {}) {
    serial += 1;
    const applicationDate = addYears(due, -(year - 1));
    const no = `CN2099${String(serial).padStart(6, '0')}`;
    const patentId = await withTenant(t.db, tenantId, async (tx) => {
      const { rows } = await sql<{ id: number }>`insert into patent (tenant_id, application_no, application_no_norm, application_date, publication_date,
        name, type, legal_status, inventors, org_id, fee_reduction)
        values (${tenantId}, ${no}, ${no}, ${applicationDate}::date, ${addYears(applicationDate, 1)}::date, ${`年费测试专利${serial}`},
          ${options.type ?? 'invent'}, 'authorization', ${options.inventors ?? ['张伟']}::text[], ${orgId}, 85) returning id`.execute(tx);
      await syncAnnualFees(tx, tenantId, today, [rows[0]!.id]);
      return rows[0]!.id;
    });
    const fee = await withTenant(t.db, tenantId, (tx) => sql<{ id: number; version: number; due_date: string }>`
      select id, version, due_date::text as due_date from patent_fee where patent_id = ${patentId} and fee_type = 'annual' and fee_year = ${year}`.execute(tx));
    return { patentId, no, name: `年费测试专利${serial}`, feeId: fee.rows[0]!.id, version: fee.rows[0]!.version, dueDate: fee.rows[0]!.due_date };
  }

  const detail = async (id: number, session = ipadmin) => {
    const res = await t.request({ method: 'GET', url: `${KEEP}/get?id=${id}`, session });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Row & { version: number; log: Row[] };
  };
  const decide = (id: number, status: string, version: number, session = ipadmin, lang = 'zh-CN') => t.request({
    method: 'POST', url: `${KEEP}/update/status`, session, headers: { 'accept-language': lang }, payload: { id, status, version, reason: '测试' },
  });
  const pay = (payload: Row, session = ipadmin) => t.request({ method: 'POST', url: `${KEEP}/update/feePaid`, session, payload });
  const page = async (alias: string, payload: object, session = ipadmin) => {
    const res = await t.request({ method: 'POST', url: `${VIEW}/data_${alias}/${alias}`, session, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { rows: Row[]; total: number };
  };

  it('lists a fee in its third grace month with the surcharge on the full fee; the detail offers consult, keep, abandon', async () => {
    // Statutorily due 70 days ago: past the first two grace-month ends (each moved at most a few days off days off).
    const p = await patentDueOn(addDays(addMonths(today, -2), -12));
    const { rows } = await page('nfwh', { querys: [{ property: 'applicationNo', value: p.no, operation: 'EQUAL' }, { property: 'feeYear', value: 5 }] });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ feeYear: 5, amount: 180, graceMonth: 3, surcharge: 120, totalDue: 300, keepStatus: 'undecided' });
    const d = await detail(p.feeId);
    expect(d).toMatchObject({ stage: 'grace', graceMonth: 3, fee: 180, fullFee: 1200, reduction: 85, surcharge: 120, totalDue: 300, actions: ['consult', 'keep', 'abandon'] });
  });

  it('refuses people outside the IP office (403, localised)', async () => {
    const p = await patentDueOn(addDays(today, 40));
    const res = await decide(p.feeId, 'keep', p.version, staff);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('只有知识产权管理员可以办理年费维护');
    expect((await t.request({ method: 'GET', url: `${KEEP}/get?id=${p.feeId}`, session: staff })).statusCode).toBe(403);
  });

  it('consults the inventors (a message to each), keeps, records the payment; the fee leaves both deadline lists; every move is audited', async () => {
    const p = await patentDueOn(addDays(addMonths(today, -2), -12));
    let res = await decide(p.feeId, 'consulting', p.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ keepStatus: 'consulting', version: p.version + 1, inventorsAsked: 1 });
    const messages = await withTenant(t.db, tenantId, (tx) => sql<{ subject: string }>`
      select subject from portal_message where receiver_id = ${staff.userId} and subject like ${`%${p.name}%`}`.execute(tx));
    expect(messages.rows.map((m) => m.subject)).toEqual([expect.stringContaining('王知产 请您对专利')]);

    res = await decide(p.feeId, 'consulting', p.version + 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('当前状态为“征求意见中”，不能征求发明人意见');
    res = await decide(p.feeId, 'consulting', p.version + 1, ipadmin, 'en-US');
    expect(res.json().message).toBe('The fee is "Inventors consulted": it cannot consult the inventors');
    res = await pay({ id: p.feeId, version: p.version + 1, paidDate: today, receiptNo: 'R-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('当前状态为“征求意见中”，不能登记缴费');

    res = await decide(p.feeId, 'keep', p.version);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('该年费的维护状态已被他人修改，请刷新后重试');
    res = await decide(p.feeId, 'keep', p.version + 1);
    expect(res.statusCode, res.body).toBe(200);
    const version = p.version + 2;

    res = await pay({ id: p.feeId, version, paidDate: today });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请填写收据号或上传缴费收据');
    res = await pay({ id: p.feeId, version, paidDate: addDays(today, 1), receiptNo: 'R-1' });
    expect(res.json().message).toBe('缴费日期不能晚于今天');
    res = await pay({ id: p.feeId, version, paidDate: today, receiptNo: 'R-1', amount: 180 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('应缴金额为 300 元（年费 180 元，滞纳金 120 元，恢复费 0 元），与填写的 180 元不符');
    res = await pay({ id: p.feeId, version, paidDate: today, receiptNo: 'R-1', amount: 300 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ keepStatus: 'paid', paidAmount: 300, surcharge: 120 });

    expect((await page('nfwh', { querys: [{ property: 'applicationNo', value: p.no, operation: 'EQUAL' }] })).rows.map((r) => r.feeYear)).not.toContain(5);
    const jfqx = await page('jfqx', { querys: [{ property: 'applicationNo', value: p.no, operation: 'EQUAL' }, { property: 'status', value: 'unpaid' }] });
    expect(jfqx.rows.map((r) => r.feeYear)).not.toContain(5);
    const d = await detail(p.feeId);
    expect(d).toMatchObject({ keepStatus: 'paid', paidDate: today, paidAmount: 300, receiptNo: 'R-1', actions: [] });
    expect(d.log.map((l) => [l.action, l.fromStatus, l.toStatus, l.actorName])).toEqual([
      ['consult', 'undecided', 'consulting', '王知产'], ['keep', 'consulting', 'keep', '王知产'], ['pay', 'keep', 'paid', '王知产'],
    ]);
    res = await decide(p.feeId, 'abandon', d.version);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('当前状态为“已缴费”，不能决定放弃');
  });

  it('lapses a fee unpaid after grace (the patent becomes annual fee unpaid), restores it on request, refuses a late restoration', async () => {
    const p = await patentDueOn(addDays(today, -20));
    await decide(p.feeId, 'abandon', p.version);
    const lapsed = await withTenant(t.db, tenantId, (tx) => lapseUnpaidFees(tx, tenantId, addMonths(today, 7)));
    expect(lapsed).toBeGreaterThanOrEqual(1);
    let d = await detail(p.feeId);
    expect(d).toMatchObject({ keepStatus: 'lapsed', actions: ['restore'] });
    expect(d.log.at(-1)).toMatchObject({ action: 'lapse', fromStatus: 'abandon', toStatus: 'lapsed', actorName: null });
    const status = async () => (await withTenant(t.db, tenantId, (tx) => sql<{ s: string }>`select legal_status as s from patent where id = ${p.patentId}`.execute(tx))).rows[0]!.s;
    expect(await status()).toBe('unpaidFee');
    const res = await decide(p.feeId, 'keep', d.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(await status()).toBe('recover');
    d = await detail(p.feeId);
    expect(d.log.at(-1)).toMatchObject({ action: 'restore', fromStatus: 'lapsed', toStatus: 'keep' });

    const late = await patentDueOn(addDays(today, -25));
    await withTenant(t.db, tenantId, (tx) => sql`update patent_fee set keep_status = 'lapsed', restoration_end = ${addDays(today, -1)}::date where id = ${late.feeId}`.execute(tx));
    const refused = await decide(late.feeId, 'keep', late.version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`恢复权利的期限已于 ${addDays(today, -1)} 届满，不能再请求恢复`);
    // Past its restoration deadline the fee is final: 年费维护 no longer offers it (its 维持 could only be refused).
    const listed = await page('nfwh', { querys: [{ property: 'applicationNo', value: late.no, operation: 'EQUAL' }] });
    expect(listed.rows.map((r) => r.feeYear)).not.toContain(5);
  });

  it('reminds the IP office 30 and 7 days ahead and in grace, each stage once, and not for an abandoned fee', async () => {
    const p = await patentDueOn(addDays(today, 20));
    const q = await patentDueOn(addDays(today, 20));
    await decide(q.feeId, 'abandon', q.version);
    const remind = (day: PlainDate) => withTenant(t.db, tenantId, (tx) => sendFeeReminders(tx, tenantId, day));
    const stages = async (feeId: number) => (await withTenant(t.db, tenantId, (tx) => sql<{ stage: string }>`
      select stage from patent_fee_reminder where fee_id = ${feeId} and user_id = ${ipadmin.userId} order by created_at, stage`.execute(tx))).rows.map((r) => r.stage);
    expect((await remind(today)).has(ipadmin.userId)).toBe(true);
    await remind(today);
    expect(await stages(p.feeId)).toEqual(['d30']);
    await remind(addDays(p.dueDate, -5));
    await remind(addDays(p.dueDate, 3));
    await remind(addDays(p.dueDate, 4));
    expect(await stages(p.feeId)).toEqual(['d30', 'd7', 'grace']);
    expect(await stages(q.feeId)).toEqual([]);
    const inbox = await withTenant(t.db, tenantId, (tx) => sql<{ subject: string }>`
      select subject from portal_message where receiver_id = ${ipadmin.userId} and subject like ${`%${p.name}%`} order by id`.execute(tx));
    expect(inbox.rows).toHaveLength(3);
    expect(inbox.rows[2]!.subject).toContain('已过缴费期限');
  });

  it('moves a due date off a public holiday to the next working day (tenant calendar)', async () => {
    const p = await patentDueOn('2027-10-01', 11);
    expect(p.dueDate).toBe('2027-10-04');
  });

  it('the budget view sums next year\'s fees by college as the calculator does, and lists no past year', async () => {
    const year = Number(today.slice(0, 4)) + 1;
    const { rows: view } = await page('nfys', { querys: [{ property: 'dueYear', value: year }], pageBean: { page: 1, pageSize: 100 } });
    const patents = await withTenant(t.db, tenantId, (tx) => sql<{ orgId: number | null; type: string; applicationDate: string; grantDate: string; reduction: 0 | 70 | 85 }>`
      select p.org_id as "orgId", p.type, p.application_date::text as "applicationDate", p.publication_date::text as "grantDate", p.fee_reduction as reduction
      from patent p where p.tenant_id = ${tenantId} and p.publication_date is not null and p.legal_status in ('authorization','partInvalid','recover','operate')
        and not exists (select 1 from patent_fee f where f.patent_id = p.id and f.fee_type = 'annual' and extract(year from f.due_date) = ${year} and f.keep_status in ('abandon','lapsed'))`.execute(tx));
    const calendar = calendarOf(CHINA_HOLIDAYS);
    const expected = budgetByCollege(patents.rows, calendar, year);
    const names = new Map((await withTenant(t.db, tenantId, (tx) => sql<{ id: number; name: string }>`select id, name from org`.execute(tx))).rows.map((o) => [o.id, o.name]));
    // Colleges are told apart by name on the list (two organisations may share one): sum both sides by name.
    const sum = (rows: { name: unknown; patents: unknown; fees: unknown; amount: unknown }[]) => {
      const out = new Map<unknown, { patents: number; fees: number; amount: number }>();
      for (const r of rows) {
        const e = out.get(r.name) ?? { patents: 0, fees: 0, amount: 0 };
        out.set(r.name, { patents: e.patents + Number(r.patents), fees: e.fees + Number(r.fees), amount: Math.round((e.amount + Number(r.amount)) * 100) / 100 });
      }
      return out;
    };
    const shown = sum(view.map((r) => ({ ...r, name: r.orgName ?? null })) as never);
    const computed = sum(expected.map((e) => ({ ...e, name: e.orgId === null ? null : names.get(e.orgId) ?? null })));
    expect(computed.size).toBeGreaterThan(1);
    expect(shown).toEqual(computed);
    const every = await page('nfys', { pageBean: { page: 1, pageSize: 200 } });
    expect(every.rows.length).toBeGreaterThan(view.length);
    expect(every.rows.every((r) => Number(r.dueYear) >= year - 1)).toBe(true);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('two decisions at once on PostgreSQL: one saved, the other 409', async () => {
    const p = await patentDueOn(addDays(today, 50));
    const [a, b] = await Promise.all([decide(p.feeId, 'keep', p.version), decide(p.feeId, 'abandon', p.version)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const d = await detail(p.feeId);
    expect(d.version).toBe(p.version + 1);
    expect(d.log).toHaveLength(1);
  });
});
