import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { TASK_STATUSES } from '../../src/common/enums/task-status.ts';
import { workflowErrors } from '../../src/common/i18n/errors-workflow.ts';
import { workflowLists } from '../../src/common/i18n/workflow-lists.ts';
import { baseUrl, describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { workflowUser, type WorkflowUser } from './support/workflow-api.ts';
import { flowList } from './support/workflow-lists-contract.ts';
import { startPage } from './support/workflow-instance-contract.ts';
import { taskDialogs, taskPage } from './support/workflow-task-contract.ts';
import { fillPatentApply, openTask, pickUserInTaskDialog, rowsOf, runTaskButton, switchUser, useLanguage } from './support/workflow-steps.ts';

const LOCALES: Locale[] = ['zh-CN', 'en-US'];
const zh = workflowErrors['zh-CN'];

/**
 * Checks a list in both languages: `check` runs on the rows of `list` narrowed to `subject` (expecting `count` of them)
 * in zh-CN, then in en-US; the page is left in zh-CN.
 */
async function inBothLanguages(page: Page, list: string, subject: string, count: number | 'some', check: (rows: string[], locale: Locale) => void) {
  for (const locale of LOCALES) {
    await useLanguage(page, locale);
    check(await rowsOf(page, list, subject, count), locale);
  }
  await useLanguage(page, 'zh-CN');
}

const status = (key: keyof typeof TASK_STATUSES) => (rows: string[], locale: Locale) => expect(rows[0]).toContain(TASK_STATUSES[key][locale]);
const instStatus = (key: 'running' | 'end') => (rows: string[], locale: Locale) => expect(rows[0]).toContain(workflowLists[locale].instStatus[key]);
const none = () => undefined;

/** The one open task of `user` on the instance. */
async function onlyTask(user: WorkflowUser, instId: string) {
  const rows = await user.todoOf(instId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** In the add-sign dialog: picks `account` as a parallel signer and confirms. */
async function addParallelSigner(page: Page, account: string) {
  await page.locator(taskPage.button('addSign')).click();
  await page.locator(taskDialogs.dialog('addSign')).waitFor();
  await pickUserInTaskDialog(page, 'addSign', account);
  await page.locator(taskDialogs.signParallel).click();
  await page.locator(taskDialogs.ok).last().click();
  await page.locator('.arco-message').filter({ hasText: zh.bpmSignAdded }).first().waitFor();
}

/**
 * The acceptance scenario in the browser: staff1 starts a patent application on the start page; the leader
 * rejects it back; staff1 resubmits; the leader adds staff2 as a parallel signer; both sign; ipadmin agrees; the
 * instance ends. The to-do, done, request and copy-to lists are checked at each step in both languages. Then revoke
 * and retrieve from the done list, within the rules and outside them, and an agent rule routing the leader's tasks.
 */
describeBrowser('workflow acceptance in the browser', () => {
  const browser = useBrowser({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });

  test('patent application: start, reject, resubmit, parallel add-sign, agree, end; every list at each step', { timeout: 600_000 }, async () => {
    const { page } = browser;
    const base = baseUrl();
    const [staff1, staff2, leader, ipadmin] = await Promise.all([workflowUser(base, 'staff1'), workflowUser(base, 'staff2'), workflowUser(base, 'leader'), workflowUser(base, 'ipadmin')]);
    const subject = `验收 专利申请 ${Date.now()}`;

    // staff1 starts it on the start page.
    await login(page, { account: 'staff1' });
    await page.goto(startPage.byKey('patentApply'));
    await page.locator(startPage.form).waitFor();
    await fillPatentApply(page, 'zh-CN', subject);
    const started = page.waitForResponse((r) => r.url().includes(startPage.startCall) && r.request().method() === 'POST');
    await page.locator(startPage.submit).click();
    const { instId } = await (await started).json() as { instId: string };
    await page.locator('.arco-message').filter({ hasText: zh.bpmStarted }).first().waitFor();
    await inBothLanguages(page, 'v-request', subject, 1, instStatus('running'));
    await inBothLanguages(page, 'v-todo', subject, 0, none);

    // The leader has it to do, and rejects it back to the initiator.
    const first = await onlyTask(leader, instId);
    await switchUser(page, 'leader');
    await inBothLanguages(page, 'v-todo', subject, 1, status('NORMAL'));
    await openTask(page, first.id);
    await page.locator(taskPage.button('reject')).click();
    await page.locator(taskDialogs.dialog('reject')).waitFor();
    await page.locator(taskDialogs.rejectToStart).click();
    await page.locator(taskDialogs.opinion).fill('请补充实验数据');
    await page.locator(taskDialogs.ok).last().click();
    await page.locator('.arco-message').filter({ hasText: zh.bpmTaskDone }).first().waitFor();
    await inBothLanguages(page, 'v-todo', subject, 0, none);
    await inBothLanguages(page, 'v-done', subject, 1, instStatus('running'));

    // staff1 finds it back in the to-do list and resubmits.
    const back = await onlyTask(staff1, instId);
    await switchUser(page, 'staff1');
    await inBothLanguages(page, 'v-todo', subject, 1, status('BACK'));
    await openTask(page, back.id);
    await runTaskButton(page, 'agree', zh.bpmTaskDone);
    await inBothLanguages(page, 'v-todo', subject, 0, none);
    await inBothLanguages(page, 'v-done', subject, 'some', none);

    // The leader adds staff2 as a parallel signer, then agrees; staff2 signs.
    const again = await onlyTask(leader, instId);
    await switchUser(page, 'leader');
    await openTask(page, again.id);
    await addParallelSigner(page, 'staff2');
    const sign = await onlyTask(staff2, instId);
    await openTask(page, again.id);
    await runTaskButton(page, 'agree', zh.bpmTaskDone, '同意');
    expect(await ipadmin.todoOf(instId)).toEqual([]);
    await switchUser(page, 'staff2');
    await inBothLanguages(page, 'v-todo', subject, 1, status('SIGNLINEED'));
    await openTask(page, sign.id);
    await runTaskButton(page, 'agree', zh.bpmTaskDone, '会签同意');
    await inBothLanguages(page, 'v-done', subject, 1, instStatus('running'));

    // ipadmin fills the required review comment and agrees: the instance ends and staff1 gets a copy.
    const last = await onlyTask(ipadmin, instId);
    await switchUser(page, 'ipadmin');
    await inBothLanguages(page, 'v-todo', subject, 1, status('NORMAL'));
    await openTask(page, last.id);
    await page.locator(taskPage.field('reviewComment')).fill('材料齐全');
    await runTaskButton(page, 'agree', zh.bpmTaskDone);
    await inBothLanguages(page, 'v-myRead', subject, 1, none);
    await switchUser(page, 'staff1');
    await inBothLanguages(page, 'v-request', subject, 1, instStatus('end'));
    await inBothLanguages(page, 'v-todoRead', subject, 1, none);
    const [copy] = await staff1.call<{ rows: { id: string }[] }>('/task/v1/getNoticeTodoReadList', {
      pageBean: { page: 1, pageSize: 10 }, querys: [{ property: 'procInstId', value: Number(instId), operation: 'EQUAL' }],
    }).then((p) => p.rows);
    await page.locator(flowList.noticeRead(copy!.id)).click();
    await inBothLanguages(page, 'v-todoRead', subject, 0, none);
    await inBothLanguages(page, 'v-doneRead', subject, 1, none);
    await screenshot(page, 'workflow-acceptance-done-read');

    // The ended instance can no longer be revoked from the leader's done list.
    await switchUser(page, 'leader');
    await rowsOf(page, 'v-done', subject, 'some');
    expect(await page.locator(flowList.anyRevoke).count()).toBe(0);
  });

  test('revoke and retrieve from the done list within the rules; not offered, and refused, once the next step is handled', { timeout: 300_000 }, async () => {
    const { page } = browser;
    const base = baseUrl();
    const [staff1, leader, ipadmin] = await Promise.all([workflowUser(base, 'staff1'), workflowUser(base, 'leader'), workflowUser(base, 'ipadmin')]);
    const subject = `验收 撤回 ${Date.now()}`;
    const instId = await staff1.start('patentApply', subject, { title: subject });
    const task = await onlyTask(leader, instId);
    await leader.complete(task.id, 'agree', '同意');

    // Revoke: the leader takes the agree back while ipadmin has not handled it.
    await login(page, { account: 'leader' });
    await rowsOf(page, 'v-done', subject, 1);
    const [done] = await leader.doneOf(instId);
    await page.locator(flowList.doneRevoke(done!.id)).click();
    await page.locator(flowList.revokeText).fill('需要再看一下');
    await page.locator(flowList.revokeOk).click();
    await page.locator('.arco-message').filter({ hasText: zh.bpmRevoked }).first().waitFor();
    expect(await ipadmin.todoOf(instId)).toEqual([]);
    await inBothLanguages(page, 'v-todo', subject, 1, none);

    // Retrieve: agree again, then take it back by task.
    await leader.complete(task.id, 'agree', '同意');
    await rowsOf(page, 'v-done', subject, 'some');
    await page.locator(flowList.anyRetrieve).first().click();
    await page.locator('.arco-modal:visible .arco-btn-primary, .arco-popconfirm .arco-btn-primary').last().click();
    await page.locator('.arco-message').filter({ hasText: zh.bpmRetrieved }).first().waitFor();
    expect(await ipadmin.todoOf(instId)).toEqual([]);
    expect((await onlyTask(leader, instId)).id).toBe(task.id);

    // Outside the rules: once ipadmin has handled the next step, the list no longer offers 撤回 (the same rule as the
    // action's), and the server refuses it.
    await leader.complete(task.id, 'agree', '同意');
    const next = await onlyTask(ipadmin, instId);
    await ipadmin.complete(next.id, 'reject', '退回');
    await rowsOf(page, 'v-done', subject, 'some');
    expect(await page.locator(flowList.anyRevoke).count()).toBe(0);
    await expect(leader.call('/instance/v1/revokeInstance', { instanceId: Number(instId) })).rejects.toThrow(/409/);
    await screenshot(page, 'workflow-acceptance-revoke-refused');
  });

  test('an agent rule routes the leader\'s tasks to staff2 during its dates', { timeout: 300_000 }, async () => {
    const { page } = browser;
    const base = baseUrl();
    const [staff1, staff2, leader] = await Promise.all([workflowUser(base, 'staff1'), workflowUser(base, 'staff2'), workflowUser(base, 'leader')]);
    const now = Date.now();
    const saved = await fetch(`${base}/api/bpm-model/flow/agent/v1/save`, {
      method: 'POST', headers: { ...leader.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ agentId: Number(staff2.userId), subject: '验收 出差', startDate: new Date(now - 3_600_000).toISOString(), endDate: new Date(now + 3_600_000).toISOString() }),
    });
    const ruleId = ((await saved.json()) as { value: string }).value;
    try {
      const subject = `验收 委托 ${now}`;
      const instId = await staff1.start('patentApply', subject, { title: subject });
      expect(await leader.todoOf(instId)).toEqual([]);
      await login(page, { account: 'staff2' });
      await inBothLanguages(page, 'v-todo', subject, 1, status('AGENT'));
      await switchUser(page, 'leader');
      await inBothLanguages(page, 'v-myDelegate', subject, 1, none);
      await screenshot(page, 'workflow-acceptance-delegated');
    } finally {
      // The rule must not outlive the test: later tests expect the leader's own tasks.
      await fetch(`${base}/api/bpm-model/flow/agent/v1/remove?ids=${ruleId}`, { method: 'DELETE', headers: leader.headers });
    }
  });
});
