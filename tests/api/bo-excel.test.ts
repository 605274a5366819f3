import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { multipartFile } from '../support/multipart.ts';

const FORM = '/api/form/form';
const T = `${FORM}/dataTemplate/v1`;

async function sheetOf(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** An xlsx with a header row and data rows, as a user fills the downloaded template. */
async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HEADER = ['*专利名称', '*专利类型', '发明人', '*所属学院', '摘要', '权利要求', '*申请日期', '说明书页数', '联系邮箱', '审核意见'];

describe('Excel: export, import template, all-or-nothing import, sub-tables', () => {
  let t: TestApp;
  let admin: Session;
  let ipadmin: Session;
  let staff1: Session;
  let college: number;

  const post = (url: string, session: Session, payload: unknown = {}) => t.request({ method: 'POST', url, session, payload: payload as object });
  const upload = (url: string, session: Session, name: string, content: Buffer) => {
    const body = multipartFile(name, content);
    return t.request({ method: 'POST', url, session, payload: body.payload, headers: body.headers });
  };
  const count = async () => (await post(`${T}/listJson`, ipadmin, { alias: 'patentApplyList' })).json().total as number;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, ipadmin, staff1] = await Promise.all([t.login('univ', 'admin'), t.login('univ', 'ipadmin'), t.login('univ', 'staff1')]);
    // The shipped list lets IP administrators export; this version adds an import button for them.
    const current = (await t.request({ method: 'GET', url: `${FORM}/definition/v1/get?kind=template&key=patentApplyList`, session: admin })).json();
    const body = { ...current.body, manageFields: [...current.body.manageFields, { type: 'import', rights: ['IPgly', 'sysAdmin'] }] };
    expect((await post(`${FORM}/definition/v1/save`, admin, { kind: 'template', body, baseVersion: current.version })).statusCode).toBe(200);
    const orgs = await t.db.selectFrom('org').select(['id', 'name']).where('tenant_id', '=', staff1.tenantId).where('kind', '=', 'college').orderBy('id').execute();
    college = orgs[0]!.id;
  });
  afterAll(async () => { await t?.close(); });

  it('gives an import template: importable fields as headers, * marks required, dictionary columns get a drop-down', async () => {
    const res = await post(`${T}/downloadMainTempFile`, ipadmin, { alias: 'patentApplyList' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('专利申请列表.xlsx')}`);
    const sheet = await sheetOf(res.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    const validation = sheet.getCell('B2').dataValidation;
    expect(validation.type).toBe('list');
    expect(validation.formulae[0]).toMatch(/^'_lists'!\$A\$1:\$A\$5$/);
    expect((await post(`${T}/downloadMainTempFile`, staff1, { alias: 'patentApplyList' })).statusCode).toBe(403);
  });

  it('imports nothing when one row fails, and reports every problem by row and column, also as a downloadable sheet', async () => {
    const before = await count();
    const content = await xlsx([HEADER,
      ['电池隔膜', '发明专利', '', String(college), '', '一种电池隔膜', '2024-03-01', 12, 'a@b.cn', ''],
      ['', '实用新型', '', String(college), '', '', '2024-13-01', 'x', 'not-mail', ''],
      ['芯片封装', '不存在的类型', '', String(college), '', '', new Date(Date.UTC(2024, 4, 2)), 3, '', '']]);
    const res = await upload(`${T}/tImportMain?alias=patentApplyList`, ipadmin, 'import.xlsx', content);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('导入失败：2 行数据有误，未导入任何数据');
    expect(body.errors).toEqual([
      { row: 3, column: '*专利名称', field: 'title', message: '必填' },
      { row: 3, column: '*申请日期', field: 'applicationDate', message: '必须为日期类型' },
      { row: 3, column: '说明书页数', field: 'pageCount', message: '请输入整数' },
      { row: 3, column: '联系邮箱', field: 'contactEmail', message: '不是有效的邮箱地址' },
      { row: 4, column: '*专利类型', field: 'type', message: '不是数据字典中的值' },
    ]);
    expect(await count()).toBe(before);
    const report = await t.request({ method: 'GET', url: `/api/portal/system/file/v1/downloadFile?fileId=${body.reportFileId}`, session: ipadmin });
    const sheet = await sheetOf(report.rawPayload);
    expect(sheet.getRow(1).getCell(11).value).toBe('错误信息');
    expect(sheet.getRow(2).getCell(11).value).toBeNull();
    expect(sheet.getRow(3).getCell(11).value).toBe('*专利名称: 必填; *申请日期: 必须为日期类型; 说明书页数: 请输入整数; 联系邮箱: 不是有效的邮箱地址');
  });

  it('imports every row when all are valid: labels become keys, serial numbers are given, the list shows them', async () => {
    const before = await count();
    const content = await xlsx([HEADER,
      ['石墨烯电池', '发明专利', '', String(college), '', '一种石墨烯电池', '2024-03-01', 12, '', ''],
      ['折叠屏铰链', 'newKind', '', String(college), '', '', new Date(Date.UTC(2024, 4, 2)), '', '', '']]);
    const res = await upload(`${T}/tImportMain?alias=patentApplyList`, ipadmin, 'import.xlsx', content);
    expect(res.json()).toEqual({ state: true, message: '成功导入 2 条数据', value: 2 });
    expect(await count()).toBe(before + 2);
    const found = (await post(`${T}/listJson`, ipadmin, { alias: 'patentApplyList', querys: [{ property: 'title', value: '折叠屏铰链' }] })).json();
    expect(found.rows[0]).toMatchObject({ type: 'newKind', applicationDate: '2024-05-02' });
    expect(found.rows[0].serialNo).toMatch(/\S/);
  });

  it('refuses a sheet over 5,000 rows, an unknown column and a JSON body with clear messages', async () => {
    const many = await xlsx([HEADER, ...Array.from({ length: 5001 }, (_v, i) => [`专利${i}`, '实用新型', '', String(college), '', '', '2024-01-01'])]);
    const tooMany = await upload(`${T}/tImportMain?alias=patentApplyList`, ipadmin, 'many.xlsx', many);
    expect(tooMany.json().message).toBe('一次最多导入 5000 行，文件中有 5001 行');
    const unknown = await upload(`${T}/tImportMain?alias=patentApplyList`, ipadmin, 'x.xlsx', await xlsx([['专利名称', '密级'], ['a', 'b']]));
    expect(unknown.json().message).toBe('导入文件的列“密级”不是可导入的字段，请使用下载的导入模板');
    const json = await post(`${T}/tImportMain?alias=patentApplyList`, ipadmin, { file: 'x' });
    expect([json.statusCode, json.json().message]).toEqual([400, '请以 multipart/form-data 格式上传文件']);
    const notExcel = await upload(`${T}/tImportMain?alias=patentApplyList`, ipadmin, 'x.xlsx', Buffer.from('not a workbook'));
    expect(notExcel.json().message).toBe('无法读取 Excel 文件，请上传 .xlsx 格式的文件');
  });

  it('exports the filtered set with the caller\'s columns, dictionary labels and typed dates; without the button it is 403', async () => {
    const res = await post(`${T}/export`, ipadmin, { alias: 'patentApplyList', querys: [{ property: 'title', value: '石墨烯电池' }] });
    expect(res.statusCode).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    // The caller may import too: claims (an invention requires them) follow the list's columns, so the file imports again.
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['申请编号', '专利名称', '专利类型', '所属学院', '申请日期', '页数', '审核意见', '权利要求']);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe('石墨烯电池');
    expect(row.getCell(3).value).toBe('发明专利');
    expect(row.getCell(4).value).not.toBe(String(college));
    expect(row.getCell(5).value).toEqual(new Date('2024-03-01T00:00:00Z'));
    expect(row.getCell(5).numFmt).toBe('yyyy-mm-dd');
    expect(sheet.rowCount).toBe(2);
    expect((await post(`${T}/export`, staff1, { alias: 'patentApplyList' })).statusCode).toBe(403);
  });

  it('exports a record\'s sub-table and parses a sheet into sub-table rows for the form (nothing saved)', async () => {
    const saved = await post(`${T}/boSave/patentApply`, staff1, { boData: {
      title: '传感器', type: 'newKind', college, applicationDate: '2024-02-02',
      inventorShares: [{ name: '张伟', share: 60, isFirst: true }, { name: '李娜', share: 40 }],
    } });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().value.id;
    const exported = await post(`${T}/exportSub`, staff1, { alias: 'inventorShares', refId: id });
    const sheet = await sheetOf(exported.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['姓名', '用户', '贡献比例(%)', '第一发明人']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['张伟', undefined, 60, '是']);

    const rows = await xlsx([['*姓名', '用户', '*贡献比例(%)', '第一发明人'], ['王五', 'staff2', 30, '否'], ['赵六', '', 70.5, '是']]);
    const parsed = await upload(`${T}/importSub?alias=inventorShares&refId=${id}`, staff1, 'sub.xlsx', rows);
    expect(parsed.statusCode, parsed.body).toBe(200);
    expect(parsed.json().value).toEqual([{ name: '王五', userId: expect.any(Number), share: 30, isFirst: false }, { name: '赵六', share: 70.5, isFirst: true }]);
    const bad = await upload(`${T}/importSub?alias=inventorShares&boAlias=patentApply`, staff1, 'sub.xlsx', await xlsx([['姓名', '贡献比例(%)'], ['', 101]]));
    expect(bad.json().errors).toEqual([
      { row: 2, column: '姓名', field: 'name', message: '必填' },
      { row: 2, column: '贡献比例(%)', field: 'share', message: '不能大于100' },
    ]);
    const other = await t.login('corp', 'admin');
    expect((await post(`${T}/exportSub`, other, { alias: 'inventorShares', refId: id })).statusCode).toBe(404);
  });
});
