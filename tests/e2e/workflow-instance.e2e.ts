import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { engineForm } from '../../src/common/i18n/engine-form.ts';
import { workflowInstance } from '../../src/common/i18n/workflow-instance.ts';
import { describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { approvalHistory, flowImage, instancePage, startPage } from './support/workflow-instance-contract.ts';
import { fillPatentApply } from './support/workflow-steps.ts';

/** The opinion label of a start in the history (server catalogue, read-task.ts). */
const STARTED: Record<Locale, string> = { 'zh-CN': '发起', 'en-US': 'Started' };
const STARTED_MESSAGE: Record<Locale, string> = { 'zh-CN': '启动流程成功', 'en-US': '' };

async function openStart(page: Page): Promise<string> {
  const view = page.waitForResponse((r) => r.url().includes(startPage.viewCall));
  await page.goto(startPage.byKey('patentApply'));
  const defId = ((await (await view).json()) as { defId: string }).defId;
  await page.locator(startPage.form).waitFor();
  return defId;
}

function startFlowSuite(locale: Locale) {
  describeBrowser(`workflow start and instance pages (${locale})`, () => {
    const browser = useBrowser({ locale });
    const text = workflowInstance[locale];
    const tag = locale;

    test('a required field blocks Start; a complete form starts; the instance shows its history and flow image', async () => {
      const { page } = browser;
      await login(page, { account: 'staff1' });
      await openStart(page);
      await expect.poll(() => page.locator(startPage.flowName).textContent()).toBe(locale === 'zh-CN' ? '专利申请审批' : 'Patent application approval');
      await screenshot(page, `wf-inst-start-${tag}`);

      const starts: string[] = [];
      page.on('request', (r) => { if (r.url().includes(startPage.startCall)) starts.push(r.url()); });
      await page.locator(startPage.submit).click();
      await page.getByText(engineForm[locale].rules.required).first().waitFor();
      expect(starts).toEqual([]);
      await screenshot(page, `wf-inst-start-required-${tag}`);

      await page.locator(startPage.tab('flowImage')).click();
      await page.locator(flowImage.drawn).waitFor();
      expect(await page.locator('.djs-element[data-element-id="leaderApprove"]').count()).toBe(1);
      await screenshot(page, `wf-inst-start-flow-image-${tag}`);
      await page.locator(startPage.tab('form')).click();

      const subject = `E2E 专利申请 ${locale} ${Date.now()}`;
      await fillPatentApply(page, locale, subject);
      const started = page.waitForResponse((r) => r.url().includes(startPage.startCall) && r.request().method() === 'POST');
      await page.locator(startPage.submit).click();
      const reply = await started;
      expect(reply.status()).toBe(200);
      const body = await reply.json() as { instId: string; message: string };
      if (STARTED_MESSAGE[locale]) expect(body.message).toBe(STARTED_MESSAGE[locale]);
      await page.getByText(body.message).first().waitFor();
      // Not a popup: after the message, my requests.
      await page.waitForURL((url) => url.pathname === '/v-flow/v-request', { timeout: 10_000 });

      await page.goto(instancePage.path(body.instId));
      await page.locator(instancePage.root).waitFor();
      await page.locator(instancePage.form).waitFor();
      await expect.poll(() => page.locator(instancePage.field('title')).textContent()).toContain(subject);
      expect(await page.locator(instancePage.status).textContent()).toBe(text.view.statuses.running);
      await page.locator(instancePage.urge).waitFor();
      await screenshot(page, `wf-inst-view-form-${tag}`);

      await page.locator(instancePage.tab('history')).click();
      await page.locator(approvalHistory.item).first().waitFor();
      expect(await page.locator(approvalHistory.status).allTextContents()).toEqual([STARTED[locale]]);
      await screenshot(page, `wf-inst-view-history-${tag}`);

      await page.locator(instancePage.tab('flowImage')).click();
      await page.locator(flowImage.drawn).waitFor();
      await page.locator(flowImage.current('leaderApprove')).waitFor();
      await page.locator(flowImage.done('start')).waitFor();
      expect(await page.locator(flowImage.current('ipAdminApprove')).count()).toBe(0);
      await page.getByText(text.flowImage.current).first().waitFor();
      await screenshot(page, `wf-inst-view-flow-image-${tag}`);
    });

    test('a saved draft opens again with its data at /start/{defId}/{draftId}', async () => {
      const { page } = browser;
      await login(page, { account: 'staff1' });
      const defId = await openStart(page);
      const title = `E2E 草稿 ${locale} ${Date.now()}`;
      await page.locator(startPage.field('title')).fill(title);
      const saved = page.waitForResponse((r) => r.url().includes(startPage.draftCall) && r.request().method() === 'POST');
      await page.locator(startPage.saveDraft).click();
      const reply = await saved;
      expect(reply.status()).toBe(200);
      const draftId = ((await reply.json()) as { value: string }).value;
      await screenshot(page, `wf-inst-draft-saved-${tag}`);

      await page.goto(startPage.draft(defId, draftId));
      await page.locator(startPage.form).waitFor();
      await expect.poll(() => page.locator(startPage.field('title')).inputValue()).toBe(title);
      await screenshot(page, `wf-inst-draft-reopened-${tag}`);
    });
  });
}

startFlowSuite('zh-CN');
startFlowSuite('en-US');
