import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { layout } from '../../src/common/i18n/layout.ts';
import { common } from '../../src/common/i18n/common.ts';
import { describeBrowser, login, overrideRuntimeConfig, screenshot, useBrowser } from './support/browser.ts';

const zh = layout['zh-CN'];
const en = layout['en-US'];

const topMenu = (page: Page) => page.locator('[data-testid="top-menu"]');

/** Ends the browser's session on the server, as another login or an administrator would. */
async function revokeSessionOnServer(page: Page) {
  const status = await page.evaluate(async () => {
    const token = Object.entries(localStorage).find(([k]) => /token/i.test(k) && !/refresh/i.test(k))?.[1];
    const tenant = localStorage.getItem('tenantCode') ?? 'univ';
    const raw = token?.startsWith('"') ? JSON.parse(token) : token;
    const res = await fetch('/api/uc/signout', { method: 'POST', headers: { authorization: `Bearer ${raw}`, 'tenant-code': tenant } });
    return res.status;
  });
  expect(status).toBe(200);
}

describeBrowser('guest browsing (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('a visitor sees the guest menu and a login button; a login-only entry opens the login dialog', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.locator('[data-testid="header-login"]').waitFor();
    await topMenu(page).getByText('专利库').first().waitFor();
    await screenshot(page, 'home-visitor-zh-CN');
    await topMenu(page).getByText('专利管理').first().click();
    await page.locator('.arco-menu-pop-trigger').getByText('专利申请', { exact: true }).click();
    await page.locator('[data-testid="login-dialog"]').waitFor();
    await screenshot(page, 'login-dialog-zh-CN');
  });

  test('a visitor whose session the server ended is quietly cleared and sent home as a new visitor', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.locator('[data-testid="header-login"]').waitFor();
    // The home's cards load in batches after the header: let them finish, or one of them meets the ended session
    // and sends the tab home while the next page loads.
    await page.waitForLoadState('networkidle');
    await revokeSessionOnServer(page);
    await page.goto('/emptyPage');
    await page.locator('[data-testid="header-login"]').waitFor();
    await expect(page.getByText(zh.sessionExpired).count()).resolves.toBe(0);
  });
});

describeBrowser('signed-in shell (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('an unfinished entry only warns 功能正在开发中....', async () => {
    const { page } = browser;
    await login(page, { account: 'admin' });
    await topMenu(page).getByText('测试页面', { exact: true }).first().click().catch(async () => {
      await page.locator('[data-testid="menu-more"]').click();
      await page.getByText('测试页面', { exact: true }).first().click();
    });
    await page.getByText('测试页面一', { exact: true }).first().click();
    await page.getByText(zh.inDevelopment).first().waitFor();
  });

  test('a user whose session ended gets one warning dialog, then a fresh home page', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await revokeSessionOnServer(page);
    await page.reload();
    await page.getByText(zh.sessionExpired).first().waitFor();
    await screenshot(page, 'session-expired-zh-CN');
    expect(await page.getByText(zh.sessionExpired).count()).toBe(1);
    await page.locator('.arco-modal-footer button').last().click();
    await page.locator('[data-testid="header-login"]').waitFor();
  });

  test('after the idle time the user is told and signed out', async () => {
    const { page } = browser;
    await overrideRuntimeConfig(page, { idleTimeoutMs: 2500, idleCheckMs: 500 });
    await login(page, { account: 'staff2' });
    await page.locator('[data-testid="header-greeting"]').waitFor();
    await page.getByText(zh.idleLogout).first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'idle-logout-zh-CN');
    const ok = page.locator('.arco-modal-footer button').last();
    if (await ok.isVisible().catch(() => false)) await ok.click();
    await page.locator('[data-testid="header-login"]').waitFor();
  });

  test('switching the language changes the whole shell', async () => {
    const { page } = browser;
    await login(page, { account: 'admin' });
    await topMenu(page).getByText('流程中心').first().waitFor();
    await page.locator('[data-testid="language-switch"]').click();
    await page.locator('[data-testid="language-option-en-US"]').click();
    await page.getByText(common['en-US'].languageSwitched).first().waitFor();
    await topMenu(page).getByText('Workflow centre').first().waitFor();
    await page.locator('[data-testid="header-greeting"]').getByText(en.greeting.replace(', {{name}}', '')).waitFor();
    await screenshot(page, 'layout-admin-en-US');
    await page.reload();
    await topMenu(page).getByText('Workflow centre').first().waitFor();
  });
});

describeBrowser('guest browsing (en-US)', () => {
  const browser = useBrowser({ locale: 'en-US' });

  test('the visitor shell is in English', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.locator('[data-testid="header-login"]').getByText(en.login).waitFor();
    await topMenu(page).getByText('Patent library').first().waitFor();
    await screenshot(page, 'home-visitor-en-US');
  });
});

test('the not-found page links back home', async () => {
  // Runs without a browser fixture through the server's client fallback.
  const { baseUrl } = await import('./support/browser.ts');
  const res = await fetch(`${baseUrl()}/no/such/page`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<div id="root"');
});
