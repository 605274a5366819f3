import fs from 'node:fs';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { admin } from '../../src/common/i18n/admin.ts';
import { describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { boDesigner, definitionsPage as ui } from './support/admin-contract.ts';
import { formPage } from './support/form-contract.ts';

const zh = admin['zh-CN'];
const label = (zhText: string, en: string) => ({ 'zh-CN': zhText, 'en-US': en });

/** A visitor log: a business object, its form, its list and a menu group, written as an administrator would. */
const visitDefinitions = {
  bo: {
    kind: 'bo', schemaVersion: 2, alias: 'visitLog', name: label('来访登记', 'Visit log'),
    fields: [
      { name: 'visitor', label: label('来访人', 'Visitor'), type: 'string', required: true, maxLength: 50 },
      { name: 'company', label: label('来访单位', 'Company'), type: 'string', maxLength: 100 },
      { name: 'visitDate', label: label('来访日期', 'Visit date'), type: 'date', required: true },
      { name: 'headcount', label: label('人数', 'Headcount'), type: 'integer', minimum: 1, maximum: 500 },
    ],
  },
  form: {
    kind: 'form', schemaVersion: 1, key: 'visitLog', name: label('来访登记表', 'Visit form'), boAlias: 'visitLog',
    schema: {
      type: 'object', required: ['visitor', 'visitDate'],
      properties: {
        visitor: { type: 'string', title: '来访人', maxLength: 50 },
        company: { type: 'string', title: '来访单位', maxLength: 100 },
        visitDate: { type: 'string', format: 'date', title: '来访日期' },
        headcount: { type: 'integer', title: '人数', minimum: 1, maximum: 500 },
      },
    },
    rules: { visitor: 'required|maxlength:50' },
  },
  template: {
    kind: 'template', schemaVersion: 2, alias: 'visitLogList', name: label('来访记录', 'Visits'),
    source: { kind: 'bo', boAlias: 'visitLog' }, formKey: 'visitLog',
    conditionFields: [{ field: 'visitor', label: label('来访人', 'Visitor'), control: 'text', operation: 'LIKE' }],
    displayFields: [
      { field: 'visitor', label: label('来访人', 'Visitor'), sortable: true },
      { field: 'company', label: label('来访单位', 'Company') },
      { field: 'visitDate', label: label('来访日期', 'Visit date'), formatter: 'date', sortable: true },
      { field: 'headcount', label: label('人数', 'Headcount'), formatter: 'number' },
    ],
    manageFields: [{ type: 'add' }, { type: 'edit' }, { type: 'detail' }, { type: 'delete' }],
    pageSize: 10,
  },
  menu: {
    kind: 'menu', schemaVersion: 1, alias: 'visitMenu', name: label('来访管理', 'Visitors'),
    items: [{
      alias: 'visits', name: label('来访管理', 'Visitors'),
      children: [{ alias: 'visitLogList', name: label('来访记录', 'Visits'), path: '/visits/template/preview/visitLogList' }],
    }],
  },
} as const;

/** Replaces the editor's whole text, as pasting would. */
async function replaceText(page: Page, body: unknown) {
  await page.locator(ui.editor).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(JSON.stringify(body, null, 2));
}

/** New definition of a kind through the dialog, its text pasted, saved as version 1. */
async function createDefinition(page: Page, kind: keyof typeof visitDefinitions, key: string, nameZh: string) {
  await page.goto(ui.path(kind));
  await page.locator(ui.create).click();
  await page.locator(ui.newKey).fill(key);
  await page.locator(ui.newNameZh).fill(nameZh);
  await page.locator('.arco-modal-footer .arco-btn-primary').click();
  // A kind with a designer (business object, form, list template) opens in it: this test pastes JSON, so it goes to
  // the JSON tab; a kind without one opens on the JSON editor.
  await page.locator(`${ui.editor}, ${boDesigner.tabJson}`).first().waitFor();
  if (await page.locator(boDesigner.tabJson).count()) await page.locator(boDesigner.tabJson).click();
  await page.locator(ui.editor).waitFor();
  await replaceText(page, visitDefinitions[kind]);
  await page.locator(ui.problemsTab).click();
  await page.locator(ui.noProblems).waitFor();
  await page.locator(ui.save).click();
  if (kind === 'bo') await page.locator(boDesigner.changesOk).click();
  await page.getByText(zh.saved.replace('{{version}}', '1')).first().waitFor();
  await page.locator(ui.item(key)).waitFor();
}

describeBrowser('definition editor: a new business screen built in the browser (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('admin adds a business object, form, list and menu; staff1 finds the menu, adds a record and sees it listed', async () => {
    const { page, context } = browser;
    await login(page, { account: 'admin' });
    await createDefinition(page, 'bo', 'visitLog', '来访登记');
    await createDefinition(page, 'form', 'visitLog', '来访登记表');
    await page.locator(ui.previewForm).waitFor({ timeout: 60_000 });
    await screenshot(page, 'admin-definitions-form-preview-zh-CN');
    await createDefinition(page, 'template', 'visitLogList', '来访记录');
    await createDefinition(page, 'menu', 'visitMenu', '来访管理');

    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await login(page, { account: 'staff1' });
    await page.locator('[data-testid="top-menu"]').getByText('来访管理').first().click().catch(async () => {
      await page.locator('[data-testid="menu-more"]').click();
      await page.getByText('来访管理', { exact: true }).first().click();
    });
    await page.getByText('来访记录', { exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/visits/template/preview/visitLogList');
    await page.locator('[data-testid="list-table"]').waitFor();
    await page.locator('[data-testid="toolbar-add"]').click();
    await page.locator(formPage.view).waitFor();
    await page.locator(formPage.field('visitor')).fill('王五');
    await page.locator(formPage.field('company')).fill('示例科技有限公司');
    const date = page.locator(`${formPage.field('visitDate')} input`);
    await date.click();
    await date.fill('2026-11-20');
    await date.press('Enter');
    await page.locator(formPage.field('headcount')).fill('3');
    const saved = page.waitForResponse((r) => r.url().includes(formPage.saveCall) && r.request().method() === 'POST');
    await page.locator(formPage.save).click();
    expect((await saved).status()).toBe(200);

    await page.goto('/visits/template/preview/visitLogList');
    await page.locator('[data-testid="list-table"]').getByText('王五').waitFor();
    expect(await page.locator('[data-testid="list-table"]').getByText('2026-11-20').count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-definitions-staff-list-zh-CN');
  });

  test('problems point at their place, history compares versions, and a rollback makes a new current version', async () => {
    const { page } = browser;
    await login(page, { account: 'admin' });
    await page.goto(ui.path('template', 'expenseClaimList'));
    await page.locator(boDesigner.tabJson).click();
    await page.locator(ui.editor).waitFor();
    const body = JSON.parse(fs.readFileSync('schemas/template/expenseClaimList.json', 'utf8')) as Record<string, unknown>;
    await replaceText(page, { ...body, pageSize: 0 });
    await page.locator(ui.problemsTab).click();
    await page.locator(ui.problems).getByText('/pageSize').waitFor();
    await screenshot(page, 'admin-definitions-problems-zh-CN');
    await replaceText(page, { ...body, pageSize: 50 });
    await page.locator(ui.noProblems).waitFor();
    await page.locator(ui.comment).fill('每页50条');
    await page.locator(ui.save).click();
    await page.locator(ui.version).getByText('2').waitFor();

    await page.locator(ui.historyOpen).click();
    await page.locator(ui.compare(1)).click();
    await page.locator(ui.diff).getByText('/pageSize').first().waitFor();
    await screenshot(page, 'admin-definitions-history-zh-CN');
    await page.locator(ui.rollback(1)).click();
    await page.locator('.arco-modal-footer .arco-btn-primary').last().click();
    await page.getByText(zh.rolledBack.replace('{{version}}', '3')).first().waitFor();
    await page.keyboard.press('Escape');
    await page.locator(ui.version).getByText('3').waitFor();
    expect(await page.locator(ui.dirty).count()).toBe(0);
  });
});

describeBrowser('definition editor (en-US)', () => {
  const browser = useBrowser({ locale: 'en-US' });

  test('shows the kinds, the list and the live form preview in English', async () => {
    const { page } = browser;
    await login(page, { account: 'admin' });
    await page.goto(ui.path('form', 'patentApply'));
    await page.locator(ui.previewForm).waitFor({ timeout: 60_000 });
    await page.getByText(admin['en-US'].kinds.template).first().waitFor();
    await screenshot(page, 'admin-definitions-form-en-US');
  });
});
