import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { admin } from '../../src/common/i18n/admin.ts';
import { describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { definitionsPage as ui } from './support/admin-contract.ts';
import { listPage } from './support/engine-list-contract.ts';
import { choose, dragRow } from './support/designer-actions.ts';
import { withRestoredDefinition } from './support/restore-definition.ts';

const TEMPLATE = 'expenseClaimList';

/** Markup of the list-template designer (src/pages/admin/definitions/template-designer): data-testid attributes. */
const designer = {
  view: '[data-testid="tmpl-designer"]',
  tabJson: '[data-testid="definition-tab-json"]',
  origin: '[data-testid="tmpl-fields-origin"]',
  /** A row's control: list `col`, `cond`, `btn`; cell field, label-zh, label-en, formatter, width, sortable, control, operation, drag, up, down, remove. */
  cell: (list: string, name: string, row: number) => `[data-testid="tmpl-${list}-${name}-${row}"]`,
  row: (list: string, row: number) => `[data-testid="tmpl-${list}-row-${row}"]`,
  rows: (list: string) => `[data-testid="tmpl-${list}s"] tbody tr`,
  add: (list: string) => `[data-testid="tmpl-${list}-add"]`,
  problems: (list: string) => `[data-testid="tmpl-${list}-problems"]`,
  pageSize: '[data-testid="tmpl-page-size"]',
  option: '.arco-select-popup:not([style*="display: none"]) .arco-select-option',
} as const;

async function designAndSave(page: Page, locale: Locale) {
  const text = admin[locale];
  const k = text.templateDesigner;
  await login(page, { account: 'admin' });
  await page.goto(ui.path('template', TEMPLATE));
  await page.locator(designer.view).waitFor();
  await page.locator(designer.origin).getByText(k.fieldsFromBo.replace('{{alias}}', 'expenseClaim')).waitFor();
  expect(await page.locator(designer.rows('col')).count()).toBe(6);

  const department = locale === 'zh-CN' ? '所属部门 (department)' : 'Department (department)';
  await choose(page, designer.add('col'), department);
  await page.locator(designer.row('col', 6)).waitFor();
  await page.locator(designer.cell('col', 'width', 6)).fill('140');
  await page.locator(designer.cell('col', 'width', 6)).press('Tab');
  await choose(page, designer.add('cond'), locale === 'zh-CN' ? '付款时间 (paidAt)' : 'Paid at (paidAt)');
  await page.locator(designer.row('cond', 4)).waitFor();
  expect(await page.locator(designer.cell('cond', 'control', 4)).innerText()).toContain(k.controls.dateRange);

  // Drag the new column by its handle onto the second row.
  await dragRow(page, 'col', 6, 1);
  await expect.poll(() => page.locator(designer.cell('col', 'field', 1)).innerText()).toBe('department');
  expect(await page.locator(designer.cell('col', 'formatter', 1)).innerText()).toContain(k.formatters.org);
  await page.locator(designer.pageSize).fill('15');
  await page.locator(designer.pageSize).press('Tab');

  await page.locator(ui.problemsTab).click();
  await page.locator(ui.noProblems).waitFor();
  await page.locator(designer.view).evaluate((view) => { view.scrollTop = 0; view.querySelectorAll('*').forEach((el) => { el.scrollLeft = 0; }); });
  await screenshot(page, `admin-template-designer-${locale}`);

  // The JSON tab holds what the designer wrote.
  await page.locator(designer.tabJson).click();
  await page.locator(ui.editor).waitFor();
  const json = await page.locator(ui.editor).innerText();
  expect(json.indexOf('"department"')).toBeLessThan(json.indexOf('"title"'));
  expect(json).toContain('"paidAt"');

  await page.locator(ui.save).click();
  await page.getByText(text.saved.split('{{')[0]!).first().waitFor();
  await expect.poll(() => page.locator(ui.dirty).count()).toBe(0);

  // The list: the column second, the condition in the search bar, 15 rows a page.
  await page.goto(listPage.path(TEMPLATE));
  await page.locator(listPage.view).waitFor();
  await page.locator(listPage.condition('paidAt')).first().waitFor();
  const departmentTitle = locale === 'zh-CN' ? '所属部门' : 'Department';
  const claimNo = locale === 'zh-CN' ? '报销单号' : 'Claim no.';
  const purpose = locale === 'zh-CN' ? '报销事由' : 'Purpose';
  await page.locator(`${listPage.table} th`, { hasText: departmentTitle }).first().waitFor();
  const headers = (await page.locator(`${listPage.table} th`).allInnerTexts()).map((h) => h.trim());
  expect(headers.indexOf(departmentTitle)).toBe(headers.indexOf(claimNo) + 1);
  expect(headers.indexOf(purpose)).toBe(headers.indexOf(departmentTitle) + 1);
  await screenshot(page, `admin-template-designer-list-${locale}`);
}

/** Runs the round, then puts the shipped list back for the other tests on this server. */
const withRestoredTemplate = (run: () => Promise<void>) => withRestoredDefinition('template', TEMPLATE, run);

describeBrowser('list-template designer (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN', viewport: { width: 1600, height: 900 } });

  test('an administrator adds a column and a query condition from the business object, drags the column up, saves, and the list shows it', async () => {
    await withRestoredTemplate(() => designAndSave(browser.page, 'zh-CN'));
  });

  test('a column naming a field the business object lacks is marked at its row, listed under the table, and not saved', async () => {
    const { page } = browser;
    await login(page, { account: 'admin' });
    await page.goto(ui.path('template', TEMPLATE));
    await page.locator(designer.view).waitFor();
    await page.locator(designer.cell('col', 'field', 2)).click();
    await page.keyboard.type('claimer');
    await page.locator(designer.option).filter({ hasText: /^claimer$/ }).first().click();
    await page.locator(ui.dirty).waitFor();
    await page.locator(designer.problems('col')).getByText('第 3 行 field').waitFor();
    await page.locator(designer.problems('col')).getByText('claimer').first().waitFor();
    expect(await page.locator(designer.row('col', 2)).getAttribute('class')).toContain('is-invalid');
    expect(await page.locator(designer.row('col', 1)).getAttribute('class')).not.toContain('is-invalid');
    expect(await page.locator(ui.save).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await screenshot(page, 'admin-template-designer-problem-zh-CN');
  });
});

describeBrowser('list-template designer (en-US)', () => {
  const browser = useBrowser({ locale: 'en-US', viewport: { width: 1600, height: 900 } });

  test('the same in English', async () => {
    await withRestoredTemplate(() => designAndSave(browser.page, 'en-US'));
  });
});
