import { expect, test } from 'vitest';
import path from 'node:path';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { engineForm } from '../../src/common/i18n/engine-form.ts';
import { workflowErrors } from '../../src/common/i18n/errors-workflow.ts';
import { baseUrl, describeBrowser, login, SCREENSHOT_DIR, useBrowser, type Locale } from './support/browser.ts';
import { openTask, pickUserInTaskDialog, switchUser } from './support/workflow-steps.ts';
import { apiSignIn, instanceStatus, startPatentApply, todoOf, type ApiSession } from './support/workflow-api.ts';
import { taskDialogs, taskPage } from './support/workflow-task-contract.ts';

/** The one open task of `session` on the instance (at `nodeId`). */
async function onlyTask(session: ApiSession, instId: string, nodeId?: string) {
  const rows = (await todoOf(baseUrl(), session, instId)).filter((r) => !nodeId || r.nodeId === nodeId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const dialog = (page: Page, kind: string) => page.locator(taskDialogs.dialog(kind));
const okButton = (page: Page) => page.locator(taskDialogs.ok).last();

/** After a success: the server's message, then (no opener) the to-do list. */
async function expectDone(page: Page, message: string) {
  await page.locator('.arco-message').filter({ hasText: message }).first().waitFor();
  await page.waitForURL((url) => url.pathname === '/v-flow/v-todo', { timeout: 15_000 });
}

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  const server = workflowErrors[locale];
  const required = engineForm[locale].rules.required;

  describeBrowser(`task page (${locale})`, () => {
    const browser = useBrowser({ locale, viewport: { width: 1280, height: 900 } });

    test('reject to start, resubmit, parallel add-sign, sign, agree, required review comment, end', { timeout: 300_000 }, async () => {
      const { page } = browser;
      const base = baseUrl();
      const [staff1, staff2, leader, ipadmin] = await Promise.all([apiSignIn(base, 'staff1'), apiSignIn(base, 'staff2'), apiSignIn(base, 'leader'), apiSignIn(base, 'ipadmin')]);
      const instId = await startPatentApply(base, staff1, locale === 'zh-CN' ? '一种锂电池热管理装置' : 'A battery cooling device');
      // The window as the user sees it (a full-page capture would draw the sticky header mid-page), after the dialog's opening animation.
      const shot = async (name: string) => {
        fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `workflow-task-${name}-${locale}.png`) });
      };

      // The leader sends it back to the initiator with an opinion.
      const first = await onlyTask(leader, instId, 'leaderApprove');
      await login(page, { account: 'leader' });
      await openTask(page, first.id);
      await expect(page.locator(taskPage.subject).textContent()).resolves.toContain(locale === 'zh-CN' ? '锂电池' : 'battery');
      await expect(page.locator(taskPage.watermark).getAttribute('data-text')).resolves.toMatch(/\d{4}-\d{2}-\d{2}$/);
      await shot('page');
      await page.locator(taskPage.button('reject')).click();
      await dialog(page, 'reject').waitFor();
      await page.locator(taskDialogs.rejectToStart).click();
      await page.locator(taskDialogs.opinion).fill(locale === 'zh-CN' ? '材料不全，请补充' : 'Please add the missing documents');
      await shot('reject-dialog');
      await okButton(page).click();
      await expectDone(page, server.bpmTaskDone);
      const back = await onlyTask(staff1, instId, 'start');
      expect(back.status).toBe('BACK');

      // The initiator resubmits from the first node (its buttons only: agree, reject, save).
      await switchUser(page, 'staff1');
      await openTask(page, back.id);
      const startButtons = await page.locator(`${taskPage.buttons} button[data-testid^="task-btn-"]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
      expect(startButtons).toEqual(['task-btn-agree', 'task-btn-reject', 'task-btn-saveDraft']);
      await page.locator(taskPage.button('agree')).click();
      await dialog(page, 'agree').waitFor();
      await shot('agree-dialog');
      await okButton(page).click();
      await expectDone(page, server.bpmTaskDone);

      // The leader looks at the other dialogs, then adds staff2 as a parallel signer.
      const second = await onlyTask(leader, instId, 'leaderApprove');
      await switchUser(page, 'leader');
      await openTask(page, second.id);
      for (const kind of ['oppose', 'delegate', 'inqu', 'commu', 'startTrans', 'copyTo', 'endProcess'] as const) {
        await page.locator(taskPage.button(kind)).click();
        await dialog(page, kind).waitFor();
        await shot(`${kind}-dialog`);
        await page.locator('.arco-modal:visible .arco-modal-footer .arco-btn-secondary').last().click();
        await dialog(page, kind).waitFor({ state: 'detached' });
      }
      // Following is done in place: the message, and the task stays open.
      await page.locator(taskPage.more).click();
      await page.locator(taskPage.extra('follow')).click();
      await dialog(page, 'follow').locator('.arco-checkbox').nth(2).click();
      await shot('follow-dialog');
      await okButton(page).click();
      await page.locator('.arco-message').filter({ hasText: server.bpmFollowed }).first().waitFor();
      await dialog(page, 'follow').waitFor({ state: 'detached' });
      await page.waitForTimeout(1_800);
      expect(new URL(page.url()).pathname).toBe(taskPage.path(second.id));
      for (const command of ['dueTime', 'urge'] as const) {
        await page.locator(taskPage.more).click();
        await page.locator(taskPage.extra(command)).click();
        const kind = command === 'dueTime' ? 'due' : command;
        await dialog(page, kind).waitFor();
        await shot(`${command}-dialog`);
        await page.locator('.arco-modal:visible .arco-modal-footer .arco-btn-secondary').last().click();
        await dialog(page, kind).waitFor({ state: 'detached' });
      }
      await page.locator(taskPage.tab('history')).click();
      await page.waitForTimeout(800);
      await shot('history-tab');
      await page.locator(taskPage.tab('form')).click();

      await page.locator(taskPage.button('addSign')).click();
      await dialog(page, 'addSign').waitFor();
      await pickUserInTaskDialog(page, 'addSign', 'staff2');
      await page.locator(taskDialogs.signParallel).click();
      await shot('addSign-dialog');
      await okButton(page).click();
      await expectDone(page, server.bpmSignAdded);

      // staff2 signs.
      const sign = await onlyTask(staff2, instId);
      expect(sign.status).toBe('SIGNLINEED');
      await switchUser(page, 'staff2');
      await openTask(page, sign.id);
      await page.locator(taskPage.button('agree')).click();
      await dialog(page, 'agree').waitFor();
      await okButton(page).click();
      await expectDone(page, server.bpmTaskDone);

      // The leader agrees.
      await switchUser(page, 'leader');
      await openTask(page, second.id);
      await page.locator(taskPage.opinion).fill(locale === 'zh-CN' ? '同意申请' : 'Agreed');
      await page.locator(taskPage.button('agree')).click();
      await dialog(page, 'agree').waitFor();
      await okButton(page).click();
      await expectDone(page, server.bpmTaskDone);

      // The IP administrator must fill the review comment (required on this node) before agreeing.
      const last = await onlyTask(ipadmin, instId, 'ipAdminApprove');
      await switchUser(page, 'ipadmin');
      await openTask(page, last.id);
      await page.locator(taskPage.button('agree')).click();
      await page.getByText(required, { exact: true }).first().waitFor();
      expect(await dialog(page, 'agree').count()).toBe(0);
      await shot('required-blocked');
      await page.locator(taskPage.field('reviewComment')).fill(locale === 'zh-CN' ? '材料齐全，同意申请' : 'Complete; approved');
      await page.locator(taskPage.button('agree')).click();
      await dialog(page, 'agree').waitFor();
      await okButton(page).click();
      await expectDone(page, server.bpmTaskDone);
      expect(await instanceStatus(base, staff1, instId)).toBe('end');
    });
  });
}
