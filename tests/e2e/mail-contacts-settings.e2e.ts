import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { mail as mailText } from '../../src/common/i18n/mail.ts';
import { mailErrors } from '../../src/common/i18n/errors-mail.ts';
import { describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { mailPages as mp, recordPages as rp } from './support/mail-contract.ts';

const toast = (page: Page, text: string) => page.locator(mp.message).filter({ hasText: text }).first().waitFor();
/** The messages under the form's fields, in order. */
const fieldErrors = (page: Page) => page.locator(mp.formItemError).allInnerTexts();

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  const ui = mailText[locale];
  const server = mailErrors[locale];
  const saved = locale === 'zh-CN' ? '保存成功' : 'Saved';
  const deleted = locale === 'zh-CN' ? '删除成功' : 'Deleted';

  describeBrowser(`mail contacts and mailbox settings (${locale})`, () => {
    const browser = useBrowser({ locale });
    const shot = (name: string) => screenshot(browser.page, `mail-${name}-${locale}`);

    test('contacts: every field message, then add, view, edit and delete', { timeout: 180_000 }, async () => {
      const { page } = browser;
      const stamp = Date.now();
      await login(page, { account: 'staff1' });
      await page.goto(mp.linkmanList);
      await page.locator(rp.add('linkman-list')).click();
      await page.locator(rp.save).click();
      await expect.poll(() => fieldErrors(page)).toEqual([ui.form.required, ui.form.required]);
      await page.locator(rp.input('linkman-name')).fill('x'.repeat(101));
      await page.locator(rp.input('linkman-email')).fill('not-an-address');
      await page.locator(rp.input('linkman-mobile')).fill('12345');
      await page.locator(rp.save).click();
      await expect.poll(() => fieldErrors(page)).toEqual([ui.form.tooLong.replace('{{max}}', '100'), ui.form.invalidAddress, ui.form.mobileInvalid]);
      await shot('linkman-errors');

      await page.locator(rp.input('linkman-name')).fill(`联系人 ${stamp}`);
      await page.locator(rp.input('linkman-email')).fill(`c${stamp}@example.com`);
      await page.locator(rp.input('linkman-mobile')).fill('13800138000');
      await page.locator(rp.save).click();
      await toast(page, saved);
      const row = page.locator(rp.rows('linkman-list')).filter({ hasText: `c${stamp}@example.com` });
      await row.waitFor();
      await shot('linkman-list');

      // The same address twice is refused by the server, its message on the form.
      await page.locator(rp.add('linkman-list')).click();
      await page.locator(rp.input('linkman-name')).fill('dup');
      await page.locator(rp.input('linkman-email')).fill(`c${stamp}@example.com`);
      await page.locator(rp.save).click();
      await expect.poll(() => page.locator(rp.formError).innerText()).toBe(server.mailLinkmanDuplicate.replace('{{address}}', `c${stamp}@example.com`));
      await page.goto(mp.linkmanList);

      await row.locator(rp.rowView).click();
      await page.locator(rp.view('linkman-view')).filter({ hasText: '13800138000' }).waitFor();
      await shot('linkman-view');
      await page.locator('[data-testid="detail-edit"]').click();
      await expect.poll(() => page.locator(rp.input('linkman-email')).inputValue()).toBe(`c${stamp}@example.com`);
      await page.locator(rp.input('linkman-company')).fill('Example Ltd');
      await shot('linkman-edit');
      await page.locator(rp.save).click();
      await toast(page, saved);
      await row.filter({ hasText: 'Example Ltd' }).waitFor();
      await row.locator(rp.rowRemove).click();
      await page.locator(mp.popconfirmOk).click();
      await toast(page, deleted);
      await expect.poll(() => row.count()).toBe(0);
    });

    test('mailbox settings: every field message, the password never shown, test connection refused, default, delete', { timeout: 180_000 }, async () => {
      const { page } = browser;
      const address = `box${Date.now()}@example.com`;
      await login(page, { account: 'staff1' });
      await page.goto(mp.settingList);
      await page.locator(rp.add('setting-list')).click();
      await page.locator(rp.input('setting-smtpPort')).fill('');
      await page.locator(rp.input('setting-imapPort')).fill('');
      await page.locator(rp.save).click();
      await expect.poll(() => fieldErrors(page)).toEqual(Array(6).fill(ui.form.required));
      await page.locator(rp.input('setting-mailAddress')).fill('bad@');
      await page.locator(rp.input('setting-smtpPort')).fill('25a');
      await page.locator(rp.input('setting-imapPort')).fill('70000');
      await page.locator(rp.save).click();
      await expect.poll(() => fieldErrors(page)).toEqual([ui.form.invalidAddress, ui.form.required, ui.form.required, ui.setting.portInteger, ui.form.required, ui.setting.portRange]);
      await shot('setting-errors');

      // Nothing listens on port 9 here: the test is refused with the server's reason, shown on the form.
      await page.locator(rp.input('setting-mailAddress')).fill(address);
      await page.locator(rp.input('setting-password')).fill('s3cret-pass');
      await page.locator(rp.input('setting-smtpHost')).fill('127.0.0.1');
      await page.locator(rp.input('setting-smtpPort')).fill('9');
      await page.locator(rp.input('setting-imapHost')).fill('127.0.0.1');
      await page.locator(rp.input('setting-imapPort')).fill('9');
      await page.locator(rp.test).click();
      await expect.poll(() => page.locator(rp.formError).innerText(), { timeout: 60_000 }).toContain('127.0.0.1');
      await shot('setting-add');
      await page.locator(rp.save).click();
      await toast(page, saved);
      const row = page.locator(rp.rows('setting-list')).filter({ hasText: address });
      await row.waitFor();
      await shot('setting-list');

      // The stored password is never sent back: the edit page keeps it unless it is changed.
      await row.locator(rp.rowEdit).click();
      await page.locator(rp.passwordKept).filter({ hasText: ui.setting.passwordKept }).waitFor();
      expect(await page.content()).not.toContain('s3cret-pass');
      await shot('setting-edit');
      await page.locator(rp.changePassword).click();
      await page.locator(rp.save).click();
      await expect.poll(() => fieldErrors(page)).toEqual([ui.form.required]);
      await page.locator(rp.changePassword).click();
      await page.locator(rp.save).click();
      await toast(page, saved);

      await row.locator(rp.rowView).click();
      await page.locator(rp.view('setting-view')).filter({ hasText: ui.setting.passwordKept }).waitFor();
      await shot('setting-view');
      await page.goto(mp.settingList);
      if (await row.locator(rp.rowSetDefault).count()) {
        await row.locator(rp.rowSetDefault).click();
        await row.locator(rp.defaultTag).waitFor();
      }
      // The mailbox shows in the folder tree of My mail.
      await page.goto(mp.list);
      await page.locator('[data-testid="mail-folder-tree"]').filter({ hasText: address }).waitFor();
      await shot('list-with-mailbox');

      await page.goto(mp.settingList);
      await row.locator(rp.rowRemove).click();
      await page.locator(mp.popconfirmOk).click();
      await toast(page, deleted);
      await expect.poll(() => row.count()).toBe(0);
    });
  });
}
