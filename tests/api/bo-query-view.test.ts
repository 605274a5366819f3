import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const FORM = '/api/form/form';
const VIEW = `${FORM}/query/queryView`;

describe('query views: getJson, data_{sqlAlias}/{alias}, export', () => {
  let t: TestApp;
  let admin: Session;
  let ipadmin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, ipadmin] = await Promise.all([t.login('univ', 'admin'), t.login('univ', 'ipadmin')]);
  });
  afterAll(async () => { await t?.close(); });

  it('describes a query view like a data template, and only under its own view', async () => {
    const res = await t.request({ method: 'GET', url: `${VIEW}/getJson?sqlAlias=patentLibrary&alias=patentLibraryList`, session: ipadmin });
    expect(res.statusCode).toBe(200);
    expect(res.json().template).toMatchObject({ alias: 'patentLibraryList', source: { kind: 'view', sqlAlias: 'patentLibrary' } });
    const wrong = await t.request({ method: 'GET', url: `${VIEW}/getJson?sqlAlias=orgTree&alias=patentLibraryList`, session: ipadmin });
    expect([wrong.statusCode, wrong.json().message]).toEqual([404, '数据模板不存在']);
    const bo = await t.request({ method: 'GET', url: `${VIEW}/getJson?sqlAlias=patentLibrary&alias=patentApplyList`, session: ipadmin });
    expect(bo.statusCode).toBe(404);
  });

  it('pages a query view\'s rows with the listJson filter', async () => {
    const all = await t.request({ method: 'POST', url: `${VIEW}/data_patentLibrary/patentLibraryList`, session: ipadmin, payload: { pageBean: { page: 1, pageSize: 5 } } });
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page.rows).toHaveLength(5);
    expect(page.pageSize).toBe(5);
    const status = page.rows[0].legalStatus;
    const filtered = await t.request({ method: 'POST', url: `${VIEW}/data_patentLibrary/patentLibraryList`, session: ipadmin,
      payload: { querys: [{ property: 'legalStatus', value: status }] } });
    expect(filtered.json().total).toBeGreaterThan(0);
    expect(filtered.json().total).toBeLessThan(page.total);
    expect(filtered.json().rows.every((r: { legalStatus: string }) => r.legalStatus === status)).toBe(true);
  });

  it('exports a query view when its export button allows the caller', async () => {
    const denied = await t.request({ method: 'POST', url: `${VIEW}/export`, session: ipadmin, payload: { sqlAlias: 'patentLibrary', alias: 'patentLibraryList' } });
    expect(denied.statusCode).toBe(403);
    const current = (await t.request({ method: 'GET', url: `${FORM}/definition/v1/get?kind=template&key=patentLibraryList`, session: admin })).json();
    const body = { ...current.body, manageFields: [...current.body.manageFields, { type: 'export' }] };
    expect((await t.request({ method: 'POST', url: `${FORM}/definition/v1/save`, session: admin, payload: { kind: 'template', body, baseVersion: current.version } })).statusCode).toBe(200);
    const status = (await t.request({ method: 'POST', url: `${VIEW}/data_patentLibrary/patentLibraryList`, session: ipadmin, payload: {} })).json().rows[0].legalStatus;
    const querys = [{ property: 'legalStatus', value: status }];
    const res = await t.request({ method: 'POST', url: `${VIEW}/export`, session: ipadmin, payload: { sqlAlias: 'patentLibrary', alias: 'patentLibraryList', querys } });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const page = (await t.request({ method: 'POST', url: `${VIEW}/data_patentLibrary/patentLibraryList`, session: ipadmin,
      payload: { querys, pageBean: { pageSize: 1 } } })).json();
    expect(page.total).toBeGreaterThan(0);
    expect(sheet.rowCount).toBe(page.total + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['申请号', '专利名称', '申请日', '法律状态', '所属单位']);
    const first = page.rows[0];
    expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual([first.applicationNo ?? undefined, first.name ?? undefined]);
    expect(sheet.getRow(2).getCell(3).value).toEqual(new Date(`${first.applicationDate}T00:00:00Z`));
  });
});
