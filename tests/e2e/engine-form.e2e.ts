import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { engineForm } from '../../src/common/i18n/engine-form.ts';
import { describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { formPage } from './support/form-contract.ts';

const zh = engineForm['zh-CN'];

async function openAdd(page: Page) {
  await page.goto(formPage.path('patentApplyList', 'add'));
  await page.locator(formPage.view).waitFor();
}

/** Fills the required fields of the patentApply form through its widgets. */
async function fillRequired(page: Page, title: string) {
  await page.locator(formPage.field('title')).fill(title);
  await page.locator(formPage.field('type')).click();
  await page.locator('.arco-select-option').filter({ hasText: '实用新型' }).first().click();
  await page.locator(`${formPage.field('college')} button`).click();
  const tree = page.locator('.arco-modal .arco-tree-node-title').first();
  await tree.waitFor();
  await tree.click();
  await page.locator('.arco-modal-footer .arco-btn-primary').click();
  const date = page.locator(`${formPage.field('applicationDate')} input`);
  await date.click();
  await date.fill('2026-01-05');
  await date.press('Enter');
  await page.locator(formPage.field('contactEmail')).fill('zhangwei@example.com');
}

async function saveAndRead(page: Page): Promise<{ status: number; body: { value?: { id: string; version: number } } }> {
  const response = page.waitForResponse((r) => r.url().includes(formPage.saveCall) && r.request().method() === 'POST');
  await page.locator(formPage.save).click();
  const reply = await response;
  return { status: reply.status(), body: await reply.json() };
}

describeBrowser('engine form: patentApply (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('validates, saves, reopens in edit, and refuses a stale save with the conflict message', async () => {
    const { page, context } = browser;
    await login(page, { account: 'staff1' });
    await openAdd(page);
    expect(await page.locator(formPage.title).textContent()).toContain('专利申请表');
    await page.locator(formPage.field('contactEmail')).fill('not-an-email');
    await page.locator(formPage.save).click();
    await page.getByText(zh.rules.required).first().waitFor();
    await page.getByText(zh.rules.email).first().waitFor();
    await screenshot(page, 'engine-form-errors-zh-CN');

    await fillRequired(page, '一种固态电池的制备方法');
    await screenshot(page, 'engine-form-filled-zh-CN');
    const saved = await saveAndRead(page);
    expect(saved.status).toBe(200);
    await page.getByText(zh.saved).first().waitFor();
    const id = saved.body.value!.id;

    await page.goto(formPage.path('patentApplyList', 'edit', id));
    await page.locator(formPage.view).waitFor();
    await expect.poll(() => page.locator(formPage.field('title')).inputValue()).toBe('一种固态电池的制备方法');

    const second = await context.newPage();
    await second.goto(formPage.path('patentApplyList', 'edit', id));
    await second.locator(formPage.view).waitFor();
    await expect.poll(() => second.locator(formPage.field('title')).inputValue()).toBe('一种固态电池的制备方法');
    await second.locator(formPage.field('title')).fill('一种固态电池的制备方法（第二个标签页）');
    expect((await saveAndRead(second)).status).toBe(200);

    await page.locator(formPage.field('title')).fill('一种固态电池的制备方法（第一个标签页）');
    expect((await saveAndRead(page)).status).toBe(409);
    await page.locator(formPage.conflict).waitFor();
    expect(await page.locator(formPage.field('title')).inputValue()).toBe('一种固态电池的制备方法（第一个标签页）');
    await screenshot(page, 'engine-form-conflict-zh-CN');
  });
});

describeBrowser('engine form: patentApply (en-US)', () => {
  const browser = useBrowser({ locale: 'en-US' });

  test('draws the form in English and says required fields in English', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await openAdd(page);
    expect(await page.locator(formPage.title).textContent()).toContain('Patent application form');
    await page.locator(formPage.save).click();
    await page.getByText(engineForm['en-US'].rules.required).first().waitFor();
    await screenshot(page, 'engine-form-errors-en-US');
  });
});
