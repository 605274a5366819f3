import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const BASE = '/api/form/form/definition/v1';

/** The designers pick a view's fields from the list the save check accepts. */
describe('definitions: a registered view\'s fields', () => {
  let t: TestApp;
  let admin: Session;
  let staff: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('univ', 'admin');
    staff = await t.login('univ', 'staff1');
  });
  afterAll(async () => { await t?.close(); });

  const get = (sqlAlias: string, session: Session, lang = 'zh-CN') =>
    t.request({ method: 'GET', url: `${BASE}/viewFields?sqlAlias=${encodeURIComponent(sqlAlias)}`, session, headers: { 'accept-language': lang } });

  it('lists the view\'s fields for an administrator', async () => {
    const reply = await get('patentLibrary', admin);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(expect.arrayContaining(['id', 'applicationNo', 'name', 'type', 'legalStatus', 'inventor', 'orgName']));
    expect((await get('orgTree', admin)).json()).toEqual(expect.arrayContaining(['id', 'parentId', 'name']));
  });

  it('refuses an unknown view, a malformed alias and a user who is not an administrator', async () => {
    const unknown = await get('noSuchView', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('未注册的数据视图');
    expect((await get('noSuchView', admin, 'en-US')).statusCode).toBe(404);
    expect((await get('no such view', admin)).statusCode).toBe(400);
    expect((await get('patentLibrary', staff)).statusCode).toBe(403);
  });
});
