import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { visitorSession } from './directory-sessions.ts';

const FORM = '/api/form/form';
const VISITOR_FORBIDDEN = '游客无法执行此操作，请先登录';

/**
 * The menu entries that ask guests to sign in (patent applications, fee deadlines, patent documents...) are refused
 * on the server too: however the visitor arrives (visit as guest, or the visitor account through the login form),
 * their templates' descriptions and rows answer 403; the entries open to guests (patent search) still answer.
 */
describe('the visitor and the templates of menu entries that need signing in', () => {
  let t: TestApp;
  let admin: Session;
  let visitors: [string, Session][];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('univ', 'admin');
    visitors = [['visit as guest', await visitorSession(t, 'univ')], ['login form', await t.login('univ', 'visitor')]];
  });
  afterAll(async () => { await t?.close(); });

  const protectedCalls = [
    { method: 'GET' as const, url: `${FORM}/query/queryView/getJson?sqlAlias=zlsq&alias=zlsq` },
    { method: 'POST' as const, url: `${FORM}/query/queryView/data_zlsq/zlsq`, payload: {} },
    { method: 'POST' as const, url: `${FORM}/query/queryView/data_jfqx/jfqx`, payload: {} },
    { method: 'GET' as const, url: `${FORM}/dataTemplate/v1/getBpmDataTemplateInfo?alias=patentApplyList` },
  ];

  it('refuses the visitor, whichever way it signed in, and answers the administrator', async () => {
    for (const call of protectedCalls) {
      const own = await t.request({ ...call, session: admin });
      expect([call.url, own.statusCode]).toEqual([call.url, 200]);
      for (const [how, visitor] of visitors) {
        const res = await t.request({ ...call, session: visitor });
        expect([how, call.url, res.statusCode, res.json().message]).toEqual([how, call.url, 403, VISITOR_FORBIDDEN]);
      }
    }
  });

  it('still lets the visitor read what the menu opens to guests', async () => {
    for (const [, visitor] of visitors) {
      const search = await t.request({ method: 'GET', url: `${FORM}/dataTemplate/v1/getBpmDataTemplateInfo?alias=bxzlk`, session: visitor });
      expect(search.statusCode).toBe(200);
    }
  });
});
