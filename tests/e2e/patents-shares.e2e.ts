import { expect, test } from 'vitest';
import { patents } from '../../src/common/i18n/patents.ts';
import { describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { detailPage, sharesPage } from './support/patents-contract.ts';

const zh = patents['zh-CN'];

describeBrowser('patents shared by others (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('staff1 sees what 李娜 shared, opens one and removes another', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await page.goto(sharesPage.path);
    await page.locator(sharesPage.rows).first().waitFor();
    const before = await page.locator(sharesPage.rows).count();
    expect(await page.locator(sharesPage.rows).first().innerText()).toContain('李娜');
    await screenshot(page, 'patents-shared-by-others-zh-CN');

    await page.locator(sharesPage.remove).first().click();
    await page.locator('.arco-popconfirm .arco-btn-primary').click();
    await page.locator('.arco-message').filter({ hasText: zh.operationSucceeded }).first().waitFor();
    await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector as string).length === (count as number) - 1, [sharesPage.rows, before] as const);

    await page.locator(`${sharesPage.rows} a`).first().click();
    await page.waitForURL((url) => /^w_univ_ip_patent_ID_\d+$/.test(url.searchParams.get('id') ?? ''));
    await page.locator(detailPage.name).waitFor();
  });
});
