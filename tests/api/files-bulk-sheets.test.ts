import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { multipartFile } from '../support/multipart.ts';

const DOCS = '/api/portal/documentManage/v1';

async function sheet(rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Sheet1');
  rows.forEach((row) => ws.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('bulk sheets: public indexing and CPC classification uploads', () => {
  let t: TestApp;
  let ipadmin: Session;
  let admin: Session;
  let staff1: Session;
  let corpIpadmin: Session;
  let patents: { id: number; application_no: string; publication_no: string | null }[];
  beforeAll(async () => {
    t = await createTestApp();
    [ipadmin, admin, staff1, corpIpadmin] = await Promise.all([t.login('univ', 'ipadmin'), t.login('univ', 'admin'), t.login('univ', 'staff1'), t.login('corp', 'ipadmin')]);
    patents = await withTenant(t.db, ipadmin.tenantId, (tx) => tx.selectFrom('patent').select(['id', 'application_no', 'publication_no'])
      .where('tenant_id', '=', ipadmin.tenantId).where('publication_no', 'is not', null).orderBy('id').limit(3).execute());
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (session: Session, path: string, name: string, content: Buffer, lang = 'zh-CN') => {
    const body = multipartFile(name, content);
    return t.request({ method: 'POST', url: `${DOCS}/${path}`, session, payload: body.payload, headers: { ...body.headers, 'accept-language': lang } });
  };
  const nodes = () => withTenant(t.db, ipadmin.tenantId, (tx) => tx.selectFrom('sys_type').select(['id', 'parent_id', 'name', 'depth'])
    .where('tenant_id', '=', ipadmin.tenantId).where('type_group_key', '=', 'pubIndex').orderBy('id').execute());
  const itemsOf = (nodeId: number) => withTenant(t.db, ipadmin.tenantId, (tx) => tx.selectFrom('collection_item').select(['patent_id', 'source'])
    .where('node_id', '=', nodeId).orderBy('patent_id').execute());
  const cpcOf = (id: number) => withTenant(t.db, ipadmin.tenantId, (tx) => tx.selectFrom('patent').select(['cpc', 'main_cpc']).where('id', '=', id).executeTakeFirstOrThrow());

  it('indexes each row\'s patent into its path below 公共标引, making missing nodes, by publication or application number', async () => {
    const [a, b] = patents;
    const content = await sheet([
      ['专利号', '标引路径', '来源'],
      [a!.publication_no, '批量标引/储能/锂电池', '技术调研'],
      [`ZL${a!.application_no.replace(/^CN/, '')}`, '批量标引/光伏', null],
      [b!.application_no, ' 批量标引 / 储能 / 锂电池 ', null],
    ]);
    const res = await send(ipadmin, 'publicIndexUpload', '公共标引.xlsx', content);
    expect(res.json()).toEqual({ state: true, message: '已标引 3 件专利（共 3 行），新建 4 个标引节点', value: { rows: 3, added: 3, nodesCreated: 4 } });
    const tree = await nodes();
    const root = tree.find((n) => n.parent_id === 0)!;
    const energy = tree.find((n) => n.parent_id === root.id && n.name === '批量标引')!;
    const storage = tree.find((n) => n.parent_id === energy.id && n.name === '储能')!;
    const lithium = tree.find((n) => n.parent_id === storage.id && n.name === '锂电池')!;
    expect(lithium.depth).toBe(3);
    expect(await itemsOf(lithium.id)).toEqual([{ patent_id: a!.id, source: '技术调研' }, { patent_id: b!.id, source: null }]);

    // The same sheet again: the nodes are found, nothing is indexed twice.
    const again = await send(ipadmin, 'publicIndexUpload', '公共标引.xlsx', content, 'en-US');
    expect(again.json().value).toEqual({ rows: 3, added: 0, nodesCreated: 0 });
    expect(again.json().message).toBe('0 patents indexed (3 rows), 0 indexing nodes created');
    expect((await nodes()).length).toBe(tree.length);
  });

  it('refuses the whole sheet when a row fails (unknown patent, no path, four levels), naming the rows, and writes nothing', async () => {
    const before = await nodes();
    const content = await sheet([
      ['专利号', '标引路径'],
      [patents[2]!.publication_no, '医药/新药'],
      ['CN999999999A', '医药'],
      [patents[2]!.application_no, ''],
      [patents[2]!.application_no, '一/二/三/四'],
    ]);
    const res = await send(ipadmin, 'publicIndexUpload', 'bad.xlsx', content);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('3 行未通过校验，整个文件未导入：第 3 行：未找到专利“CN999999999A”；第 4 行：缺少标引路径；第 5 行：标引路径不能超过 3 级');
    const english = await send(ipadmin, 'publicIndexUpload', 'bad.xlsx', content, 'en-US');
    expect(english.json().message).toBe('3 rows failed the checks; nothing of the file was imported: row 3: no patent "CN999999999A"; row 4: the indexing path is missing; row 5: the indexing path may have at most 3 levels');
    expect(await nodes()).toEqual(before);
  });

  it('only public index administrators index; another tenant\'s patent is unknown; only .xlsx', async () => {
    const content = await sheet([['专利号', '标引路径'], [patents[0]!.publication_no, '新能源']]);
    expect((await send(staff1, 'publicIndexUpload', 'a.xlsx', content)).statusCode).toBe(403);
    const corp = await send(corpIpadmin, 'publicIndexUpload', 'a.xlsx', content);
    expect(corp.statusCode).toBe(400);
    expect(corp.json().message).toContain(`未找到专利“${patents[0]!.publication_no}”`);
    const csv = await send(ipadmin, 'publicIndexUpload', 'a.csv', Buffer.from('a,b\n'));
    expect(csv.json()).toEqual({ state: false, message: '请上传 Excel 文件（.xlsx）' });
  });

  it('replaces a patent\'s CPC classification (normalised, first code main) and the detail shows it', async () => {
    const [a, b] = patents;
    const content = await sheet([
      ['专利号', 'CPC'],
      [a!.publication_no, 'h01m10/0525; H01M 4/62'],
      [b!.application_no, 'Y02E 60/10'],
    ]);
    const res = await send(admin, 'cpcUpload', 'cpc.xlsx', content);
    expect(res.json()).toEqual({ state: true, message: '已更新 2 件专利的 CPC 分类号（共 3 个）', value: { rows: 2, patents: 2, codes: 3 } });
    expect(await cpcOf(a!.id)).toEqual({ cpc: 'H01M 10/0525;H01M 4/62', main_cpc: 'H01M 10/0525' });
    expect(await cpcOf(b!.id)).toEqual({ cpc: 'Y02E 60/10', main_cpc: 'Y02E 60/10' });
    const detail = (await t.request({ method: 'GET', url: `/api/front/schoolLib/ipSchoolPatent/v1/detail?id=${a!.id}`, session: staff1 })).json();
    expect(detail).toMatchObject({ cpc: 'H01M 10/0525;H01M 4/62', mainCpc: 'H01M 10/0525' });
    const again = await send(admin, 'cpcUpload', 'cpc.xlsx', await sheet([['专利号', 'CPC'], [a!.publication_no, 'G06F 16/35']]));
    expect(again.json().value).toEqual({ rows: 1, patents: 1, codes: 1 });
    expect(await cpcOf(a!.id)).toEqual({ cpc: 'G06F 16/35', main_cpc: 'G06F 16/35' });
  });

  it('refuses a CPC sheet with a bad code, a missing code or a patent twice, changing nothing; staff may not', async () => {
    const [a, b] = patents;
    const before = await cpcOf(b!.id);
    const content = await sheet([
      ['专利号', 'CPC'],
      [b!.publication_no, 'H01L 21/00'],
      [a!.publication_no, 'H01M10, 12345'],
      [patents[2]!.publication_no, null],
      [b!.application_no, 'H01L 21/02'],
    ]);
    const res = await send(admin, 'cpcUpload', 'cpc.xlsx', content);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`3 行未通过校验，整个文件未导入：第 3 行：CPC 分类号格式不正确：H01M10, 12345；第 4 行：缺少 CPC 分类号；第 5 行：专利“${b!.application_no}”与第 2 行重复`);
    expect(await cpcOf(b!.id)).toEqual(before);
    expect((await send(staff1, 'cpcUpload', 'cpc.xlsx', content)).statusCode).toBe(403);
  });
});
