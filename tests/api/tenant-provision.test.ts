import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64, createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { ProvisionRefused } from '../../src/server/modules/tenants/provision-messages.ts';
import { provisionTenant, type ProvisionTenantInput } from '../../src/server/modules/tenants/provision-tenant.ts';

interface Menu { alias: string; path: string | null; children: Menu[] }
const flatten = (menus: Menu[]): Menu[] => menus.flatMap((m) => [m, ...flatten(m.children)]);

const TEMPLATES = '/api/form/form/dataTemplate/v1';
const VIEWS = '/api/form/form/query/queryView';
const PASSWORD = 'Start#2026x';

/** Templates whose rows are baseline configuration, not content: the holiday calendar (节假日). */
const BASELINE_ROWS = new Set(['jjr']);

describe('tenant provisioning (npm run tenant:create)', () => {
  let t: TestApp;
  let univAdmin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    univAdmin = await t.login('univ', 'admin');
  });
  afterAll(async () => { await t?.close(); });

  const input = (over: Partial<ProvisionTenantInput> = {}): ProvisionTenantInput => ({
    code: 'newu', name: '新建大学', nameEn: 'New University', type: 'university', adminAccount: 'itadmin', adminName: '信息中心管理员',
    password: PASSWORD, ...over,
  });

  const signIn = async (tenantId: number, tenantCode: string, account: string, password: string): Promise<Session> => {
    const res = await t.request({ method: 'POST', url: `/api/uc/auth?tenantId=${tenantId}`, payload: { username: account, password: base64(password) } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { token: string; refreshToken: string; userId: number; loginStatus: number };
    expect(body.loginStatus).not.toBe(0);
    return {
      token: body.token, refreshToken: body.refreshToken, tenantCode, tenantId, userId: body.userId,
      headers: { authorization: `Bearer ${body.token}`, 'tenant-code': tenantCode, 'accept-language': 'zh-CN' },
    };
  };

  const menusOf = async (session: Session) => {
    const res = await t.request({ method: 'GET', url: '/api/portal/sys/sysMenu/v1/getCurrentUserMenu', session });
    expect(res.statusCode, res.body).toBe(200);
    return flatten(res.json() as Menu[]);
  };

  /** Rows in every table (the refusals must leave the database as it was). */
  const countAll = async () => {
    const { rows: tables } = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%' order by table_name`.execute(t.db);
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      counts[name] = Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(t.db)).rows[0]!.n);
    }
    return counts;
  };

  const refusal = async (over: Partial<ProvisionTenantInput>) => {
    try {
      await provisionTenant(t.db, input(over));
    } catch (error) {
      expect(error).toBeInstanceOf(ProvisionRefused);
      return { key: (error as ProvisionRefused).key, zh: (error as ProvisionRefused).messageIn('zh-CN'), en: (error as ProvisionRefused).messageIn('en-US') };
    }
    throw new Error('provisioning was not refused');
  };

  let provisioned: { tenantId: number; code: string; adminUserId: number };
  let admin: Session;

  it('creates the tenant with its baseline and first administrator, and no demo content', async () => {
    provisioned = await provisionTenant(t.db, input());
    expect(provisioned.tenantId).toBeGreaterThan(3);
    const tenant = await t.db.selectFrom('tenant').selectAll().where('id', '=', provisioned.tenantId).executeTakeFirstOrThrow();
    expect(tenant).toMatchObject({ code: 'newu', name: '新建大学', name_en: 'New University', type_code: 'university', status: 1 });
    const id = provisioned.tenantId;
    const count = async (table: string) =>
      Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where tenant_id = ${id}`.execute(t.db)).rows[0]!.n);
    const univ = t.tenantId('univ');
    const countIn = async (table: string, tenantId: number) =>
      Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(t.db)).rows[0]!.n);
    // The configuration is the demo university's, table for table.
    for (const table of ['dimension', 'job', 'role', 'menu', 'role_menu', 'method_auth', 'role_method', 'data_dict', 'data_dict_type', 'pwd_strategy',
      'sys_property', 'holiday_calendar', 'identity', 'bpm_flow_type', 'bpm_approval_item']) {
      expect(await count(table), table).toBe(await countIn(table, univ));
    }
    const definitions = await sql<{ kind: string; key: string }>`select kind, key from definition where tenant_id = ${id} order by kind, key`.execute(t.db);
    const shipped = await sql<{ kind: string; key: string }>`select kind, key from definition where tenant_id = ${univ} and comment = 'schemas/' and version = 1
      order by kind, key`.execute(t.db);
    expect(definitions.rows).toEqual(shipped.rows);
    expect(Number((await sql<{ n: number }>`select count(distinct def_key)::int as n from bpm_definition where tenant_id = ${id}`.execute(t.db)).rows[0]!.n))
      .toBe(Number((await sql<{ n: number }>`select count(distinct def_key)::int as n from bpm_definition where tenant_id = ${univ}`.execute(t.db)).rows[0]!.n));
    // One organisation, named after the tenant, and one person: the administrator.
    expect(await t.db.selectFrom('org').select(['code', 'name', 'kind']).where('tenant_id', '=', id).execute())
      .toEqual([{ code: 'root', name: '新建大学', kind: 'root' }]);
    expect(await t.db.selectFrom('app_user').select(['account', 'fullname']).where('tenant_id', '=', id).execute())
      .toEqual([{ account: 'itadmin', fullname: '信息中心管理员' }]);
    for (const table of ['patent', 'patent_fee', 'bpm_instance', 'portal_news', 'portal_meeting', 'patent_order', 'patent_result', 'agency_case',
      'patent_agency', 'ip_school_bulletin', 'portal_message', 'post']) {
      expect(await count(table), table).toBe(0);
    }
  });

  it('its administrator signs in over the API and gets every menu entry of a university administrator', async () => {
    admin = await signIn(provisioned.tenantId, 'newu', 'itadmin', PASSWORD);
    const info = await t.request({ method: 'GET', url: '/api/uc/login/user/info', session: admin });
    expect(info.statusCode, info.body).toBe(200);
    const mine = (await menusOf(admin)).map((m) => m.alias);
    expect(mine).toEqual((await menusOf(univAdmin)).map((m) => m.alias));
    expect(mine).toEqual(expect.arrayContaining(['sys', 'sys-definitions', 'sys-dicts', 'zlk-search', 'v-flowList']));
  });

  it('every list and query view of the menu loads, with no rows (the holiday calendar has its days)', async () => {
    const entries = (await menusOf(admin)).map((m) => m.path ?? '');
    const templates = [...new Set(entries.flatMap((p) => /\/template\/(?:preview\/)?(\w+)$/.exec(p)?.slice(1) ?? []))];
    const views = [...new Set(entries.flatMap((p) => /\/querySql\/queryView\/(\w+)\/(\w+)$/.exec(p)?.slice(1, 2) ?? []))];
    expect(templates.length).toBeGreaterThan(10);
    expect(views).toEqual(expect.arrayContaining(['zlsq', 'jfqx']));
    for (const alias of templates) {
      const info = await t.request({ method: 'GET', url: `${TEMPLATES}/getBpmDataTemplateInfo?alias=${alias}`, session: admin });
      expect(info.statusCode, `${alias}: ${info.body}`).toBe(200);
      const res = await t.request({ method: 'POST', url: `${TEMPLATES}/listJson`, session: admin, payload: { alias, pageBean: { page: 1, pageSize: 20 } } });
      expect(res.statusCode, `${alias}: ${res.body}`).toBe(200);
      const { total } = res.json() as { total: number };
      if (BASELINE_ROWS.has(alias)) expect(total, alias).toBeGreaterThan(0);
      else expect(total, alias).toBe(0);
    }
    for (const alias of views) {
      const info = await t.request({ method: 'GET', url: `${VIEWS}/getJson?sqlAlias=${alias}&alias=${alias}`, session: admin });
      expect(info.statusCode, `${alias}: ${info.body}`).toBe(200);
      const res = await t.request({ method: 'POST', url: `${VIEWS}/data_${alias}/${alias}`, session: admin, payload: { pageBean: { page: 1, pageSize: 20 } } });
      expect(res.statusCode, `${alias}: ${res.body}`).toBe(200);
      expect((res.json() as { total: number }).total, alias).toBe(0);
    }
  });

  it('the home page loads for it: summary, columns with their data, layout, counters, to-do', async () => {
    for (const [method, url] of [
      ['GET', '/api/front/api/v1/home/summary'],
      ['GET', '/api/front/api/v1/message/unread'],
      ['GET', '/api/front/schoolLib/university/statusCounts'],
      ['GET', '/api/portal/portal/sysIndexColumn/v1/getByAliases?aliases=homeTodo,homeNews,homeMeetings,myPatentApplies&data=true&offset=480'],
      ['GET', '/api/portal/portal/sysIndexMyLayout/v1/designMyLayout'],
      ['POST', '/api/bpm-runtime/runtime/task/v1/getTodoList'],
    ] as const) {
      const res = await t.request({ method, url, session: admin, payload: method === 'POST' ? { pageBean: { page: 1, pageSize: 10 } } : undefined });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it('sees nothing of the demo tenants', async () => {
    const patents = await t.request({ method: 'POST', url: `${TEMPLATES}/listJson`, session: admin, payload: { alias: 'bxzlk', pageBean: { page: 1, pageSize: 20 } } });
    expect((patents.json() as { total: number }).total).toBe(0);
    const univPatents = await t.request({ method: 'POST', url: `${TEMPLATES}/listJson`, session: univAdmin, payload: { alias: 'bxzlk', pageBean: { page: 1, pageSize: 20 } } });
    expect((univPatents.json() as { total: number }).total).toBeGreaterThan(0);
    const users = await t.request({ method: 'POST', url: '/api/uc/api/user/v1/users/queryByType', session: admin, payload: {} });
    expect(users.statusCode, users.body).toBe(200);
    expect((users.json() as { rows: { account: string }[] }).rows.map((r) => r.account)).toEqual(['itadmin']);
    const other = await t.request({ method: 'GET', url: '/api/uc/api/user/v1/user/getByAccount?account=staff1', session: admin });
    expect(JSON.stringify(other.json() ?? null)).not.toContain('张伟');
    // Its token does not open the demo university.
    const crossed = await t.request({ method: 'GET', url: '/api/uc/login/user/info', session: { ...admin, headers: { ...admin.headers, 'tenant-code': 'univ' } } });
    expect(crossed.statusCode).toBe(401);
    // And the demo administrator does not sign in there.
    const demo = await t.request({ method: 'POST', url: `/api/uc/auth?tenantId=${provisioned.tenantId}`, payload: { username: 'admin', password: base64('Demo@2026') } });
    expect(demo.statusCode).not.toBe(200);
  });

  it('refuses a taken code, a bad code, an unknown type, a bad account and an empty or weak password, in both languages, writing nothing', async () => {
    const before = await countAll();
    expect(await refusal({ code: 'newu' })).toEqual({ key: 'tenantCodeTaken', zh: '租户编码 newu 已存在', en: 'Tenant code newu already exists' });
    expect((await refusal({ code: 'univ' })).key).toBe('tenantCodeTaken');
    for (const code of ['New U', 'x', '1abc', 'abc_d', '']) expect((await refusal({ code })).key, code).toBe('tenantCodeFormat');
    expect(await refusal({ code: 'other', type: 'platform' })).toEqual({
      key: 'tenantTypeUnknown', zh: '未知的租户类型：platform（可选：university, enterprise, research）',
      en: 'Unknown tenant type: platform (one of: university, enterprise, research)',
    });
    expect((await refusal({ code: 'other', type: 'school' })).key).toBe('tenantTypeUnknown');
    expect((await refusal({ code: 'other', name: '  ' })).key).toBe('tenantNameRequired');
    expect((await refusal({ code: 'other', adminAccount: 'a b' })).key).toBe('adminAccountFormat');
    expect((await refusal({ code: 'other', password: '' })).key).toBe('adminPasswordRequired');
    expect(await refusal({ code: 'other', password: 'short1!' })).toEqual({
      key: 'adminPasswordWeak', zh: '管理员密码不符合密码策略：新密码长度至少为8',
      en: 'The administrator password does not meet the password policy: The new password must be at least 8 characters',
    });
    expect((await refusal({ code: 'other', password: 'letters12345' })).key).toBe('adminPasswordWeak');
    expect(await countAll()).toEqual(before);
  });

  it('leaves nothing behind when it fails half-way', async () => {
    await sql.raw(`create function refuse_boom() returns trigger language plpgsql as $$ begin
      if new.account = 'boom' then raise exception 'boom'; end if; return new; end $$`).execute(t.db);
    await sql.raw('create trigger refuse_boom before insert on app_user for each row execute function refuse_boom()').execute(t.db);
    try {
      const before = await countAll();
      await expect(provisionTenant(t.db, input({ code: 'half', adminAccount: 'boom' }))).rejects.toThrow(/boom/);
      expect(await countAll()).toEqual(before);
    } finally {
      await sql.raw('drop trigger refuse_boom on app_user').execute(t.db);
      await sql.raw('drop function refuse_boom()').execute(t.db);
    }
  });

  it('provisions an enterprise next to it (another id, its own administrator account may be admin)', async () => {
    const corp = await provisionTenant(t.db, input({ code: 'acme', name: '艾克米有限公司', nameEn: undefined, type: 'enterprise', adminAccount: 'admin' }));
    expect(corp.tenantId).toBe(provisioned.tenantId + 1);
    expect((await t.db.selectFrom('tenant').select('name_en').where('id', '=', corp.tenantId).executeTakeFirstOrThrow()).name_en).toBe('艾克米有限公司');
    const session = await signIn(corp.tenantId, 'acme', 'admin', PASSWORD);
    expect((await menusOf(session)).map((m) => m.alias)).toContain('zlk-search');
  });
});
