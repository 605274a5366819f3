import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const BASE = '/api/form/form/definition/v1';
const label = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

/** A visitor log: a bo with a sub-table, and a form that shows some of its fields. */
const visitBo = {
  kind: 'bo', schemaVersion: 2, alias: 'visitUsage', name: label('来访登记', 'Visit log'),
  fields: [
    { name: 'visitor', label: label('来访人', 'Visitor'), type: 'string', required: true, maxLength: 50 },
    { name: 'company', label: label('来访单位', 'Company'), type: 'string', maxLength: 100 },
    { name: 'purpose', label: label('事由', 'Purpose'), type: 'string' },
    { name: 'note', label: label('备注', 'Note'), type: 'string' },
  ],
  children: [{ alias: 'guests', name: label('随行人员', 'Guests'), fields: [
    { name: 'guestName', label: label('姓名', 'Name'), type: 'string' },
    { name: 'phone', label: label('电话', 'Phone'), type: 'string' },
  ] }],
};
const visitForm = {
  kind: 'form', schemaVersion: 1, key: 'visitUsage', name: label('来访登记表', 'Visit form'), boAlias: 'visitUsage',
  schema: { type: 'object', properties: { visitor: { type: 'string', title: '来访人' }, company: { type: 'string', title: '来访单位' } } },
};

type Body = typeof visitBo;
const without = (body: Body, name: string): Body => ({ ...body, fields: body.fields.filter((f) => f.name !== name) });

/** Saving a bo that drops or renames a field still in use is refused (400) with where it is used; other changes save. */
describe('definitions: a business object keeps the fields records and definitions use', () => {
  let t: TestApp;
  let admin: Session;
  let version = 0;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('univ', 'admin');
    const post = (kind: string, body: unknown) => t.request({ method: 'POST', url: `${BASE}/save`, session: admin, payload: { kind, body, baseVersion: 0 } });
    expect((await post('bo', visitBo)).statusCode).toBe(200);
    expect((await post('form', visitForm)).statusCode).toBe(200);
    version = 1;
    // A stored record holds a purpose and a guest's phone (records are JSON in bo_record.data).
    await withTenant(t.db, t.tenantId('univ'), (tx) => tx.insertInto('bo_record').values({
      id: randomUUID(), tenant_id: t.tenantId('univ'), bo_alias: 'visitUsage', created_by: null, updated_by: null, org_id: null, updated_at: new Date(),
      data: JSON.stringify({ visitor: '王五', purpose: '参观', guests: [{ guestName: '赵六', phone: '13800000000' }] }),
    }).execute());
  });
  afterAll(async () => { await t?.close(); });

  const save = (body: unknown, lang = 'zh-CN') => t.request({
    method: 'POST', url: `${BASE}/save`, session: admin, payload: { kind: 'bo', body, baseVersion: version }, headers: { 'accept-language': lang },
  });
  const validate = (body: unknown, lang = 'zh-CN') => t.request({
    method: 'POST', url: `${BASE}/validate`, session: admin, payload: { kind: 'bo', body }, headers: { 'accept-language': lang },
  });
  const currentVersion = async () => ((await t.request({ method: 'GET', url: `${BASE}/get?kind=bo&key=visitUsage`, session: admin })).json() as { version: number }).version;

  it('refuses to drop a field a form uses, naming the form and where, in both languages', async () => {
    const refused = await save(without(visitBo, 'company'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ pointer: '/fields', message: '字段“company”仍被表单“visitUsage”使用（/schema/properties/company），不能删除或改名' }]);
    expect(refused.json().message).toBe('定义校验未通过（1 处）：/fields 字段“company”仍被表单“visitUsage”使用（/schema/properties/company），不能删除或改名');
    expect((await validate(without(visitBo, 'company'), 'en-US')).json()).toEqual({ valid: false, errors: [
      { pointer: '/fields', message: 'field "company" is still used by form definition "visitUsage" (/schema/properties/company): it cannot be dropped or renamed' },
    ] });
    expect(await currentVersion()).toBe(1);
  });

  it('refuses to rename a field stored records hold values for, and to drop a sub-table field with values', async () => {
    const renamed = { ...visitBo, fields: visitBo.fields.map((f) => (f.name === 'purpose' ? { ...f, name: 'reason' } : f)) };
    const refused = await save(renamed);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ pointer: '/fields', message: '字段“purpose”在 1 条已保存的记录中有值，不能删除或改名' }]);
    const noPhone = { ...visitBo, children: [{ ...visitBo.children[0]!, fields: visitBo.children[0]!.fields.filter((f) => f.name !== 'phone') }] };
    expect((await validate(noPhone, 'en-US')).json().errors).toEqual([
      { pointer: '/children/0/fields', message: 'field "guests.phone" holds values in 1 saved record(s): it cannot be dropped or renamed' },
    ]);
    expect((await validate({ ...visitBo, children: undefined })).json().errors).toEqual([
      { pointer: '/children', message: '字段“guests”在 1 条已保存的记录中有值，不能删除或改名' },
    ]);
    expect(await currentVersion()).toBe(1);
  });

  it('saves dropping a field nothing uses, adding one, and changing a type or length', async () => {
    const changed = without(visitBo, 'note');
    changed.fields = [...changed.fields.map((f) => (f.name === 'visitor' ? { ...f, maxLength: 20 } : f)), { name: 'visitDate', label: label('来访日期', 'Visit date'), type: 'date' }];
    const saved = await save(changed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toEqual({ key: 'visitUsage', version: 2 });
    version = 2;
  });

  it('refuses to drop any field of a bo kept in a module\'s own table (bulletins)', async () => {
    const current = (await t.request({ method: 'GET', url: `${BASE}/get?kind=bo&key=bulletin`, session: admin })).json() as { version: number; body: Body };
    const last = current.body.fields.at(-1)!;
    const res = await t.request({
      method: 'POST', url: `${BASE}/save`, session: admin, headers: { 'accept-language': 'zh-CN' },
      payload: { kind: 'bo', body: { ...current.body, fields: current.body.fields.slice(0, -1) }, baseVersion: current.version },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ pointer: '/fields', message: `字段“${last.name}”的记录保存在业务模块自己的数据表中，不能删除或改名` });
  });
});

describe('definitions: a business object\'s serial fields name a serial-number rule the tenant has', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('univ', 'admin');
  });
  afterAll(async () => { await t?.close(); });

  it('refuses a serial field without a rule or with a rule that does not exist, and saves one with a seeded rule', async () => {
    const serial = (extra: Record<string, unknown>) => ({
      kind: 'bo', schemaVersion: 2, alias: 'visitSerial', name: label('来访编号', 'Visit numbers'),
      fields: [{ name: 'visitNo', label: label('编号', 'No.'), type: 'serial', ...extra }],
    });
    const save = (body: unknown, lang = 'zh-CN') => t.request({
      method: 'POST', url: `${BASE}/save`, session: admin, payload: { kind: 'bo', body, baseVersion: 0 }, headers: { 'accept-language': lang },
    });
    const none = await save(serial({}));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ pointer: '/fields/0/serialAlias', message: '流水号字段必须指定流水号规则' }]);
    const missing = await save(serial({ serialAlias: 'noSuchRule' }), 'en-US');
    expect(missing.json().errors).toEqual([{ pointer: '/fields/0/serialAlias', message: 'no serial number rule "noSuchRule"' }]);
    expect((await save(serial({ serialAlias: 'contractNo' }))).statusCode).toBe(200);
  });
});
