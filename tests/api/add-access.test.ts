import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../src/common/enums/roles.ts';
import { withTenant } from '../../src/server/db/database.ts';
import { findCurrentOfKind } from '../../src/server/modules/definitions/definition-repo.ts';
import { recordStoreOf } from '../../src/server/modules/forms/record-stores.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { multipartFile } from '../support/multipart.ts';

const FORM = '/api/form/form';
const T = `${FORM}/dataTemplate/v1`;
const DEFS = `${FORM}/definition/v1`;

/** A valid new record of each bo that has a template with an add button (a new such bo needs one here). */
const RECORDS: Record<string, (s: { userId: number; college: number }) => Record<string, unknown>> = {
  patentApply: ({ college }) => ({ title: '一种新增权限测试', type: 'invent', claims: '1. 一种……', college, applicationDate: '2026-03-01' }),
  expenseClaim: ({ userId }) => ({ title: '差旅', claimant: userId, claimDate: '2026-03-02', amount: 1 }),
};

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Creating a record is the server's rule too: only a caller who may press an add (or import) button of a current
 * data template over the bo may create one, whatever the browser sends. Same rule as taking serial numbers.
 */
describe('adding records: only through a template button the caller may press', () => {
  let t: TestApp;
  let admin: Session;
  let ipadmin: Session;
  let refused: Session[];
  let visitor: Session;
  let college: number;
  /** bo alias → the aliases of the current templates over it with an add button. */
  let addable: Map<string, string[]>;
  let boAliases: string[];

  const count = async (boAlias: string) => Number((await t.db.selectFrom('bo_record').select((e) => e.fn.countAll().as('n'))
    .where('tenant_id', '=', admin.tenantId).where('bo_alias', '=', boAlias).executeTakeFirstOrThrow()).n);
  const save = (session: Session, boAlias: string, lang = 'zh-CN') => t.request({
    method: 'POST', url: `${T}/boSave/${boAlias}`, session, headers: { 'accept-language': lang },
    payload: { boData: (RECORDS[boAlias] ?? (() => ({})))({ userId: session.userId, college }) },
  });
  /** A new version of a template whose add and import buttons only IP administrators may press. */
  async function restrict(alias: string, extra: Record<string, unknown>[] = []) {
    const current = (await t.request({ method: 'GET', url: `${DEFS}/get?kind=template&key=${alias}`, session: admin })).json();
    const manageFields = [...current.body.manageFields, ...extra].map((b: { type: string }) => (b.type === 'add' || b.type === 'import' ? { ...b, rights: [ROLE.ipAdmin] } : b));
    const saved = await t.request({ method: 'POST', url: `${DEFS}/save`, session: admin, payload: { kind: 'template', body: { ...current.body, manageFields }, baseVersion: current.version } });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp();
    let staff1: Session, staff2: Session, agent: Session, guest1: Session;
    const login = (account: string) => t.login('univ', account);
    [admin, ipadmin, staff1, staff2, agent, guest1, visitor] = await Promise.all(
      [login('admin'), login('ipadmin'), login('staff1'), login('staff2'), login('agent'), login('guest1'), login('visitor')]);
    refused = [admin, staff1, staff2, agent, guest1];
    college = (await t.db.selectFrom('org').select('id').where('tenant_id', '=', admin.tenantId).where('kind', '=', 'college').orderBy('id').executeTakeFirstOrThrow()).id;
    const [templates, bos] = await withTenant(t.db, admin.tenantId, async (tx) =>
      [await findCurrentOfKind(tx, admin.tenantId, 'template'), await findCurrentOfKind(tx, admin.tenantId, 'bo')] as const);
    boAliases = bos.map((b) => b.body.alias);
    addable = new Map();
    for (const { body } of templates) {
      if (body.source.kind !== 'bo' || !body.manageFields.some((b) => b.type === 'add')) continue;
      addable.set(body.source.boAlias, [...(addable.get(body.source.boAlias) ?? []), body.alias]);
    }
  });
  afterAll(async () => { await t?.close(); });

  it('derives the bos with an add button from the stored templates, each with a record to try', () => {
    expect(addable.size).toBeGreaterThan(0);
    expect([...addable.keys()].sort()).toEqual(Object.keys(RECORDS).sort());
  });

  it('as shipped, every signed-in account but the visitor may add where a template\'s add button is open to all', async () => {
    for (const boAlias of addable.keys()) {
      const res = await save(refused[1]!, boAlias);
      expect(res.statusCode, `${boAlias}: ${res.body}`).toBe(200);
      const before = await count(boAlias);
      const guest = await save(visitor, boAlias);
      expect([guest.statusCode, guest.json().message]).toEqual([403, '游客无法执行此操作，请先登录']);
      expect(await count(boAlias)).toBe(before);
    }
  });

  it('refuses a bo no template offers to add to, even to the system administrator, and stores nothing', async () => {
    // A bo kept by a module's record store (bulletins, news, the marketplace) has its own role check instead.
    const closed = boAliases.filter((b) => !addable.has(b) && !recordStoreOf(b));
    expect(closed.length).toBeGreaterThan(0);
    for (const boAlias of closed) {
      const before = await count(boAlias);
      const res = await save(admin, boAlias);
      expect([res.statusCode, res.json().message], boAlias).toEqual([403, '您无权新增此类数据']);
      expect(await count(boAlias)).toBe(before);
    }
  });

  it('when the add buttons are for IP administrators only, others get 403 (both languages) and nothing is stored; IP administrators add', async () => {
    for (const [boAlias, aliases] of addable) {
      for (const alias of aliases) await restrict(alias);
      const before = await count(boAlias);
      for (const session of refused) {
        const res = await save(session, boAlias);
        expect([res.statusCode, res.json().message], `${boAlias} ${res.body}`).toEqual([403, '您无权新增此类数据']);
      }
      const en = await save(refused[1]!, boAlias, 'en-US');
      expect([en.statusCode, en.json().message]).toEqual([403, 'You may not add records of this kind']);
      expect(await count(boAlias)).toBe(before);
      const allowed = await save(ipadmin, boAlias);
      expect(allowed.statusCode, `${boAlias}: ${allowed.body}`).toBe(200);
      expect(await count(boAlias)).toBe(before + 1);
      // Editing one's own record is not adding: the creator may still change it.
      const id = allowed.json().value.id as string;
      const edit = await t.request({ method: 'POST', url: `${T}/boSave/${boAlias}`, session: ipadmin,
        payload: { id, version: 1, boData: RECORDS[boAlias]!({ userId: ipadmin.userId, college }) } });
      expect(edit.statusCode, edit.body).toBe(200);
    }
  });

  it('an Excel import is refused to those the import button does not admit, and stores nothing', async () => {
    await restrict('patentApplyList', [{ type: 'import' }]);
    const content = await xlsx([['*专利名称', '*专利类型', '*所属学院', '*申请日期', '权利要求'], ['导入的专利', '发明专利', String(college), '2024-03-01', '一种专利']]);
    const upload = (session: Session) => {
      const body = multipartFile('import.xlsx', content);
      return t.request({ method: 'POST', url: `${T}/tImportMain?alias=patentApplyList`, session, payload: body.payload, headers: body.headers });
    };
    const before = await count('patentApply');
    for (const session of [...refused, visitor]) {
      const res = await upload(session);
      expect(res.statusCode, res.body).toBe(403);
    }
    expect(await count('patentApply')).toBe(before);
    const res = await upload(ipadmin);
    expect(res.json()).toEqual({ state: true, message: '成功导入 1 条数据', value: 1 });
    expect(await count('patentApply')).toBe(before + 1);
  });

  it('refuses the visitor switching posts', async () => {
    const info = (await t.request({ method: 'GET', url: '/api/uc/login/user/info', session: visitor })).json();
    const leader = (await t.request({ method: 'GET', url: '/api/uc/login/user/info', session: await t.login('univ', 'leader') })).json();
    const postId = info.posts?.[0]?.postId ?? leader.posts[0].postId;
    const res = await t.request({ method: 'POST', url: `/api/uc/api/user/v1/user/switchPost?postId=${postId}`, session: visitor });
    expect([res.statusCode, res.json().message]).toEqual([403, '游客无法执行此操作，请先登录']);
    const after = (await t.request({ method: 'GET', url: '/api/uc/login/user/info', session: visitor })).json();
    expect(after.currentPostId).toBe(info.currentPostId);
  });
});
