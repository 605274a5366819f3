import { test } from 'vitest';
import type { Page } from 'playwright-core';
import { errors } from '../../src/common/i18n/errors.ts';
import { describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';

async function openUserMenuItem(page: Page, item: 'profile' | 'password') {
  await page.locator('[data-testid="header-user"]').click();
  await page.locator(`[data-testid="user-menu-${item}"]`).click();
}

async function fillPasswords(page: Page, oldPwd: string, newPwd: string, repeat: string) {
  const dialog = page.locator('[data-testid="change-password-dialog"]');
  await dialog.locator('[data-testid="old-password"]').fill(oldPwd);
  await dialog.locator('[data-testid="new-password"]').fill(newPwd);
  await dialog.locator('[data-testid="repeat-password"]').fill(repeat);
  await page.locator('.arco-modal-footer button.arco-btn-primary').last().click();
}

async function expectText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

describeBrowser('change password dialog (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });
  const zh = errors['zh-CN'];

  test('empty fields and a repeat mismatch show their messages', async () => {
    const { page } = browser;
    await login(page, { tenant: 'inst', account: 'staff1' });
    await openUserMenuItem(page, 'password');
    await page.locator('[data-testid="change-password-dialog"]').waitFor();
    await page.locator('.arco-modal-footer button.arco-btn-primary').last().click();
    await expectText(page, zh.oldPasswordRequired);
    await expectText(page, zh.newPasswordRequired);
    await expectText(page, '请再次输入新密码');
    await fillPasswords(page, 'Demo@2026', 'Other#2026', 'Other#2027');
    await expectText(page, '两次输入密码不一致!');
    await screenshot(page, 'change-password-zh-CN');
  });

  test('without a strategy (inst) the new password needs at least 6 characters', async () => {
    const { page } = browser;
    await login(page, { tenant: 'inst', account: 'staff1' });
    await openUserMenuItem(page, 'password');
    await fillPasswords(page, 'Demo@2026', 'abc', 'abc');
    await expectText(page, '新密码长度至少为6');
  });

  test('rule 2 (platform): digits and letters', async () => {
    const { page } = browser;
    await login(page, { tenant: 'platform', account: 'staff1' });
    await openUserMenuItem(page, 'password');
    await fillPasswords(page, 'Demo@2026', 'abcdefgh', 'abcdefgh');
    await expectText(page, zh.passwordRule2);
  });

  test('rule 3 (univ): length 8, then digits, letters and a special character', async () => {
    const { page } = browser;
    await login(page, { tenant: 'univ', account: 'staff1' });
    await openUserMenuItem(page, 'password');
    await fillPasswords(page, 'Demo@2026', 'ab1', 'ab1');
    await expectText(page, '新密码长度至少为8');
    await fillPasswords(page, 'Demo@2026', 'abcdefg1', 'abcdefg1');
    await expectText(page, zh.passwordRule3);
  });

  test('rule 4 (corp): digits, upper and lower case letters and a special character', async () => {
    const { page } = browser;
    await login(page, { tenant: 'corp', account: 'staff1' });
    await openUserMenuItem(page, 'password');
    await fillPasswords(page, 'Demo@2026', 'abcdefg1!', 'abcdefg1!');
    await expectText(page, zh.passwordRule4);
  });

  test('a wrong old password shows the server message; a good change succeeds and the new password signs in', async () => {
    const { page } = browser;
    await login(page, { tenant: 'inst', account: 'agent' });
    await openUserMenuItem(page, 'password');
    await fillPasswords(page, 'Nope@2026', 'Fresh#2026', 'Fresh#2026');
    await page.locator('[data-testid="change-password-error"]').getByText(zh.oldPasswordWrong).waitFor();
    await fillPasswords(page, 'Demo@2026', 'Fresh#2026', 'Fresh#2026');
    await expectText(page, zh.passwordChanged);
    await login(page, { tenant: 'inst', account: 'agent', password: 'Fresh#2026' });
  });
});

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  describeBrowser(`profile dialog (${locale})`, () => {
    const browser = useBrowser({ locale });
    const msg = errors[locale];

    test('shows the profile, refuses a bad email and mobile, and saves good values', async () => {
      const { page } = browser;
      await login(page, { tenant: 'corp', account: locale === 'zh-CN' ? 'staff2' : 'leader' });
      await openUserMenuItem(page, 'profile');
      await page.locator('[data-testid="profile-dialog"][data-mode="view"]').waitFor();
      await screenshot(page, `profile-view-${locale}`);
      await page.locator('[data-testid="profile-edit"]').click();
      await page.locator('[data-testid="profile-email"]').fill('not-an-email');
      await page.locator('[data-testid="profile-mobile"]').fill('12345678901');
      await page.locator('[data-testid="profile-save"]').click();
      await expectText(page, msg.emailFormat);
      await expectText(page, msg.mobileFormat);
      await screenshot(page, `profile-edit-errors-${locale}`);
      await page.locator('[data-testid="profile-email"]').fill('someone@example.com');
      await page.locator('[data-testid="profile-mobile"]').fill('13712345678');
      await page.locator('[data-testid="profile-save"]').click();
      await expectText(page, msg.profileSaved);
    });
  });
}
