import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { inEnglish, visitorSession } from './directory-sessions.ts';

interface Row { [key: string]: unknown }
interface PageReply { rows: Row[]; total?: number; page: number; pageSize: number }

describe('directory reads for pickers', () => {
  let t: TestApp;
  let staff: Session;
  let visitor: Session;
  let orgId: (code: string) => number;
  let userCount: number;
  beforeAll(async () => {
    t = await createTestApp();
    [staff, visitor] = await Promise.all([t.login('univ', 'staff1'), visitorSession(t, 'univ')]);
    const orgs = await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('org').select(['id', 'code']).execute());
    orgId = (code) => orgs.find((o) => o.code === code)!.id;
    userCount = (await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('app_user').select('id').where('is_visitor', '=', false).execute())).length;
  });
  afterAll(async () => { await t?.close(); });

  const post = (url: string, payload: unknown, session: Session = staff) => t.request({ method: 'POST', url: `/api/uc${url}`, session, payload });
  const get = (url: string, session: Session = staff) => t.request({ method: 'GET', url: `/api/uc${url}`, session });
  const page = async (url: string, payload: unknown, session?: Session): Promise<PageReply> => {
    const res = await post(url, payload, session);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  describe('POST /api/user/v1/users/queryByType', () => {
    it('pages the tenant\'s users (never the visitor account) with their master organisation', async () => {
      const reply = await page('/api/user/v1/users/queryByType', { pageBean: { page: 1, pageSize: 3 } });
      expect(reply).toMatchObject({ total: userCount, page: 1, pageSize: 3 });
      expect(reply.rows.map((r) => r.account)).toEqual(['admin', 'ipadmin', 'leader']);
      expect(reply.rows[0]).toEqual({
        id: expect.any(Number), account: 'admin', fullname: '系统管理员', email: 'admin@example.com', mobile: '13800000001', status: 1, orgName: '知识产权中心',
      });
      const all = await page('/api/user/v1/users/queryByType', { pageBean: { pageSize: 100 } });
      expect(all.rows.map((r) => r.account)).not.toContain('visitor');
    });

    it('names organisations in the request language', async () => {
      const reply = await page('/api/user/v1/users/queryByType', { querys: [{ property: 'account', value: 'admin' }] }, inEnglish(staff));
      expect(reply.rows[0]!.orgName).toBe('IP Centre');
    });

    it('filters by the members of an organisation, by role code and by name', async () => {
      const inGroup = await page('/api/user/v1/users/queryByType', { querys: [{ property: 'orgId', value: orgId('cs-ai') }] });
      expect(inGroup.rows.map((r) => r.account)).toEqual(['staff1']);
      const inCentre = await page('/api/user/v1/users/queryByType', { querys: [{ property: 'orgId', value: String(orgId('ip-centre')) }] });
      expect(inCentre.rows.map((r) => r.account)).toEqual(['admin', 'ipadmin', 'agent']);
      const ip = await page('/api/user/v1/users/queryByType', { querys: [{ property: 'roleCode', value: 'IPgly' }] });
      expect(ip.rows.map((r) => r.account)).toEqual(['ipadmin']);
      const zhang = await page('/api/user/v1/users/queryByType', { querys: [{ property: 'fullname', value: '张', operation: 'LIKE' }] });
      expect(zhang.rows.map((r) => r.account)).toEqual(['staff1']);
    });

    it('sorts by a declared field and leaves out the total when showTotal is false', async () => {
      const reply = await page('/api/user/v1/users/queryByType', {
        pageBean: { page: 2, pageSize: 2, showTotal: false },
        querys: [{ property: 'account', value: 'staff', operation: 'RIGHT_LIKE', relation: 'OR' }, { property: 'account', value: 'admin', relation: 'OR' }],
        sorter: [{ property: 'account', direction: 'DESC' }],
      });
      expect(reply).toEqual({ rows: [expect.objectContaining({ account: 'admin' })], page: 2, pageSize: 2 });
    });

    it('names an unknown property, an unknown sort property or a bad value in a 400', async () => {
      const unknown = await post('/api/user/v1/users/queryByType', { querys: [{ property: 'password_hash', value: 'x' }] });
      expect([unknown.statusCode, unknown.json()]).toEqual([400, { state: false, message: '未知的查询字段：password_hash' }]);
      const sort = await post('/api/user/v1/users/queryByType', { sorter: [{ property: 'orgId' }] }, inEnglish(staff));
      expect([sort.statusCode, sort.json().message]).toEqual([400, 'Unknown sort field: orgId']);
      const value = await post('/api/user/v1/users/queryByType', { querys: [{ property: 'status', value: 'abc' }] });
      expect([value.statusCode, value.json().message]).toEqual([400, '查询字段 status 的值不正确']);
      const operation = await post('/api/user/v1/users/queryByType', { querys: [{ property: 'status', value: '1', operation: 'SOUNDS_LIKE' }] });
      expect(operation.statusCode).toBe(400);
      expect(operation.json().message).toMatch(/^请求参数不正确：.*operation/);
    });

    it('is closed to the visitor and to callers without a token', async () => {
      const res = await post('/api/user/v1/users/queryByType', {}, visitor);
      expect([res.statusCode, res.json().message]).toEqual([403, '游客无法执行此操作，请先登录']);
      expect((await t.request({ method: 'POST', url: '/api/uc/api/user/v1/users/queryByType', payload: {} })).statusCode).toBe(401);
    });
  });

  describe('getByAccount', () => {
    it('finds a user by account in the query or the body, 404 otherwise', async () => {
      expect((await get('/api/user/v1/user/getByAccount?account=leader')).json()).toMatchObject({ account: 'leader', fullname: '陈院长', orgName: '计算机科学与技术学院' });
      expect((await post('/api/user/v1/user/getByAccount', { account: 'staff2' })).json()).toMatchObject({ account: 'staff2', fullname: '李娜' });
      expect((await post('/api/user/v1/user/getByAccount?account=agent', undefined)).json()).toMatchObject({ account: 'agent' });
      const missing = await get('/api/user/v1/user/getByAccount?account=nobody');
      expect([missing.statusCode, missing.json().message]).toEqual([404, '用户不存在']);
      expect((await get('/api/user/v1/user/getByAccount?account=visitor')).statusCode).toBe(404);
      expect((await get('/api/user/v1/user/getByAccount')).statusCode).toBe(400);
      expect((await get('/api/user/v1/user/getByAccount?account=admin', visitor)).statusCode).toBe(403);
    });
  });

  describe('organisations', () => {
    it('pages organisations by POST filter and by GET page/pageSize', async () => {
      const colleges = await page('/api/org/v1/orgs', { querys: [{ property: 'kind', value: 'college' }], sorter: [{ property: 'sn' }] });
      expect(colleges.rows.map((r) => r.code)).toEqual(['cs', 'mse', 'me', 'ee', 'chem']);
      expect(colleges.rows[0]).toMatchObject({ name: '计算机科学与技术学院', parentId: orgId('root'), kind: 'college', pathName: '示例大学/计算机科学与技术学院' });
      const subtree = await page('/api/org/v1/orgs', { querys: [{ property: 'path', value: colleges.rows[0]!.path, operation: 'RIGHT_LIKE' }] });
      expect(subtree.rows.map((r) => r.code).sort()).toEqual(['cs', 'cs-ai', 'cs-sec']);
      const english = await page('/api/org/v1/orgs', { querys: [{ property: 'name', value: 'group', operation: 'LIKE' }] }, inEnglish(staff));
      expect(english.total).toBe(8);
      const viaGet = await get('/api/org/v1/orgs?page=2&pageSize=4');
      expect(viaGet.statusCode).toBe(200);
      expect(viaGet.json()).toMatchObject({ page: 2, pageSize: 4, total: 16 });
      expect(viaGet.json().rows).toHaveLength(4);
    });

    it('getByParentId lists the top level or one organisation\'s children, saying which have children', async () => {
      const top = (await get('/api/org/v1/org/getByParentId')).json();
      expect(top).toEqual([expect.objectContaining({ code: 'root', name: '示例大学', isParent: true })]);
      const cs = (await get(`/api/org/v1/org/getByParentId?parentId=${orgId('cs')}`)).json();
      expect(cs.map((o: Row) => [o.code, o.isParent])).toEqual([['cs-ai', false], ['cs-sec', false]]);
      const root = (await get(`/api/org/v1/org/getByParentId?parentId=${orgId('root')}`)).json();
      expect(root.map((o: Row) => o.code)).toEqual(['cs', 'mse', 'me', 'ee', 'chem', 'research-office', 'ip-centre']);
      expect(root.find((o: Row) => o.code === 'ip-centre').isParent).toBe(false);
    });
  });

  describe('roles, jobs, posts, dimensions', () => {
    it('pages roles with localized names and a boolean filter', async () => {
      const roles = await page('/api/role/v1/roles', { pageBean: { pageSize: 50 }, querys: [{ property: 'enabled', value: true }] });
      expect(roles.rows.map((r) => r.code)).toEqual(expect.arrayContaining(['sysAdmin', 'IPgly', 'ptyh', 'yk']));
      const two = await page('/api/role/v1/roles', { querys: [{ property: 'code', value: 'sysAdmin,IPgly', operation: 'IN' }] }, inEnglish(staff));
      expect(two.rows).toEqual([
        { id: expect.any(Number), code: 'sysAdmin', name: 'System administrator', enabled: true },
        { id: expect.any(Number), code: 'IPgly', name: 'IP administrator', enabled: true },
      ]);
    });

    it('pages jobs, posts of an organisation and dimensions', async () => {
      expect((await page('/api/job/v1/jobs', {})).rows.map((r) => r.name)).toEqual(['职员', '负责人']);
      const posts = await page('/api/org/v1/orgPosts', { querys: [{ property: 'orgId', value: orgId('cs') }] });
      expect(posts.rows).toEqual([
        expect.objectContaining({ code: 'cs-staff', name: '计算机科学与技术学院职员', orgName: '计算机科学与技术学院', jobName: '职员', isLeader: false }),
        expect.objectContaining({ code: 'cs-head', name: '计算机科学与技术学院负责人', jobName: '负责人', isLeader: true }),
      ]);
      const leaders = await page('/api/org/v1/orgPosts', { querys: [{ property: 'isLeader', value: '1' }], pageBean: { showTotal: true } });
      expect(leaders.total).toBe(15);
      expect((await get('/api/demension/v1/dems')).json()).toEqual({
        rows: [{ id: expect.any(Number), code: 'default', name: '默认维度', isDefault: true }], total: 1, page: 1, pageSize: 10,
      });
    });
  });

  describe('getUserRelByTypeId', () => {
    it('lists the leaders of the caller\'s organisations and their ancestors, never the caller', async () => {
      const mine = (await get('/api/userRel/v1/userRels/getUserRelByTypeId?typeId=leader')).json();
      expect(mine).toEqual([{ userId: expect.any(Number), account: 'leader', fullname: '陈院长', orgId: orgId('cs'), orgName: '计算机科学与技术学院', typeId: 'leader' }]);
      const leader = await t.login('univ', 'leader');
      expect((await get('/api/userRel/v1/userRels/getUserRelByTypeId', leader)).json()).toEqual([]);
    });
  });
});
