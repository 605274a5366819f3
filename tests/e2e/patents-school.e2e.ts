import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { patents } from '../../src/common/i18n/patents.ts';
import { describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { bulletinPages, header, schoolPage } from './support/patents-contract.ts';

const zh = patents['zh-CN'];
const en = patents['en-US'];

const checked = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.closest('label')?.className.includes('checked') ?? false);

async function openChart(page: Page, level: string) {
  await page.locator(schoolPage.viewChart).click();
  await page.locator(schoolPage.chart(level)).waitFor();
  await page.locator(`${schoolPage.chart(level)} ${schoolPage.chartReady}`).waitFor({ timeout: 30_000 });
}

describeBrowser('school patent list (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('staff1: tabs campus, department, group and inventor with lists, more-dialog and charts', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await page.goto(schoolPage.path);
    await page.locator(schoolPage.tableRows('campus')).first().waitFor();
    await screenshot(page, 'patents-school-campus-list-zh-CN');

    await page.locator(schoolPage.tab('department')).click();
    await page.locator(schoolPage.tableRows('department')).first().waitFor();
    await page.locator(schoolPage.tab('inventor')).click();
    await page.locator(schoolPage.tableRows('inventor')).first().waitFor();
    await page.getByText('张伟', { exact: true }).first().waitFor();
    if (await page.locator(schoolPage.more).count()) {
      await page.locator(schoolPage.more).click();
      await page.locator(`${schoolPage.moreDialog} tbody tr.arco-table-tr`).first().waitFor();
      await screenshot(page, 'patents-school-inventor-more-zh-CN');
      await page.keyboard.press('Escape');
    }

    await openChart(page, 'inventor');
    await page.locator(schoolPage.measure('effective')).click();
    await page.locator(`${schoolPage.chart('inventor')} ${schoolPage.chartReady}`).waitFor({ timeout: 30_000 });
    await screenshot(page, 'patents-school-inventor-chart-zh-CN');

    // Switching the tab resets to the list and the application radio.
    await page.locator(schoolPage.tab('subject')).click();
    await page.locator(schoolPage.tableRows('subject')).first().waitFor();
    await page.locator(schoolPage.viewChart).click();
    await expect(checked(page, schoolPage.measure('application'))).resolves.toBe(true);
    await page.locator(`${schoolPage.chart('subject')} ${schoolPage.chartReady}`).waitFor({ timeout: 30_000 });
    await expect(page.locator(schoolPage.scope).getAttribute('data-scope')).resolves.toBe('department');
  });

  test('a leader gets the campus view of the charts', async () => {
    const { page } = browser;
    await login(page, { account: 'leader' });
    await page.goto(schoolPage.path);
    await page.locator(schoolPage.tab('department')).click();
    await openChart(page, 'department');
    await expect(page.locator(schoolPage.scope).getAttribute('data-scope')).resolves.toBe('campus');
    await page.locator(schoolPage.scope).getByText(zh.campusView).waitFor();
    await screenshot(page, 'patents-school-leader-chart-zh-CN');
  });

  test('bulletins: pinned first, 10 a page; the header counts unread messages', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await page.goto(bulletinPages.list);
    await page.locator(`${bulletinPages.root} .arco-list-item`).first().waitFor();
    expect(await page.locator(`${bulletinPages.root} .arco-list-item`).count()).toBeLessThanOrEqual(10);
    await expect(page.locator(header.unread).getAttribute('data-count')).resolves.not.toBe('0');
    await screenshot(page, 'patents-bulletins-zh-CN');
    await page.locator(`${bulletinPages.root} .arco-list-item a`).first().click();
    await page.locator('[data-testid="bulletin-title"]').waitFor();
    await screenshot(page, 'patents-bulletin-detail-zh-CN');
  });
});

describeBrowser('bulletin administration (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('the IP administrator sees unpublished bulletins and pins one', async () => {
    const { page } = browser;
    await login(page, { account: 'ipadmin' });
    await page.goto(bulletinPages.list);
    const firstTop = page.locator('[data-testid^="bulletin-top-"]').first();
    await firstTop.waitFor();
    await page.getByText(zh.bulletinHidden, { exact: true }).first().waitFor();
    await page.locator('[data-testid^="bulletin-top-"]').nth(1).click();
    await page.locator('.arco-message').filter({ hasText: zh.operationSucceeded }).first().waitFor();
    await screenshot(page, 'patents-bulletins-admin-zh-CN');
  });
});

describeBrowser('school patent list (en-US)', () => {
  const browser = useBrowser({ locale: 'en-US' });

  test('the school list and chart read in English', async () => {
    const { page } = browser;
    await login(page, { account: 'ipadmin' });
    await page.goto(schoolPage.path);
    await page.getByText(en.tabCampus, { exact: true }).waitFor();
    await page.locator(schoolPage.tableRows('campus')).first().waitFor();
    await page.locator(schoolPage.tab('department')).click();
    await page.locator(schoolPage.tableRows('department')).first().waitFor();
    await screenshot(page, 'patents-school-department-list-en-US');
    await openChart(page, 'department');
    await screenshot(page, 'patents-school-department-chart-en-US');
  });
});
