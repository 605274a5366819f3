import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { LEGAL_STATUSES } from '../../src/common/enums/legal-status.ts';
import { PATENT_TYPES } from '../../src/common/enums/patent-type.ts';
import { describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { listPage } from './support/engine-list-contract.ts';
import { patentManagement } from './support/engine-views-contract.ts';
import { libraryPage } from './support/patents-contract.ts';

/** The popup of an open Arco select (one at a time: a click elsewhere closes the previous one). */
const openPopup = '.arco-select-popup:visible';

/** Every row of the list shows `label` in the column at `columnIndex` (the list keeps the old page while it loads). */
async function waitForColumn(page: Page, columnIndex: number, label: string) {
  await page.waitForFunction(
    ([selector, index, text]) => {
      const rows = [...document.querySelectorAll(selector as string)];
      return rows.length > 0 && rows.every((row) => row.querySelectorAll('td')[index as number]?.textContent?.trim() === text);
    },
    [libraryPage.rows, columnIndex, label] as const,
  );
}

/** The index of the column headed `title` in the list table. */
async function columnIndex(page: Page, title: string): Promise<number> {
  const titles = await page.locator(`${listPage.table} thead th`).allInnerTexts();
  const index = titles.findIndex((text) => text.trim() === title);
  expect(index, titles.join(' | ')).toBeGreaterThanOrEqual(0);
  return index;
}

/** Opens a dictionary condition with a mouse click; the popup must stay open (the wrapping label once closed it again). */
async function openByClick(page: Page, field: string) {
  await page.locator(listPage.condition(field)).click();
  await page.locator(openPopup).waitFor();
  // Still open a moment later: nothing re-clicked the control behind the user's back.
  await page.waitForTimeout(300);
  await expect(page.locator(openPopup).count()).resolves.toBe(1);
}

async function pick(page: Page, label: string) {
  await page.locator(`${openPopup} .arco-select-option`).filter({ hasText: new RegExp(`^${label}$`) }).click();
  await page.locator(openPopup).waitFor({ state: 'detached' }).catch(() => undefined);
}

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  describeBrowser(`dictionary conditions in a list's query bar (${locale})`, () => {
    const browser = useBrowser({ locale });

    test('the patent library filters by 法律状态 picked with the mouse, and by 专利类型 picked with the keyboard', async () => {
      const { page } = browser;
      await login(page, { account: 'staff1' });
      await page.goto(libraryPage.path('bxzlk'));
      await page.locator(libraryPage.rows).first().waitFor();
      const granted = LEGAL_STATUSES.authorization[locale];
      const statusColumn = await columnIndex(page, locale === 'zh-CN' ? '法律状态' : 'Legal status');

      await openByClick(page, 'fLegalStatus');
      await screenshot(page, `list-query-dict-open-${locale}`);
      await pick(page, granted);
      await expect(page.locator(listPage.condition('fLegalStatus')).innerText()).resolves.toContain(granted);
      await page.locator(listPage.search).click();
      await waitForColumn(page, statusColumn, granted);
      await screenshot(page, `list-query-dict-filtered-${locale}`);

      // The keyboard: Shift+Tab from 所属学院 to the type condition, open it with Space, move to the second option, pick it.
      const utility = PATENT_TYPES.newKind[locale];
      const typeColumn = await columnIndex(page, locale === 'zh-CN' ? '专利类型' : 'Type');
      await page.locator(listPage.condition('fOrgName')).focus();
      await page.keyboard.press('Shift+Tab');
      await expect(page.locator(listPage.condition('fType')).evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
      await page.keyboard.press('Space');
      await page.locator(openPopup).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page.locator(listPage.condition('fType')).innerText()).resolves.toContain(utility);
      await page.locator(listPage.search).click();
      await waitForColumn(page, typeColumn, utility);
      await waitForColumn(page, statusColumn, granted);
    });

    test('专利申请 filters by 专利类型 picked from its dropdown', async () => {
      const { page } = browser;
      await login(page, { account: 'staff1' });
      await page.goto(patentManagement.applications);
      await page.locator(libraryPage.rows).first().waitFor();
      const invention = PATENT_TYPES.invent[locale];
      const typeColumn = await columnIndex(page, locale === 'zh-CN' ? '专利类型' : 'Type');
      await openByClick(page, 'type');
      await pick(page, invention);
      await page.locator(listPage.search).click();
      await waitForColumn(page, typeColumn, invention);
      await screenshot(page, `patent-applications-by-type-${locale}`);

      // The arrow keys open a dropdown too (Arco's select opens on Enter only), and Escape closes it.
      await page.locator(listPage.condition('inventor')).focus();
      await page.keyboard.press('Shift+Tab');
      await expect(page.locator(listPage.condition('legalStatus')).evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
      await page.keyboard.press('ArrowDown');
      await page.locator(openPopup).waitFor();
      await expect(page.locator(`${openPopup} .arco-select-option`).count()).resolves.toBe(Object.keys(LEGAL_STATUSES).length);
      await page.keyboard.press('Escape');
      await page.locator(openPopup).waitFor({ state: 'hidden' });
    });
  });
}
