import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const BASE = '/api/portal/sys/sysType/v1';

/** The roots and the public group the system makes are shown in the reader's language (they were Chinese in en-US). */
describe('collection and indexing tree roots in the request language', () => {
  let t: TestApp;
  let staff: Session;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.login('univ', 'staff1');
  });
  afterAll(async () => { await t?.close(); });

  const names = async (path: string, lang: string) => {
    const res = await t.request({ method: 'GET', url: `${BASE}/${path}`, session: staff, headers: { 'accept-language': lang } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { name: string; parentId: number; typeKey: string }[]).filter((n) => n.parentId === 0 || n.typeKey === 'publicGroup').map((n) => n.name);
  };

  it('names them in English in en-US and keeps the Chinese names in zh-CN', async () => {
    expect(await names('getCollectTree', 'en-US')).toEqual(['My favourites']);
    expect(await names('getIndexTree', 'en-US')).toEqual(['Public indexing', 'Personal indexing']);
    expect(await names('getGroupCollectTree', 'en-US')).toEqual(['Group favourites', 'Public group']);
    expect(await names('getCollectTree', 'zh-CN')).toEqual(['我的收藏']);
    expect(await names('getGroupCollectTree', 'zh-CN')).toEqual(['小组收藏', '公共小组']);
  });
});
