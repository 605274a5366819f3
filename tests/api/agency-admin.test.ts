import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaToday } from '../../src/common/patents/annual-fees/index.ts';
import { withTenant } from '../../src/server/db/database.ts';
import { shipAgencyAdministration } from '../../src/server/db/migrations/0105-agency-administration.ts';
import { entrustCase } from '../../src/server/modules/agency/entrust-case.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const T = '/api/form/form/dataTemplate/v1';
const API = '/api/front/api';
type Row = Record<string, unknown>;

/**
 * 专利管理 → 代理机构 (docs/agency-cases.md): the IP office adds and edits agencies and their agents through the engine's
 * patentAgency form (boSave, the agency module's record store) and suspends or reinstates them; nobody else may.
 */
describe('agency administration', () => {
  let t: TestApp;
  let ipadmin: Session;
  let admin: Session;
  let agent: Session;
  let staff1: Session;
  let staff2: Session;
  let tenantId: number;
  let users: Map<string, number>;
  let names: Map<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    [ipadmin, admin, agent, staff1, staff2] = await Promise.all(['ipadmin', 'admin', 'agent', 'staff1', 'staff2'].map((a) => t.login('univ', a))) as
      [Session, Session, Session, Session, Session];
    tenantId = t.tenantId('univ');
    const people = await withTenant(t.db, tenantId, (tx) => tx.selectFrom('app_user').select(['id', 'account', 'fullname']).execute());
    users = new Map(people.map((u) => [u.account, u.id]));
    names = new Map(people.map((u) => [u.account, u.fullname]));
  });
  afterAll(async () => { await t?.close(); });

  const save = (session: Session, boData: Row, extra: Row = {}, lang = 'zh-CN') => t.request({
    method: 'POST', url: `${T}/boSave/patentAgency?formKey=patentAgency`, session, headers: { 'accept-language': lang }, payload: { boData, ...extra },
  });
  const form = (session: Session, id?: string) => t.request({ method: 'GET', url: `${T}/getForm/patentAgency/patentAgency${id ? `?id=${id}&action=edit` : ''}`, session });
  const rows = async (session: Session, name = '') => {
    const res = await t.request({ method: 'POST', url: `${T}/listJson`, session, payload: { alias: 'dljg', pageBean: { page: 1, pageSize: 50 },
      querys: name ? [{ property: 'name', value: name, operation: 'LIKE' }] : [] } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().rows as Row[];
  };
  const changeStatus = (session: Session, id: number, version: number, status: string, lang = 'zh-CN') => t.request({
    method: 'POST', url: `${API}/agency/v1/changeStatus`, session, headers: { 'accept-language': lang }, payload: { id, version, status },
  });
  const log = (agencyId: number) => withTenant(t.db, tenantId, async (tx) => (await sql<{ action: string; from_status: string | null; to_status: string; actor_id: number; detail: Row | null }>`
    select action, from_status, to_status, actor_id, detail from agency_log where agency_id = ${agencyId} order by id`.execute(tx)).rows);
  const roles = (account: string) => withTenant(t.db, tenantId, async (tx) => (await sql<{ code: string }>`select r.code from user_role ur
    join role r on r.id = ur.role_id where ur.user_id = ${users.get(account)!} order by r.code`.execute(tx)).rows.map((r) => r.code));
  const agencyCount = () => withTenant(t.db, tenantId, async (tx) => (await sql<{ n: number }>`select count(*)::int as n from patent_agency`.execute(tx)).rows[0]!.n);

  it('lists the tenant\'s agencies with their agents and open cases; an agent sees only their own agency', async () => {
    const all = await rows(ipadmin);
    const zhiyuan = all.find((r) => r.name === '北京知远专利代理事务所')!;
    expect(zhiyuan).toMatchObject({ contact: '赵代理', phone: '010-62880000', status: 'active', agentCount: 1, agentNames: '赵代理' });
    const open = await withTenant(t.db, tenantId, async (tx) => (await sql<{ n: number }>`select count(*)::int as n from agency_case c
      join patent_agency a on a.id = c.agency_id where a.name = '北京知远专利代理事务所'
        and c.status in ('entrusted','accepted','drafting','clientReview','approved','filed')`.execute(tx)).rows[0]!.n);
    expect(zhiyuan.openCases).toBe(open);
    expect(open).toBeGreaterThan(0);
    expect(all.map((r) => r.name)).toEqual(expect.arrayContaining(['上海申知知识产权代理有限公司', '广州华睿专利代理有限公司']));
    expect((await rows(agent)).map((r) => r.name)).toEqual(['北京知远专利代理事务所']);
    expect(await rows(staff1)).toEqual([]);
  });

  it('the IP office adds an agency with an agent, who gets the agent role, can act on its cases; edits it; a stale version is a 409', async () => {
    const info = await t.request({ method: 'GET', url: `${T}/getBpmDataTemplateInfo?alias=dljg`, session: ipadmin });
    expect(info.json()).toMatchObject({ formKey: 'patentAgency', bo: { alias: 'patentAgency' } });
    expect(await roles('staff2')).not.toContain('dlr');

    const created = await save(ipadmin, { name: '杭州求是专利事务所', code: '33001', contact: '钱经理', phone: '0571-88880000', agentIds: [users.get('staff2')!] });
    expect(created.statusCode, created.body).toBe(200);
    const { id, version } = created.json().value as { id: string; version: number };
    const [listed] = await rows(ipadmin, '杭州求是');
    expect(listed).toMatchObject({ id: Number(id), version, code: '33001', contact: '钱经理', agentCount: 1, agentNames: names.get('staff2'), openCases: 0, status: 'active' });
    expect(await roles('staff2')).toContain('dlr');
    expect(await log(Number(id))).toMatchObject([{ action: 'create', from_status: null, to_status: 'active', actor_id: users.get('ipadmin'),
      detail: { name: '杭州求是专利事务所', agentsAdded: [users.get('staff2')] } }]);

    // The new agent answers an entrustment to their agency.
    const entrusted = await withTenant(t.db, tenantId, (tx) => entrustCase(tx, tenantId, {
      title: '一种新型代理测试装置', serviceType: '新申请', agencyName: '杭州求是专利事务所', fee: 4000, entrustDate: addDays(chinaToday(), -1), entrustedBy: users.get('staff1')!,
    }));
    const accepted = await t.request({ method: 'POST', url: `${API}/agencyCase/v1/changeStatus`, session: staff2, payload: { id: entrusted.id, version: 1, status: 'accepted' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await rows(ipadmin, '杭州求是'))[0]).toMatchObject({ openCases: 1 });

    const read = await form(ipadmin, id);
    expect(read.json()).toMatchObject({ readonly: false, id, version, data: { name: '杭州求是专利事务所', agentIds: [users.get('staff2')] } });
    const edited = await save(ipadmin, { ...read.json().data, phone: '0571-88881111', agentIds: [users.get('staff2')!, users.get('agent')!] }, { id, version });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await rows(ipadmin, '杭州求是'))[0]).toMatchObject({ phone: '0571-88881111', agentCount: 2, version: version + 1 });
    expect((await log(Number(id)))[1]).toMatchObject({ action: 'edit', detail: { changed: ['phone'], agentsAdded: [users.get('agent')], agentsRemoved: [] } });

    const stale = await save(admin, { ...read.json().data, phone: '0571-00000000' }, { id, version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('数据已被他人修改，请刷新后重试');
    expect(stale.json().code).toBeUndefined();
    expect((await rows(ipadmin, '杭州求是'))[0]).toMatchObject({ phone: '0571-88881111', version: version + 1 });

    // Taking an agent away: their cases of this agency are no longer theirs.
    const removed = await save(ipadmin, { ...read.json().data, agentIds: [users.get('agent')!] }, { id, version: version + 1 });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await t.request({ method: 'GET', url: `${API}/agencyCase/v1/get?id=${entrusted.id}`, session: staff2 });
    expect(gone.statusCode).toBe(404);
  });

  it('checks the agency on the server: a taken name, an unknown agent, a bad phone; in the caller\'s language', async () => {
    const before = await agencyCount();
    const taken = await save(ipadmin, { name: '北京知远专利代理事务所', agentIds: [] });
    expect(taken.statusCode).toBe(409);
    // Coded as a refusal: the engine form shows this message, not its stale-version notice.
    expect(taken.json()).toMatchObject({ message: '代理机构“北京知远专利代理事务所”已存在', code: 'REFUSED' });
    const visitor = await withTenant(t.db, tenantId, async (tx) => (await sql<{ id: number }>`select id from app_user where is_visitor limit 1`.execute(tx)).rows[0]?.id ?? 999999);
    const unknown = await save(ipadmin, { name: '无效代理人事务所', agentIds: [visitor] }, {}, 'en-US');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('A chosen agent does not exist or is disabled and cannot act as an agent');
    const phone = await save(ipadmin, { name: '电话错误事务所', phone: 'call me' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toMatch(/电话/);
    expect(await agencyCount()).toBe(before);
  });

  it('only the IP office adds or changes agencies: others get 403 and a read-only form, nothing written', async () => {
    const before = await agencyCount();
    for (const [session, lang, message] of [[staff1, 'zh-CN', '只有知识产权管理员可以新增或修改代理机构'],
      [agent, 'en-US', 'Only IP administrators may add or change patent agencies']] as const) {
      const refused = await save(session, { name: '越权代理机构', agentIds: [] }, {}, lang);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(message);
    }
    const [zhiyuan] = await rows(agent);
    const edit = await save(agent, { name: '北京知远专利代理事务所', phone: '010-1', agentIds: [users.get('agent')!, users.get('staff1')!] },
      { id: String(zhiyuan!.id), version: zhiyuan!.version });
    expect(edit.statusCode).toBe(403);
    expect(await agencyCount()).toBe(before);
    expect((await rows(ipadmin, '北京知远'))[0]).toMatchObject({ agentCount: 1, phone: '010-62880000' });
    const read = await form(agent, String(zhiyuan!.id));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().readonly).toBe(true);
    const info = await t.request({ method: 'GET', url: `${T}/getBpmDataTemplateInfo?alias=dljg`, session: agent });
    expect((info.json().template.manageFields as { type: string }[]).map((b) => b.type)).toEqual(['export']);
  });

  it('suspends and reinstates an agency: the office only, 409 when stale or already so, an audit row each; a suspended agency accepts nothing', async () => {
    const [row] = await rows(ipadmin, '广州华睿');
    const id = Number(row!.id);
    const version = Number(row!.version);
    const refused = await changeStatus(agent, id, version, 'suspended');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('只有知识产权管理员可以暂停合作');

    const suspended = await changeStatus(ipadmin, id, version, 'suspended');
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().message).toBe('代理机构状态已更新');
    expect((await rows(ipadmin, '广州华睿'))[0]).toMatchObject({ status: 'suspended', version: version + 1 });

    const stale = await changeStatus(ipadmin, id, version, 'active', 'en-US');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Someone else changed this agency; refresh and try again');
    const again = await changeStatus(ipadmin, id, version + 1, 'suspended');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('代理机构当前状态为“暂停合作”，不能暂停合作');

    const reinstated = await changeStatus(ipadmin, id, version + 1, 'active');
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    expect((await log(id)).map((l) => [l.action, l.from_status, l.to_status])).toEqual([['suspend', 'active', 'suspended'], ['activate', 'suspended', 'active']]);
  });

  it('an older tenant gets the list, form, bo, dictionary and menu entry (migration 0105); a second run changes nothing', async () => {
    const corp = t.tenantId('corp');
    await sql`delete from definition where tenant_id = ${corp} and key in ('dljg', 'patentAgency')`.execute(t.db);
    await sql`delete from role_menu where menu_id in (select id from menu where tenant_id = ${corp} and alias = 'zlgl-agencies')`.execute(t.db);
    await sql`delete from menu where tenant_id = ${corp} and alias = 'zlgl-agencies'`.execute(t.db);
    await sql`delete from data_dict where tenant_id = ${corp} and type_key = 'agencyStatus'`.execute(t.db);
    await sql`delete from data_dict_type where tenant_id = ${corp} and type_key = 'agencyStatus'`.execute(t.db);
    await shipAgencyAdministration(t.db as unknown as Kysely<unknown>);
    await shipAgencyAdministration(t.db as unknown as Kysely<unknown>);
    const definitions = await sql<{ kind: string; key: string }>`select kind, key from definition where tenant_id = ${corp} and key in ('dljg', 'patentAgency')
      and is_current order by kind`.execute(t.db);
    expect(definitions.rows).toEqual([{ kind: 'bo', key: 'patentAgency' }, { kind: 'form', key: 'patentAgency' }, { kind: 'template', key: 'dljg' }]);
    const menu = await sql<{ parent: string; path: string; roles: string[] }>`select p.alias as parent, m.path,
        array(select r.code from role_menu rm join role r on r.id = rm.role_id where rm.menu_id = m.id order by r.code) as roles
      from menu m join menu p on p.id = m.parent_id where m.tenant_id = ${corp} and m.alias = 'zlgl-agencies'`.execute(t.db);
    expect(menu.rows).toEqual([{ parent: 'zlgl', path: '/zlgl/template/preview/dljg', roles: expect.arrayContaining(['qyIPgly', 'sysAdmin']) }]);
    expect(menu.rows[0]!.roles).not.toContain('dlr');
    const dict = await sql<{ key: string; name_en: string }>`select key, name_en from data_dict where tenant_id = ${corp} and type_key = 'agencyStatus' order by sn`.execute(t.db);
    expect(dict.rows).toEqual([{ key: 'active', name_en: 'Active' }, { key: 'suspended', name_en: 'Suspended' }]);
  });
});
