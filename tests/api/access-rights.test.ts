import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { DEMO_METHODS } from '../../src/server/db/seed/demo-menus.ts';
import { METHOD_ROUTES } from '../../src/server/modules/system/method-routes.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { visitorSession } from './directory-sessions.ts';

/** The demo accounts every role check walks (api-conventions.md): one per role, and the shared visitor. */
const ACCOUNTS = ['admin', 'ipadmin', 'leader', 'staff1', 'agent', 'guest1'] as const;
type Who = (typeof ACCOUNTS)[number] | 'visitor';
const VISITOR_FORBIDDEN = '游客无法执行此操作，请先登录';

interface Operation { tags?: string[] }

/** Every alias the browser checks before showing a button (useMethodAuth('...') in the pages). */
function browserMethodAliases(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) for (const m of fs.readFileSync(full, 'utf8').matchAll(/useMethodAuth\('([^']+)'\)/g)) found.add(m[1]!);
    }
  };
  walk(path.resolve('src/pages'));
  return [...found].sort();
}

describe('access rights the browser shows are enforced by the server', () => {
  let t: TestApp;
  const sessions = new Map<Who, Session>();
  /** Per account, from the tables: its role codes and the method aliases its enabled roles grant. */
  const roles = new Map<Who, string[]>();
  const granted = new Map<Who, Set<string>>();
  /** method_auth of the tenant: alias -> Chinese name. */
  let methodNames: Map<string, string>;
  let tenantRoles: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const logged = await Promise.all(ACCOUNTS.map((account) => t.login('univ', account)));
    ACCOUNTS.forEach((account, i) => sessions.set(account, logged[i]!));
    sessions.set('visitor', await visitorSession(t, 'univ'));
    const tenantId = t.tenantId('univ');
    await withTenant(t.db, tenantId, async (tx) => {
      methodNames = new Map((await tx.selectFrom('method_auth').select(['alias', 'name']).where('tenant_id', '=', tenantId).execute()).map((m) => [m.alias, m.name]));
      tenantRoles = (await tx.selectFrom('role').select('code').where('tenant_id', '=', tenantId).execute()).map((r) => r.code);
      for (const [who, session] of sessions) {
        const held = await tx.selectFrom('user_role').innerJoin('role', 'role.id', 'user_role.role_id')
          .where('user_role.tenant_id', '=', tenantId).where('user_role.user_id', '=', session.userId).where('role.enabled', '=', true)
          .select('role.code').execute();
        roles.set(who, held.map((r) => r.code));
        const methods = await tx.selectFrom('role_method').innerJoin('method_auth', 'method_auth.id', 'role_method.method_id')
          .innerJoin('user_role', 'user_role.role_id', 'role_method.role_id').innerJoin('role', 'role.id', 'role_method.role_id')
          .where('role_method.tenant_id', '=', tenantId).where('user_role.user_id', '=', session.userId).where('role.enabled', '=', true)
          .select('method_auth.alias').execute();
        granted.set(who, new Set(methods.map((m) => m.alias)));
      }
    });
  });
  afterAll(async () => { await t?.close(); });

  const call = (who: Who, method: string, url: string, payload?: unknown) => t.request({ method, url, session: sessions.get(who)!, payload });
  const everyone: Who[] = [...ACCOUNTS, 'visitor'];

  describe('method-authorised buttons (METHOD_ROUTES x roles)', () => {
    it('guards every alias a page checks before showing a button, each a seeded method authorisation', () => {
      const guarded = Object.keys(METHOD_ROUTES).sort();
      expect(browserMethodAliases().filter((alias) => !guarded.includes(alias))).toEqual([]);
      for (const alias of guarded) {
        expect(methodNames.has(alias), alias).toBe(true);
        expect(DEMO_METHODS.some((m) => m.alias === alias), alias).toBe(true);
      }
    });

    it('the roles walked include holders and non-holders of every guarded alias', () => {
      for (const alias of Object.keys(METHOD_ROUTES)) {
        const holders = everyone.filter((who) => who !== 'visitor' && granted.get(who)!.has(alias));
        expect(holders.length, alias).toBeGreaterThan(0);
        expect(holders.length, alias).toBeLessThan(everyone.length);
      }
    });

    for (const [alias, routes] of Object.entries(METHOD_ROUTES)) {
      for (const route of routes) {
        it(`${route.method} ${route.url} (${alias}): 403 with a message for roles without it, not 403 for roles with it`, async () => {
          const url = route.url.replace(/:(\w+)/g, '987654');
          const outcomes: Record<string, string> = {};
          const expected: Record<string, string> = {};
          for (const who of everyone) {
            const res = await call(who, route.method, url, route.method === 'POST' ? {} : undefined);
            const holds = who !== 'visitor' && granted.get(who)!.has(alias);
            outcomes[who] = res.statusCode === 403 ? `403 ${res.json().message}` : 'allowed';
            expected[who] = holds ? 'allowed' : `403 ${who === 'visitor' ? VISITOR_FORBIDDEN : `您没有“${methodNames.get(alias)}”的权限`}`;
          }
          expect(outcomes).toEqual(expected);
        });
      }
    }

    it('names the permission in the caller\'s language', async () => {
      const res = await t.request({
        method: 'POST', url: '/api/front/api/v1/mark', payload: {},
        session: { ...sessions.get('agent')!, headers: { ...sessions.get('agent')!.headers, 'accept-language': 'en-US' } },
      });
      expect([res.statusCode, res.json()]).toEqual([403, { state: false, message: 'You do not have the permission "Index patents"' }]);
    });

    it('follows the tables: a role granted the method later may use the route, and the check is the server\'s', async () => {
      const tenantId = t.tenantId('univ');
      const agentRole = roles.get('agent')!;
      const share = { pids: [1], sharedId: [String(sessions.get('staff1')!.userId)] };
      const before = await call('agent', 'POST', '/api/front/api/v1/mark', {});
      expect(before.statusCode).toBe(403);
      await withTenant(t.db, tenantId, (tx) => sql`insert into role_method (tenant_id, role_id, method_id)
        select ${tenantId}, r.id, m.id from role r, method_auth m
        where r.tenant_id = ${tenantId} and r.code = ${agentRole[0]!} and m.tenant_id = ${tenantId} and m.alias = 'patent:index'`.execute(tx));
      try {
        const after = await call('agent', 'POST', '/api/front/api/v1/mark', {});
        expect(after.statusCode).not.toBe(403);
      } finally {
        await withTenant(t.db, tenantId, (tx) => sql`delete from role_method rm using method_auth m
          where rm.method_id = m.id and m.alias = 'patent:index' and rm.tenant_id = ${tenantId}
            and rm.role_id = (select id from role where tenant_id = ${tenantId} and code = ${agentRole[0]!})`.execute(tx));
      }
      // guest1 shares nothing even with a well-formed body.
      const guest = await call('guest1', 'POST', '/api/front/api/patentShare/v1/sharePatent', share);
      expect([guest.statusCode, guest.json().message]).toEqual([403, '您没有“分享专利”的权限']);
    });
  });

  describe('role menu trees (sysMenu/v1/role/alias)', () => {
    it('answer the system administrator for any role and everyone else only for roles they hold', async () => {
      const outcomes: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const who of ACCOUNTS) {
        for (const code of tenantRoles) {
          const res = await call(who, 'GET', `/api/portal/sys/sysMenu/v1/role/alias?roleAlias=${code}`);
          outcomes[`${who} ${code}`] = res.statusCode;
          expected[`${who} ${code}`] = roles.get(who)!.includes('sysAdmin') || roles.get(who)!.includes(code) ? 200 : 403;
          if (res.statusCode === 403) expect(res.json().message).toBe('只能查看自己所属角色的菜单');
        }
      }
      expect(outcomes).toEqual(expected);
    });

    it('refuse the visitor, and an unknown role is 404 only for the administrator', async () => {
      const visitor = await call('visitor', 'GET', '/api/portal/sys/sysMenu/v1/role/alias?roleAlias=yk');
      expect([visitor.statusCode, visitor.json().message]).toEqual([403, VISITOR_FORBIDDEN]);
      expect((await call('admin', 'GET', '/api/portal/sys/sysMenu/v1/role/alias?roleAlias=nope')).statusCode).toBe(404);
      expect((await call('staff1', 'GET', '/api/portal/sys/sysMenu/v1/role/alias?roleAlias=nope')).statusCode).toBe(403);
    });
  });

  describe('the visitor keeps no personal settings', () => {
    it('is refused every write route of the personal settings (from the route table)', async () => {
      const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
      const writes = Object.entries(doc.paths).flatMap(([url, operations]) => Object.entries(operations)
        .filter(([method, op]) => !['get', 'head'].includes(method) && op.tags?.includes('workflow-personal'))
        .map(([method]) => ({ method: method.toUpperCase(), url: url.replace(/\{\w+\}/g, '1') })));
      expect(writes.map((w) => w.url)).toEqual(expect.arrayContaining([
        '/api/bpm-model/bpmModel/bpmDeputy/v1/save', '/api/bpm-model/flow/agent/v1/save', '/api/bpm-runtime/runtime/bpmSecretaryManage/v1/save',
      ]));
      const refused: Record<string, string> = {};
      for (const w of writes) {
        const res = await call('visitor', w.method, w.url, w.method === 'POST' ? {} : undefined);
        refused[`${w.method} ${w.url}`] = `${res.statusCode} ${res.json().message}`;
      }
      expect(refused).toEqual(Object.fromEntries(writes.map((w) => [`${w.method} ${w.url}`, `403 ${VISITOR_FORBIDDEN}`])));
    });

    it('still reads them, and a signed-in user still saves them', async () => {
      expect((await call('visitor', 'GET', '/api/bpm-runtime/runtime/instance/v1/getMyOftenFlow')).statusCode).toBe(200);
      const saved = await call('staff1', 'POST', '/api/bpm-model/flow/approvalItem/v1/save', { expression: '同意' });
      expect(saved.statusCode, saved.body).toBe(200);
    });
  });

  describe('serial numbers (getNextIdByAlias)', () => {
    const next = (who: Who, alias: string) => call(who, 'GET', `/api/portal/sys/identity/v1/getNextIdByAlias?alias=${alias}`);
    const outcomesOf = async (alias: string) => {
      const outcomes: Record<string, string> = {};
      for (const who of everyone) {
        const res = await next(who, alias);
        outcomes[who] = res.statusCode === 200 ? 'numbered' : `${res.statusCode} ${res.json().message}`;
      }
      return outcomes;
    };

    it('are no free counter: a rule no form declares is refused to everyone', async () => {
      const refused = `403 您无权使用流水号“contractNo”：没有可用的表单使用该流水号`;
      expect(await outcomesOf('contractNo')).toEqual({ ...Object.fromEntries(ACCOUNTS.map((a) => [a, refused])), visitor: `403 ${VISITOR_FORBIDDEN}` });
    });

    it('go to the callers whose roles may press the add button of a template over the bo that declares the serial', async () => {
      const open = await outcomesOf('patentApplyNo');
      expect(open).toEqual({ ...Object.fromEntries(ACCOUNTS.map((a) => [a, 'numbered'])), visitor: `403 ${VISITOR_FORBIDDEN}` });

      const tenantId = t.tenantId('univ');
      await withTenant(t.db, tenantId, (tx) => sql`update definition
        set body = jsonb_set(body::jsonb, '{manageFields}', (select jsonb_agg(case when b->>'type' in ('add', 'import') then b || '{"rights": ["IPgly"]}'::jsonb else b end)
          from jsonb_array_elements(body::jsonb->'manageFields') b))::json
        where tenant_id = ${tenantId} and kind = 'template' and is_current and body->'source'->>'boAlias' = 'patentApply'`.execute(tx));
      const refused = `403 您无权使用流水号“patentApplyNo”：没有可用的表单使用该流水号`;
      expect(await outcomesOf('patentApplyNo')).toEqual({
        ...Object.fromEntries(ACCOUNTS.map((a) => [a, roles.get(a)!.includes('IPgly') ? 'numbered' : refused])), visitor: `403 ${VISITOR_FORBIDDEN}`,
      });
    });
  });
});
