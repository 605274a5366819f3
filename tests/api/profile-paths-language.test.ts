import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

/** The profile's post and organisation paths are in the reader's language (they were always the Chinese path). */
describe('profile paths in the request language', () => {
  let t: TestApp;
  let leader: Session;
  beforeAll(async () => {
    t = await createTestApp();
    leader = await t.login('univ', 'leader');
  });
  afterAll(async () => { await t?.close(); });

  const detail = (lang: string) => t.request({
    method: 'GET', url: '/api/uc/api/user/v1/user/getDetailByAccountOrId?account=leader', session: leader, headers: { 'accept-language': lang },
  }).then((res) => res.json() as { postList: { pathName: string }[]; orgList: { pathName: string }[] });

  it('gives the English names of every level in en-US and the stored Chinese path in zh-CN', async () => {
    const zh = await detail('zh-CN');
    expect(zh.orgList.map((o) => o.pathName)).toEqual(['示例大学/计算机科学与技术学院', '示例大学/科学技术研究院']);
    const en = await detail('en-US');
    expect(en.orgList.map((o) => o.pathName)).toEqual(['Demo University/School of Computer Science', 'Demo University/Research Office']);
    expect(en.postList.map((p) => p.pathName)).toEqual(['Demo University/School of Computer Science', 'Demo University/Research Office']);
  });
});
