import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const FORM = '/api/form/form';

describe('registered views: templates, custom queries and dialogs', () => {
  let t: TestApp;
  let staff: Session;
  let ipadmin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [staff, ipadmin] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'ipadmin')]);
  });
  afterAll(async () => { await t?.close(); });

  const post = (url: string, session: Session, payload: unknown = {}) => t.request({ method: 'POST', url: `${FORM}${url}`, session, payload });
  const get = (url: string, session: Session) => t.request({ method: 'GET', url: `${FORM}${url}`, session });

  it('lists a view template with only its declared columns, the data rule limiting staff to their organisations', async () => {
    const all = (await post('/dataTemplate/v1/listJson', ipadmin, { alias: 'patentLibraryList' })).json();
    expect(all.total).toBeGreaterThan(50);
    expect(Object.keys(all.rows[0]).sort()).toEqual(['applicationDate', 'applicationNo', 'id', 'legalStatus', 'name', 'orgName', 'version']);
    expect(all.rows[0].applicationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dates = all.rows.map((r: { applicationDate: string }) => r.applicationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const mine = (await post('/dataTemplate/v1/listJson', staff, { alias: 'patentLibraryList' })).json();
    expect(mine.total).toBeLessThan(all.total);
  });

  it('filters a view template over declared columns only', async () => {
    const ok = await post('/dataTemplate/v1/listJson', ipadmin, { alias: 'patentLibraryList', querys: [{ property: 'legalStatus', value: 'authorized' }] });
    expect(ok.statusCode).toBe(200);
    const undeclared = await post('/dataTemplate/v1/listJson', ipadmin, { alias: 'patentLibraryList', querys: [{ property: 'inventor', value: '张' }] });
    expect(undeclared.statusCode).toBe(400);
    expect(undeclared.json().message).toBe('未知的查询字段：inventor');
  });

  it('runs a custom query with its condition fields and result columns; unknown alias gives the spec\'s message', async () => {
    const res = await post('/customQuery/v1/doQuery?alias=patentApplyStats&page=1', ipadmin, { type: 'invent' });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBeGreaterThan(0);
    expect(Object.keys(page.rows[0]).sort()).toEqual(['applicationNo', 'id', 'legalStatus', 'name']);
    const b64 = Buffer.from(JSON.stringify({ type: 'invent' })).toString('base64');
    expect((await get(`/customQuery/v1/doQueryBase64?alias=patentApplyStats&queryData=${b64}`, ipadmin)).json().total).toBe(page.total);
    const missing = await post('/customQuery/v1/doQuery?alias=nothing', ipadmin, {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('未找到别名为nothing的关联查询');
  });

  it('serves a custom dialog definition and its tree rows', async () => {
    expect((await get('/customDialog/v1/getByAlias?alias=orgPicker', staff)).json()).toMatchObject({ alias: 'orgPicker', style: 'tree' });
    const tree = (await get('/customDialog/v1/getTreeData?alias=orgPicker', staff)).json();
    expect(tree.rows.length).toBeGreaterThan(5);
    expect(Object.keys(tree.rows[0]).sort()).toEqual(['id', 'name', 'parentId']);
  });
});
