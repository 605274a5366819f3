import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameDictionariesAndGrantAdmins } from '../../src/server/db/migrations/0062-dict-admin.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { inEnglish, visitorSession } from './directory-sessions.ts';

interface Entry { id: number; key: string; name: { 'zh-CN': string; 'en-US': string }; disabled: boolean; sn: number; version: number }
interface Menu { alias: string; path: string | null; children: Menu[] }
const flatten = (menus: Menu[]): Menu[] => menus.flatMap((m) => [m, ...flatten(m.children)]);

/** 数据字典: administrators list dictionaries and add, edit, disable and sort entries; every change bumps dictVersion. */
describe('dictionary administration', () => {
  let t: TestApp;
  let admin: Session;
  let staff: Session;
  let ipadmin: Session;
  let visitor: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, staff, ipadmin, visitor] = await Promise.all([t.login('univ', 'admin'), t.login('univ', 'staff1'), t.login('univ', 'ipadmin'), visitorSession(t, 'univ')]);
  });
  afterAll(async () => { await t?.close(); });

  const get = (url: string, session?: Session) => t.request({ method: 'GET', url: `/api/portal/sys/dataDict/v1${url}`, session });
  const post = (url: string, session: Session, payload: unknown) => t.request({ method: 'POST', url: `/api/portal/sys/dataDict/v1${url}`, session, payload: payload as object });
  const entries = async (typeKey: string) => (await get(`/entries?typeKey=${typeKey}`, admin)).json() as Entry[];
  const version = async () => (await post('/all/dict', staff, {})).json().version as number;

  it('lists every dictionary with both names and counts, for administrators only', async () => {
    const res = await get('/types', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining([
      { typeKey: 'sex', name: { 'zh-CN': '性别', 'en-US': 'Sex' }, version: 1, entryCount: 3, disabledCount: 0 },
      expect.objectContaining({ typeKey: 'patentType', name: { 'zh-CN': '专利类型', 'en-US': 'Patent type' } }),
    ]));
    for (const session of [staff, ipadmin]) {
      const refused = await get('/types', session);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('您没有“管理数据字典”的权限');
      expect((await post('/saveEntry', session, { typeKey: 'sex', key: 'x', name: { 'zh-CN': '某', 'en-US': 'X' } })).statusCode).toBe(403);
    }
    expect((await get('/entries?typeKey=sex', visitor)).statusCode).toBe(403);
    expect((await get('/types')).statusCode).toBe(401);
  });

  it('adds an entry at the end, edits its labels, and every change reaches all/dict with a new version', async () => {
    const before = await version();
    const lastSn = Math.max(...(await entries('sex')).map((e) => e.sn));
    const added = await post('/saveEntry', admin, { typeKey: 'sex', key: 'other', name: { 'zh-CN': ' 其他 ', 'en-US': 'Other' } });
    expect(added.statusCode).toBe(200);
    const { row, dictVersion } = added.json().value as { row: Entry; dictVersion: number };
    expect(row).toMatchObject({ key: 'other', name: { 'zh-CN': '其他', 'en-US': 'Other' }, disabled: false, sn: lastSn + 1, version: 1 });
    expect(dictVersion).toBe(before + 1);
    expect(await version()).toBe(before + 1);

    const edited = await post('/saveEntry', admin, { typeKey: 'sex', id: row.id, version: 1, key: 'other', name: { 'zh-CN': '其它', 'en-US': 'Other sex' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().value.row).toMatchObject({ name: { 'zh-CN': '其它', 'en-US': 'Other sex' }, version: 2 });
    const all = (await post('/all/dict', inEnglish(staff), {})).json();
    expect(all.version).toBe(before + 2);
    expect(all.dicts.sex.at(-1)).toEqual({ key: 'other', name: 'Other sex' });
  });

  it('refuses bad input with localised messages, in one transaction (nothing written, no new version)', async () => {
    const before = await version();
    const cases: [unknown, string, string][] = [
      [{ typeKey: 'sex', key: 'x1', name: { 'zh-CN': '  ', 'en-US': 'X' } }, '请填写中文名称', 'Enter the Chinese name'],
      [{ typeKey: 'sex', key: ' x', name: { 'zh-CN': '某', 'en-US': '' } }, '字典项的值不能为空，首尾不能有空格，最多 64 个字符', 'An entry value must not be empty, start or end with a blank, or exceed 64 characters'],
      [{ typeKey: 'sex', key: 'male', name: { 'zh-CN': '雄', 'en-US': '' } }, '该字典中已有值为“male”的字典项', 'This dictionary already has an entry with the value "male"'],
      [{ typeKey: 'sex', key: 'm2', name: { 'zh-CN': '男', 'en-US': '' } }, '该字典中已有名称为“男”的字典项', 'This dictionary already has an entry named "男"'],
      [{ typeKey: 'sex', key: 'm3', name: { 'zh-CN': '雄性', 'en-US': 'Male' } }, '该字典中已有名称为“Male”的字典项', 'This dictionary already has an entry named "Male"'],
    ];
    for (const [body, zh, en] of cases) {
      const res = await post('/saveEntry', admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(zh);
      expect((await post('/saveEntry', inEnglish(admin), body)).json().message).toBe(en);
    }
    const missing = await post('/saveEntry', admin, { typeKey: 'noSuchDict', key: 'a', name: { 'zh-CN': '甲', 'en-US': '' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('字典不存在');
    const [male] = await entries('sex');
    expect((await post('/saveEntry', admin, { typeKey: 'sex', id: male!.id, version: male!.version, key: 'man', name: male!.name })).json().message).toBe('字典项的值保存后不能修改');
    expect(await version()).toBe(before);
  });

  it('answers 409 to an edit, a disable or a sort made from a stale read, overwriting nothing', async () => {
    const [male] = await entries('sex');
    const first = await post('/saveEntry', admin, { typeKey: 'sex', id: male!.id, version: male!.version, key: 'male', name: { 'zh-CN': '男性', 'en-US': 'Man' } });
    expect(first.statusCode).toBe(200);
    const stale = await post('/saveEntry', admin, { typeKey: 'sex', id: male!.id, version: male!.version, key: 'male', name: { 'zh-CN': '男子', 'en-US': 'Male person' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('该字典项已被他人修改，请刷新后重试');
    const staleDisable = await post('/setEntryDisabled', inEnglish(admin), { id: male!.id, version: male!.version, disabled: true });
    expect(staleDisable.statusCode).toBe(409);
    expect(staleDisable.json().message).toBe('Someone else changed this entry; refresh and try again');
    expect((await entries('sex'))[0]).toMatchObject({ name: { 'zh-CN': '男性', 'en-US': 'Man' }, disabled: false });

    const ids = (await entries('sex')).map((e) => e.id);
    const sortStale = await post('/sortEntries', admin, { typeKey: 'sex', ids: ids.slice(1) });
    expect(sortStale.statusCode).toBe(409);
    expect(sortStale.json().message).toBe('字典项已被他人增删，请刷新后重新排序');
  });

  it('lets one of two concurrent edits of one entry version win; the other is a 409', async () => {
    const entry = (await entries('feeStatus'))[0]!;
    const results = await Promise.all(['甲', '乙', '丙'].map((zh) => post('/saveEntry', admin, {
      typeKey: 'feeStatus', id: entry.id, version: entry.version, key: entry.key, name: { 'zh-CN': `${entry.name['zh-CN']}${zh}`, 'en-US': entry.name['en-US'] },
    })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json().value.row as Entry;
    expect((await entries('feeStatus'))[0]).toMatchObject({ name: winner.name, version: entry.version + 1 });
  });

  it('disables an entry: combo boxes leave it out, all/dict marks it, enabling brings it back', async () => {
    const entry = (await entries('sex')).find((e) => e.key === 'female')!;
    const res = await post('/setEntryDisabled', admin, { id: entry.id, version: entry.version, disabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.row).toMatchObject({ disabled: true, version: entry.version + 1 });
    const combo = (await post('/getByTypeKeyForComBo?typeKey=sex', staff, {})).json() as { key: string }[];
    expect(combo.map((c) => c.key)).not.toContain('female');
    expect((await post('/all/dict', staff, {})).json().dicts.sex).toContainEqual({ key: 'female', name: '女', disabled: true });
    expect((await get('/types', admin)).json()).toContainEqual(expect.objectContaining({ typeKey: 'sex', disabledCount: 1 }));
    await post('/setEntryDisabled', admin, { id: entry.id, version: entry.version + 1, disabled: false });
    expect(((await post('/getByTypeKeyForComBo?typeKey=sex', staff, {})).json() as { key: string }[]).map((c) => c.key)).toContain('female');
  });

  it('a disabled entry is no longer a choice for new records; a record holding it keeps it when saved again', async () => {
    const form = (url: string, session: Session, payload?: unknown) => t.request({ method: payload === undefined ? 'GET' : 'POST', url: `/api/form/form/dataTemplate/v1${url}`, session, payload: payload as object });
    const college = (await t.db.selectFrom('org').select('id').where('tenant_id', '=', staff.tenantId).where('code', '=', 'cs').executeTakeFirstOrThrow()).id;
    const application = (over: Record<string, unknown>) => ({ title: '外观停用测试', type: 'exterior', college, applicationDate: '2026-03-01', ...over });
    const first = await form('/boSave/patentApply', staff, { boData: application({}) });
    expect(first.statusCode, first.body).toBe(200);
    const { id } = first.json().value as { id: string };
    const exterior = (await entries('patentType')).find((e) => e.key === 'exterior')!;
    expect((await post('/setEntryDisabled', admin, { id: exterior.id, version: exterior.version, disabled: true })).statusCode).toBe(200);

    const fresh = await form('/boSave/patentApply', staff, { boData: application({ title: '新的外观' }) });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().errors).toEqual([{ pointer: '/type', message: '不是数据字典中的值' }]);
    const kept = await form('/boSave/patentApply', staff, { boData: application({ title: '外观停用测试（改）' }), id, version: 1 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await form('/boSave/patentApply', staff, { boData: application({ type: 'newKind' }), id, version: 2 })).statusCode).toBe(200);
    expect((await form('/boSave/patentApply', staff, { boData: application({}), id, version: 3 })).statusCode).toBe(400);
    // Forms and lists still name it (records hold it), marked so they do not offer it.
    const info = (await form('/getBpmDataTemplateInfo?alias=patentApplyList', staff)).json();
    expect(info.dicts.patentType).toContainEqual({ key: 'exterior', name: '外观设计', disabled: true });
    expect((await post('/setEntryDisabled', admin, { id: exterior.id, version: exterior.version + 1, disabled: false })).statusCode).toBe(200);
  });

  it('reorders the entries; combo boxes and all/dict follow the order', async () => {
    const before = await version();
    const shipped = await entries('userStatus');
    const ids = shipped.map((e) => e.id).reverse();
    const res = await post('/sortEntries', admin, { typeKey: 'userStatus', ids });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: '排序已保存', value: { dictVersion: before + 1 } });
    expect((await entries('userStatus')).map((e) => e.id)).toEqual(ids);
    const combo = (await post('/getByTypeKeyForComBo?typeKey=userStatus', staff, {})).json() as { key: string }[];
    expect(combo.map((c) => c.key)).toEqual(shipped.map((e) => e.key).reverse());
  });

  it('adds a dictionary, renames it (409 when stale) and fills it; the type key is unique', async () => {
    const created = await post('/saveType', admin, { typeKey: 'fundSource', name: { 'zh-CN': '经费来源', 'en-US': 'Fund source' } });
    expect(created.statusCode).toBe(200);
    expect(created.json().value.row).toEqual({ typeKey: 'fundSource', name: { 'zh-CN': '经费来源', 'en-US': 'Fund source' }, version: 1, entryCount: 0, disabledCount: 0 });
    const again = await post('/saveType', admin, { typeKey: 'fundSource', name: { 'zh-CN': '另一个', 'en-US': '' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('已存在类型键为“fundSource”的字典');
    expect((await post('/saveType', admin, { typeKey: 'fundSource', version: 1, name: { 'zh-CN': '经费来源渠道', 'en-US': 'Funding' } })).statusCode).toBe(200);
    const stale = await post('/saveType', admin, { typeKey: 'fundSource', version: 1, name: { 'zh-CN': '旧名', 'en-US': '' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('该字典已被他人修改，请刷新后重试');
    expect((await post('/saveEntry', admin, { typeKey: 'fundSource', key: 'nsfc', name: { 'zh-CN': '国家自然科学基金', 'en-US': 'NSFC' } })).statusCode).toBe(200);
    expect((await post('/getByTypeKeyForComBo?typeKey=fundSource', staff, {})).json()).toEqual([{ key: 'nsfc', name: '国家自然科学基金' }]);
    // Another tenant does not see it.
    const corpAdmin = await t.login('corp', 'admin');
    expect(((await get('/types', corpAdmin)).json() as { typeKey: string }[]).map((r) => r.typeKey)).not.toContain('fundSource');
    expect((await post('/saveEntry', corpAdmin, { typeKey: 'fundSource', key: 'x', name: { 'zh-CN': '某', 'en-US': '' } })).statusCode).toBe(404);
  });

  it('gives administrators the 数据字典 menu entry; an older tenant gets names, method and menu from the migration', async () => {
    const menus = (await t.request({ method: 'GET', url: '/api/portal/sys/sysMenu/v1/getCurrentUserMenu', session: admin })).json() as Menu[];
    expect(flatten(menus).find((m) => m.alias === 'sys-dicts')?.path).toBe('/admin/dictionaries');
    const staffMenus = (await t.request({ method: 'GET', url: '/api/portal/sys/sysMenu/v1/getCurrentUserMenu', session: staff })).json() as Menu[];
    expect(flatten(staffMenus).map((m) => m.alias)).not.toContain('sys-dicts');

    const tenant = t.tenantId('inst');
    await sql`delete from menu where tenant_id = ${tenant} and alias = 'sys-dicts'`.execute(t.db);
    await sql`delete from method_auth where tenant_id = ${tenant} and alias = 'dict:manage'`.execute(t.db);
    await sql`delete from data_dict_type where tenant_id = ${tenant}`.execute(t.db);
    await nameDictionariesAndGrantAdmins(t.db as unknown as Kysely<unknown>);
    await nameDictionariesAndGrantAdmins(t.db as unknown as Kysely<unknown>);
    const instAdmin = await t.login('inst', 'admin');
    const instMenus = (await t.request({ method: 'GET', url: '/api/portal/sys/sysMenu/v1/getCurrentUserMenu', session: instAdmin })).json() as Menu[];
    expect(flatten(instMenus).filter((m) => m.alias === 'sys-dicts')).toHaveLength(1);
    expect((await get('/types', instAdmin)).json()).toContainEqual(expect.objectContaining({ typeKey: 'legalStatus', name: { 'zh-CN': '法律状态', 'en-US': 'Legal status' }, version: 1 }));
    expect((await get('/types', await t.login('inst', 'staff1'))).statusCode).toBe(403);
  });
});
