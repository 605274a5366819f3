import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_ROUTES, encodeMailContent } from '../../src/common/api/mail.ts';
import type { Principal } from '../../src/server/lib/context.ts';
import { unreadCount, unreadCounts } from '../../src/server/modules/home/unread-sources.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

/** Unread mail counts toward the workbench's pushed unread counter (home/unread-sources.ts). */
describe('mail in the unread counter', () => {
  let t: TestApp;
  let dataDir: string;
  let staff1: Session;
  let staff2: Session;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-unread-'));
    t = await createTestApp({ dataDir });
    staff1 = await t.login('univ', 'staff1');
    staff2 = await t.login('univ', 'staff2');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const principal = (s: Session): Principal => ({ userId: s.userId, tenantId: s.tenantId, tenantCode: s.tenantCode, account: 'staff2', sessionId: 'x', isVisitor: false });

  it('rises when mail arrives and falls when it is read', async () => {
    const before = await unreadCount(t.db, principal(staff2));
    const sent = await t.request({ method: 'POST', url: `/api/portal${MAIL_ROUTES.send}`, session: staff1, payload: { setId: 0, subject: '计数', to: [{ name: '', address: '', userId: staff2.userId }], content: encodeMailContent('<p>x</p>') } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await unreadCount(t.db, principal(staff2))).toBe(before + 1);
    // The stream pushes the sources apart too: the header counts mail and messages each where it leads.
    const by = await unreadCounts(t.db, principal(staff2));
    expect(Object.keys(by).sort()).toEqual(['mail', 'messages']);
    expect(by.mail! + by.messages!).toBe(before + 1);
    const mailBefore = by.mail!;
    const rows = (await t.request({ method: 'POST', url: `/api/portal${MAIL_ROUTES.list}`, session: staff2, payload: { params: { type: 1, keyword: '计数' } } })).json().rows as { id: number }[];
    await t.request({ method: 'GET', url: `/api/portal${MAIL_ROUTES.isRead}?id=${rows[0]!.id}`, session: staff2 });
    expect(await unreadCount(t.db, principal(staff2))).toBe(before);
    expect((await unreadCounts(t.db, principal(staff2))).mail).toBe(mailBefore - 1);
  });
});
