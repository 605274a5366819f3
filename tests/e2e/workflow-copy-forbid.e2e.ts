import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { workflowErrors } from '../../src/common/i18n/errors-workflow.ts';
import { workflowInstance } from '../../src/common/i18n/workflow-instance.ts';
import { baseUrl, describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { apiCall, apiSignIn, startPatentApply, todoOf } from './support/workflow-api.ts';
import { instancePage } from './support/workflow-instance-contract.ts';
import { flowCentre, LIST_PAGES } from './support/workflow-lists-contract.ts';
import { openTask, pickUserInTaskDialog, switchUser } from './support/workflow-steps.ts';
import { taskDialogs, taskPage } from './support/workflow-task-contract.ts';

const toast = (page: Page, text: string) => page.locator('.arco-message').filter({ hasText: text }).first().waitFor();

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  const server = workflowErrors[locale];
  const view = workflowInstance[locale].view;

  describeBrowser(`copy-to from the task page and forbid on the instance page (${locale})`, () => {
    const browser = useBrowser({ locale, viewport: { width: 1280, height: 900 } });

    test('the leader copies the task to staff2 (抄送成功) and stays on it; staff2 finds the copy in their copies to read', async () => {
      const { page } = browser;
      const base = baseUrl();
      const [staff1, leader] = await Promise.all([apiSignIn(base, 'staff1'), apiSignIn(base, 'leader')]);
      const subject = `${locale === 'zh-CN' ? '抄送测试' : 'Copy-to test'} ${Date.now()}`;
      const instId = await startPatentApply(base, staff1, subject);
      const [task] = await todoOf(base, leader, instId);

      await login(page, { account: 'leader' });
      await openTask(page, task!.id);
      await page.locator(taskPage.button('copyTo')).click();
      const dialog = page.locator(taskDialogs.dialog('copyTo'));
      await dialog.waitFor();
      await pickUserInTaskDialog(page, 'copyTo', 'staff2');
      await page.locator(taskDialogs.opinion).fill(locale === 'zh-CN' ? '请知悉' : 'For your information');
      const sent = page.waitForResponse((r) => r.url().includes('/runtime/instance/v1/') && r.request().method() === 'POST' && r.url().includes('transToMore'));
      await page.locator(taskDialogs.ok).last().click();
      expect((await sent).status()).toBe(200);
      await toast(page, server.bpmCopied);
      await screenshot(page, `wf-task-copied-${locale}`);
      // A copy leaves the task with the leader.
      expect(new URL(page.url()).pathname).toBe(taskPage.path(task!.id));

      await switchUser(page, 'staff2');
      await page.goto(flowCentre.path('v-todoRead'));
      await page.locator(LIST_PAGES['v-todoRead']).waitFor();
      await page.getByText(subject).first().waitFor();
      await screenshot(page, `wf-copies-to-read-${locale}`);
    });

    test('the initiator forbids a running instance after confirming; the leader cannot handle it; allowing it again lets them', async () => {
      const { page } = browser;
      const base = baseUrl();
      const [staff1, leader] = await Promise.all([apiSignIn(base, 'staff1'), apiSignIn(base, 'leader')]);
      const instId = await startPatentApply(base, staff1, `${locale === 'zh-CN' ? '禁止测试' : 'Forbid test'} ${Date.now()}`);
      const [task] = await todoOf(base, leader, instId);

      await login(page, { account: 'staff1' });
      await page.goto(instancePage.path(instId));
      await page.locator(instancePage.root).waitFor();
      await expect(page.locator(instancePage.status).textContent()).resolves.toBe(view.statuses.running);
      await page.locator('[data-testid="inst-forbid"]').click();
      await page.getByText(view.forbidConfirm).waitFor();
      await screenshot(page, `wf-inst-forbid-confirm-${locale}`);
      await page.locator('[data-testid="inst-forbid-ok"]').click();
      await toast(page, server.bpmForbade);
      await expect.poll(() => page.locator(instancePage.status).textContent()).toBe(view.statuses.forbidden);
      await page.locator('[data-testid="inst-unforbid"]').waitFor();
      expect(await page.locator('[data-testid="inst-forbid"]').count()).toBe(0);
      await screenshot(page, `wf-inst-forbidden-${locale}`);

      const refused = await apiCall(base, leader, '/api/bpm-runtime/runtime/task/v1/complete', { taskId: Number(task!.id), actionName: 'agree' }).catch((e: Error) => e);
      expect(String(refused)).toContain('409');

      await page.locator('[data-testid="inst-unforbid"]').click();
      await page.getByText(view.unforbidConfirm).waitFor();
      await page.locator('[data-testid="inst-unforbid-ok"]').click();
      await toast(page, server.bpmUnforbade);
      await expect.poll(() => page.locator(instancePage.status).textContent()).toBe(view.statuses.running);
      await page.locator('[data-testid="inst-forbid"]').waitFor();
      await screenshot(page, `wf-inst-allowed-again-${locale}`);
    });
  });
}
