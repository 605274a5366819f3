import { expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mail as mailText } from '../../src/common/i18n/mail.ts';
import { mailErrors } from '../../src/common/i18n/errors-mail.ts';
import { MAIL_ROUTES } from '../../src/common/api/mail.ts';
import { storageKeys } from './support/app-contract.ts';
import { baseUrl, describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { mailPages as mp } from './support/mail-contract.ts';
import { signInReply } from './support/menu-walk.ts';
import { apiSignIn, type ApiSession } from './support/workflow-api.ts';

/** A second person at another browser: a fresh context in the test's language, signed in as `account`. */
async function personAt(browser: Browser, locale: Locale, account: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale, viewport: { width: 1366, height: 860 } });
  await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [storageKeys.language, locale]);
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await login(page, { account });
  return page;
}

const toast = (page: Page, text: string) => page.locator(mp.message).filter({ hasText: text }).first().waitFor();
const portal = (path: string) => `${baseUrl()}/api/portal${path}`;

/** The unread count the folder tree shows beside a folder (0 when none is shown). */
async function unreadOf(page: Page, folder: string): Promise<number> {
  const badge = page.locator(mp.unread(folder));
  return (await badge.count()) ? Number(await badge.innerText()) : 0;
}

/** The first page of a folder of a person's internal mailbox, as the server lists it. */
async function folderRows(session: ApiSession, type: number): Promise<{ id: number; subject: string; files?: unknown }[]> {
  const res = await fetch(portal(MAIL_ROUTES.list), {
    method: 'POST', headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ pageBean: { page: 1, pageSize: 20 }, params: { setId: 0, type } }),
  });
  return ((await res.json()) as { rows: { id: number; subject: string }[] }).rows;
}

/** The unread internal inbox mails of a person, as the server counts them. */
async function unreadCount(session: ApiSession): Promise<number> {
  const res = await fetch(portal(MAIL_ROUTES.unreadCount), { headers: session.headers });
  return ((await res.json()) as { count: number }).count;
}

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  const ui = mailText[locale];
  const server = mailErrors[locale];

  describeBrowser(`internal mail (${locale})`, () => {
    const browser = useBrowser({ locale });
    const shot = (page: Page, name: string) => screenshot(page, `mail-${name}-${locale}`);

    test('staff1 writes to staff2, staff2 reads it (the unread count falls) and replies with an attachment; nobody else may read it', { timeout: 240_000 }, async () => {
      const { page } = browser;
      const subject = `e2e ${locale} ${Date.now()}`;
      const staff2Api = await apiSignIn(baseUrl(), 'staff2');
      const unreadBefore = await unreadCount(staff2Api);

      // staff1 composes: sending with nobody to send to is refused on the form.
      await login(page, { account: 'staff1' });
      await page.goto(mp.root);
      await page.waitForURL((url) => url.pathname === mp.list);
      await page.locator(mp.folder('0-1')).waitFor();
      await page.locator(mp.compose).click();
      await page.locator(mp.to).waitFor();
      await page.locator(mp.send).click();
      await expect.poll(() => page.locator(mp.formItemError).first().innerText()).toBe(ui.form.required);
      await shot(page, 'compose-required');

      // 李娜 (staff2) found by the pinyin of her name.
      await page.locator(mp.toInput).fill('lina');
      const option = page.locator(mp.option).filter({ hasText: 'staff2' }).first();
      await option.waitFor();
      await option.click();
      await page.locator(mp.subject).fill(subject);
      await page.locator(mp.body).click();
      await page.keyboard.type(`Hello from staff1 (${locale})`);
      await shot(page, 'compose');
      await page.locator(mp.send).click();
      await toast(page, server.mailSent);
      await page.waitForURL((url) => url.pathname === mp.list && url.search.includes('folder=0-2'));
      await page.locator(mp.rows).filter({ hasText: subject }).waitFor();

      // staff2: the mail is unread (bold, counted); reading it lowers the count.
      const staff2 = await personAt(browser.browser, locale, 'staff2');
      await staff2.goto(mp.list);
      const row = staff2.locator(mp.rows).filter({ hasText: subject });
      await row.waitFor();
      expect(await row.evaluate((tr) => tr.classList.contains('pp-mail-row-unread'))).toBe(true);
      const shown = await unreadOf(staff2, '0-1');
      expect(shown).toBe(unreadBefore + 1);
      await shot(staff2, 'inbox');
      await row.locator(mp.rowSubject).click();
      await staff2.locator(mp.readBody).filter({ hasText: `Hello from staff1 (${locale})` }).waitFor();
      expect(await staff2.locator(mp.readSubject).innerText()).toBe(subject);
      await shot(staff2, 'read');
      await expect.poll(() => unreadCount(staff2Api)).toBe(unreadBefore);
      await staff2.locator(mp.back).click();
      await expect.poll(() => unreadOf(staff2, '0-1')).toBe(unreadBefore);
      // The list shows its cached page at once and then what the server says: the row ends up read.
      await expect.poll(() => staff2.locator(mp.rows).filter({ hasText: subject }).evaluate((tr) => tr.classList.contains('pp-mail-row-unread'))).toBe(false);

      // staff2 replies with an attachment (uploaded with progress through the file service).
      await staff2.locator(mp.rows).filter({ hasText: subject }).locator(mp.rowSubject).click();
      await staff2.locator(mp.reply).click();
      await staff2.locator(mp.to).filter({ hasText: 'staff1' }).waitFor();
      expect(await staff2.locator(mp.subject).inputValue()).toContain(subject);
      await staff2.locator(mp.files).setInputFiles({ name: 'reply-note.txt', mimeType: 'text/plain', buffer: Buffer.from(`attachment ${locale}`) });
      await staff2.locator(`[data-testid="mail-compose-files"] ${mp.fileLinks}`).filter({ hasText: 'reply-note.txt' }).waitFor();
      await shot(staff2, 'reply');
      await staff2.locator(mp.send).click();
      await toast(staff2, server.mailSent);
      const replyMail = (await folderRows(staff2Api, 2)).find((r) => r.subject.includes(subject));
      expect(replyMail).toBeDefined();
      await staff2.context().close();

      // staff1 gets the reply and downloads its attachment with the session.
      await page.goto(`${mp.list}?folder=0-1`);
      const answer = page.locator(mp.rows).filter({ hasText: subject });
      await answer.waitFor();
      await answer.locator(mp.rowSubject).click();
      const link = page.locator(mp.readFiles).filter({ hasText: 'reply-note.txt' });
      await link.waitFor();
      await shot(page, 'read-attachment');
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe('reply-note.txt');

      // A visitor and a user of another tenant are refused by the server.
      const staff1Api = await apiSignIn(baseUrl(), 'staff1');
      const staff1Inbox = (await folderRows(staff1Api, 1)).find((r) => r.subject.includes(subject))!;
      const item = (await (await fetch(`${portal(MAIL_ROUTES.get)}?id=${staff1Inbox.id}`, { headers: staff1Api.headers })).json()) as { files: { id: string }[] };
      expect(item.files).toHaveLength(1);
      const visitor = await signInReply(baseUrl(), 'univ', 'visitor');
      const corp = await apiSignIn(baseUrl(), 'staff1', 'corp');
      for (const headers of [
        { authorization: `Bearer ${visitor.token}`, 'tenant-code': 'univ', 'accept-language': locale },
        { ...corp.headers, 'accept-language': locale },
      ] as Record<string, string>[]) {
        const res = await fetch(`${portal(MAIL_ROUTES.get)}?id=${staff1Inbox.id}`, { headers });
        const body = (await res.json()) as { state?: boolean; subject?: string };
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(body.subject).toBeUndefined();
        const file = await fetch(`${portal('/system/file/v1/downloadFile')}?fileId=${item.files[0]!.id}`, { headers });
        expect(file.status).toBeGreaterThanOrEqual(400);
      }
    });
  });
}
