import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { mail as mailText } from '../../src/common/i18n/mail.ts';
import { mailErrors } from '../../src/common/i18n/errors-mail.ts';
import { MAIL_ROUTES } from '../../src/common/api/mail.ts';
import { startServer } from '../../scripts/server-process.mjs';
import { requireDovecot, startMailLab, type LabUser, type MailLab } from '../support/mail-lab.ts';
import { pgliteTemplateDir } from '../support/test-database.ts';
import { storageKeys } from './support/app-contract.ts';
import { login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { mailPages as mp, recordPages as rp } from './support/mail-contract.ts';
import { apiSignIn } from './support/workflow-api.ts';

const LOG = path.join('test-results', 'e2e-mail-external-server.log');
const STAFF1: LabUser = { address: 'staff1@example.test', password: 'St4ff1-mail#secret' };
const PARTNER: LabUser = { address: 'partner@example.test', password: 'Partn3r-mail#secret' };

const toast = (page: Page, text: string) => page.locator(mp.message).filter({ hasText: text }).first().waitFor({ timeout: 60_000 });

/**
 * staff1's external mailbox against real servers the test starts (mail-lab.ts: smtp-server and Debian's dovecot over
 * TLS): the mailbox set up in the settings page (连接成功), a mail to an external address sent over SMTP, the partner's
 * answer synced from IMAP into the mailbox's inbox. The portal runs as its own server here so it trusts the lab's
 * certificate (MAIL_TLS_CA_FILE); under CI a missing dovecot fails.
 */
describe.runIf(!inject('browserSkipReason') && requireDovecot())('external mailbox over real SMTP and IMAP', () => {
  let lab: MailLab;
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    lab = await startMailLab([STAFF1, PARTNER]);
    server = await startServer({
      env: { MAIL_TLS_CA_FILE: lab.caFile, MAIL_SECRET_KEY: 'e2e-mail-secret-key-of-this-file' },
      seedFrom: await pgliteTemplateDir(),
      logFile: LOG,
    });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await lab?.close();
    // Whatever the server logged while the mailbox was set up, tested, used and synced: never a mailbox password.
    const log = fs.readFileSync(LOG, 'utf8');
    expect(log.length).toBeGreaterThan(0);
    for (const user of [STAFF1, PARTNER]) expect(log).not.toContain(user.password);
  });
  const browser = useBrowser();

  for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
    const ui = mailText[locale];
    const errors = mailErrors[locale];
    test(`(${locale}) staff1 sets up the mailbox, writes to an external address and syncs the answer`, { timeout: 240_000 }, async () => {
      const context = await browser.browser.newContext({ baseURL: server.url, locale, viewport: { width: 1366, height: 860 } });
      await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [storageKeys.language, locale]);
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      const shot = (name: string) => screenshot(page, `mail-external-${name}-${locale}`);
      const subject = `external ${locale} ${Date.now()}`;
      try {
        await login(page, { account: 'staff1' });
        const api = await apiSignIn(server.url, 'staff1');
        const existing = (await (await fetch(`${server.url}/api/portal${MAIL_ROUTES.settingList}`, {
          method: 'POST', headers: { ...api.headers, 'content-type': 'application/json' }, body: JSON.stringify({ pageBean: { page: 1, pageSize: 10 } }),
        })).json()) as { rows: { id: number; mailAddress: string }[] };
        let setId = existing.rows.find((r) => r.mailAddress === STAFF1.address)?.id;
        if (!setId) {
          await page.goto('/mail/settingAdd');
          await page.locator(rp.input('setting-mailAddress')).fill(STAFF1.address);
          await page.locator(rp.input('setting-password')).fill(STAFF1.password);
          await page.locator(rp.input('setting-smtpHost')).fill(lab.host);
          await page.locator(rp.input('setting-smtpPort')).fill(String(lab.smtpsPort));
          await page.locator(rp.input('setting-imapHost')).fill(lab.host);
          await page.locator(rp.input('setting-imapPort')).fill(String(lab.imapsPort));
          await page.locator(rp.test).click();
          await toast(page, errors.mailConnected);
          await page.locator(rp.save).click();
          await page.locator(rp.rows('setting-list')).filter({ hasText: STAFF1.address }).waitFor();
          const again = (await (await fetch(`${server.url}/api/portal${MAIL_ROUTES.settingList}`, {
            method: 'POST', headers: { ...api.headers, 'content-type': 'application/json' }, body: JSON.stringify({ pageBean: { page: 1, pageSize: 10 } }),
          })).json()) as { rows: { id: number; mailAddress: string }[] };
          setId = again.rows.find((r) => r.mailAddress === STAFF1.address)!.id;
        }

        // A mail from the mailbox to the partner's address, typed in full.
        await page.goto(`/mail/mailAdd?setId=${setId}`);
        await page.locator(mp.toInput).fill(PARTNER.address);
        await page.locator(mp.toInput).press('Enter');
        await page.locator(mp.to).filter({ hasText: PARTNER.address }).waitFor();
        await page.locator(mp.subject).fill(subject);
        await page.locator(mp.body).click();
        await page.keyboard.type('Hello partner');
        await shot('compose');
        await page.locator(mp.send).click();
        await toast(page, errors.mailSent);
        await expect.poll(() => lab.received.some((m) => m.to.includes(PARTNER.address) && m.raw.toString('utf8').includes('Hello partner'))).toBe(true);

        // The partner answers; a sync brings the answer into the mailbox's inbox, unread.
        await lab.append(STAFF1, `From: Partner <${PARTNER.address}>\r\nTo: ${STAFF1.address}\r\nSubject: Re: ${subject}\r\nMessage-ID: <${Date.now()}@example.test>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nThanks, received.\r\n`);
        await page.goto(`${mp.list}?folder=${setId}-1`);
        await page.locator('[data-testid="mail-sync"]').click();
        await toast(page, ui.setting.synced.split('{{')[0]!);
        const row = page.locator(mp.rows).filter({ hasText: `Re: ${subject}` });
        await row.waitFor();
        expect(await row.evaluate((tr) => tr.classList.contains('pp-mail-row-unread'))).toBe(true);
        await shot('synced');
        await row.locator(mp.rowSubject).click();
        await page.locator(mp.readBody).filter({ hasText: 'Thanks, received.' }).waitFor();
        await shot('read');
      } finally {
        await context.close();
      }
    });
  }
});
