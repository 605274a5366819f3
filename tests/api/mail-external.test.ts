import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_ROUTES, decodeMailContent, encodeMailContent, type MailRow, type MailSetting } from '../../src/common/api/mail.ts';
import { withTenant } from '../../src/server/db/database.ts';
import type { Principal } from '../../src/server/lib/context.ts';
import { localFolderStorage } from '../../src/server/modules/files/storage.ts';
import { syncMailbox } from '../../src/server/modules/mail/imap-sync.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { multipartFile } from '../support/multipart.ts';
import { requireDovecot, startMailLab, type LabUser, type MailLab } from '../support/mail-lab.ts';

const P = '/api/portal';
const FILES = '/api/portal/system/file/v1';
const ALICE: LabUser = { address: 'alice@example.test', password: 'Al1ce-imap-Pässwort!' };
const BOB: LabUser = { address: 'bob@example.test', password: 'B0b-smtp-secret#' };
const PASSWORDS = [ALICE.password, BOB.password];

/**
 * External mailboxes against real servers the test starts (mail-lab.ts): smtp-server for SMTP, Debian's dovecot for
 * IMAP, both over TLS with a self-signed certificate. Under CI a missing dovecot fails the suite.
 */
describe.runIf(requireDovecot())('external mailboxes over real SMTP and IMAP', () => {
  let t: TestApp;
  let lab: MailLab;
  let dataDir: string;
  let staff1: Session;
  let staff2: Session;
  let corp: Session;
  let visitor: Session;
  let setId: number;
  const seen: string[] = [];
  const writes: string[] = [];
  const originalOut = process.stdout.write.bind(process.stdout);
  const originalErr = process.stderr.write.bind(process.stderr);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-ext-'));
    lab = await startMailLab([ALICE, BOB]);
    process.env.MAIL_TLS_CA_FILE = lab.caFile;
    process.env.MAIL_SECRET_KEY = 'test-mail-secret-key-of-this-suite';
    // Everything the server prints while these tests run is searched for the passwords at the end.
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => { writes.push(String(chunk)); return (originalOut as (...a: unknown[]) => boolean)(chunk, ...rest); }) as typeof process.stdout.write;
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => { writes.push(String(chunk)); return (originalErr as (...a: unknown[]) => boolean)(chunk, ...rest); }) as typeof process.stderr.write;
    t = await createTestApp({ dataDir });
    staff1 = await t.login('univ', 'staff1');
    staff2 = await t.login('univ', 'staff2');
    corp = await t.login('corp', 'staff1');
    const body = (await t.request({ method: 'POST', url: `/api/uc/auth/visitor?tenantId=${t.tenantId('univ')}` })).json();
    visitor = { ...staff1, token: body.token, userId: body.userId, headers: { ...staff1.headers, authorization: `Bearer ${body.token}` } };
  }, 120_000);
  afterAll(async () => {
    process.stdout.write = originalOut;
    process.stderr.write = originalErr;
    delete process.env.MAIL_TLS_CA_FILE;
    await t?.close();
    await lab?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (session: Session, method: string, route: string, payload?: unknown) => {
    const res = await t.request({ method, url: `${P}${route}`, session, payload });
    seen.push(res.body);
    return res;
  };
  const en = (session: Session): Session => ({ ...session, headers: { ...session.headers, 'accept-language': 'en-US' } });
  const settingBody = (extra: Record<string, unknown> = {}) => ({
    name: '张伟', mailAddress: ALICE.address, account: ALICE.address, password: ALICE.password,
    smtpHost: lab.host, smtpPort: lab.smtpsPort, imapHost: lab.host, imapPort: lab.imapsPort, ssl: true, ...extra,
  });
  const list = async (session: Session, params: Record<string, unknown>) => (await call(session, 'POST', MAIL_ROUTES.list, { pageBean: { page: 1, pageSize: 100 }, params })).json() as { rows: MailRow[]; total: number };
  const principal = (session: Session): Principal => ({ userId: session.userId, tenantId: session.tenantId, tenantCode: session.tenantCode, account: 'staff1', sessionId: 'test', isVisitor: false });
  const stored = async (id: number) => withTenant(t.db, staff1.tenantId, async (tx) => (await sql<{ n: number; distinct_uids: number }>`
    select count(*)::int as n, count(distinct (imap_folder, imap_uid))::int as distinct_uids from mail where set_id = ${id} and imap_folder = 'INBOX'`.execute(tx)).rows[0]!);
  const bobSends = async (subject: string, extra: Record<string, unknown> = {}) => {
    const transport = nodemailer.createTransport({ host: lab.host, port: lab.smtpsPort, secure: true, auth: { user: BOB.address, pass: BOB.password }, tls: { ca: [fs.readFileSync(lab.caFile)] } });
    await transport.sendMail({ from: `Bob <${BOB.address}>`, to: ALICE.address, subject, html: `<p>${subject}</p>`, ...extra });
    transport.close();
  };

  it('saves a mailbox with its password encrypted and never returned; validates every field; one default per user', async () => {
    const noPassword = await call(staff1, 'POST', `${MAIL_ROUTES.settingSave}?isOriginPwd=false`, settingBody({ password: '' }));
    expect(noPassword.json()).toMatchObject({ state: false, message: '请输入邮箱密码' });
    const badAddress = await call(staff1, 'POST', MAIL_ROUTES.settingSave, settingBody({ mailAddress: 'not-an-address' }));
    expect(badAddress.json()).toMatchObject({ state: false, message: '邮箱格式不正确！' });
    const badHost = await call(en(staff1), 'POST', MAIL_ROUTES.settingSave, settingBody({ smtpHost: 'bad host!' }));
    expect(badHost.json()).toMatchObject({ state: false, message: 'Server address "bad host!" is not valid' });

    const saved = await call(staff1, 'POST', `${MAIL_ROUTES.settingSave}?isOriginPwd=false`, settingBody());
    expect(saved.json()).toMatchObject({ state: true, message: '保存成功' });
    setId = saved.json().value.id;
    const got = (await call(staff1, 'GET', `${MAIL_ROUTES.settingGet}?id=${setId}`)).json() as MailSetting & { password?: string };
    expect(got).toMatchObject({ mailAddress: ALICE.address, hasPassword: true, isDefault: 1 });
    expect(got.password).toBeUndefined();
    const row = await withTenant(t.db, staff1.tenantId, async (tx) => (await sql<{ password_enc: string }>`select password_enc from mail_setting where id = ${setId}`.execute(tx)).rows[0]!);
    expect(row.password_enc).toMatch(/^v1:/);
    expect(row.password_enc).not.toContain(ALICE.password);
    expect(Buffer.from(row.password_enc.split(':')[3]!, 'base64').toString('latin1')).not.toContain(ALICE.password);

    const duplicate = await call(staff1, 'POST', MAIL_ROUTES.settingSave, settingBody());
    expect(duplicate.json()).toMatchObject({ state: false, message: `您已添加过邮箱 ${ALICE.address}` });
    // Keeping the stored password: the form sends none.
    const kept = await call(staff1, 'POST', `${MAIL_ROUTES.settingSave}?isOriginPwd=true`, settingBody({ id: setId, version: got.version, password: undefined, name: 'Alice 张' }));
    expect(kept.json()).toMatchObject({ state: true });
    const stale = await call(staff1, 'POST', `${MAIL_ROUTES.settingSave}?isOriginPwd=true`, settingBody({ id: setId, version: got.version }));
    expect(stale.statusCode).toBe(409);
    const test = await call(staff1, 'POST', `${MAIL_ROUTES.settingTest}?isOriginPwd=true`, settingBody({ id: setId, password: undefined }));
    expect(test.json()).toMatchObject({ state: true, message: '连接成功' });

    const second = await call(staff1, 'POST', MAIL_ROUTES.settingSave, settingBody({ mailAddress: 'alice2@example.test', password: 'x' }));
    const secondId = second.json().value.id as number;
    expect((await call(staff1, 'POST', `${MAIL_ROUTES.settingSetDefault}?id=${secondId}`)).json()).toMatchObject({ state: true });
    const all = (await call(staff1, 'POST', MAIL_ROUTES.settingList, {})).json() as { rows: MailSetting[] };
    expect(all.rows.filter((r) => r.isDefault === 1).map((r) => r.id)).toEqual([secondId]);
    expect((await call(staff1, 'POST', `${MAIL_ROUTES.settingSetDefault}?id=${setId}`)).json()).toMatchObject({ state: true });
    expect((await call(staff1, 'DELETE', `${MAIL_ROUTES.settingRemove}?ids=${secondId}`)).json()).toMatchObject({ state: true, message: '删除成功' });

    // Nobody else sees, tests, syncs or changes it.
    expect((await call(staff2, 'GET', `${MAIL_ROUTES.settingGet}?id=${setId}`)).statusCode).toBe(404);
    expect((await call(corp, 'GET', `${MAIL_ROUTES.settingGet}?id=${setId}`)).statusCode).toBe(404);
    expect((await call(visitor, 'GET', `${MAIL_ROUTES.settingGet}?id=${setId}`)).statusCode).toBe(403);
    expect((await call(staff2, 'POST', `${MAIL_ROUTES.settingTest}?isOriginPwd=true`, settingBody({ id: setId, password: undefined }))).statusCode).toBe(404);
    expect((await call(staff2, 'POST', `${MAIL_ROUTES.sync}?id=${setId}`)).statusCode).toBe(404);
    expect((await call(staff2, 'DELETE', `${MAIL_ROUTES.settingRemove}?ids=${setId}`)).statusCode).toBe(404);
  });

  it('tells why a connection fails: wrong password, server down, untrusted TLS (localised)', async () => {
    const wrong = await call(staff1, 'POST', MAIL_ROUTES.settingTest, settingBody({ password: 'wrong-password' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(`SMTP ${lab.host}:${lab.smtpsPort} 登录失败：用户名或密码错误`);

    await lab.stopImap();
    try {
      const down = await call(staff1, 'POST', MAIL_ROUTES.settingTest, settingBody());
      expect(down.json()).toMatchObject({ state: false, message: `无法连接 IMAP ${lab.host}:${lab.imapsPort}：服务器未启动或拒绝连接` });
      const sync = await call(staff1, 'POST', `${MAIL_ROUTES.sync}?id=${setId}`);
      expect(sync.statusCode).toBe(400);
      expect(sync.json().message).toBe(`无法连接 IMAP ${lab.host}:${lab.imapsPort}：服务器未启动或拒绝连接`);
      const progress = (await call(staff1, 'GET', `${MAIL_ROUTES.syncProgress}?id=${setId}`)).json();
      expect(progress).toMatchObject({ running: false, lastError: `无法连接 IMAP ${lab.host}:${lab.imapsPort}：服务器未启动或拒绝连接` });
    } finally {
      await lab.startImap();
    }

    const ca = process.env.MAIL_TLS_CA_FILE;
    delete process.env.MAIL_TLS_CA_FILE;
    try {
      const untrusted = await call(staff1, 'POST', MAIL_ROUTES.settingTest, settingBody());
      expect(untrusted.json().state).toBe(false);
      expect(untrusted.json().message).toMatch(/^与 SMTP localhost:\d+ 建立安全连接（TLS）失败：/);
    } finally {
      process.env.MAIL_TLS_CA_FILE = ca;
    }
    // STARTTLS on the plain ports works as well as implicit TLS.
    const starttls = await call(staff1, 'POST', MAIL_ROUTES.settingTest, settingBody({ ssl: false, smtpPort: lab.smtpPort, imapPort: lab.imapPort }));
    expect(starttls.json()).toMatchObject({ state: true, message: '连接成功' });
  });

  it('sends over SMTP with a 10 MB attachment; the recipient\'s IMAP mailbox receives it; a refused send stores nothing', async () => {
    const big = Buffer.alloc(10 * 1000 * 1000, 'a');
    const upload = multipartFile('big.txt', big);
    const uploaded = await t.request({ method: 'POST', url: `${FILES}/upload`, session: staff1, payload: upload.payload, headers: upload.headers });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = uploaded.json().value as { id: string; name: string };
    const before = lab.received.length;
    const res = await call(staff1, 'POST', MAIL_ROUTES.send, {
      setId, subject: '外部邮件：专利申请材料', to: [{ name: 'Bob', address: BOB.address }], cc: [], content: encodeMailContent('<p>材料见附件</p>'), files: [file],
    });
    expect(res.json()).toMatchObject({ state: true, message: '发送成功' });
    expect(lab.received.length).toBe(before + 1);
    const got = lab.received.at(-1)!;
    expect(got.to).toEqual([BOB.address]);
    const parsed = await simpleParser(got.raw);
    expect(parsed.subject).toBe('外部邮件：专利申请材料');
    expect(parsed.from?.value[0]?.address).toBe(ALICE.address);
    expect(parsed.attachments[0]?.size).toBe(big.length);
    expect((await list(staff1, { type: 2, setId })).rows.map((r) => r.subject)).toContain('外部邮件：专利申请材料');
    // Bob's real IMAP inbox has it.
    const client = lab.imap(BOB);
    await client.connect();
    const box = await client.mailboxOpen('INBOX');
    expect(box.exists).toBeGreaterThanOrEqual(1);
    await client.logout();
    // The portal filed the mail in Alice's IMAP Sent folder (the folder marked \\Sent), read and with the same
    // Message-ID: a later sync must recognise it as the sent copy already stored.
    const alice = lab.imap(ALICE);
    await alice.connect();
    try {
      await alice.mailboxOpen('Sent');
      const filed = [];
      for await (const message of alice.fetch('1:*', { envelope: true, flags: true })) filed.push(message);
      expect(filed.map((m) => m.envelope?.subject)).toEqual(['外部邮件：专利申请材料']);
      expect(filed[0]!.envelope?.messageId).toBe(parsed.messageId);
      expect(filed[0]!.flags?.has('\\Seen')).toBe(true);
    } finally {
      await alice.logout();
    }

    const sentBefore = (await list(staff1, { type: 2, setId })).total;
    const badPassword = await withTenant(t.db, staff1.tenantId, async (tx) => {
      const { encryptSecret } = await import('../../src/server/modules/mail/mail-secret.ts');
      await sql`update mail_setting set password_enc = ${encryptSecret('not-the-password')} where id = ${setId}`.execute(tx);
    });
    void badPassword;
    const refused = await call(staff1, 'POST', MAIL_ROUTES.send, { setId, subject: '不会发出', to: [{ name: 'Bob', address: BOB.address }], content: encodeMailContent('<p>x</p>') });
    expect(refused.json()).toMatchObject({ state: false, message: `SMTP ${lab.host}:${lab.smtpsPort} 登录失败：用户名或密码错误` });
    expect((await list(staff1, { type: 2, setId })).total).toBe(sentBefore);
    const restored = await call(staff1, 'POST', `${MAIL_ROUTES.settingSave}?isOriginPwd=false`, { ...settingBody({ id: setId, version: ((await call(staff1, 'GET', `${MAIL_ROUTES.settingGet}?id=${setId}`)).json() as MailSetting).version }) });
    expect(restored.json()).toMatchObject({ state: true });
    const invalid = await call(staff1, 'POST', MAIL_ROUTES.send, { setId, subject: 'x', to: [{ name: 'x', address: 'no-at-sign' }], content: encodeMailContent('<p>x</p>') });
    expect(invalid.json()).toMatchObject({ state: false, message: '收件人“no-at-sign”不是有效的邮箱地址' });
  }, 120_000);

  it('syncs new mail from IMAP with attachments; a repeated sync adds nothing; only the owner reads the attachment', async () => {
    await bobSends('回复：专利申请材料', { attachments: [{ filename: '回执.txt', content: '已收到' }] });
    await bobSends('第二封来信');
    const first = await call(staff1, 'POST', `${MAIL_ROUTES.sync}?id=${setId}`);
    expect(first.json()).toMatchObject({ state: true, value: { added: 2 } });
    expect(first.json().message).toBe('同步完成，收到 2 封新邮件');
    const inbox = (await list(staff1, { type: 1, setId })).rows;
    const reply = inbox.find((r) => r.subject === '回复：专利申请材料')!;
    expect(reply).toMatchObject({ senderAddress: BOB.address, isRead: 0, fileCount: 1 });
    const item = (await call(staff1, 'GET', `${MAIL_ROUTES.get}?id=${reply.id}`)).json();
    const fileId = item.files[0].id as string;
    expect((await t.request({ method: 'GET', url: `${FILES}/downloadFile?fileId=${fileId}`, session: staff1 })).body).toBe('已收到');
    expect((await t.request({ method: 'GET', url: `${FILES}/downloadFile?fileId=${fileId}`, session: staff2 })).statusCode).toBe(403);
    const tree = (await call(staff1, 'GET', MAIL_ROUTES.tree)).json() as { id: string; unread: number; name: string }[];
    expect(tree.find((n) => n.id === String(setId))).toMatchObject({ name: ALICE.address, unread: 2 });

    const sentCopies = (await list(staff1, { type: 2, setId, keyword: '外部邮件：专利申请材料' })).rows;
    expect(sentCopies).toHaveLength(1);
    const linked = await withTenant(t.db, staff1.tenantId, async (tx) => (await sql<{ imap_folder: string | null }>`select imap_folder from mail where id = ${sentCopies[0]!.id}`.execute(tx)).rows[0]!);
    expect(linked.imap_folder).toBe('Sent');
    const again = await call(staff1, 'POST', `${MAIL_ROUTES.sync}?id=${setId}`);
    expect(again.json()).toMatchObject({ state: true, value: { added: 0 } });
    expect(await stored(setId)).toEqual({ n: 2, distinct_uids: 2 });
  }, 120_000);

  it('resumes an interrupted sync without duplicates, even when the last step was lost', async () => {
    for (let i = 1; i <= 6; i += 1) await lab.append(ALICE, `From: Bob <${BOB.address}>\r\nTo: ${ALICE.address}\r\nSubject: 批量 ${i}\r\nMessage-ID: <bulk-${i}@example.test>\r\n\r\nbody ${i}\r\n`);
    const storage = localFolderStorage(path.join(dataDir, 'files'));
    // Batches of two: the first batch is committed, the interruption falls in the second, which leaves nothing behind.
    process.env.MAIL_SYNC_BATCH = '2';
    try {
      const interrupt = syncMailbox(t.db, storage, principal(staff1), setId, 'zh-CN', (done) => {
        if (done === 3) throw new Error('interrupted');
      });
      await expect(interrupt).rejects.toBeDefined();
    } finally {
      delete process.env.MAIL_SYNC_BATCH;
    }
    expect((await stored(setId)).n).toBe(2 + 2);
    // A crash after storing a message but before its UID was recorded: the state is behind the stored mails.
    await withTenant(t.db, staff1.tenantId, (tx) => sql`update mail_sync_state set last_uid = last_uid - 2 where set_id = ${setId} and folder = 'INBOX'`.execute(tx));
    const resumed = await call(staff1, 'POST', `${MAIL_ROUTES.sync}?id=${setId}`);
    expect(resumed.json()).toMatchObject({ state: true, value: { added: 4 } });
    expect(await stored(setId)).toEqual({ n: 8, distinct_uids: 8 });
    const subjects = (await list(staff1, { type: 1, setId, keyword: '批量' })).rows.map((r) => r.subject).sort();
    expect(subjects).toEqual(['批量 1', '批量 2', '批量 3', '批量 4', '批量 5', '批量 6']);
  }, 120_000);

  it('receives a 10 MB attachment; shows the progress of a running sync and refuses a second one meanwhile', async () => {
    await bobSends('大附件来信', { attachments: [{ filename: 'big.bin', content: Buffer.alloc(10 * 1000 * 1000, 'b') }] });
    const storage = localFolderStorage(path.join(dataDir, 'files'));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    let reached!: () => void;
    const atHook = new Promise<void>((resolve) => { reached = resolve; });
    const running = syncMailbox(t.db, storage, principal(staff1), setId, 'zh-CN', async () => { reached(); await gate; });
    await atHook;
    const progress = (await call(staff1, 'GET', `${MAIL_ROUTES.syncProgress}?id=${setId}`)).json();
    expect(progress).toMatchObject({ running: true, done: 1, total: 1 });
    const second = await call(staff1, 'POST', `${MAIL_ROUTES.sync}?id=${setId}`);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ state: false, message: '该邮箱正在同步，请稍候' });
    release();
    expect(await running).toEqual({ added: 1, scanned: 1 });
    const row = (await list(staff1, { type: 1, setId, keyword: '大附件来信' })).rows[0]!;
    const item = (await call(staff1, 'GET', `${MAIL_ROUTES.get}?id=${row.id}`)).json();
    expect(item.files).toEqual([expect.objectContaining({ name: 'big.bin', size: 10 * 1000 * 1000 })]);
    expect((await call(staff1, 'GET', `${MAIL_ROUTES.syncProgress}?id=${setId}`)).json()).toMatchObject({ running: false, lastError: null });
  }, 120_000);

  it('imports a mail\'s addresses as contacts, and finds them with getLinkMan', async () => {
    const reply = (await list(staff1, { type: 1, setId, keyword: '回复' })).rows[0]!;
    const before = (await call(staff1, 'GET', `${MAIL_ROUTES.linkmanOfMail}?mailId=${reply.id}`)).json() as { address: string; linkmanId: number | null }[];
    expect(before.find((c) => c.address === BOB.address)?.linkmanId).toBeNull();
    const imported = await call(staff1, 'POST', `${MAIL_ROUTES.linkmanImport}?mailId=${reply.id}`, { addresses: [BOB.address] });
    expect(imported.json()).toMatchObject({ state: true, value: { added: 1 }, message: '已添加 1 个联系人' });
    const after = (await call(staff1, 'GET', `${MAIL_ROUTES.linkmanOfMail}?mailId=${reply.id}`)).json() as { address: string; linkmanId: number | null }[];
    const linkmanId = after.find((c) => c.address === BOB.address)!.linkmanId!;
    expect(linkmanId).toBeGreaterThan(0);
    expect((await call(staff1, 'GET', `${MAIL_ROUTES.linkmanOfMail}?mailId=${reply.id}`)).statusCode).toBe(200);
    expect((await call(staff2, 'GET', `${MAIL_ROUTES.linkmanOfMail}?mailId=${reply.id}`)).statusCode).toBe(404);

    const contact = (await call(staff1, 'GET', `${MAIL_ROUTES.linkmanGet}?id=${linkmanId}`)).json();
    expect(contact).toMatchObject({ email: BOB.address, name: 'Bob' });
    const edit = await call(staff1, 'POST', MAIL_ROUTES.linkmanSave, { id: linkmanId, version: contact.version, name: '鲍勃', email: BOB.address, mobile: '13912345678', company: '示例律所' });
    expect(edit.json()).toMatchObject({ state: true, message: '保存成功' });
    expect((await call(staff1, 'POST', MAIL_ROUTES.linkmanSave, { id: linkmanId, version: contact.version, name: 'x', email: BOB.address })).statusCode).toBe(409);
    expect((await call(staff1, 'POST', MAIL_ROUTES.linkmanSave, { name: '', email: 'a@b.cn' })).json()).toMatchObject({ state: false, message: '请输入联系人姓名' });
    expect((await call(staff1, 'POST', MAIL_ROUTES.linkmanSave, { name: '甲', email: 'a@b' })).json()).toMatchObject({ state: false, message: '邮箱格式不正确！' });
    expect((await call(staff1, 'POST', MAIL_ROUTES.linkmanSave, { name: '甲', email: 'a@b.cn', mobile: '12345' })).json()).toMatchObject({ state: false, message: '手机号码不正确！' });
    expect((await call(staff1, 'POST', MAIL_ROUTES.linkmanSave, { name: '乙', email: BOB.address.toUpperCase() })).json()).toMatchObject({ state: false, message: `联系人中已有邮箱 ${BOB.address.toUpperCase()}` });
    const pick = (await call(staff1, 'GET', `${MAIL_ROUTES.pick}?query=baobo`)).json() as { kind: string; address: string }[];
    expect(pick).toEqual([expect.objectContaining({ kind: 'linkman', address: BOB.address })]);
    const page = (await call(staff1, 'POST', MAIL_ROUTES.linkmanList, { params: { keyword: '律所' } })).json();
    expect(page.rows.map((r: { id: number }) => r.id)).toEqual([linkmanId]);
    expect((await call(staff2, 'GET', `${MAIL_ROUTES.linkmanGet}?id=${linkmanId}`)).statusCode).toBe(404);
    expect((await call(staff2, 'DELETE', `${MAIL_ROUTES.linkmanRemove}?ids=${linkmanId}`)).statusCode).toBe(404);
    expect((await call(staff1, 'DELETE', `${MAIL_ROUTES.linkmanRemove}?ids=${linkmanId}`)).json()).toMatchObject({ state: true, message: '删除成功' });
  });

  it('stores a synced mail\'s inline cid: pictures as its files and points the body at them; only the owner reads them', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
    await bobSends('带图片的来信', {
      html: '<p>看图：</p><img src="cid:logo@bob" alt="logo"><img src="cid:unknown@bob">',
      attachments: [{ filename: 'logo.png', content: png, cid: 'logo@bob' }, { filename: '说明.txt', content: '附件' }],
    });
    expect((await call(staff1, 'POST', `${MAIL_ROUTES.sync}?id=${setId}`)).json()).toMatchObject({ state: true, value: { added: 1 } });
    const row = (await list(staff1, { type: 1, setId, keyword: '带图片的来信' })).rows[0]!;
    expect(row.fileCount).toBe(1);
    const item = (await call(staff1, 'GET', `${MAIL_ROUTES.get}?id=${row.id}`)).json() as { content: string; files: { name: string }[] };
    expect(item.files.map((f) => f.name)).toEqual(['说明.txt']);
    const body = decodeMailContent(item.content);
    const picture = /<img[^>]*src="\/api\/portal\/system\/file\/v1\/downloadFile\?fileId=([0-9a-f-]{36})"[^>]*alt="logo"|<img[^>]*alt="logo"[^>]*src="\/api\/portal\/system\/file\/v1\/downloadFile\?fileId=([0-9a-f-]{36})"/.exec(body);
    expect(picture, body).not.toBeNull();
    expect(body).not.toContain('cid:logo@bob');
    const fileId = picture![1] ?? picture![2]!;
    const own = await t.request({ method: 'GET', url: `${FILES}/downloadFile?fileId=${fileId}`, session: staff1 });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(png)).toBe(true);
    expect((await t.request({ method: 'GET', url: `${FILES}/downloadFile?fileId=${fileId}`, session: staff2 })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `${FILES}/downloadFile?fileId=${fileId}`, session: corp })).statusCode).toBe(404);
    // Answered from the portal, the quoted picture travels inside the reply as a cid: part, not as a portal URL.
    const draft = (await call(staff1, 'GET', `${MAIL_ROUTES.compose}?id=${row.id}&action=reply`)).json();
    expect((await call(staff1, 'POST', MAIL_ROUTES.send, { ...draft, content: draft.content })).json()).toMatchObject({ state: true, message: '发送成功' });
    const sentRaw = await simpleParser(lab.received.at(-1)!.raw, { skipImageLinks: true });
    expect(sentRaw.subject).toBe('回复：带图片的来信');
    const part = sentRaw.attachments.find((a) => a.contentType === 'image/png')!;
    expect(part.content.equals(png)).toBe(true);
    expect(String(sentRaw.html)).toContain(`cid:${part.cid}`);
    expect(String(sentRaw.html)).not.toContain('/api/portal/');
    // Deleted for good, the mail keeps its inline picture while the reply's body quotes it; with the reply, it goes.
    for (const type of [1, 4]) expect((await call(staff1, 'GET', `${MAIL_ROUTES.remove}?ids=${row.id}&type=${type}`)).json()).toMatchObject({ state: true });
    expect((await t.request({ method: 'GET', url: `${FILES}/downloadFile?fileId=${fileId}`, session: staff1 })).statusCode).toBe(200);
    const reply = (await list(staff1, { type: 2, setId, keyword: '回复：带图片的来信' })).rows[0]!;
    for (const type of [2, 4]) expect((await call(staff1, 'GET', `${MAIL_ROUTES.remove}?ids=${reply.id}&type=${type}`)).json()).toMatchObject({ state: true });
    expect((await t.request({ method: 'GET', url: `${FILES}/downloadFile?fileId=${fileId}`, session: staff1 })).statusCode).toBe(404);
  }, 120_000);

  it('never shows a mailbox password in any reply or log line', () => {
    expect(seen.length).toBeGreaterThan(20);
    for (const password of PASSWORDS) {
      for (const text of [...seen, ...writes]) expect(text).not.toContain(password);
    }
  });
});
