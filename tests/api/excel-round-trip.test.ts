import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { multipartFile } from '../support/multipart.ts';
import { AMOUNT_IN_WORDS_FORMULA, up as addAmountInWords } from '../../src/server/db/migrations/0063-expense-amount-in-words.ts';

const FORM = '/api/form/form';
const T = `${FORM}/dataTemplate/v1`;

async function sheetOf(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type Row = Record<string, unknown> & { id: string };
const SYSTEM = ['id', 'version', 'createdBy', 'createdAt', 'updatedAt', '_flow'];
const withoutSystem = (row: Row, serial: string) => Object.fromEntries(Object.entries(row).filter(([k]) => !SYSTEM.includes(k) && k !== serial));

/** An exported list imports again unchanged; 金额大写 is computed; import problems name labels in both languages. */
describe('Excel round trip: export, re-import the same file', () => {
  let t: TestApp;
  let admin: Session;
  let ipadmin: Session;
  let college: number;

  const post = (url: string, session: Session, payload: unknown = {}, lang?: string) =>
    t.request({ method: 'POST', url, session, payload: payload as object, headers: lang ? { 'accept-language': lang } : undefined });
  const upload = (url: string, session: Session, content: Buffer, lang?: string) => {
    const body = multipartFile('export.xlsx', content);
    return t.request({ method: 'POST', url, session, payload: body.payload, headers: { ...body.headers, ...(lang ? { 'accept-language': lang } : {}) } });
  };
  const rowsOf = async (session: Session, alias: string, title: string) =>
    (await post(`${T}/listJson`, session, { alias, querys: [{ property: 'title', value: title, operation: 'LIKE' }], pageBean: { page: 1, pageSize: 50 } })).json().rows as Row[];
  const formData = async (session: Session, formKey: string, id: string) =>
    (await t.request({ method: 'GET', url: `${T}/getForm/${formKey}/${formKey}?id=${id}`, session })).json().data as Record<string, unknown>;
  const addButtons = async (key: string, types: { type: string; rights: string[] }[]) => {
    const current = (await t.request({ method: 'GET', url: `${FORM}/definition/v1/get?kind=template&key=${key}`, session: admin })).json();
    const kept = current.body.manageFields.filter((b: { type: string }) => !types.some((n) => n.type === b.type));
    const body = { ...current.body, manageFields: [...kept, ...types] };
    expect((await post(`${FORM}/definition/v1/save`, admin, { kind: 'template', body, baseVersion: current.version })).statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, ipadmin] = await Promise.all([t.login('univ', 'admin'), t.login('univ', 'ipadmin')]);
    await addButtons('patentApplyList', [{ type: 'export', rights: ['IPgly', 'sysAdmin'] }, { type: 'import', rights: ['IPgly', 'sysAdmin'] }]);
    await addButtons('expenseClaimList', [{ type: 'export', rights: ['sysAdmin'] }, { type: 'import', rights: ['sysAdmin'] }]);
    college = (await t.db.selectFrom('org').select('id').where('tenant_id', '=', ipadmin.tenantId).where('code', '=', 'cs').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => { await t?.close(); });

  it('patent applications: the export carries the columns an import needs (claims an invention requires) and imports back as the same records', async () => {
    const marker = '往返导出专利';
    for (const over of [
      { title: `${marker}一`, type: 'invent', claims: '1. 一种往返方法', applicationDate: '2025-04-01', pageCount: 8 },
      { title: `${marker}二`, type: 'newKind', applicationDate: '2025-05-06', reviewComment: '同意' },
    ]) {
      const saved = await post(`${T}/boSave/patentApply`, ipadmin, { boData: { college, ...over } });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const before = await rowsOf(ipadmin, 'patentApplyList', marker);
    expect(before).toHaveLength(2);

    const exported = await post(`${T}/export`, ipadmin, { alias: 'patentApplyList', querys: [{ property: 'title', value: marker, operation: 'LIKE' }] });
    expect(exported.statusCode).toBe(200);
    const sheet = await sheetOf(exported.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['申请编号', '专利名称', '专利类型', '所属学院', '申请日期', '页数', '审核意见', '权利要求']);

    const imported = await upload(`${T}/tImportMain?alias=patentApplyList`, ipadmin, exported.rawPayload);
    expect(imported.json()).toEqual({ state: true, message: '成功导入 2 条数据', value: 2 });
    const after = await rowsOf(ipadmin, 'patentApplyList', marker);
    expect(after).toHaveLength(4);
    const fresh = after.filter((r) => !before.some((b) => b.id === r.id));
    expect(fresh.map((r) => withoutSystem(r, 'serialNo')).sort((a, b) => String(a.title).localeCompare(String(b.title))))
      .toEqual(before.map((r) => withoutSystem(r, 'serialNo')).sort((a, b) => String(a.title).localeCompare(String(b.title))));
    const invention = fresh.find((r) => r.title === `${marker}一`)!;
    expect(await formData(ipadmin, 'patentApply', invention.id)).toMatchObject({ claims: '1. 一种往返方法', college, type: 'invent' });
  });

  it('expense claims: 金额大写 is computed on save and on import; an exported list with its serial numbers imports back', async () => {
    const marker = '往返报销';
    const saved = await post(`${T}/boSave/expenseClaim`, admin, { boData: { title: `${marker}差旅`, claimant: admin.userId, amount: 1234.5, claimDate: '2026-02-03', paid: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await formData(admin, 'expenseClaim', saved.json().value.id)).toMatchObject({ amount: 1234.5, amountInWords: '壹仟贰佰叁拾肆元伍角' });

    const exported = await post(`${T}/export`, admin, { alias: 'expenseClaimList', querys: [{ property: 'title', value: marker, operation: 'LIKE' }] });
    const sheet = await sheetOf(exported.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['报销单号', '报销事由', '报销人', '报销金额', '报销日期', '已付款']);
    const imported = await upload(`${T}/tImportMain?alias=expenseClaimList`, admin, exported.rawPayload);
    expect(imported.json()).toEqual({ state: true, message: '成功导入 1 条数据', value: 1 });
    const rows = await rowsOf(admin, 'expenseClaimList', marker);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.claimNo).not.toBe(rows[1]!.claimNo);
    expect(withoutSystem(rows[0]!, 'claimNo')).toEqual(withoutSystem(rows[1]!, 'claimNo'));
    for (const row of rows) expect(await formData(admin, 'expenseClaim', row.id)).toMatchObject({ amountInWords: '壹仟贰佰叁拾肆元伍角', paid: true, claimant: admin.userId });
  });

  it('a non-numeric amount is the amount field\'s own message (not a formula error), by label, in both languages', async () => {
    const save = await post(`${T}/boSave/expenseClaim`, admin, { boData: { title: '金额有误', claimant: admin.userId, amount: 'abc', claimDate: '2026-02-03' } });
    expect(save.statusCode).toBe(400);
    expect(save.json().errors).toEqual([{ pointer: '/amount', message: '必须是数字' }]);
    expect(save.json().message).toBe('表单校验未通过：报销金额: 必须是数字');
    const saveEn = await post(`${T}/boSave/expenseClaim`, admin, { boData: { title: '金额有误', claimant: admin.userId, amount: 'abc', claimDate: '2026-02-03' } }, 'en-US');
    expect(saveEn.json().message).toMatch(/^The form has errors: Amount: /);
    expect(saveEn.json().message).not.toMatch(/amountInWords|Formula/);

    // Headers in English; the claim date column left out: its problem is named by the field's label in the reply's language.
    const sheet = await xlsx([['Purpose', 'Claimant', 'Amount'], ['金额有误', 'admin', 'abc']]);
    const zh = (await upload(`${T}/tImportMain?alias=expenseClaimList`, admin, sheet)).json();
    expect(zh.errors).toEqual([
      { row: 2, column: 'Amount', field: 'amount', message: '必须是数字' },
      { row: 2, column: '报销日期', field: 'claimDate', message: '必填' },
    ]);
    const en = (await upload(`${T}/tImportMain?alias=expenseClaimList`, admin, sheet, 'en-US')).json();
    expect(en.errors.map((e: { column: string; field: string }) => [e.column, e.field])).toEqual([['Amount', 'amount'], ['Claim date', 'claimDate']]);
    expect(JSON.stringify(en)).not.toMatch(/amountInWords|公式运算错误|Formula error/);
  });

  it('an older tenant whose expense form has no 金额大写 formula gets a new version with it (migration 0063); a second run changes nothing', async () => {
    const tenant = t.tenantId('inst');
    type Formula = { target: string; expression: string };
    const current = async () => (await sql<{ version: number; body: { formulas: Formula[] } }>`
      select version, body from definition where tenant_id = ${tenant} and kind = 'form' and key = 'expenseClaim' and is_current`.execute(t.db)).rows[0]!;
    const seeded = await current();
    expect(seeded.body.formulas).toContainEqual(AMOUNT_IN_WORDS_FORMULA);
    const old = { ...seeded.body, formulas: seeded.body.formulas.filter((f) => f.target !== 'amountInWords') };
    await sql`update definition set body = ${JSON.stringify(old)}::jsonb where tenant_id = ${tenant} and kind = 'form' and key = 'expenseClaim' and is_current`.execute(t.db);
    await addAmountInWords(t.db as unknown as Kysely<unknown>);
    const migrated = await current();
    expect(migrated.version).toBe(seeded.version + 1);
    expect(migrated.body.formulas).toEqual([...old.formulas, AMOUNT_IN_WORDS_FORMULA]);
    await addAmountInWords(t.db as unknown as Kysely<unknown>);
    expect((await current()).version).toBe(migrated.version);
  });
});
