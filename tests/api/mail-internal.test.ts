import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MAIL_ROUTES, decodeMailContent, encodeMailContent, type MailItem, type MailRow, type MailTreeNode } from '../../src/common/api/mail.ts';
import { withTenant } from '../../src/server/db/database.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { multipartFile } from '../support/multipart.ts';

const P = '/api/portal';
const FILES = '/api/portal/system/file/v1';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

/** Internal mail between users of one tenant: delivery, folders, reading, drafts, trash, answers, attachments, who may see what. */
describe('internal mail', () => {
  let t: TestApp;
  let dataDir: string;
  let staff1: Session;
  let staff2: Session;
  let leader: Session;
  let admin: Session;
  let visitor: Session;
  let corpStaff: Session;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-'));
    t = await createTestApp({ dataDir });
    staff1 = await t.login('univ', 'staff1');
    staff2 = await t.login('univ', 'staff2');
    leader = await t.login('univ', 'leader');
    admin = await t.login('univ', 'admin');
    corpStaff = await t.login('corp', 'staff2');
    const body = (await t.request({ method: 'POST', url: `/api/uc/auth/visitor?tenantId=${t.tenantId('univ')}` })).json();
    visitor = { ...staff1, token: body.token, userId: body.userId, headers: { ...staff1.headers, authorization: `Bearer ${body.token}` } };
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const en = (session: Session): Session => ({ ...session, headers: { ...session.headers, 'accept-language': 'en-US' } });
  const send = (session: Session, body: Record<string, unknown>) => t.request({ method: 'POST', url: `${P}${MAIL_ROUTES.send}`, session, payload: { setId: 0, subject: '', to: [], content: '', ...body } });
  const list = async (session: Session, params: Record<string, unknown>, pageBean: Record<string, unknown> = { page: 1, pageSize: 50 }) => {
    const res = await t.request({ method: 'POST', url: `${P}${MAIL_ROUTES.list}`, session, payload: { pageBean, params } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { rows: MailRow[]; total: number };
  };
  const get = (session: Session, id: number) => t.request({ method: 'GET', url: `${P}${MAIL_ROUTES.get}?id=${id}`, session });
  const tree = async (session: Session) => (await t.request({ method: 'GET', url: `${P}${MAIL_ROUTES.tree}`, session })).json() as MailTreeNode[];
  const unread = async (session: Session) => ((await t.request({ method: 'GET', url: `${P}${MAIL_ROUTES.unreadCount}`, session })).json() as { count: number }).count;
  const to = (session: Session, name = '') => ({ name, address: '', userId: session.userId });
  const inboxOf = async (session: Session, subject: string) => (await list(session, { type: 1, keyword: subject })).rows.find((r) => r.subject === subject);
  const upload = async (session: Session, name: string) => {
    const body = multipartFile(name, PNG);
    const res = await t.request({ method: 'POST', url: `${FILES}/upload`, session, payload: body.payload, headers: body.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as { id: string; name: string };
  };
  const download = (session: Session, fileId: string) => t.request({ method: 'GET', url: `${FILES}/downloadFile?fileId=${fileId}`, session });

  it('delivers to every recipient in one go: a sent copy, an inbox copy each, Bcc hidden from the others; unread counts fall as they read', async () => {
    const before = await unread(staff2);
    const html = '<p>你好，<b>张伟</b>来信</p><script>alert(1)</script><img src="javascript:alert(2)" onerror="x()">';
    const res = await send(staff1, { subject: '周会纪要', to: [to(staff2)], cc: [to(leader)], bcc: [to(admin)], content: encodeMailContent(html) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: true, message: '发送成功' });
    const sentId = res.json().value.id as number;

    const sent = (await get(staff1, sentId)).json() as MailItem;
    expect(sent).toMatchObject({ type: 2, setId: 0, subject: '周会纪要', senderAddress: 'staff1', isRead: 1 });
    expect(sent.bcc.map((a) => a.address)).toEqual(['admin']);
    // Sanitised on save: no script, no event handler, no javascript: link; the wire carries Base64.
    const body = decodeMailContent(sent.content);
    expect(body).toContain('<b>张伟</b>');
    expect(body).not.toMatch(/script|onerror|javascript:/i);

    const copy = await inboxOf(staff2, '周会纪要');
    expect(copy).toMatchObject({ type: 1, isRead: 0, senderName: '张伟' });
    const item = (await get(staff2, copy!.id)).json() as MailItem;
    expect(item.bcc).toEqual([]);
    expect(item.cc.map((a) => a.address)).toEqual(['leader']);
    expect(await inboxOf(leader, '周会纪要')).toBeDefined();
    expect(await inboxOf(admin, '周会纪要')).toBeDefined();

    expect(await unread(staff2)).toBe(before + 1);
    const inboxNode = (await tree(staff2)).find((n) => n.id === '0-1')!;
    expect(inboxNode).toMatchObject({ name: '收件箱', unread: before + 1 });
    expect((await tree(en(staff2))).find((n) => n.id === '0-1')!.name).toBe('Inbox');
    const marked = await t.request({ method: 'GET', url: `${P}${MAIL_ROUTES.isRead}?id=${copy!.id}`, session: staff2 });
    expect(marked.json()).toMatchObject({ state: true });
    expect(await unread(staff2)).toBe(before);
    await t.request({ method: 'GET', url: `${P}${MAIL_ROUTES.isRead}?id=${copy!.id}&isRead=0`, session: staff2 });
    expect(await unread(staff2)).toBe(before + 1);
    expect((await list(staff2, { type: 1, isRead: 0 })).rows.map((r) => r.id)).toContain(copy!.id);
  });

  it('stores nothing when one recipient is refused, and says why in the caller\'s language', async () => {
    const count = async () => withTenant(t.db, staff1.tenantId, async (tx) => Number((await sql<{ n: number }>`select count(*)::int as n from mail`.execute(tx)).rows[0]!.n));
    const before = await count();
    const foreign = await send(staff1, { subject: '不该送达', to: [to(staff2), { name: '外单位', address: '', userId: corpStaff.userId }], content: encodeMailContent('<p>x</p>') });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ state: false, message: '收件人“外单位”不是本单位的用户' });
    expect(await count()).toBe(before);
    const none = await send(en(staff1), { subject: 'nobody', to: [], content: encodeMailContent('<p>x</p>') });
    expect(none.json()).toMatchObject({ state: false, message: 'Please enter at least one recipient' });
    const bad = await send(staff1, { subject: '坏内容', to: [to(staff2)], content: '%%%not-base64%%%' });
    expect(bad.json()).toMatchObject({ state: false, message: '邮件内容不是有效的 Base64 编码' });
    expect(await count()).toBe(before);
  });

  it('keeps mail private: another user, another tenant and the visitor read nothing', async () => {
    await send(staff1, { subject: '私密邮件', to: [to(staff2)], content: encodeMailContent('<p>秘密</p>') });
    const copy = (await inboxOf(staff2, '私密邮件'))!;
    expect((await get(leader, copy.id)).statusCode).toBe(404);
    expect((await get(corpStaff, copy.id)).statusCode).toBe(404);
    expect((await get(visitor, copy.id)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `${P}${MAIL_ROUTES.list}`, session: visitor, payload: {} })).statusCode).toBe(403);
    expect((await list(corpStaff, { type: 1, keyword: '私密邮件' })).rows).toEqual([]);
    expect((await t.request({ method: 'GET', url: `${P}${MAIL_ROUTES.isRead}?id=${copy.id}`, session: leader })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${P}${MAIL_ROUTES.remove}?ids=${copy.id}`, session: corpStaff })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${P}${MAIL_ROUTES.compose}?id=${copy.id}&action=reply`, session: leader })).statusCode).toBe(404);
    expect((await get(staff2, copy.id)).statusCode).toBe(200);
  });

  it('saves, edits and sends drafts; a stale draft is a 409', async () => {
    const saved = await send(staff1, { isDraft: true, subject: '草稿一', to: [to(staff2)], content: encodeMailContent('<p>初稿</p>') });
    expect(saved.json()).toMatchObject({ state: true, message: '保存成功' });
    const { id, version } = saved.json().value as { id: number; version: number };
    expect((await list(staff1, { type: 3 })).rows.map((r) => r.id)).toContain(id);
    expect(await inboxOf(staff2, '草稿一')).toBeUndefined();
    const edited = await send(staff1, { isDraft: true, id, version, subject: '草稿一（改）', to: [to(staff2)], content: encodeMailContent('<p>二稿</p>') });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await send(staff1, { isDraft: true, id, version, subject: '旧版本', to: [to(staff2)], content: encodeMailContent('<p>x</p>') });
    expect(stale.statusCode).toBe(409);
    const other = await send(leader, { isDraft: true, id, version: version + 1, subject: '别人的草稿', to: [to(staff2)], content: encodeMailContent('<p>x</p>') });
    expect(other.statusCode).toBe(404);
    const sent = await send(staff1, { id, version: version + 1, subject: '草稿一（改）', to: [to(staff2)], content: encodeMailContent('<p>二稿</p>') });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await list(staff1, { type: 3 })).rows.map((r) => r.id)).not.toContain(id);
    expect(await inboxOf(staff2, '草稿一（改）')).toBeDefined();
  });

  it('deletes to the trash, then for good; a list that is out of date is a 409', async () => {
    await send(staff1, { subject: '待删除', to: [to(staff2)], content: encodeMailContent('<p>x</p>') });
    const copy = (await inboxOf(staff2, '待删除'))!;
    const remove = (session: Session, ids: string, type?: number) => t.request({ method: 'GET', url: `${P}${MAIL_ROUTES.remove}?ids=${ids}${type ? `&type=${type}` : ''}`, session });
    const first = await remove(staff2, String(copy.id), 1);
    expect(first.json()).toMatchObject({ state: true, message: '删除成功' });
    const trashed = (await list(staff2, { type: 4, keyword: '待删除' })).rows;
    expect(trashed.map((r) => r.id)).toEqual([copy.id]);
    expect(((await get(staff2, copy.id)).json() as MailItem).fromType).toBe(1);
    expect((await remove(staff2, String(copy.id), 1)).statusCode).toBe(409);
    expect((await remove(staff2, String(copy.id), 4)).json()).toMatchObject({ state: true });
    expect((await get(staff2, copy.id)).statusCode).toBe(404);
    // The sender's copy is theirs: untouched.
    expect((await list(staff1, { type: 2, keyword: '待删除' })).rows).toHaveLength(1);
  });

  it('deletes the attachments of mail deleted for good once no mail copy or record holds them (rows in the transaction, content after)', async () => {
    const [onlyHere, alsoElsewhere, inRecord] = [await upload(staff1, '仅此.png'), await upload(staff1, '另一封.png'), await upload(staff1, '记录.png')];
    await send(staff1, { subject: '清理附件', to: [to(staff2)], content: encodeMailContent('<p>x</p>'), files: [onlyHere, alsoElsewhere, inRecord].map((f) => ({ id: f.id })) });
    await send(staff1, { subject: '仍引用', to: [to(staff2)], content: encodeMailContent('<p>y</p>'), files: [{ id: alsoElsewhere.id }] });
    const tenantId = t.tenantId('univ');
    await withTenant(t.db, tenantId, (tx) => sql`insert into sys_property (tenant_id, alias, value) values (${tenantId}, 'mailCleanupProbe', ${JSON.stringify({ picture: [{ id: inRecord.id }] })}::jsonb)`.execute(tx));
    const stored = async () => new Map((await withTenant(t.db, tenantId, (tx) => sql<{ id: string; storage_key: string }>`
      select id::text, storage_key from file where id = any(${[onlyHere.id, alsoElsewhere.id, inRecord.id]}::uuid[])`.execute(tx))).rows.map((r) => [r.id, r.storage_key]));
    const keys = await stored();
    const onDisk = (id: string) => fs.existsSync(path.join(dataDir, 'files', keys.get(id)!));
    expect([onlyHere, alsoElsewhere, inRecord].every((f) => onDisk(f.id))).toBe(true);
    const remove = (session: Session, id: number, type: number) => t.request({ method: 'GET', url: `${P}${MAIL_ROUTES.remove}?ids=${id}&type=${type}`, session });
    const forGood = async (session: Session, id: number, folder: number) => {
      expect((await remove(session, id, folder)).json()).toMatchObject({ state: true });
      expect((await remove(session, id, 4)).json()).toMatchObject({ state: true, value: { deleted: 1 } });
    };

    // The sender empties their copy: the recipient's copy still holds every file.
    await forGood(staff1, (await list(staff1, { type: 2, keyword: '清理附件' })).rows[0]!.id, 2);
    expect((await stored()).size).toBe(3);
    expect([onlyHere, alsoElsewhere, inRecord].every((f) => onDisk(f.id))).toBe(true);
    // The last copy goes: only the file nothing else holds is deleted, its row and its content.
    await forGood(staff2, (await inboxOf(staff2, '清理附件'))!.id, 1);
    expect([...(await stored()).keys()].sort()).toEqual([alsoElsewhere.id, inRecord.id].sort());
    expect([onDisk(onlyHere.id), onDisk(alsoElsewhere.id), onDisk(inRecord.id)]).toEqual([false, true, true]);
    expect((await download(staff1, onlyHere.id)).statusCode).toBe(404);
    expect((await download(staff2, alsoElsewhere.id)).statusCode).toBe(200);
  });

  it('answers: reply to the sender, reply all without oneself, forward with the attachments; attachments only for the parties', async () => {
    const file = await upload(staff1, '方案.png');
    const res = await send(staff1, { subject: '方案评审', to: [to(staff2)], cc: [to(leader)], content: encodeMailContent('<p>请审阅</p>'), files: [file] });
    expect(res.statusCode, res.body).toBe(200);
    const copy = (await inboxOf(staff2, '方案评审'))!;
    expect(copy.fileCount).toBe(1);
    expect((await download(staff2, file.id)).statusCode).toBe(200);
    expect((await download(leader, file.id)).statusCode).toBe(200);
    expect((await download(admin, file.id)).statusCode).toBe(403);
    expect((await download(visitor, file.id)).statusCode).toBe(403);
    expect((await download(corpStaff, file.id)).statusCode).toBe(404);

    const compose = async (action: string, lang = 'zh-CN') => {
      const r = await t.request({
        method: 'GET', url: `${P}${MAIL_ROUTES.compose}?id=${copy.id}&action=${action}`, session: staff2, headers: { 'accept-language': lang },
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    };
    const reply = await compose('reply');
    expect(reply).toMatchObject({ setId: 0, subject: '回复：方案评审', replyOf: copy.id, files: [] });
    expect(reply.to.map((a: { address: string }) => a.address)).toEqual(['staff1']);
    expect(decodeMailContent(reply.content)).toContain('请审阅');
    expect(decodeMailContent(reply.content)).toContain('原始邮件');
    // The quoted header and the prefix follow the request's language.
    const replyEn = await compose('reply', 'en-US');
    expect(replyEn.subject).toBe('Re: 方案评审');
    expect(decodeMailContent(replyEn.content)).toContain('Original message');
    const all = await compose('replyAll');
    expect(all.to.map((a: { address: string }) => a.address)).toEqual(['staff1']);
    expect(all.cc.map((a: { address: string }) => a.address)).toEqual(['leader']);
    const forward = await compose('forward');
    expect(forward).toMatchObject({ subject: '转发：方案评审', to: [], forwardOf: copy.id });
    expect(forward.files.map((f: { id: string }) => f.id)).toEqual([file.id]);

    // staff2 may forward the attachment (a party of the mail) to admin, who may then read it.
    const fwd = await send(staff2, { ...forward, to: [to(admin)] });
    expect(fwd.statusCode, fwd.body).toBe(200);
    expect((await download(admin, file.id)).statusCode).toBe(200);
    const answered = await send(staff2, { ...reply });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(((await get(staff2, copy.id)).json() as MailItem).isReply).toBe(1);

    // Nobody sends a file they may not read, nor embeds one in the body.
    const secret = await upload(leader, '机密.png');
    expect((await send(staff1, { subject: '偷看', to: [to(staff1)], content: encodeMailContent('<p>x</p>'), files: [secret] })).statusCode).toBe(403);
    expect((await send(staff1, { subject: '偷看2', to: [to(staff1)], content: encodeMailContent(`<img src="${FILES}/downloadFile?fileId=${secret.id}">`) })).statusCode).toBe(403);
    expect((await download(staff1, secret.id)).statusCode).toBe(403);
  });

  it('searches subject, sender and recipients, and pages newest first', async () => {
    for (let i = 1; i <= 12; i += 1) await send(leader, { subject: `分页测试 ${String(i).padStart(2, '0')}`, to: [to(staff2)], content: encodeMailContent(`<p>${i}</p>`) });
    const first = await list(staff2, { type: 1, keyword: '分页测试' }, { page: 1, pageSize: 5 });
    expect(first.total).toBe(12);
    expect(first.rows.map((r) => r.subject)).toEqual(['分页测试 12', '分页测试 11', '分页测试 10', '分页测试 09', '分页测试 08']);
    const third = await list(staff2, { type: 1, keyword: '分页测试' }, { page: 3, pageSize: 5 });
    expect(third.rows.map((r) => r.subject)).toEqual(['分页测试 02', '分页测试 01']);
    expect((await list(staff2, { type: 1, keyword: '陈院长' })).rows.length).toBeGreaterThanOrEqual(12);
    expect((await list(staff2, { type: 1, keyword: '50%_' })).rows).toEqual([]);
    const bad = await t.request({ method: 'POST', url: `${P}${MAIL_ROUTES.list}`, session: staff2, payload: { querys: [{ property: 'content', value: 'x' }] } });
    expect(bad.statusCode).toBe(400);
  });

  it('offers users and contacts as recipients by name, pinyin or initials', async () => {
    const pick = async (query: string) => (await t.request({ method: 'GET', url: `${P}${MAIL_ROUTES.pick}?query=${encodeURIComponent(query)}`, session: staff2 })).json() as { kind: string; name: string; address: string }[];
    expect((await pick('zhangwei')).map((p) => p.address)).toContain('staff1');
    expect((await pick('zw')).map((p) => p.address)).toContain('staff1');
    expect((await pick('张')).map((p) => p.address)).toContain('staff1');
    expect((await pick('wzc')).map((p) => p.address)).toContain('ipadmin');
    expect((await pick('zw')).map((p) => p.address)).not.toContain('ipadmin');
    expect((await pick('visitor')).map((p) => p.address)).not.toContain('visitor');
    const corp = (await t.request({ method: 'GET', url: `${P}${MAIL_ROUTES.pick}?query=zw`, session: corpStaff })).json() as { id: number }[];
    expect(corp.map((p) => p.id)).not.toContain(staff1.userId);
  });
});
