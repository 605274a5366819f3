import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { errors } from '../../src/common/i18n/errors.ts';
import { auth } from '../../src/common/i18n/auth.ts';
import { common } from '../../src/common/i18n/common.ts';
import { describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { loginPage } from './support/app-contract.ts';

const zh = errors['zh-CN'];

async function openLogin(page: Page, query = 'tenant=univ') {
  await page.goto(`${loginPage.path}?${query}`);
  await page.locator(loginPage.form).waitFor();
  await page.locator(loginPage.tenant).first().waitFor();
}

async function submitLogin(page: Page, account: string, password: string) {
  await page.locator(loginPage.account).fill(account);
  await page.locator(loginPage.password).fill(password);
  await page.locator(loginPage.submit).click();
}

describeBrowser('login page (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('an empty form shows 请输入账号 and 请输入密码', async () => {
    const { page } = browser;
    await openLogin(page);
    await page.locator(loginPage.submit).click();
    await page.getByText(zh.accountRequired, { exact: true }).first().waitFor();
    await page.getByText(zh.passwordRequired, { exact: true }).first().waitFor();
    await screenshot(page, 'login-validation-zh-CN');
  });

  test('an account outside 2-20 letters, digits, _ or - shows 账号格式不符合规范', async () => {
    const { page } = browser;
    await openLogin(page);
    for (const bad of ['a', 'bad account!', '张三']) {
      await page.locator(loginPage.account).fill(bad);
      await page.locator(loginPage.password).fill('whatever');
      await page.locator(loginPage.submit).click();
      await page.getByText(zh.accountFormat, { exact: true }).first().waitFor();
    }
  });

  test('the reset button clears both fields', async () => {
    const { page } = browser;
    await openLogin(page);
    await page.locator(loginPage.account).fill('staff1');
    await page.locator(loginPage.password).fill('secret');
    await page.locator('[data-testid="login-reset"]').click();
    expect(await page.locator(loginPage.account).inputValue()).toBe('');
    expect(await page.locator(loginPage.password).inputValue()).toBe('');
  });

  test('a wrong password shows the server message and stays on the login page', async () => {
    const { page } = browser;
    await openLogin(page);
    await submitLogin(page, 'staff2', 'Wrong@2026');
    await page.locator(loginPage.error).getByText(zh.wrongCredentials.slice(0, 6)).waitFor();
    expect(new URL(page.url()).pathname).toBe(loginPage.path);
  });

  test('a successful sign-in goes to the redirect target', async () => {
    const { page } = browser;
    await openLogin(page, 'tenant=univ&redirect=%2FemptyPage');
    await submitLogin(page, 'staff1', 'Demo@2026');
    await page.waitForURL((url) => url.pathname === '/emptyPage');
    await page.locator('[data-testid="empty-page"]').waitFor({ state: 'attached' });
  });

  test('a successful sign-in without a redirect goes home and shows the user and the menu', async () => {
    const { page } = browser;
    await login(page, { tenant: 'univ', account: 'admin' });
    expect(new URL(page.url()).pathname).toMatch(/^\/(home)?$/);
    await page.locator('[data-testid="header-greeting"]').getByText('系统管理员').waitFor();
    await page.locator('[data-testid="top-menu"]').getByText('专利库').first().waitFor();
    await page.locator('[data-testid="top-menu"]').getByText('流程中心').first().waitFor();
    await screenshot(page, 'layout-admin-zh-CN');
  });

  test('repeated failures lock the account, and even the right password is then refused', async () => {
    const { page } = browser;
    // An account no other browser test signs in with (the lock lasts 15 minutes): inst's staff2.
    await openLogin(page, 'tenant=inst');
    for (let i = 0; i < 5; i++) {
      await submitLogin(page, 'staff2', `Wrong@${i}`);
      await page.locator(loginPage.error).waitFor();
    }
    await submitLogin(page, 'staff2', 'Demo@2026');
    await page.locator(loginPage.error).getByText('登录失败次数过多').waitFor();
    expect(new URL(page.url()).pathname).toBe(loginPage.path);
  });

  test('a password that breaks the tenant strategy leads to the reset-password view with the account', async () => {
    const { page } = browser;
    await openLogin(page);
    await submitLogin(page, 'newstaff', 'demo2026');
    await page.waitForURL((url) => url.pathname === '/resetPwdView');
    expect(new URL(page.url()).searchParams.get('account')).toBe('newstaff');
    await page.locator('[data-testid="reset-password"]').waitFor();
    await screenshot(page, 'reset-password-zh-CN');
    await page.locator('[data-testid="old-password"]').fill('demo2026');
    await page.locator('[data-testid="new-password"]').fill('Better#2026');
    await page.locator('[data-testid="repeat-password"]').fill('Better#2026');
    await page.locator('[data-testid="reset-password-submit"]').click();
    await page.getByText(zh.passwordChanged).first().waitFor();
    await page.waitForURL((url) => url.pathname === loginPage.path);
    await submitLogin(page, 'newstaff', 'Better#2026');
    await page.waitForURL((url) => url.pathname !== loginPage.path);
  });

  test('the language switch turns the login page into English and says so', async () => {
    const { page } = browser;
    await openLogin(page);
    await page.locator('[data-testid="language-switch"]').click();
    await page.locator('[data-testid="language-option-en-US"]').click();
    await page.getByText(common['en-US'].languageSwitched).first().waitFor();
    expect(await page.locator(loginPage.account).getAttribute('placeholder')).toBe(auth['en-US'].accountPlaceholder);
    await page.locator(loginPage.tenant, { hasText: 'Demo University' }).first().waitFor();
    await screenshot(page, 'login-en-US');
    await page.locator('[data-testid="language-switch"]').click();
    await page.locator('[data-testid="language-option-zh-CN"]').click();
    await page.getByText(common['zh-CN'].languageSwitched).first().waitFor();
    expect(await page.locator(loginPage.account).getAttribute('placeholder')).toBe(auth['zh-CN'].accountPlaceholder);
  });
});

describeBrowser('login page (en-US)', () => {
  const browser = useBrowser({ locale: 'en-US' });

  test('validation and server messages are in English', async () => {
    const { page } = browser;
    await openLogin(page);
    await page.locator(loginPage.submit).click();
    await page.getByText(errors['en-US'].accountRequired, { exact: true }).first().waitFor();
    await page.getByText(errors['en-US'].passwordRequired, { exact: true }).first().waitFor();
    await submitLogin(page, 'staff2', 'Wrong@2026');
    await page.locator(loginPage.error).getByText('Wrong account or password').waitFor();
    await screenshot(page, 'login-validation-en-US');
  });
});
