import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const FORM = '/api/form/form';

/** A real HTTP server on an ephemeral port standing as the REST source; each path answers one way. */
function startSource(): Promise<{ server: http.Server; origin: string; seen: { method: string; url: string; body: string }[] }> {
  const seen: { method: string; url: string; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      const path = (req.url ?? '').split('?')[0];
      const json = (value: unknown) => { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify(value)); };
      if (path === '/people') return json({ data: { rows: [{ id: 1, name: '张伟', dept: '计算机学院', secret: 'x' }, { id: 2, name: '李娜', dept: '材料学院', secret: 'y' }], total: 2 } });
      if (path === '/flat') return json([{ id: 1, name: '甲', n: 3 }, { id: 2, name: '乙', n: 5 }, { id: 3, name: '甲', n: 4 }]);
      if (path === '/slow') { setTimeout(() => json([]), 6000); return undefined; }
      if (path === '/empty') return res.end('');
      if (path === '/html') return res.end('<html>oops</html>');
      if (path === '/scalar') return json(42);
      if (path === '/redirect') { res.statusCode = 302; res.setHeader('location', 'http://example.com/'); return res.end(); }
      res.statusCode = 500;
      return res.end('{}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen })));
}

describe('REST sources: fetched server-side from the allow-list, with the spec\'s custom-query messages', () => {
  let t: TestApp;
  let admin: Session;
  let source: Awaited<ReturnType<typeof startSource>>;

  const saveDefinition = async (kind: string, body: Record<string, unknown>) => {
    const res = await t.request({ method: 'POST', url: `${FORM}/definition/v1/save`, session: admin, payload: { kind, body, baseVersion: 0 } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const query = (alias: string, url: string | undefined, extra: Record<string, unknown> = {}) => saveDefinition('query', {
    kind: 'query', schemaVersion: 1, alias, name: { 'zh-CN': alias }, dsType: 'rest', requestType: 'GET', ...(url === undefined ? {} : { url }),
    conditionfield: [{ field: 'name', operation: 'LIKE', defaultType: '1' }], resultfield: [{ field: 'name', label: { 'zh-CN': '姓名' } }, { field: 'dept', label: { 'zh-CN': '部门' } }],
    listKey: 'data.rows', ...extra,
  });
  const doQuery = (alias: string, body: unknown = {}, lang = 'zh-CN') =>
    t.request({ method: 'POST', url: `${FORM}/customQuery/v1/doQuery?alias=${alias}`, session: admin, payload: body as object, headers: { 'accept-language': lang } });

  beforeAll(async () => {
    source = await startSource();
    process.env.REST_SOURCE_ALLOWLIST = `${source.origin}, https://intranet.example`;
    process.env.REST_SOURCE_TIMEOUT_MS = '2000';
    t = await createTestApp();
    admin = await t.login('univ', 'admin');
    await query('people', `${source.origin}/people`, { requestType: 'POST', dataParam: { asker: '${user.account}' } });
    await query('peopleGet', `${source.origin}/people`);
    await query('slow', `${source.origin}/slow`);
    await query('empty', `${source.origin}/empty`);
    await query('html', `${source.origin}/html`);
    await query('scalar', `${source.origin}/scalar`);
    await query('flatNoList', `${source.origin}/flat`);
    await query('noUrl', undefined);
    await query('outside', 'http://127.0.0.1:1/people');
    await query('redirect', `${source.origin}/redirect`);
  });
  afterAll(async () => {
    delete process.env.REST_SOURCE_ALLOWLIST;
    delete process.env.REST_SOURCE_TIMEOUT_MS;
    await t?.close();
    source?.server.close();
  });

  it('posts the dataParam with variables and the conditions, and keeps only the result fields', async () => {
    const res = await doQuery('people', { name: '张' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rows: [{ id: 1, name: '张伟', dept: '计算机学院' }, { id: 2, name: '李娜', dept: '材料学院' }], total: 2, page: 1, pageSize: 10 });
    const call = source.seen.at(-1)!;
    expect(call.method).toBe('POST');
    expect(JSON.parse(call.body)).toEqual({ asker: 'admin', name: '张', page: 1, pageSize: 10 });
  });

  it('sends GET conditions as query parameters', async () => {
    await doQuery('peopleGet', { name: '李' });
    expect(source.seen.at(-1)!.url).toBe('/people?name=%E6%9D%8E&page=1&pageSize=10');
  });

  it('answers every failure with the spec\'s message', async () => {
    const cases: [string, number, string][] = [
      ['slow', 504, '未找到别名为slow的关联查询'],
      ['empty', 502, '返回的数据为空'],
      ['html', 502, '将返回值解析为JSON对象时出错了'],
      ['scalar', 502, '返回的数据无法解析'],
      ['flatNoList', 502, '从返回的数据中提取数组时出错了'],
      ['noUrl', 400, 'Restful类型的url地址为空'],
      ['outside', 400, 'REST 数据源地址不在允许的列表中：http://127.0.0.1:1'],
      ['redirect', 502, 'REST 数据源请求失败：HTTP 302'],
    ];
    for (const [alias, status, message] of cases) {
      const res = await doQuery(alias);
      expect([alias, res.statusCode, res.json().message]).toEqual([alias, status, message]);
    }
    expect((await doQuery('people', { name: { nested: true } })).json().message).toBe('条件字段的JSON格式错误');
    const b64 = Buffer.from('not json').toString('base64');
    expect((await t.request({ method: 'GET', url: `${FORM}/customQuery/v1/doQueryBase64?alias=people&queryData=${b64}`, session: admin })).json().message)
      .toBe('POST参数不是有效的JSON格式');
    expect((await doQuery('slow', {}, 'en-US')).json().message).toBe('The custom query slow got no reply in time');
  });

  it('serves a template and a chart over a REST source (the whole list paged and aggregated on the server)', async () => {
    await saveDefinition('template', {
      kind: 'template', schemaVersion: 2, alias: 'restPeople', name: { 'zh-CN': '人员' }, source: { kind: 'rest', url: `${source.origin}/flat` },
      conditionFields: [{ field: 'name', label: { 'zh-CN': '姓名' }, control: 'text', operation: 'LIKE' }],
      displayFields: [{ field: 'name', label: { 'zh-CN': '姓名' } }], manageFields: [], pageSize: 2,
    });
    const page = (await t.request({ method: 'POST', url: `${FORM}/dataTemplate/v1/listJson`, session: admin, payload: { alias: 'restPeople' } })).json();
    expect(page).toEqual({ rows: [{ id: 1, version: 0, name: '甲' }, { id: 2, version: 0, name: '乙' }], total: 3, page: 1, pageSize: 2 });
    const undeclared = await t.request({ method: 'POST', url: `${FORM}/dataTemplate/v1/listJson`, session: admin, payload: { alias: 'restPeople', querys: [{ property: 'n', value: 1 }] } });
    expect(undeclared.json().message).toBe('未知的查询字段：n');
    await saveDefinition('chart', {
      kind: 'chart', schemaVersion: 1, alias: 'restChart', name: { 'zh-CN': '图' }, chartType: 'bar', source: { kind: 'rest', url: `${source.origin}/flat` },
      xField: 'name', yField: 'n', aggregate: 'sum',
    });
    const chart = (await t.request({ method: 'POST', url: `${FORM}/customChart/v1/getListData?alias=restChart`, session: admin, payload: {} })).json();
    expect(chart).toEqual({ rows: [{ x: '甲', y: 7 }, { x: '乙', y: 5 }] });
  });
});
