import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { withTenant } from '../../src/server/db/database.ts';
import { reviseDefinition } from '../../src/server/modules/definitions/ship-definitions.ts';
import * as formDraftsSetting from '../../src/server/db/migrations/0111-form-drafts-setting.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const BASE = '/api/form/form/dataTemplate/v1';

describe('business-object records: form-service calls', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let ipadmin: Session;
  let corpStaff: Session;
  let college: number;
  beforeAll(async () => {
    t = await createTestApp();
    [staff1, staff2, ipadmin, corpStaff] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'staff2'), t.login('univ', 'ipadmin'), t.login('corp', 'staff1')]);
    college = (await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('org').select('id').where('code', '=', 'cs').executeTakeFirstOrThrow())).id;
  });
  afterAll(async () => { await t?.close(); });

  const call = (method: string, url: string, session: Session, payload?: unknown, lang?: string) =>
    t.request({ method, url: `${BASE}${url}`, session, payload, headers: lang ? { 'accept-language': lang } : undefined });
  const application = (over: Record<string, unknown> = {}) => ({
    title: '一种固态电池电解质', type: 'invent', claims: '1. 一种电解质……', college, applicationDate: '2026-03-01', pageCount: 12, contactEmail: 'a@b.cn',
    inventorShares: [{ name: '张伟', share: 60, isFirst: true }, { name: '李娜', share: 40 }], ...over,
  });
  const save = (session: Session, boData: Record<string, unknown>, extra: Record<string, unknown> = {}, query = '') =>
    call('POST', `/boSave/patentApply${query}`, session, { boData, ...extra });
  const list = (session: Session, body: Record<string, unknown> = {}) => call('POST', '/listJson', session, { alias: 'patentApplyList', ...body });

  describe('getBpmDataTemplateInfo', () => {
    it('gives staff the template without the columns and buttons of other roles, with the form key and dictionaries', async () => {
      const res = await call('GET', '/getBpmDataTemplateInfo?alias=patentApplyList', staff1);
      expect(res.statusCode).toBe(200);
      const info = res.json();
      expect(info.formKey).toBe('patentApply');
      expect(info.template.displayFields.map((d: { field: string }) => d.field)).not.toContain('reviewComment');
      expect(info.template.manageFields.map((b: { type: string }) => b.type)).not.toContain('export');
      expect(info.dicts.patentType).toEqual(expect.arrayContaining([{ key: 'invent', name: '发明专利' }]));
      expect(info.bo.fields).toEqual(expect.arrayContaining([{ name: 'type', label: { 'zh-CN': '专利类型', 'en-US': 'Patent type' }, type: 'dict', dictKey: 'patentType' }]));
    });

    it('gives the IP administrator the review column and the export button; unknown alias is 404', async () => {
      const info = (await call('GET', '/getBpmDataTemplateInfo?alias=patentApplyList', ipadmin)).json();
      expect(info.template.displayFields.map((d: { field: string }) => d.field)).toContain('reviewComment');
      expect(info.template.manageFields.map((b: { type: string }) => b.type)).toContain('export');
      const missing = await call('GET', '/getBpmDataTemplateInfo?alias=nothing', staff1);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('数据模板不存在');
    });
  });

  describe('boSave', () => {
    it('inserts a record, numbers its serial field and ignores fields the caller may not write', async () => {
      const res = await save(staff1, application({ serialNo: 'FAKE-1', reviewComment: '我自己批准' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ state: true, message: '保存成功', value: { version: 1 } });
      const { id } = res.json().value;
      const form = (await call('GET', `/getForm/patentApply/patentApply?id=${id}`, ipadmin)).json();
      expect(form.data.serialNo).toMatch(/^ZLSQ\d{8}\d{4}$/);
      expect(form.data).not.toHaveProperty('reviewComment');
      expect(form.data.inventorShares).toHaveLength(2);
    });

    it('refuses invalid data with the spec\'s messages and pointers, in both languages, writing nothing', async () => {
      const bad = application({ title: '', contactEmail: 'not-mail', pageCount: 1.5, applicationDate: '2026-02-30', type: 'nope',
        abstract: 'x'.repeat(2001), inventorShares: [{ name: '张伟', share: 'abc' }], unknownField: 1 });
      const res = await save(staff1, bad);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.errors).toEqual(expect.arrayContaining([
        { pointer: '/title', message: '必填' },
        { pointer: '/contactEmail', message: '不是有效的邮箱地址' },
        { pointer: '/pageCount', message: '请输入整数' },
        { pointer: '/applicationDate', message: '必须为日期类型' },
        { pointer: '/type', message: '不是数据字典中的值' },
        { pointer: '/abstract', message: '长度不能超过2000' },
        { pointer: '/inventorShares/0/share', message: '必须是数字' },
        { pointer: '/unknownField', message: '不是业务对象的字段' },
      ]));
      expect(body.message).toContain('专利名称: 必填');
      const en = await call('POST', '/boSave/patentApply', staff1, { boData: bad }, 'en-US');
      expect(en.json().message).toContain('Title: Required');
      const rows = (await list(staff1, { querys: [{ property: 'abstract', value: 'x', operation: 'LIKE' }] }));
      expect(rows.statusCode).toBe(400);
    });

    it('enforces the form\'s REQUIRE linkage on the server: an invention needs claims', async () => {
      const res = await save(staff1, application({ claims: '' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ pointer: '/claims', message: '必填' }]);
      expect((await save(staff1, application({ claims: '', type: 'other' }))).statusCode).toBe(200);
    });

    it('computes formulas on the server (a forged total is replaced) and checks money precision down to grandchild rows', async () => {
      const claim = { title: '差旅', claimant: staff1.userId, claimDate: '2026-03-02', amount: 1 };
      const bad = await call('POST', '/boSave/expenseClaim', staff1, { boData: { ...claim,
        items: [{ itemName: '机票', amount: 10.555 }, { itemName: '酒店', receipts: [{ amount: 1 }] }] } });
      expect(bad.json().errors).toEqual([
        { pointer: '/amount', message: '小数位的长度不能超过2' },
        { pointer: '/items/0/amount', message: '小数位的长度不能超过2' },
        { pointer: '/items/1/receipts/0/receiptNo', message: '必填' },
      ]);
      const good = await call('POST', '/boSave/expenseClaim', staff1, { boData: { ...claim,
        items: [{ itemName: '机票', amount: 0, receipts: [{ receiptNo: 'R1', amount: 100.5 }, { receiptNo: 'R2', amount: 20 }] }] } });
      expect(good.statusCode).toBe(200);
      const form = (await call('GET', `/getForm/expenseClaim/expenseClaim?id=${good.json().value.id}`, staff1)).json();
      expect(form.data).toMatchObject({ amount: 120.5, items: [{ amount: 120.5 }] });
    });

    it('updates with the current version and answers a stale version with 409, overwriting nothing', async () => {
      const { id } = (await save(staff1, application({ title: '版本测试' }))).json().value;
      const v2 = await save(staff1, application({ title: '版本测试二' }), { id, version: 1 });
      expect(v2.json().value).toEqual({ id, version: 2 });
      const stale = await save(staff1, application({ title: '过期的修改' }), { id, version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe('数据已被他人修改，请刷新后重试');
      const form = (await call('GET', `/getForm/patentApply/patentApply?id=${id}`, staff1)).json();
      expect(form).toMatchObject({ version: 2, data: { title: '版本测试二' } });
    });

    it('lets one of two concurrent updates of one version win', async () => {
      const { id } = (await save(staff1, application({ title: '并发' }))).json().value;
      const results = await Promise.all([1, 2, 3].map((n) => save(staff1, application({ title: `并发${n}` }), { id, version: 1 })));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    });

    it('keeps a read-only or hidden field when someone without the right saves, and lets the right role set it', async () => {
      const { id } = (await save(staff1, application({ title: '审核' }))).json().value;
      const reviewed = await save(ipadmin, application({ title: '审核', reviewComment: '同意' }), { id, version: 1 });
      expect(reviewed.statusCode).toBe(200);
      const mine = (await call('GET', `/getForm/patentApply/patentApply?id=${id}`, staff1)).json();
      expect(mine.rights).toMatchObject({ serialNo: 'r', reviewComment: 'n' });
      expect(mine.data).not.toHaveProperty('reviewComment');
      const serial = mine.data.serialNo;
      await save(staff1, { ...mine.data, serialNo: 'CHANGED', reviewComment: '改掉' }, { id, version: 2 });
      const after = (await call('GET', `/getForm/patentApply/patentApply?id=${id}`, ipadmin)).json();
      expect(after.data).toMatchObject({ serialNo: serial, reviewComment: '同意' });
      expect(after.rights.reviewComment).toBe('w');
    });

    it('does not let another staff member change or read someone\'s record', async () => {
      const { id } = (await save(staff1, application({ title: '他人' }))).json().value;
      expect((await save(staff2, application(), { id, version: 1 })).statusCode).toBe(403);
      expect((await call('GET', `/getForm/patentApply/patentApply?id=${id}`, staff2)).statusCode).toBe(404);
      expect((await call('GET', `/getForm/patentApply/patentApply?id=${id}`, corpStaff)).statusCode).toBe(404);
    });
  });

  describe('listJson', () => {
    beforeAll(async () => {
      await save(staff2, application({ title: '李娜的钙钛矿电池', applicationDate: '2026-01-15', type: 'newKind' }));
      await save(staff2, application({ title: '李娜的传感器', applicationDate: '2025-12-01', type: 'exterior' }));
    });

    it('shows staff only their own rows (data rule ${user.id}) and the IP administrator every row', async () => {
      const mine = (await list(staff2)).json();
      expect(mine.rows.map((r: { title: string }) => r.title).sort()).toEqual(['李娜的传感器', '李娜的钙钛矿电池']);
      expect(mine.total).toBe(2);
      expect(mine.rows[0]).not.toHaveProperty('reviewComment');
      const all = (await list(ipadmin, { pageBean: { page: 1, pageSize: 100 } })).json();
      expect(all.total).toBeGreaterThan(2);
      expect(all.rows[0]).toHaveProperty('reviewComment');
    });

    it('filters over declared fields with casts by type, and sorts', async () => {
      const like = (await list(ipadmin, { querys: [{ property: 'title', value: '电池', operation: 'LIKE' }] })).json();
      expect(like.rows.every((r: { title: string }) => r.title.includes('电池'))).toBe(true);
      const between = (await list(ipadmin, { querys: [{ property: 'applicationDate', value: ['2025-11-01', '2026-01-31'], operation: 'BETWEEN' }] })).json();
      expect(between.rows.map((r: { title: string }) => r.title).sort()).toEqual(['李娜的传感器', '李娜的钙钛矿电池']);
      const sorted = (await list(ipadmin, { queryFilter: { sorter: [{ property: 'applicationDate', direction: 'ASC' }], querys: [{ property: 'type', value: ['newKind', 'exterior'], operation: 'IN' }] } })).json();
      expect(sorted.rows.map((r: { applicationDate: string }) => r.applicationDate)).toEqual(['2025-12-01', '2026-01-15']);
      const pages = (await list(ipadmin, { querys: [{ property: 'pageCount', value: 12, operation: 'GREAT_EQUAL' }], pageBean: { page: 1, pageSize: 1 } })).json();
      expect(pages).toMatchObject({ page: 1, pageSize: 1 });
      expect(pages.rows).toHaveLength(1);
    });

    it('refuses undeclared or hidden properties with 400 naming them, and accepts the flow filters', async () => {
      const res = await list(staff1, { querys: [{ property: 'claims', value: 'x' }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('未知的查询字段：claims');
      expect((await list(staff1, { querys: [{ property: 'reviewComment', value: 'x' }] })).statusCode).toBe(400);
      expect((await list(staff1, { isJoinFlow: true, taskType: 'all', defKey: 'patentApplyFlow' })).statusCode).toBe(200);
    });

    it('scopes an org data rule to the caller\'s organisation', async () => {
      const res = await call('POST', '/boSave/expenseClaim', staff1, { boData: { title: '差旅', claimant: staff1.userId, amount: '10.50', claimDate: '2026-03-02' } });
      expect(res.statusCode).toBe(200);
      const theirs = (await call('POST', '/listJson', staff2, { alias: 'expenseClaimList' })).json();
      expect(theirs.total).toBe(0);
      const mine = (await call('POST', '/listJson', staff1, { alias: 'expenseClaimList', querys: [{ property: 'amount', value: 10, operation: 'GREAT_EQUAL' }] })).json();
      expect(mine.rows).toEqual(expect.arrayContaining([expect.objectContaining({ title: '差旅', amount: 10.5, claimNo: expect.stringMatching(/^BX-\d{6}-\d{3}$/) })]));
    });
  });

  describe('tenancy', () => {
    it('row-level security hides another tenant\'s records, drafts, definitions and identities even without a tenant condition', async () => {
      await save(staff1, application({ title: 'RLS' }));
      const corpId = t.tenantId('corp');
      const seen = await withTenant(t.db, corpId, async (tx) => ({
        records: await tx.selectFrom('bo_record').select('tenant_id').execute(),
        drafts: await tx.selectFrom('bo_draft').select('tenant_id').execute(),
        definitions: await tx.selectFrom('definition').select('tenant_id').distinct().execute(),
        identities: await tx.selectFrom('identity').select('tenant_id').distinct().execute(),
      }));
      expect(seen.records.every((r) => r.tenant_id === corpId)).toBe(true);
      expect(seen.drafts.every((r) => r.tenant_id === corpId)).toBe(true);
      expect(seen.definitions).toEqual([{ tenant_id: corpId }]);
      expect(seen.identities).toEqual([{ tenant_id: corpId }]);
      expect((await list(corpStaff)).json().total).toBe(0);
    });
  });

  describe('custom chart', () => {
    it('counts records by the chart\'s x field', async () => {
      const res = await t.request({ method: 'POST', url: '/api/form/form/customChart/v1/getListData?alias=patentApplyByType', session: ipadmin, payload: {} });
      expect(res.statusCode).toBe(200);
      const rows = res.json().rows as { x: string; y: number }[];
      expect(rows.find((r) => r.x === 'newKind')).toEqual({ x: 'newKind', y: 1 });
      expect(rows[0]!.x).toBe('invent');
      expect(rows.map((r) => r.y)).toEqual([...rows.map((r) => r.y)].sort((a, b) => b - a));
      expect((await t.request({ method: 'GET', url: '/api/form/form/customChart/v1/get/patentApplyByType', session: staff1 })).json()).toMatchObject({ chartType: 'pie' });
    });
  });

  describe('drafts', () => {
    it('saves, reads, lists and removes the caller\'s drafts; boSave with delDraftId removes it', async () => {
      const saved = await call('POST', '/boSaveDraft', staff1, { boAlias: 'patentApply', formKey: 'patentApply', title: '草稿一', boData: { title: '未完成' } });
      expect(saved.statusCode).toBe(200);
      const draftId = saved.json().value.id;
      expect((await call('GET', `/getTempDraftData/${draftId}`, staff1)).json()).toMatchObject({ id: draftId, boAlias: 'patentApply', data: { title: '未完成' } });
      expect((await call('GET', `/getTempDraftData/${draftId}`, staff2)).statusCode).toBe(404);
      const mine = (await call('POST', '/getMyDraftList', staff1, { querys: [{ property: 'boAlias', value: 'patentApply' }] })).json();
      expect(mine.rows.map((d: { id: string }) => d.id)).toContain(draftId);
      expect((await call('POST', '/getMyDraftList', staff2, {})).json().total).toBe(0);

      expect((await save(staff1, application(), {}, `?delDraftId=${draftId}`)).statusCode).toBe(200);
      expect((await call('GET', `/getTempDraftData/${draftId}`, staff1)).statusCode).toBe(404);

      const other = (await call('POST', '/boSaveDraft', staff1, { boAlias: 'expenseClaim', boData: {} })).json().value.id;
      const removed = await call('DELETE', `/removeTempDraft?ids=${other}`, staff1);
      expect(removed.json()).toEqual({ state: true, message: '删除成功', value: 1 });
    });

    it('refuses a draft for a form that keeps none (holidayDay: drafts false), in the caller\'s language, and keeps nothing', async () => {
      const drafts = () => withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('bo_draft').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow());
      const before = Number((await drafts()).n);
      const body = { boAlias: 'holidayDay', formKey: 'holidayDay', boData: { name: '春节' } };
      const refused = await call('POST', '/boSaveDraft', ipadmin, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('该表单不保存草稿，请直接保存');
      expect((await call('POST', '/boSaveDraft', ipadmin, body, 'en-US')).json().message).toBe('This form keeps no drafts: save it instead');
      expect(Number((await drafts()).n)).toBe(before);
      // The form the template opens says so too, for the browser to leave out 保存草稿.
      expect((await call('GET', '/getForm/holidayDay/holidayDay', ipadmin)).json().form.drafts).toBe(false);
    });

    it('migration 0111 gives an existing tenant\'s holidayDay form drafts: false after boAlias, keeping an administrator\'s other changes', async () => {
      const current = () => sql<{ version: number; body: Record<string, unknown> }>`select version, body from definition
        where tenant_id = ${t.tenantId('corp')} and kind = 'form' and key = 'holidayDay' and is_current`.execute(t.db).then((r) => r.rows[0]!);
      // As a tenant made before the setting existed, with a name an administrator changed.
      await reviseDefinition(t.db as unknown as Kysely<unknown>, 'form', 'holidayDay', 'test', () => true,
        ({ drafts: _, ...body }) => ({ ...body, name: { 'zh-CN': '法定节假日', 'en-US': 'Public holiday' } }));
      const before = await current();
      expect(before.body.drafts).toBeUndefined();
      await formDraftsSetting.up(t.db as unknown as Kysely<unknown>);
      const after = await current();
      expect(after.version).toBe(before.version + 1);
      expect(after.body).toMatchObject({ drafts: false, name: { 'zh-CN': '法定节假日' } });
      const keys = Object.keys(after.body);
      expect(keys.indexOf('drafts')).toBe(keys.indexOf('boAlias') + 1);
      // Run again, nothing changes (the setting is there).
      await formDraftsSetting.up(t.db as unknown as Kysely<unknown>);
      expect((await current()).version).toBe(after.version);
    });
  });

  describe('sub-tables and delete', () => {
    it('returns a record\'s sub-table rows, paged', async () => {
      const shares = Array.from({ length: 5 }, (_, i) => ({ name: `发明人${i}`, share: 20 }));
      const { id } = (await save(staff1, application({ inventorShares: shares }))).json().value;
      const all = await call('GET', `/getSubData?alias=inventorShares&refId=${id}`, staff1);
      expect(all.json()).toHaveLength(5);
      const page = (await call('POST', '/getSubDataPagination', staff1, { alias: 'inventorShares', refId: id, pageBean: { page: 2, pageSize: 2 } })).json();
      expect(page).toEqual({ rows: [shares[2], shares[3]], total: 5, page: 2, pageSize: 2 });
      expect((await call('GET', `/getSubData?alias=nothing&refId=${id}`, staff1)).statusCode).toBe(404);
      expect((await call('GET', `/getSubData?alias=inventorShares&refId=${id}`, staff2)).statusCode).toBe(404);
    });

    it('deletes the caller\'s own records only, all or none', async () => {
      const a = (await save(staff1, application())).json().value.id;
      const b = (await save(staff2, application())).json().value.id;
      expect((await call('DELETE', `/boDel/patentApply?ids=${a},${b}`, staff1)).statusCode).toBe(403);
      const ok = await call('DELETE', `/boDel/patentApply?ids=${a}`, staff1);
      expect(ok.json()).toEqual({ state: true, message: '删除成功', value: 1 });
      expect((await call('GET', `/getForm/patentApply/patentApply?id=${a}`, staff1)).statusCode).toBe(404);
      expect((await call('DELETE', '/boDel/patentApply?ids=', staff1)).json().message).toBe('请至少选择一条数据');
      expect((await call('DELETE', `/boDel/patentApply?ids=${b}`, ipadmin)).statusCode).toBe(200);
    });
  });
});
