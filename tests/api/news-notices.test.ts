import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { withNewsTables } from '../../src/server/modules/news/news-tables.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { multipartFile } from '../support/multipart.ts';

const NEWS = '/api/portal/portal/messageNews/v1';
const PORTAL_NEWS = '/api/portal/portalNewsNotice/v1';
const FILES = '/api/portal/system/file/v1';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

type Row = { id: number; title: string; status: number; approval: number; endTime: string | null; fbt: string; FSfxysp: number; fzz: string };

/** News and notices: who reads what (published, approved, not past the end date), who manages them, and what is stored. */
describe('news and notices', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: Session;
  let staff: Session;
  let ipadmin: Session;
  let visitor: Session;
  let corpAdmin: Session;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-news-'));
    t = await createTestApp({ dataDir });
    admin = await t.login('univ', 'admin');
    staff = await t.login('univ', 'staff1');
    ipadmin = await t.login('univ', 'ipadmin');
    corpAdmin = await t.login('corp', 'admin');
    const body = (await t.request({ method: 'POST', url: `/api/uc/auth/visitor?tenantId=${t.tenantId('univ')}` })).json();
    visitor = { ...staff, token: body.token, userId: body.userId, headers: { ...staff.headers, authorization: `Bearer ${body.token}` } };
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const list = async (session: Session, kind: 'list' | 'listNotice', params: Record<string, unknown> = {}) => {
    const res = await t.request({ method: 'POST', url: `${NEWS}/${kind}`, session, payload: { pageBean: { page: 1, pageSize: 50 }, params } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { rows: Row[]; total: number };
  };
  const save = (session: Session, body: Record<string, unknown>) => t.request({ method: 'POST', url: `${NEWS}/save`, session, payload: body });
  const read = (session: Session, id: number) => t.request({ method: 'GET', url: `${PORTAL_NEWS}/getNewsById?id=${id}`, session });
  const en = (session: Session): Session => ({ ...session, headers: { ...session.headers, 'accept-language': 'en-US' } });

  it('lists to everyone only published, approved notices that have not ended; administrators may ask for all', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const session of [staff, visitor]) {
      const notices = (await list(session, 'listNotice')).rows;
      expect(notices.map((n) => n.fbt)).toContain('关于开展年度专利年费缴纳工作的通知');
      expect(notices.every((n) => n.status === 1 && n.FSfxysp === 1 && (n.endTime === null || n.endTime >= today))).toBe(true);
      expect(notices.map((n) => n.title)).not.toContain('关于上学期专利申请材料补交的通知');
      expect(notices.map((n) => n.title)).not.toContain('关于开展专利质量评估的通知（待审批）');
      expect((await list(session, 'list')).rows.map((n) => n.title)).not.toContain('（草稿）材料学院专利成果年度回顾');
    }
    // params.all is an administrator's: a staff member asking for it still sees the published ones only.
    expect((await list(staff, 'listNotice', { all: true })).rows.map((n) => n.title)).not.toContain('关于上学期专利申请材料补交的通知');
    const all = (await list(admin, 'listNotice', { all: true })).rows.map((n) => n.title);
    expect(all).toEqual(expect.arrayContaining(['关于上学期专利申请材料补交的通知', '关于开展专利质量评估的通知（待审批）']));
    // Pinned first.
    expect((await list(staff, 'listNotice')).rows[0]!.title).toBe('关于开展年度专利年费缴纳工作的通知');
  });

  it('shows a tenant its own demo news, in the words of its type', async () => {
    const corp = (await list(corpAdmin, 'list')).rows.map((n) => n.title);
    expect(corp).toContain('公司获评市级知识产权示范企业');
    expect(corp.join()).not.toMatch(/我校|学院/);
    const bulletins = await t.request({ method: 'POST', url: '/api/front/ipSchoolBulletin/v1/query/', session: corpAdmin, payload: { params: { all: true } } });
    expect(JSON.stringify(bulletins.json().rows)).not.toMatch(/我校|学院/);
  });

  it('lets only news administrators save, publish, pin and delete (403 for staff, the IP administrator and the visitor)', async () => {
    const draft = await save(admin, { type: 1, title: '权限测试通知', content: '<p>正文</p>' });
    expect(draft.statusCode, draft.body).toBe(200);
    const { id } = draft.json().value as { id: number };
    for (const session of [staff, ipadmin, visitor]) {
      const calls = [
        save(session, { type: 1, title: '越权' }),
        save(session, { id, version: 1, type: 1, title: '越权修改' }),
        t.request({ method: 'POST', url: `${NEWS}/publish`, session, payload: { ids: [id], status: 1 } }),
        t.request({ method: 'POST', url: `${NEWS}/top`, session, payload: { ids: [id], isTop: 1 } }),
        t.request({ method: 'DELETE', url: `${NEWS}/remove?ids=${id}`, session }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(403);
    }
    // The draft is the administrators' alone until it is published.
    expect((await read(staff, id)).statusCode).toBe(404);
    expect((await read(staff, id)).json().message).toBe('该新闻或公告不存在或已撤回');
    const published = await t.request({ method: 'POST', url: `${NEWS}/publish`, session: admin, payload: { ids: [id], status: 1 } });
    expect(published.json()).toMatchObject({ state: true });
    const seen = (await read(staff, id)).json();
    expect(seen).toMatchObject({ title: '权限测试通知', status: 1, FSfxysp: 1, createByName: '系统管理员' });
    expect(seen.publishTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Withdrawn, it is gone again for staff; another tenant never finds it.
    await t.request({ method: 'POST', url: `${NEWS}/publish`, session: admin, payload: { ids: [id], status: 0 } });
    expect((await read(staff, id)).statusCode).toBe(404);
    expect((await read(corpAdmin, id)).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `${NEWS}/remove?ids=${id}`, session: corpAdmin })).statusCode).toBe(404);
  });

  it('hides a published notice from everyone but administrators once its end date has passed', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const ended = (await save(admin, { type: 1, title: '已截止的通知', endTime: yesterday, status: 1 })).json().value.id as number;
    const lastDay = (await save(admin, { type: 1, title: '今天截止的通知', endTime: today, status: 1 })).json().value.id as number;
    expect((await read(staff, ended)).statusCode).toBe(404);
    expect((await read(staff, lastDay)).statusCode).toBe(200);
    expect((await read(admin, ended)).statusCode).toBe(200);
    const titles = (await list(staff, 'listNotice')).rows.map((r) => r.title);
    expect(titles).toContain('今天截止的通知');
    expect(titles).not.toContain('已截止的通知');
  });

  it('stores rich text sanitised: no script, event handlers, javascript: links or frames', async () => {
    const res = await save(admin, {
      type: 0, title: '富文本', status: 1,
      content: '<p onclick="steal()">你好<script>alert(1)</script><img src="/logo.png" onerror="alert(2)"><img src="data:image/svg+xml,x"><a href="javascript:alert(3)">链接</a>'
        + '<a href="https://example.com/a">外链</a><iframe src="https://evil.example"></iframe><b style="position:fixed">粗</b></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().value as { id: number };
    const stored = await withTenant(t.db, t.tenantId('univ'), (tx) => withNewsTables(tx).selectFrom('portal_news').select('content').where('id', '=', id).executeTakeFirstOrThrow());
    expect(stored.content).toBe('<p>你好<img src="/logo.png"><img><a>链接</a><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">外链</a><b>粗</b></p>');
    expect((await read(staff, id)).json().content).toBe(stored.content);
  });

  it('refuses a bad embedded page or end date with a message in the caller\'s language', async () => {
    const noUrl = await save(admin, { type: 0, title: '嵌入页', isUrl: true });
    expect([noUrl.statusCode, noUrl.json().message]).toEqual([400, '嵌入页面需要填写页面地址']);
    const script = await save(en(admin), { type: 0, title: 'embedded', isUrl: true, url: 'javascript:alert(1)' });
    expect([script.statusCode, script.json().message]).toEqual([400, 'The page address must be an http(s) URL or a path of this site']);
    const date = await save(admin, { type: 1, title: '日期', endTime: '2026-02-31' });
    expect([date.statusCode, date.json().message]).toEqual([400, '截止日期格式应为 yyyy-mm-dd']);
    const blank = await save(en(admin), { type: 1, title: '   ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'Please enter a title']);
    const page = await save(admin, { type: 0, title: '嵌入页', isUrl: true, url: '/zlk1/template/preview/zlwd', pageHeight: 600, status: 1 });
    expect((await read(staff, page.json().value.id)).json()).toMatchObject({ isUrl: true, url: '/zlk1/template/preview/zlwd', pageHeight: 600 });
  });

  it('answers a save from a stale version with 409 and writes nothing; a publish moves the version too', async () => {
    const made = (await save(admin, { type: 0, title: '版本一' })).json().value as { id: number; version: number };
    const replies = await Promise.all([
      save(admin, { id: made.id, version: made.version, type: 0, title: '甲' }),
      save(admin, { id: made.id, version: made.version, type: 0, title: '乙' }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toBe('数据已被他人修改，请刷新后重试');
    const winner = replies.find((r) => r.statusCode === 200)!.json().value as { version: number };
    await t.request({ method: 'POST', url: `${NEWS}/top`, session: admin, payload: { ids: [made.id], isTop: 1 } });
    expect((await save(admin, { id: made.id, version: winner.version, type: 0, title: '丙' })).statusCode).toBe(409);
    expect((await read(admin, made.id)).json()).toMatchObject({ title: winner.version && replies[0]!.statusCode === 200 ? '甲' : '乙', isTop: 1 });
  });

  it('shows attachments and pictures to whoever may read the item, and no longer once it is withdrawn', async () => {
    const upload = async (session: Session, name: string) => {
      const body = multipartFile(name, PNG);
      const res = await t.request({ method: 'POST', url: `${FILES}/upload`, session, payload: body.payload, headers: body.headers });
      expect(res.statusCode, res.body).toBe(200);
      const { id, name: stored } = res.json().value as { id: string; name: string };
      return { id, name: stored };
    };
    const attachment = await upload(admin, '附件.png');
    const picture = await upload(admin, '图片.png');
    // Nobody attaches a file they may not read (another's private upload).
    const secret = await upload(staff, '私人.png');
    const refused = await save(admin, { type: 0, title: '别人的附件', file: [secret] });
    expect(refused.statusCode).toBe(403);

    const made = await save(admin, { type: 0, title: '带附件的新闻', file: [attachment], icon: [picture], status: 1 });
    expect(made.statusCode, made.body).toBe(200);
    const { id } = made.json().value as { id: number };
    expect((await read(staff, id)).json()).toMatchObject({ file: [attachment], ffj: [attachment], icon: [picture], rotatingDisplayPictures: [picture] });
    const download = (session: Session, fileId: string) => t.request({ method: 'GET', url: `${FILES}/downloadFile?fileId=${fileId}`, session });
    expect((await download(staff, attachment.id)).statusCode).toBe(200);
    expect((await download(visitor, picture.id)).statusCode).toBe(200);
    const carousel = (await t.request({ method: 'GET', url: `${PORTAL_NEWS}/getNews`, session: staff })).json() as { id: number; fbt: string }[];
    expect(carousel.map((c) => c.id)).toContain(id);

    await t.request({ method: 'POST', url: `${NEWS}/publish`, session: admin, payload: { ids: [id], status: 0 } });
    expect((await download(staff, attachment.id)).statusCode).toBe(403);
    expect((await download(admin, attachment.id)).statusCode).toBe(200);
  });

  it('gives the home cards the five newest readable items of a type', async () => {
    const res = await t.request({ method: 'GET', url: '/api/portal/portal/pressRelease/v1/getByType?type=1', session: visitor });
    const rows = res.json() as Row[];
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows.every((r) => r.status === 1 && r.approval === 1)).toBe(true);
    expect(rows[0]!.title).toBe('关于开展年度专利年费缴纳工作的通知');
  });

  it('names an author that is an organisation in the caller\'s language on the lists and home cards; other authors as typed', async () => {
    const authors = async (session: Session) => {
      const notices = (await list(session, 'listNotice')).rows;
      const card = (await t.request({ method: 'GET', url: '/api/portal/portal/pressRelease/v1/getByType?type=1', session })).json() as Row[];
      return { notices: notices.map((n) => [n.title, n.fzz]), card: card.map((n) => [n.title, n.fzz]) };
    };
    const notice = '关于开展年度专利年费缴纳工作的通知';
    const typed = (await save(admin, { type: 1, title: '作者随手写的通知', drafter: '张老师', content: '<p>正文</p>', status: 1 })).json().value as { id: number };
    try {
      const zh = await authors(staff);
      expect(zh.notices).toContainEqual([notice, '知识产权中心']);
      expect(zh.card).toContainEqual([notice, '知识产权中心']);
      const english = await authors(en(staff));
      expect(english.notices).toContainEqual([notice, 'IP Centre']);
      expect(english.card).toContainEqual([notice, 'IP Centre']);
      expect(english.notices).toContainEqual(['关于申报2026年度高价值专利培育项目的通知', 'Research Office']);
      expect(english.notices).toContainEqual(['作者随手写的通知', '张老师']);
      // The stored text is unchanged: an item read for editing keeps it.
      const id = (await list(admin, 'listNotice')).rows.find((n) => n.title === notice)!.id;
      expect((await read(en(admin), id)).json().fzz).toBe('知识产权中心');
    } finally {
      await t.request({ method: 'DELETE', url: `${NEWS}/remove?ids=${typed.id}`, session: admin });
    }
  });
});
