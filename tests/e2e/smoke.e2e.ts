import { expect, test } from 'vitest';
import { auth } from '../../src/common/i18n/auth.ts';
import { baseUrl, describeBrowser, screenshot, useBrowser } from './support/browser.ts';
import { loginPage } from './support/app-contract.ts';

test('the server answers /config.json with every host prefix and the default tenant', async () => {
  const response = await fetch(`${baseUrl()}/config.json`);
  expect(response.status).toBe(200);
  const config = (await response.json()) as { hosts: Record<string, string>; defaultTenantCode: string };
  expect(config.hosts).toMatchObject({ uc: '/api/uc', portal: '/api/portal', bpmRunTime: '/api/bpm-runtime' });
  expect(config.defaultTenantCode).toBe('univ');
});

describeBrowser('login page in zh-CN', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('shows the default tenant and the sign-in form with Chinese labels', async () => {
    const { page } = browser;
    await page.goto(loginPage.path);
    await page.locator(loginPage.form).waitFor();
    // The default tenant (univ) is looked up and named, which enables the form.
    await page.locator(loginPage.tenant, { hasText: '示例大学' }).first().waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-CN');
    await expect(page.locator(loginPage.account).getAttribute('placeholder')).resolves.toBe(auth['zh-CN'].accountPlaceholder);
    await expect(page.locator(loginPage.password).getAttribute('placeholder')).resolves.toBe(auth['zh-CN'].passwordPlaceholder);
    const submitText = (await page.locator(loginPage.submit).innerText()).replace(/\s+/g, '');
    expect(submitText).toBe(auth['zh-CN'].login);
    await screenshot(page, 'smoke-login-zh-CN');
    expect(browser.errors).toEqual([]);
  });
});
