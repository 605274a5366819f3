import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { engine } from '../../src/common/i18n/engine.ts';
import { describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { chartPage, columnPreview, customQueryPage, dialogPreview, patentManagement, queryViewPage } from './support/engine-views-contract.ts';

async function openChart(page: Page, alias: string) {
  await page.goto(chartPage.path(alias));
  await page.locator(chartPage.canvasReady).waitFor();
}

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  const text = engine[locale];

  describeBrowser(`charts, query views and dialog pickers (${locale})`, () => {
    const browser = useBrowser({ locale });

    test('a chart page draws a pie with dictionary labels, a column chart and a line with its zoom slider', async () => {
      const { page } = browser;
      await login(page, { account: 'ipadmin' });
      await openChart(page, 'patentsByType');
      await screenshot(page, `chart-pie-${locale}`);
      await openChart(page, 'patentsByOrg');
      await screenshot(page, `chart-column-${locale}`);
      await openChart(page, 'patentsByDate');
      expect(Number(await page.locator(chartPage.widget).getAttribute('data-points'))).toBeGreaterThan(20);
      await screenshot(page, `chart-line-slider-${locale}`);
      await openChart(page, 'patentsByStatus');
      await screenshot(page, `chart-bar-${locale}`);
    });

    test('a chart switches to its data table, 10 rows a page', async () => {
      const { page } = browser;
      await login(page, { account: 'ipadmin' });
      await openChart(page, 'patentsByDate');
      await page.getByText(text.chartModeTable, { exact: true }).click();
      await page.locator(`${chartPage.table} tbody tr`).first().waitFor();
      expect(await page.locator(`${chartPage.table} tbody tr`).count()).toBe(10);
      await page.getByText(text.chartName, { exact: true }).first().waitFor();
      await screenshot(page, `chart-table-${locale}`);
    });

    test('a query view lists its rows under a menu group and the statement group', async () => {
      const { page } = browser;
      await login(page, { account: 'ipadmin' });
      await page.goto(queryViewPage.path('patentLibrary', 'patentLibraryList'));
      await page.locator(queryViewPage.rows).first().waitFor();
      expect(await page.locator(queryViewPage.rows).count()).toBeGreaterThan(0);
      await screenshot(page, `query-view-${locale}`);
      await page.goto(queryViewPage.path('patentLibrary', 'patentLibraryList', 'zlgl'));
      await page.locator(queryViewPage.rows).first().waitFor();
    });

    test('the patent management menu lists patent applications and due fees of the caller\'s college', async () => {
      const { page } = browser;
      await login(page, { account: 'staff1' });
      await page.goto(patentManagement.applications);
      await page.locator(queryViewPage.rows).first().waitFor();
      expect(await page.locator(queryViewPage.rows).count()).toBe(10);
      await screenshot(page, `patent-applications-${locale}`);
      await page.goto(patentManagement.fees);
      await page.locator(queryViewPage.rows).first().waitFor();
      // Due fees by default: the status condition shows its default value.
      expect(await page.locator(patentManagement.statusCondition).innerText()).toContain(locale === 'zh-CN' ? '待缴' : 'Due');
      await screenshot(page, `fee-deadlines-${locale}`);
    });

    test('a column preview draws the home column card with its menu and 70% more-dialog', async () => {
      const { page } = browser;
      await login(page, { account: 'admin' });
      await page.goto(columnPreview.path('myPatentApplies'));
      await page.locator(`${columnPreview.card} ${columnPreview.list}`).waitFor();
      await screenshot(page, `column-preview-${locale}`);
      await page.locator(columnPreview.menu).click();
      await page.locator(columnPreview.more).click();
      const dialog = page.locator('.arco-modal').filter({ has: page.locator(columnPreview.list) });
      await dialog.waitFor();
      // Measured once the dialog's zoom-in animation has ended.
      await expect.poll(() => dialog.evaluate((el) => el.getBoundingClientRect().width / window.innerWidth)).toBeCloseTo(0.7, 1);
      await screenshot(page, `column-preview-more-${locale}`);
    });

    test('a custom query page searches its view', async () => {
      const { page } = browser;
      await login(page, { account: 'ipadmin' });
      await page.goto(customQueryPage.path('patentApplyStats'));
      await page.locator(customQueryPage.rows).first().waitFor();
      expect(await page.locator(customQueryPage.rows).count()).toBe(10);
      await screenshot(page, `custom-query-${locale}`);
    });

    test('the dialog picker opens from a page, pages, and returns the chosen rows', async () => {
      const { page } = browser;
      await login(page, { account: 'ipadmin' });
      await page.goto(dialogPreview.path('patentPicker'));
      await page.locator(dialogPreview.open).click();
      await page.locator(dialogPreview.rows).first().waitFor();
      expect(await page.locator(dialogPreview.rows).count()).toBe(20);
      await page.locator(dialogPreview.rows).nth(0).click();
      await page.locator(dialogPreview.rows).nth(2).click();
      expect(await page.locator(dialogPreview.tags).count()).toBe(2);
      await screenshot(page, `dialog-list-${locale}`);
      await page.locator(dialogPreview.ok).click();
      await expect.poll(() => page.locator(dialogPreview.result).getAttribute('data-count')).toBe('2');
    });

    test('a tree dialog and a combination dialog pick by organisation', async () => {
      const { page } = browser;
      await login(page, { account: 'ipadmin' });
      await page.goto(dialogPreview.path('orgPicker'));
      await page.getByText(text.dialogSingle, { exact: true }).click();
      await page.locator(dialogPreview.open).click();
      await page.locator(`${dialogPreview.tree} .arco-tree-node`).nth(1).waitFor();
      await page.locator(`${dialogPreview.tree} .arco-tree-node-title`).nth(1).click();
      expect(await page.locator(dialogPreview.tags).count()).toBe(1);
      await screenshot(page, `dialog-tree-${locale}`);
      await page.locator(dialogPreview.ok).click();
      await expect.poll(() => page.locator(dialogPreview.result).getAttribute('data-count')).toBe('1');

      await page.goto(dialogPreview.path('orgPatentPicker'));
      await page.locator(dialogPreview.open).click();
      const side = page.locator(dialogPreview.combineTree);
      await page.locator(dialogPreview.rows).first().waitFor();
      // The organisation of the first patent: its node in the (fully open) tree filters the list to that organisation.
      const org = (await page.locator(dialogPreview.rows).first().locator('td').nth(3).innerText()).trim();
      await side.locator('.arco-tree-node-title').getByText(org, { exact: true }).first().click();
      await expect.poll(async () => {
        const texts = await page.locator(dialogPreview.rows).allInnerTexts();
        return texts.length > 0 && texts.every((row) => row.includes(org));
      }).toBe(true);
      await page.locator(dialogPreview.rows).first().click();
      await screenshot(page, `dialog-combination-${locale}`);
      await page.locator(dialogPreview.ok).click();
      await expect.poll(() => page.locator(dialogPreview.result).getAttribute('data-count')).toBe('1');
    });
  });
}
