import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { BPM_MODEL, RT, countersignXml, workflowClient } from './workflow-helpers.ts';

interface TypeRow { id: string; typeKey: string; name: { 'zh-CN': string; 'en-US'?: string }; sn: number; flowCount: number }
interface FlowRow { defKey: string; typeId: string | null; typeName: string | null }

/** Flow categories (流程分类) administration: list with counts, add, rename, sort, delete when unused, assign a flow. */
describe('workflow flow categories', () => {
  let t: TestApp;
  let admin: Session;
  let staff: Session;
  let corpAdmin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, staff, corpAdmin] = await Promise.all([t.login('univ', 'admin'), t.login('univ', 'staff1'), t.login('corp', 'admin')]) as [Session, Session, Session];
  });
  afterAll(async () => { await t?.close(); });

  const call = (session: Session, method: string, path: string, payload?: unknown, lang = 'zh-CN') =>
    t.request({ method, url: `${BPM_MODEL}/flow/type/v1${path}`, session, payload, headers: { 'Accept-Language': lang } });
  const types = async (session: Session = admin): Promise<TypeRow[]> => (await call(session, 'GET', '/list')).json();
  const byKey = async (key: string) => (await types()).find((r) => r.typeKey === key)!;
  const flows = async (session: Session, lang = 'zh-CN'): Promise<FlowRow[]> => (await t.request({
    method: 'POST', url: `${RT}/instance/v1/getHasAuthFlowList`, session, payload: { pageBean: { page: 1, pageSize: 100 } }, headers: { 'Accept-Language': lang },
  })).json().rows;

  it('lists the seeded categories in order with how many flows each holds; administrators only', async () => {
    expect((await types()).map((r) => [r.typeKey, r.name['zh-CN'], r.flowCount])).toEqual([
      ['patentBusiness', '专利业务', 2], ['fees', '费用', 1], ['admin', '行政', 1],
    ]);
    const refused = await call(staff, 'GET', '/list');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ state: false });
    expect((await call(staff, 'POST', '/add', { typeKey: 'x', name: { 'zh-CN': '某类' } })).statusCode).toBe(403);
  });

  it('adds a category at the end; blank names, taken keys and taken names are refused in the caller\'s language', async () => {
    expect((await call(admin, 'POST', '/add', { typeKey: 'legal', name: { 'zh-CN': '   ' } })).json()).toEqual({ state: false, message: '分类名称不能为空' });
    expect((await call(admin, 'POST', '/add', { typeKey: 'fees', name: { 'zh-CN': '费用二' } })).json()).toEqual({ state: false, message: '分类标识“fees”已存在' });
    const sameName = await call(admin, 'POST', '/add', { typeKey: 'fees2', name: { 'zh-CN': '费用' } }, 'en-US');
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json().message).toBe('A category named "费用" already exists');
    expect((await call(admin, 'POST', '/add', { typeKey: '1bad', name: { 'zh-CN': '坏' } })).statusCode).toBe(400);

    const added = await call(admin, 'POST', '/add', { typeKey: 'legal', name: { 'zh-CN': ' 法务 ', 'en-US': ' ' } });
    expect(added.json()).toMatchObject({ state: true, message: '保存成功' });
    const row = await byKey('legal');
    expect(row).toEqual({ id: added.json().value, typeKey: 'legal', name: { 'zh-CN': '法务' }, sn: 3, flowCount: 0 });
  });

  it('renames a category in both languages; the start-flow list shows the new name', async () => {
    const fees = await byKey('fees');
    expect((await call(admin, 'POST', '/rename', { id: Number(fees.id), name: { 'zh-CN': '行政' } })).json()).toEqual({ state: false, message: '分类名称“行政”已存在' });
    expect((await call(admin, 'POST', '/rename', { id: 999_999, name: { 'zh-CN': '无' } })).statusCode).toBe(404);
    const renamed = await call(admin, 'POST', '/rename', { id: Number(fees.id), name: { 'zh-CN': '费用缴纳', 'en-US': 'Fee payment' } });
    expect(renamed.json()).toEqual({ state: true, message: '保存成功', value: fees.id });
    expect((await byKey('fees')).name).toEqual({ 'zh-CN': '费用缴纳', 'en-US': 'Fee payment' });
    expect((await flows(admin, 'en-US')).find((f) => f.defKey === 'annualFee')?.typeName).toBe('Fee payment');
  });

  it('refuses a rename started from names someone else has changed meanwhile (409); nothing is overwritten', async () => {
    const fees = await byKey('fees');
    const editorSaw = fees.name;
    expect((await call(admin, 'POST', '/rename', { id: Number(fees.id), name: { 'zh-CN': '缴费', 'en-US': 'Payments' }, previous: editorSaw })).json())
      .toMatchObject({ state: true });
    const stale = await call(admin, 'POST', '/rename', { id: Number(fees.id), name: { 'zh-CN': '年费' }, previous: editorSaw }, 'en-US');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ state: false, message: 'Someone else changed this flow category; refresh and try again' });
    expect((await byKey('fees')).name).toEqual({ 'zh-CN': '缴费', 'en-US': 'Payments' });
  });

  it('sorts the categories (the start-flow list follows); a list that is not the current set is a 409', async () => {
    const before = await types();
    const reversed = [...before].reverse().map((r) => Number(r.id));
    const stale = await call(admin, 'POST', '/sort', { ids: reversed.slice(1) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ state: false, message: '流程分类已被他人修改，请刷新后重新排序' });
    expect((await types()).map((r) => r.id)).toEqual(before.map((r) => r.id));

    expect((await call(admin, 'POST', '/sort', { ids: reversed })).json()).toEqual({ state: true, message: '排序已保存' });
    expect((await types()).map((r) => r.typeKey)).toEqual(['legal', 'admin', 'fees', 'patentBusiness']);
    const order = (await flows(admin)).map((f) => f.defKey);
    expect(order.indexOf('expense')).toBeLessThan(order.indexOf('annualFee'));
    expect(order.indexOf('annualFee')).toBeLessThan(order.indexOf('patentApply'));
  });

  it('assigns a flow to a category (kept by the next deploy); unknown flows and other tenants\' categories are 404', async () => {
    const legal = await byKey('legal');
    const set = (session: Session, defKey: string, typeId: number | null) => call(session, 'POST', '/setFlowType', { defKey, typeId });
    expect((await set(admin, 'expense', Number(legal.id))).json()).toEqual({ state: true, message: '流程分类已更新' });
    expect((await flows(admin)).find((f) => f.defKey === 'expense')).toMatchObject({ typeId: legal.id, typeName: '法务' });
    expect((await byKey('legal')).flowCount).toBe(1);
    expect((await byKey('admin')).flowCount).toBe(0);

    const wf = workflowClient(t);
    expect((await wf.deploy(admin, 'expense', countersignXml('expense', { name: '费用报销' }))).statusCode).toBe(200);
    expect((await flows(admin)).find((f) => f.defKey === 'expense')?.typeId).toBe(legal.id);

    expect((await set(admin, 'noSuchFlow', Number(legal.id))).statusCode).toBe(404);
    const corpType = (await types(corpAdmin))[0]!;
    const foreign = await set(admin, 'expense', Number(corpType.id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ state: false, message: '流程分类不存在' });
    expect((await set(staff, 'expense', null)).statusCode).toBe(403);
    expect((await set(admin, 'expense', null)).json()).toMatchObject({ state: true });
    expect((await flows(admin)).find((f) => f.defKey === 'expense')).toMatchObject({ typeId: null, typeName: null });
  });

  it('deletes a category only when no flow is in it, saying how many are', async () => {
    const business = await byKey('patentBusiness');
    const refused = await call(admin, 'DELETE', `/remove?id=${business.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ state: false, message: '分类“专利业务”下还有 2 个流程，请先将它们移到其他分类后再删除' });
    expect((await call(admin, 'DELETE', `/remove?id=${business.id}`, undefined, 'en-US')).json().message)
      .toBe('Category "Patent business" still holds 2 flow(s); move them to another category before deleting it');
    expect((await call(corpAdmin, 'DELETE', `/remove?id=${business.id}`)).statusCode).toBe(404);

    const admins = await byKey('admin');
    expect((await call(admin, 'DELETE', `/remove?id=${admins.id}`)).json()).toEqual({ state: true, message: '删除成功' });
    expect((await types()).map((r) => r.typeKey)).toEqual(['legal', 'fees', 'patentBusiness']);
    expect((await call(admin, 'DELETE', `/remove?id=${admins.id}`)).statusCode).toBe(404);
  });
});
