import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { auth } from '../../src/common/i18n/auth.ts';
import { layout } from '../../src/common/i18n/layout.ts';
import { describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { loginPage } from './support/app-contract.ts';

const en = { auth: auth['en-US'], layout: layout['en-US'] };
const GREETING = en.layout.greeting.replace('{{name}}', 'Guest');
/** 专利申请: a menu entry that asks guests to sign in. */
const PROTECTED = '/zlgl/querySql/queryView/zlsq/zlsq';

/** The shell treats the session as the visitor's: greeting "Guest", a sign-in button, no account menu, typed protected paths ask to sign in. */
async function expectVisitorShell(page: Page) {
  await page.getByTestId('main-layout').waitFor();
  expect(await page.getByTestId('header-greeting').innerText()).toBe(GREETING);
  await page.getByTestId('header-login').waitFor();
  expect(await page.getByTestId('user-menu-profile').count()).toBe(0);
  await page.goto(PROTECTED);
  await page.getByTestId('visitor-sign-in-required').waitFor();
  await page.getByTestId('login-dialog').waitFor();
}

describeBrowser('the visitor, however it arrives (en-US)', () => {
  const browser = useBrowser({ locale: 'en-US' });

  test('the visitor account signed in through the login form is the visitor', async () => {
    const { page } = browser;
    await login(page, { tenant: 'univ', account: 'visitor' });
    await expectVisitorShell(page);
    await screenshot(page, 'visitor-login-form-protected-en-US');
  });

  test('"Visit as guest" on the login page opens the portal as the visitor', async () => {
    const { page } = browser;
    await page.goto(`${loginPage.path}?tenant=corp`);
    const entry = page.getByTestId('login-visit-as-guest');
    expect(await entry.innerText()).toBe(en.auth.visitAsGuest);
    await entry.click();
    await page.waitForURL((url) => !url.pathname.startsWith(loginPage.path));
    await expectVisitorShell(page);
  });
});
