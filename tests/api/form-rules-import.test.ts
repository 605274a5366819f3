import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { multipartFile } from '../support/multipart.ts';

const DEFS = '/api/form/form/definition/v1';
const IMPORT = '/api/form/form/dataTemplate/v1/tImportMain?alias=patentApplyList';
const HEADER = ['*专利名称', '*专利类型', '发明人', '*所属学院', '摘要', '权利要求', '*申请日期', '说明书页数', '联系邮箱', '审核意见'];

/** An upload of an xlsx with a header row and data rows, as a user fills the downloaded template. */
async function upload(rows: unknown[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return multipartFile('import.xlsx', content);
}

/** An Excel import checks each row with the form's rules as a record save does: the form's module, messages and scripts. */
describe('form rules: Excel import', () => {
  let t: TestApp;
  let ipadmin: Session;
  let college: number;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.login('univ', 'admin');
    ipadmin = await t.login('univ', 'ipadmin');
    college = (await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('org').select('id').where('code', '=', 'cs').executeTakeFirstOrThrow())).id;
    // The shipped list has no import button: this version gives IP administrators one.
    const template = (await t.request({ method: 'GET', url: `${DEFS}/get?kind=template&key=patentApplyList`, session: admin })).json();
    const withImport = { ...template.body, manageFields: [...template.body.manageFields, { type: 'import', rights: ['IPgly'] }] };
    const button = await t.request({ method: 'POST', url: `${DEFS}/save`, session: admin, payload: { kind: 'template', body: withImport, baseVersion: template.version } });
    expect(button.statusCode, button.body).toBe(200);
    const current = (await t.request({ method: 'GET', url: `${DEFS}/get?kind=form&key=patentApply`, session: admin })).json();
    const rules = { ...current.body.rules, abstract: [{ rule: 'maxchars', value: 5 }], claims: [{ rule: 'script', value: '$length(value) > 3' }] };
    const saved = await t.request({ method: 'POST', url: `${DEFS}/save`, session: admin, payload: { kind: 'form', body: { ...current.body, rules }, baseVersion: current.version } });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => { await t?.close(); });

  it('refuses rows breaking maxchars or a script with the form\'s messages, and imports rows keeping them', async () => {
    const bad = await upload([HEADER, ['电池隔膜', '发明专利', '', String(college), 'abcdef', 'ab', '2024-03-01', 12, 'a@b.cn', '']]);
    const refused = await t.request({ method: 'POST', url: IMPORT, session: ipadmin, ...bad });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual([
      { row: 2, column: '摘要', field: 'abstract', message: '最大字符长度不能超过5' },
      { row: 2, column: '权利要求', field: 'claims', message: '前端js校验失败' },
    ]);
    const good = await upload([HEADER, ['电池隔膜', '发明专利', '', String(college), 'abcde', 'abcd', '2024-03-01', 12, 'a@b.cn', '']]);
    const imported = await t.request({ method: 'POST', url: IMPORT, session: ipadmin, ...good });
    expect(imported.statusCode, imported.body).toBe(200);
  });
});
