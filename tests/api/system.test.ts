import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { inEnglish, visitorSession } from './directory-sessions.ts';

interface Menu { id: number; name: string; alias: string; path: string | null; inDevelopment: boolean; children: Menu[] }
const flatten = (menus: Menu[]): Menu[] => menus.flatMap((m) => [m, ...flatten(m.children)]);
const aliases = (menus: Menu[]) => flatten(menus).map((m) => m.alias);

describe('system: menus, method permissions, properties, dictionaries', () => {
  let t: TestApp;
  let admin: Session;
  let staff: Session;
  let ipadmin: Session;
  let visitor: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, staff, ipadmin, visitor] = await Promise.all([
      t.login('univ', 'admin'), t.login('univ', 'staff1'), t.login('univ', 'ipadmin'), visitorSession(t, 'univ'),
    ]);
  });
  afterAll(async () => { await t?.close(); });

  const get = (url: string, session?: Session, headers?: Record<string, string>) => t.request({ method: 'GET', url: `/api/portal${url}`, session, headers });
  const post = (url: string, session?: Session, payload?: unknown) => t.request({ method: 'POST', url: `/api/portal${url}`, session, payload });

  describe('getCurrentUserMenu', () => {
    it('shows staff the unrestricted tree in sn order, without the administrators\' menu', async () => {
      const res = await get('/sys/sysMenu/v1/getCurrentUserMenu', staff);
      expect(res.statusCode).toBe(200);
      const menus = res.json() as Menu[];
      expect(menus.map((m) => m.alias)).toEqual(['home', 'zlk1', 'zlgl', 'zlyy', 'tjfx', 'v-flow', 'v-mail', 'v-personal', 'news', 'lab', 'forms']);
      expect(menus[1]!.name).toBe('专利库');
      expect(menus[1]!.children.map((m) => m.alias)).toEqual(['zlk-search', 'zlk-docs', 'zlk-school']);
      expect(flatten(menus).find((m) => m.alias === 'lab-1')!.inDevelopment).toBe(true);
      expect(flatten(menus).every((m) => m.id > 0)).toBe(true);
    });

    it('gives sysAdmin every entry, including role-restricted ones', async () => {
      const menus = (await get('/sys/sysMenu/v1/getCurrentUserMenu', admin)).json() as Menu[];
      expect(aliases(menus)).toEqual(expect.arrayContaining(['sys', 'sys-definitions', 'sys-bulletins']));
    });

    it('leaves out a granted entry whose parent the role cannot see', async () => {
      expect(aliases((await get('/sys/sysMenu/v1/getCurrentUserMenu', ipadmin)).json())).not.toContain('sys-bulletins');
    });

    it('leaves out hidden entries', async () => {
      const { withTenant } = await import('../../src/server/db/database.ts');
      await withTenant(t.db, t.tenantId('univ'), (tx) => tx.updateTable('menu').set({ hidden: true }).where('alias', '=', 'v-mail').execute());
      const menus = (await get('/sys/sysMenu/v1/getCurrentUserMenu', staff)).json() as Menu[];
      expect(aliases(menus)).not.toContain('v-mail');
      expect(aliases(menus)).not.toContain('v-mailList');
      await withTenant(t.db, t.tenantId('univ'), (tx) => tx.updateTable('menu').set({ hidden: false }).where('alias', '=', 'v-mail').execute());
    });

    it('adds the entries of a menu definition saved in the editor, for the roles it names, with stable ids', async () => {
      const body = {
        kind: 'menu', schemaVersion: 1, alias: 'visitsMenu', name: { 'zh-CN': '来访登记', 'en-US': 'Visits' },
        items: [{
          alias: 'visits', name: { 'zh-CN': '来访登记', 'en-US': 'Visits' }, children: [
            { alias: 'visitList', name: { 'zh-CN': '来访记录', 'en-US': 'Visit records' }, path: '/visits/template/preview/visitList' },
            { alias: 'visitAdmin', name: { 'zh-CN': '来访管理', 'en-US': 'Visit admin' }, path: '/visits/template/preview/visitList', roles: ['IPgly'] },
          ],
        }],
      };
      const saved = await t.request({ method: 'POST', url: '/api/form/form/definition/v1/save', session: admin, payload: { kind: 'menu', body, baseVersion: 0 } });
      expect(saved.statusCode).toBe(200);
      const first = (await get('/sys/sysMenu/v1/getCurrentUserMenu', staff)).json() as Menu[];
      const visits = first.find((m) => m.alias === 'visits')!;
      expect(visits.name).toBe('来访登记');
      expect(visits.children.map((m) => [m.alias, m.path])).toEqual([['visitList', '/visits/template/preview/visitList']]);
      expect(aliases((await get('/sys/sysMenu/v1/getCurrentUserMenu', ipadmin)).json() as Menu[])).toContain('visitAdmin');
      const again = (await get('/sys/sysMenu/v1/getCurrentUserMenu', inEnglish(staff))).json() as Menu[];
      expect(again.find((m) => m.alias === 'visits')).toMatchObject({ id: visits.id, name: 'Visits' });
      expect(flatten((await get('/sys/sysMenu/v1/getCurrentUserMenu', visitor)).json() as Menu[]).find((m) => m.alias === 'visitList')!.id).toBeLessThan(-1);
    });

    it('names entries in the request language', async () => {
      const menus = (await get('/sys/sysMenu/v1/getCurrentUserMenu', inEnglish(staff))).json() as Menu[];
      expect(menus.slice(0, 2).map((m) => m.name)).toEqual(['Home', 'Patent library']);
    });

    it('with menuAlias, returns the entries below that alias', async () => {
      const res = await get('/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=v-flow', staff);
      expect((res.json() as Menu[]).map((m) => m.alias)).toEqual([
        'v-todo', 'v-leader', 'v-done', 'v-request', 'v-flowList', 'v-todoRead', 'v-doneRead', 'v-myRead', 'v-myDelegate',
      ]);
      expect((await get('/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=nope', staff)).json()).toEqual([]);
      expect((await get('/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=sys', staff)).json()).toEqual([]);
    });

    it('gives the visitor guest entries as they are and login-only entries with ids below -1', async () => {
      const res = await get('/sys/sysMenu/v1/getCurrentUserMenu', visitor);
      expect(res.statusCode).toBe(200);
      const all = flatten(res.json() as Menu[]);
      const byAlias = new Map(all.map((m) => [m.alias, m]));
      for (const alias of ['home', 'zlk1', 'zlk-search', 'news', 'news-list', 'notice-list']) expect(byAlias.get(alias)!.id).toBeGreaterThan(0);
      for (const alias of ['zlk-docs', 'zlgl', 'zlgl-apply', 'v-flow', 'v-todo', 'meeting-list']) expect(byAlias.get(alias)!.id).toBeLessThan(-1);
      expect(byAlias.has('sys')).toBe(false);
      const staffIds = new Map(flatten((await get('/sys/sysMenu/v1/getCurrentUserMenu', staff)).json()).map((m: Menu) => [m.alias, m.id]));
      expect(byAlias.get('zlgl')!.id).toBe(-(staffIds.get('zlgl')! + 1));
    });

    it('asks for a token', async () => {
      expect((await get('/sys/sysMenu/v1/getCurrentUserMenu')).statusCode).toBe(401);
    });
  });

  describe('role/alias', () => {
    it('lists the menu a role sees; an unknown role is 404', async () => {
      expect(aliases((await get('/sys/sysMenu/v1/role/alias?roleAlias=sysAdmin', admin)).json())).toContain('sys-definitions');
      expect(aliases((await get('/sys/sysMenu/v1/role/alias?roleAlias=ptyh', staff)).json())).not.toContain('sys');
      const missing = await get('/sys/sysMenu/v1/role/alias?roleAlias=nope', admin);
      expect([missing.statusCode, missing.json().message]).toEqual([404, '角色不存在']);
    });

    it('is not for the visitor', async () => {
      const res = await get('/sys/sysMenu/v1/role/alias?roleAlias=ptyh', visitor);
      expect([res.statusCode, res.json().message]).toEqual([403, '游客无法执行此操作，请先登录']);
    });
  });

  describe('getCurrentUserMethodAuth', () => {
    it('lists every alias and those the caller\'s roles grant', async () => {
      const ip = (await get('/sys/sysMenu/v1/getCurrentUserMethodAuth', ipadmin)).json();
      expect(ip.allMethod).toEqual(expect.arrayContaining(['patent:share', 'definition:edit', 'publicIndex:edit']));
      expect(ip.curUserMethod).toEqual(expect.arrayContaining(['publicIndex:edit', 'bulletin:manage']));
      expect(ip.curUserMethod).not.toContain('definition:edit');
      const mine = (await get('/sys/sysMenu/v1/getCurrentUserMethodAuth', staff)).json();
      expect(mine.curUserMethod).toEqual(['flow:start', 'patent:collect', 'patent:index', 'patent:share']);
      expect((await get('/sys/sysMenu/v1/getCurrentUserMethodAuth', visitor)).json().curUserMethod).toEqual([]);
    });
  });

  describe('getDecryptByAlias', () => {
    it('serves sysSetting without a token to the tenant named by Tenant-Code', async () => {
      const res = await get('/sys/sysProperties/v1/getDecryptByAlias?alias=sysSetting', undefined, { 'tenant-code': 'corp' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ alias: 'sysSetting', value: { platformTitle: '示例科技有限公司专利管理门户', overTime: 30, hideWorkbenchRoles: ['dlr'] } });
    });

    it('reads a stored sysSetting field of the wrong shape as unset, and leaves out unknown fields', async () => {
      const { withTenant } = await import('../../src/server/db/database.ts');
      const setValue = (value: unknown) => withTenant(t.db, t.tenantId('corp'), (tx) => tx.updateTable('sys_property')
        .set({ value: JSON.stringify(value) }).where('tenant_id', '=', t.tenantId('corp')).where('alias', '=', 'sysSetting').execute());
      const url = '/sys/sysProperties/v1/getDecryptByAlias?alias=sysSetting';
      const before = (await get(url, undefined, { 'tenant-code': 'corp' })).json();
      try {
        await setValue({ platformTitle: 42, platformTitleEn: 'Corp Portal', overTime: 15, hideTodoTenants: 'all', secret: 'x' });
        const res = await get(url, undefined, { 'tenant-code': 'corp' });
        expect(res.json()).toEqual({ alias: 'sysSetting', value: { platformTitleEn: 'Corp Portal', overTime: 15 } });
      } finally {
        await setValue(before.value);
      }
    });

    it('needs a known Tenant-Code for sysSetting', async () => {
      const none = await get('/sys/sysProperties/v1/getDecryptByAlias?alias=sysSetting');
      expect([none.statusCode, none.json().message]).toEqual([400, '缺少租户编码（Tenant-Code）']);
      const unknown = await get('/sys/sysProperties/v1/getDecryptByAlias?alias=sysSetting', undefined, { 'tenant-code': 'nope' });
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, '租户不存在']);
    });

    it('needs a signed-in member for any other alias', async () => {
      expect((await get('/sys/sysProperties/v1/getDecryptByAlias?alias=dictVersion', undefined, { 'tenant-code': 'univ' })).statusCode).toBe(401);
      expect((await get('/sys/sysProperties/v1/getDecryptByAlias?alias=dictVersion', visitor)).statusCode).toBe(403);
      expect((await get('/sys/sysProperties/v1/getDecryptByAlias?alias=dictVersion', staff)).json()).toEqual({ alias: 'dictVersion', value: 1 });
      expect((await get('/sys/sysProperties/v1/getDecryptByAlias?alias=nope', staff)).statusCode).toBe(404);
    });
  });

  describe('data dictionaries', () => {
    it('getByTypeKeyForComBo lists one dictionary in order, localized, by query or body', async () => {
      const zh = await post('/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=userStatus', staff);
      // In seeded sn order.
      expect(zh.json()).toEqual([{ key: '0', name: '禁用' }, { key: '1', name: '正常' }, { key: '-1', name: '未激活' }, { key: '-2', name: '离职' }]);
      const en = await post('/sys/dataDict/v1/getByTypeKeyForComBo', inEnglish(staff), { typeKey: 'sex' });
      expect(en.json()).toEqual([{ key: 'male', name: 'Male' }, { key: 'female', name: 'Female' }, { key: 'unknown', name: 'Unknown' }]);
      expect((await post('/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=nope', staff)).json()).toEqual([]);
      expect((await post('/sys/dataDict/v1/getByTypeKeyForComBo', staff)).statusCode).toBe(400);
    });

    it('accepts a body-less POST that says Content-Type: application/json', async () => {
      const res = await t.request({
        method: 'POST', url: '/api/portal/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=sex', session: staff,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(200);
    });

    it('all/dict gives every dictionary by type key with the dictVersion', async () => {
      const res = await post('/sys/dataDict/v1/all/dict', visitor);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.version).toBe(1);
      expect(Object.keys(body.dicts)).toEqual(expect.arrayContaining(['legalStatus', 'patentType', 'taskStatus', 'sex', 'userStatus']));
      expect(body.dicts.sex).toEqual([{ key: 'male', name: '男' }, { key: 'female', name: '女' }, { key: 'unknown', name: '未知' }]);
    });
  });
});
