import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGS, type DemoOrg } from '../../src/server/db/seed/demo-orgs.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const VIEW = '/api/form/form/query/queryView';

type Row = Record<string, unknown>;

/** The 专利管理 menu's query views: /zlgl/querySql/queryView/zlsq/zlsq and /zlgl/querySql/queryView/jfqx/jfqx. */
describe('patent management query views (zlsq, jfqx)', () => {
  let t: TestApp;
  let ipadmin: Session;
  let staff: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [ipadmin, staff] = await Promise.all([t.login('univ', 'ipadmin'), t.login('univ', 'staff1')]);
  });
  afterAll(async () => { await t?.close(); });

  const info = (session: Session, alias: string) => t.request({ method: 'GET', url: `${VIEW}/getJson?sqlAlias=${alias}&alias=${alias}`, session });
  const page = async (session: Session, alias: string, payload: object) => {
    const res = await t.request({ method: 'POST', url: `${VIEW}/data_${alias}/${alias}`, session, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { rows: Row[]; total: number; page: number; pageSize: number };
  };

  it('describes both views with their conditions, columns and dictionaries', async () => {
    const zlsq = (await info(ipadmin, 'zlsq')).json();
    expect(zlsq.template.conditionFields.map((c: Row) => c.field)).toEqual(['name', 'applicationNo', 'type', 'legalStatus', 'inventor', 'applicationDate']);
    expect(Object.keys(zlsq.dicts)).toEqual(expect.arrayContaining(['patentType', 'legalStatus']));
    const jfqx = (await info(ipadmin, 'jfqx')).json();
    expect(jfqx.template.displayFields.map((d: Row) => d.field)).toContain('dueDate');
    expect(jfqx.dicts.feeType.map((d: Row) => d.name)).toEqual(expect.arrayContaining(['年费', '申请费']));
    expect(jfqx.dicts.feeStatus.map((d: Row) => d.key)).toEqual(expect.arrayContaining(['paid', 'unpaid', 'overdue']));
  });

  it('pages patent applications, newest first, filtered by type and date range', async () => {
    const first = await page(ipadmin, 'zlsq', { pageBean: { page: 1, pageSize: 20 } });
    expect(first.rows).toHaveLength(20);
    expect(first.total).toBeGreaterThan(20);
    const dates = first.rows.map((r) => String(r.applicationDate));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Object.keys(first.rows[0]!)).toEqual(expect.arrayContaining(['id', 'applicationNo', 'name', 'type', 'legalStatus', 'orgName']));
    const second = await page(ipadmin, 'zlsq', { pageBean: { page: 2, pageSize: 20 } });
    expect(second.rows.map((r) => r.id)).not.toContain(first.rows[0]!.id);

    const type = String(first.rows[0]!.type);
    const year = dates[0]!.slice(0, 4);
    const querys = [{ property: 'type', value: type }, { property: 'applicationDate', operation: 'BETWEEN', value: [`${year}-01-01`, `${year}-12-31`] }];
    const filtered = await page(ipadmin, 'zlsq', { querys });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(first.total);
    expect(filtered.rows.every((r) => r.type === type && String(r.applicationDate).startsWith(year))).toBe(true);
  });

  it('lists fee deadlines, soonest first, by payment status', async () => {
    const all = await page(ipadmin, 'jfqx', { pageBean: { page: 1, pageSize: 50 } });
    const due = await page(ipadmin, 'jfqx', { querys: [{ property: 'status', value: 'unpaid' }], pageBean: { page: 1, pageSize: 50 } });
    expect(due.total).toBeGreaterThan(0);
    expect(due.total).toBeLessThan(all.total);
    expect(due.rows.every((r) => r.status === 'unpaid' && r.paidDate === null && r.feeType === 'annual')).toBe(true);
    const dates = due.rows.map((r) => String(r.dueDate));
    expect([...dates].sort()).toEqual(dates);
    expect(typeof due.rows[0]!.amount).toBe('number');
    expect(due.rows[0]!.feeYear).toBeGreaterThan(0);
  });

  it('keeps staff to their own colleges', async () => {
    const everything = await page(ipadmin, 'zlsq', {});
    const own = await page(staff, 'zlsq', {});
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(everything.total);
    const fees = await page(staff, 'jfqx', { pageBean: { page: 1, pageSize: 100 } });
    const colleges = new Set(own.rows.map((r) => r.orgName));
    expect(fees.rows.length).toBeGreaterThan(0);
    expect(fees.rows.every((r) => colleges.has(r.orgName))).toBe(true);
  });

  it('names each row\'s organisation in the caller\'s language (its English name in en-US)', async () => {
    const english = new Map<string, string>();
    const add = (orgs: DemoOrg[]) => orgs.forEach((o) => { english.set(o.name, o.nameEn); add(o.children ?? []); });
    add(DEMO_ORGS.university);
    const en: Session = { ...ipadmin, headers: { ...ipadmin.headers, 'accept-language': 'en-US' } };
    for (const alias of ['zlsq', 'jfqx']) {
      const payload = { pageBean: { page: 1, pageSize: 30 } };
      const [zh, inEnglish] = [await page(ipadmin, alias, payload), await page(en, alias, payload)];
      const zhNames = zh.rows.map((r) => [r.id, r.orgName]);
      expect(zhNames.length).toBeGreaterThan(0);
      expect(zhNames.every(([, name]) => english.has(String(name)))).toBe(true);
      expect(inEnglish.rows.map((r) => [r.id, r.orgName])).toEqual(zhNames.map(([id, name]) => [id, english.get(String(name))]));
    }
  });

  it('refuses a field outside the view\'s allow-list', async () => {
    const res = await t.request({ method: 'POST', url: `${VIEW}/data_jfqx/jfqx`, session: ipadmin, payload: { querys: [{ property: 'tenantId', value: 1 }] } });
    expect(res.statusCode).toBe(400);
  });

  it('exports the filtered fee deadlines', async () => {
    const querys = [{ property: 'status', value: 'overdue' }];
    const expected = await page(ipadmin, 'jfqx', { querys, pageBean: { pageSize: 1 } });
    const res = await t.request({ method: 'POST', url: `${VIEW}/export`, session: ipadmin, payload: { sqlAlias: 'jfqx', alias: 'jfqx', querys } });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(expected.total + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['申请号', '专利名称', '费用类型']);
  });
});
