import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryCondition, QueryFilter } from '../../src/common/query/query-filter.ts';
import { withTenant } from '../../src/server/db/database.ts';
import { pagedQuery } from '../../src/server/query/paged-query.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

/** Every operation of the query filter executed on the database, through the user picker. */
describe('query filter on the database', () => {
  let t: TestApp;
  let staff: Session;
  let id: (account: string) => number;
  let accounts: string[];
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.login('univ', 'staff1');
    const users = await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('app_user').select(['id', 'account', 'is_visitor']).orderBy('id').execute());
    id = (account) => users.find((u) => u.account === account)!.id;
    accounts = users.filter((u) => !u.is_visitor).map((u) => u.account);
  });
  afterAll(async () => { await t?.close(); });

  const query = async (filter: QueryFilter, url = '/api/uc/api/user/v1/users/queryByType') => {
    const res = await t.request({ method: 'POST', url, session: staff, payload: { pageBean: { pageSize: 1000 }, ...filter } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().rows as { account?: string; code?: string }[]).map((r) => r.account ?? r.code);
  };
  const where = (...querys: QueryCondition[]) => query({ querys });
  const before = (account: string) => accounts.slice(0, accounts.indexOf(account));
  const after = (account: string) => accounts.slice(accounts.indexOf(account) + 1);

  it('EQUAL (the default) and EQUAL_IGNORE_CASE', async () => {
    expect(await where({ property: 'account', value: 'staff1' })).toEqual(['staff1']);
    expect(await where({ property: 'account', value: 'STAFF1' })).toEqual([]);
    expect(await where({ property: 'account', value: 'STAFF1', operation: 'EQUAL_IGNORE_CASE' })).toEqual(['staff1']);
  });

  it('NOT_EQUAL, LESS, GREAT, LESS_EQUAL, GREAT_EQUAL on numbers (given as numbers or numeric strings)', async () => {
    const leader = id('leader');
    expect(await where({ property: 'account', value: 'admin', operation: 'NOT_EQUAL' })).toEqual(accounts.filter((a) => a !== 'admin'));
    expect(await where({ property: 'id', value: leader, operation: 'LESS' })).toEqual(before('leader'));
    expect(await where({ property: 'id', value: String(leader), operation: 'GREAT' })).toEqual(after('leader'));
    expect(await where({ property: 'id', value: leader, operation: 'LESS_EQUAL' })).toEqual([...before('leader'), 'leader']);
    expect(await where({ property: 'id', value: leader + 0.5, operation: 'GREAT_EQUAL' })).toEqual(after('leader'));
  });

  it('LIKE, LEFT_LIKE, RIGHT_LIKE match case-insensitively and take % and _ literally', async () => {
    expect(await where({ property: 'email', value: 'EXAMPLE', operation: 'LIKE' })).toEqual(['admin', 'ipadmin', 'leader', 'staff1', 'staff2', 'agent']);
    expect(await where({ property: 'email', value: 'wei@example.com', operation: 'LEFT_LIKE' })).toEqual(['staff1']);
    expect(await where({ property: 'account', value: 'Staff', operation: 'RIGHT_LIKE' })).toEqual(['staff1', 'staff2']);
    expect(await where({ property: 'account', value: '%', operation: 'LIKE' })).toEqual([]);
    expect(await where({ property: 'account', value: 'staff_', operation: 'RIGHT_LIKE' })).toEqual([]);
    expect(await where({ property: 'account', value: "' or 1=1 --", operation: 'LIKE' })).toEqual([]);
  });

  it('IS_NULL and NOTNULL', async () => {
    expect(await where({ property: 'email', operation: 'IS_NULL' })).toEqual(['guest1', 'newstaff']);
    expect(await where({ property: 'mobile', operation: 'NOTNULL' })).toEqual(['admin', 'ipadmin', 'leader', 'staff1', 'staff2']);
  });

  it('IN with an array or a comma-separated string', async () => {
    expect(await where({ property: 'account', value: ['leader', 'admin'], operation: 'IN' })).toEqual(['admin', 'leader']);
    expect(await where({ property: 'id', value: `${id('staff2')},${id('agent')}`, operation: 'IN' })).toEqual(['staff2', 'agent']);
  });

  it('BETWEEN on numbers and dates, with open ends', async () => {
    expect(await where({ property: 'id', value: [id('leader'), id('staff2')], operation: 'BETWEEN' })).toEqual(['leader', 'staff1', 'staff2']);
    expect(await where({ property: 'id', value: [id('guest1'), null], operation: 'BETWEEN' })).toEqual(['guest1', 'newstaff']);
    expect(await where({ property: 'createdAt', value: ['2000-01-01', new Date(Date.now() + 86_400_000).toISOString()], operation: 'BETWEEN' })).toEqual(accounts);
    expect(await where({ property: 'createdAt', value: '2999-12-31', operation: 'GREAT' })).toEqual([]);
    expect(await where({ property: 'createdAt', value: Date.now() + 86_400_000, operation: 'LESS' })).toEqual(accounts);
  });

  it('booleans', async () => {
    const disabled = await query({ querys: [{ property: 'enabled', value: 'false' }] }, '/api/uc/api/role/v1/roles');
    expect(disabled).toEqual([]);
    const enabled = await query({ querys: [{ property: 'enabled', value: true, operation: 'NOT_EQUAL' }, { property: 'code', value: 'yk', relation: 'OR' }] }, '/api/uc/api/role/v1/roles');
    expect(enabled).toEqual(['yk']);
  });

  it('joins a group by its relations left to right and ANDs the groups', async () => {
    expect(await where(
      { property: 'account', value: 'staff1', group: 'who' },
      { property: 'fullname', value: '李', operation: 'LIKE', group: 'name' },
      { property: 'account', value: 'staff2', group: 'who', relation: 'OR' },
    )).toEqual(['staff2']);
    expect(await where(
      { property: 'account', value: 'admin' },
      { property: 'account', value: 'leader', relation: 'OR' },
      { property: 'status', value: 1, relation: 'AND' },
      { property: 'account', value: 'agent', relation: 'OR' },
    )).toEqual(['admin', 'leader', 'agent']);
  });

  it('pages and counts with pagedQuery inside a tenant transaction', async () => {
    const page = await withTenant(t.db, t.tenantId('univ'), (tx) => pagedQuery(
      tx.selectFrom('app_user').select(['app_user.account']).where('app_user.tenant_id', '=', t.tenantId('univ')),
      { pageBean: { page: 2, pageSize: 3 }, sorter: [{ property: 'account', direction: 'ASC' }] },
      [{ name: 'account', column: 'app_user.account', type: 'string' }],
      { order: [['app_user.id', 'asc']] },
    ));
    const sorted = [...accounts, 'visitor'].sort();
    expect(page).toEqual({ rows: sorted.slice(3, 6).map((account) => ({ account })), total: sorted.length, page: 2, pageSize: 3 });
  });

  it('caps the page size at 1000 and rejects page 0', async () => {
    const res = await t.request({ method: 'POST', url: '/api/uc/api/org/v1/orgs', session: staff, payload: { pageBean: { pageSize: 5000 } } });
    expect(res.json().pageSize).toBe(1000);
    const zero = await t.request({ method: 'POST', url: '/api/uc/api/org/v1/orgs', session: staff, payload: { pageBean: { page: 0 } } });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('pageBean/page');
  });

  it('never lets a value reach the database it would choke on: out of range is a 400 or simply matches nothing', async () => {
    const cases: [string, unknown, number][] = [
      ['createdAt', '1e400', 400], ['createdAt', '2024-02-30T25:61', 400], ['createdAt', '0000-01-01', 400],
      ['id', 2 ** 70, 200], ['status', '1.5', 200], ['id', 'Infinity', 400],
    ];
    for (const [property, value, status] of cases) {
      const res = await t.request({
        method: 'POST', url: '/api/uc/api/user/v1/users/queryByType', session: staff, payload: { querys: [{ property, value }] },
      });
      expect(res.statusCode, `${property} ${String(value)}: ${res.body}`).toBe(status);
      if (status === 200) expect(res.json().rows).toEqual([]);
      else expect(res.json().message).toBe(`查询字段 ${property} 的值不正确`);
    }
    // A NUL byte never gets as far as the filter: the input guard answers for every route.
    const nul = await t.request({ method: 'POST', url: '/api/uc/api/user/v1/users/queryByType', session: staff, payload: { querys: [{ property: 'fullname', value: 'a\u0000b' }] } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('请求参数不正确：body/querys/0/value 含有 NUL 字符或不成对的 UTF-16 代理项');
  });
});
