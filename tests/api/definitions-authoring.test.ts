import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const BASE = '/api/form/form/definition/v1';

describe('definitions: authoring API (sysAdmin)', () => {
  let t: TestApp;
  let admin: Session;
  let staff: Session;
  let corpAdmin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, staff, corpAdmin] = await Promise.all([t.login('univ', 'admin'), t.login('univ', 'staff1'), t.login('corp', 'admin')]);
  });
  afterAll(async () => { await t?.close(); });

  const get = (url: string, session = admin) => t.request({ method: 'GET', url: `${BASE}${url}`, session });
  const post = (url: string, payload: unknown, session = admin) => t.request({ method: 'POST', url: `${BASE}${url}`, session, payload });
  const current = async (kind: string, key: string) => (await get(`/get?kind=${kind}&key=${key}`)).json() as { version: number; body: Record<string, unknown> };

  it('lists the seeded definitions of a kind with names in the request language', async () => {
    const res = await get('/list?kind=bo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining([
      expect.objectContaining({ key: 'patentApply', name: '专利申请', version: 1, schemaVersion: 2 }),
      expect.objectContaining({ key: 'expenseClaim', name: '费用报销' }),
    ]));
    const en = await t.request({ method: 'GET', url: `${BASE}/list?kind=template`, session: admin, headers: { 'accept-language': 'en-US' } });
    expect(en.json().map((d: { name: string }) => d.name)).toContain('Patent applications');
  });

  it('refuses staff (403) and unknown kinds (400)', async () => {
    expect((await get('/list?kind=bo', staff)).statusCode).toBe(403);
    expect((await get('/list?kind=widget')).statusCode).toBe(400);
  });

  it('validates a body: errors carry JSON pointers, unknown references included', async () => {
    const body = { ...(await current('template', 'patentApplyList')).body, pageSize: 0, formKey: 'noSuchForm' };
    const bad = (await post('/validate', { kind: 'template', body })).json();
    expect(bad).toEqual({ valid: false, errors: [expect.objectContaining({ pointer: '/pageSize' })] });
    const unknownRef = (await post('/validate', { kind: 'template', body: { ...body, pageSize: 10 } })).json();
    expect(unknownRef.errors).toEqual([{ pointer: '/formKey', message: '不存在别名为“noSuchForm”的表单定义' }]);
    const inEnglish = await t.request({
      method: 'POST', url: `${BASE}/validate`, session: admin, headers: { 'accept-language': 'en-US' }, payload: { kind: 'template', body: { ...body, pageSize: 10 } },
    });
    expect(inEnglish.json().errors).toEqual([{ pointer: '/formKey', message: 'no form definition "noSuchForm"' }]);
    const zhSchemaProblem = (await post('/validate', { kind: 'template', body: { ...body, pageSize: 10, formKey: 'patentApply', colour: 'red' } })).json();
    expect(zhSchemaProblem.errors).toEqual([{ pointer: '/colour', message: '不允许出现此属性' }]);
    expect((await post('/validate', { kind: 'template', body: { ...body, pageSize: 10, formKey: 'patentApply' } })).json()).toEqual({ valid: true, errors: [] });
  });

  it('saves a new version, keeps history, diffs versions and rolls back', async () => {
    const v1 = await current('bo', 'patentApply');
    const body = structuredClone(v1.body) as { name: Record<string, string>; fields: { name: string; maxLength?: number }[] };
    body.name['zh-CN'] = '专利申请（新）';
    body.fields.find((f) => f.name === 'title')!.maxLength = 300;
    const saved = await post('/save', { kind: 'bo', body, baseVersion: 1, comment: 'longer titles' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ state: true, message: '保存成功', value: { key: 'patentApply', version: 2 } });

    const history = (await get('/history?kind=bo&key=patentApply')).json();
    expect(history.map((h: { version: number; isCurrent: boolean }) => [h.version, h.isCurrent])).toEqual([[2, true], [1, false]]);
    expect(history[0]).toMatchObject({ comment: 'longer titles', createdBy: '系统管理员' });

    const diff = (await get('/diff?kind=bo&key=patentApply&from=1&to=2')).json();
    expect(diff.changes).toEqual([
      { op: 'replace', pointer: '/name/zh-CN', from: '专利申请', to: '专利申请（新）' },
      { op: 'replace', pointer: '/fields/1/maxLength', from: 200, to: 300 },
    ]);

    const rolled = await post('/rollback', { kind: 'bo', key: 'patentApply', version: 1, baseVersion: 2 });
    expect(rolled.json().value).toEqual({ key: 'patentApply', version: 3 });
    expect((await current('bo', 'patentApply')).body).toEqual(v1.body);
    expect((await get('/get?kind=bo&key=patentApply&version=2')).json()).toMatchObject({ version: 2, isCurrent: false });
  });

  it('answers a save from a stale base with 409 and writes nothing', async () => {
    const { version, body } = await current('form', 'expenseClaim');
    const first = await post('/save', { kind: 'form', body: { ...body, name: { 'zh-CN': '甲' } }, baseVersion: version });
    expect(first.statusCode).toBe(200);
    const stale = await post('/save', { kind: 'form', body: { ...body, name: { 'zh-CN': '乙' } }, baseVersion: version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ state: false, message: '定义已被他人修改，请刷新后重试' });
    expect((await current('form', 'expenseClaim')).body.name).toEqual({ 'zh-CN': '甲' });
  });

  it('lets only one of two concurrent saves from the same base through', async () => {
    const { version, body } = await current('menu', 'formsMenu');
    const results = await Promise.all(['一', '二', '三'].map((n) => post('/save', { kind: 'menu', body: { ...body, name: { 'zh-CN': n } }, baseVersion: version })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('refuses an invalid save with 400 and the pointers, and upgrades an old schemaVersion before saving', async () => {
    const { body } = await current('bo', 'expenseClaim');
    const invalid = await post('/save', { kind: 'bo', body: { ...body, fields: [] }, baseVersion: 1 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ state: false, errors: [{ pointer: '/fields', message: expect.any(String) }] });
    expect(invalid.json().message).toContain('/fields');

    const v1 = { kind: 'bo', schemaVersion: 1, alias: 'legacyBo', name: '旧对象', fields: [{ name: 'title', label: '标题', type: 'string' }] };
    const created = await post('/save', { kind: 'bo', body: v1, baseVersion: 0 });
    expect(created.json().value).toEqual({ key: 'legacyBo', version: 1 });
    expect((await current('bo', 'legacyBo')).body).toMatchObject({ schemaVersion: 2, name: { 'zh-CN': '旧对象' }, fields: [{ label: { 'zh-CN': '标题' } }] });
  });

  it('upgrades a row stored at an old schemaVersion when it is loaded, and the form service uses the upgraded body', async () => {
    const { withTenant } = await import('../../src/server/db/database.ts');
    const tenantId = t.tenantId('univ');
    const v1 = { kind: 'template', schemaVersion: 1, alias: 'oldList', name: '旧列表', source: { kind: 'bo', boAlias: 'expenseClaim' }, pageSize: 5,
      displayFields: [{ field: 'title', label: '事由' }], buttons: [{ type: 'add' }] };
    await withTenant(t.db, tenantId, (tx) => tx.insertInto('definition').values({
      tenant_id: tenantId, kind: 'template', key: 'oldList', version: 1, schema_version: 1, body: JSON.stringify(v1), is_current: true, created_by: null, comment: null,
    }).execute());
    expect((await current('template', 'oldList')).body).toMatchObject({ schemaVersion: 2, name: { 'zh-CN': '旧列表' }, manageFields: [{ type: 'add' }] });
    const info = await t.request({ method: 'GET', url: '/api/form/form/dataTemplate/v1/getBpmDataTemplateInfo?alias=oldList', session: staff });
    expect(info.json().template.displayFields).toEqual([{ field: 'title', label: { 'zh-CN': '事由' } }]);
  });

  it('keeps tenants apart: another tenant\'s edits are not seen', async () => {
    const { body } = await current('layout', 'defaultHome');
    await post('/save', { kind: 'layout', body: { ...body, items: [] }, baseVersion: 1 }, corpAdmin);
    expect((await current('layout', 'defaultHome')).version).toBe(1);
    expect((await get('/get?kind=layout&key=nothing')).statusCode).toBe(404);
  });
});
