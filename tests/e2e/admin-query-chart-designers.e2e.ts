import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { admin } from '../../src/common/i18n/admin.ts';
import { engineViews } from '../../src/common/i18n/engine-views.ts';
import { describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { definitionsPage as ui } from './support/admin-contract.ts';
import { chartPage, dialogPreview } from './support/engine-views-contract.ts';
import { choose, dragRow } from './support/designer-actions.ts';
import { withRestoredDefinition } from './support/restore-definition.ts';

const CHART = 'patentsByType';
const DIALOG = 'patentPicker';
const QUERY = 'patentApplyStats';

/** Markup of the query, dialog and chart designers (src/pages/admin/definitions/{query,dialog,chart}-designer): data-testid attributes. */
const designer = {
  query: '[data-testid="qry-designer"]',
  dialog: '[data-testid="dlg-designer"]',
  chart: '[data-testid="chart-designer"]',
  tabJson: '[data-testid="definition-tab-json"]',
  /** `qry`, `dlg` or `chart`: where the fields to pick come from. */
  origin: (prefix: string) => `[data-testid="${prefix}-fields-origin"]`,
  chartType: '[data-testid="chart-type"]',
  series: '[data-testid="chart-series"]',
  /** A row's control of a list (`dlg-col`, `dlg-cond`, `dlg-ret`, `qry-cond`, `qry-res`): field, label-zh, label-en, drag, remove... */
  cell: (list: string, name: string, row: number) => `[data-testid="tmpl-${list}-${name}-${row}"]`,
  rows: (list: string) => `[data-testid="tmpl-${list}s"] tbody tr`,
  add: (list: string) => `[data-testid="${list}-add"]`,
  option: '.arco-select-popup:not([style*="display: none"]) .arco-select-option',
} as const;

async function shootDesigner(page: Page, view: string, name: string) {
  await page.locator(ui.problemsTab).click();
  await page.locator(ui.noProblems).waitFor();
  await page.locator(view).evaluate((el) => { el.scrollTop = 0; el.querySelectorAll('*').forEach((child) => { child.scrollLeft = 0; }); });
  await screenshot(page, name);
}

/** Saves the definition and waits until it is no longer dirty. */
async function save(page: Page, locale: Locale) {
  await page.locator(ui.save).click();
  await page.getByText(admin[locale].saved.split('{{')[0]!).first().waitFor();
  await expect.poll(() => page.locator(ui.dirty).count()).toBe(0);
}

/**
 * The chart round: the pie of patents by type becomes a column chart split by legal status in the designer, is saved,
 * and the chart page draws columns with a series (its data table shows the series column).
 */
async function designChart(page: Page, locale: Locale) {
  const k = admin[locale].sourceDesigners;
  await login(page, { account: 'admin' });
  await page.goto(ui.path('chart', CHART));
  await page.locator(designer.chart).waitFor();
  await page.locator(designer.origin('chart')).getByText('patentLibrary').first().waitFor();

  await page.locator(designer.chartType).getByText(k.chartTypes.column, { exact: true }).click();
  await choose(page, designer.series, '(legalStatus)');
  await expect.poll(() => page.locator(designer.series).innerText()).toContain('legalStatus');
  await page.locator(ui.dirty).waitFor();
  await shootDesigner(page, designer.chart, `admin-chart-designer-${locale}`);

  // The JSON tab holds what the designer wrote, the rest as it was.
  await page.locator(designer.tabJson).click();
  await page.locator(ui.editor).waitFor();
  const json = await page.locator(ui.editor).innerText();
  expect(json).toContain('"chartType": "column"');
  expect(json).toContain('"seriesField": "legalStatus"');
  expect(json).toContain('"dictKey": "patentType"');
  await save(page, locale);

  await page.goto(chartPage.path(CHART));
  await page.locator(`${chartPage.widget}[data-chart-type="column"]`).waitFor();
  await page.locator(chartPage.canvasReady).waitFor();
  await screenshot(page, `admin-chart-designer-runtime-${locale}`);
  await page.locator('[data-testid="chart-mode"]').getByText(engineViews[locale].chartModeTable).click();
  await page.locator(`${chartPage.table} th`, { hasText: engineViews[locale].chartSeries }).first().waitFor();
}

/**
 * The dialog round: the patent picker gets a legal-status column from the view's fields, dragged to the front, is
 * saved, and its picker (the preview page) shows that column first.
 */
async function designDialog(page: Page, locale: Locale) {
  const k = admin[locale].sourceDesigners;
  await login(page, { account: 'admin' });
  await page.goto(ui.path('dialog', DIALOG));
  await page.locator(designer.dialog).waitFor();
  await page.locator(designer.origin('dlg')).getByText('patentLibrary').first().waitFor();
  expect(await page.locator(designer.rows('dlg-col')).count()).toBe(4);

  await choose(page, designer.add('dlg-col'), '(legalStatus)');
  await page.locator(designer.cell('dlg-col', 'row', 4)).waitFor();
  await dragRow(page, 'dlg-col', 4, 0);
  await expect.poll(() => page.locator(designer.cell('dlg-col', 'field', 0)).innerText()).toBe('legalStatus');
  const legal = locale === 'zh-CN' ? '法律状态' : 'Legal status';
  expect(await page.locator(designer.cell('dlg-col', locale === 'zh-CN' ? 'label-zh' : 'label-en', 0)).inputValue()).toBe(legal);
  expect(await page.getByText(k.columns).count()).toBeGreaterThan(0);
  await shootDesigner(page, designer.dialog, `admin-dialog-designer-${locale}`);
  // The returned values and the sort order, further down the panel.
  await page.locator(designer.dialog).evaluate((el) => { el.scrollTop = el.scrollHeight; });
  await page.locator(designer.rows('dlg-sort')).first().waitFor();
  await screenshot(page, `admin-dialog-designer-lower-${locale}`);
  await save(page, locale);

  await page.goto(dialogPreview.path(DIALOG));
  await page.locator(dialogPreview.open).click();
  await page.locator(dialogPreview.picker).waitFor();
  await page.locator(dialogPreview.rows).first().waitFor();
  const headers = (await page.locator('[data-testid="dialog-table"] th').allInnerTexts()).map((h) => h.trim()).filter(Boolean);
  expect(headers[0]).toBe(legal);
  expect(headers).toContain(locale === 'zh-CN' ? '专利名称' : 'Title');
  await screenshot(page, `admin-dialog-designer-runtime-${locale}`);
}

/** A series naming a field the view lacks: marked at its select, listed under the head, and the save stays disabled. */
async function chartProblem(page: Page, locale: Locale) {
  await login(page, { account: 'admin' });
  await page.goto(ui.path('chart', CHART));
  await page.locator(designer.chart).waitFor();
  await page.locator(designer.series).click();
  await page.keyboard.type('noSuchField');
  await page.locator(designer.option).filter({ hasText: /^noSuchField$/ }).first().click();
  await page.locator(ui.dirty).waitFor();
  await page.locator('[data-testid="chart-head-problems"]').getByText('noSuchField').first().waitFor();
  expect(await page.locator(designer.series).getAttribute('class')).toContain('error');
  expect(await page.locator(ui.save).isDisabled()).toBe(true);
  await page.keyboard.press('Escape');
  await screenshot(page, `admin-chart-designer-problem-${locale}`);
}

/** The query panel as it opens: its view's fields, conditions and result columns. */
async function showQuery(page: Page, locale: Locale) {
  await login(page, { account: 'admin' });
  await page.goto(ui.path('query', QUERY));
  await page.locator(designer.query).waitFor();
  await page.locator(designer.origin('qry')).getByText('patentLibrary').first().waitFor();
  expect(await page.locator(designer.rows('qry-cond')).count()).toBe(2);
  expect(await page.locator(designer.rows('qry-res')).count()).toBe(3);
  await shootDesigner(page, designer.query, `admin-query-designer-${locale}`);
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  describeBrowser(`query, dialog and chart designers (${locale})`, () => {
    const browser = useBrowser({ locale, viewport: { width: 1600, height: 900 } });

    test('an administrator makes a pie chart a column chart split by a series in the designer, saves, and the chart page draws it', async () => {
      await withRestoredDefinition('chart', CHART, () => designChart(browser.page, locale));
    });

    test('an administrator adds a column to a dialog and drags it first, saves, and the picker shows it first', async () => {
      await withRestoredDefinition('dialog', DIALOG, () => designDialog(browser.page, locale));
    });

    test('a chart series naming a field its view lacks is marked at the series, listed, and not saved', async () => {
      await chartProblem(browser.page, locale);
    });

    test('the query designer shows the query\'s conditions and result columns', async () => {
      await showQuery(browser.page, locale);
    });
  });
}
