import fs from 'node:fs';
import { expect, test } from 'vitest';
import { admin } from '../../src/common/i18n/admin.ts';
import { baseUrl, describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { boDesigner, definitionsPage as ui } from './support/admin-contract.ts';
import { apiCall, apiSignIn, workflowUser } from './support/workflow-api.ts';
import { flowCentre, flowList } from './support/workflow-lists-contract.ts';

const DEFINITIONS = '/api/form/form/definition/v1';
const column = { field: 'procInstId', label: { 'zh-CN': '流程实例号', 'en-US': 'Instance no.' }, width: 110, sortable: false };

/**
 * The workflow lists are data templates (schemas/template/wf*.json): an administrator's column reaches the users with
 * the next reload, no restart.
 */
describeBrowser('workflow lists as definitions (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('admin adds a column to the to-do list in the definition editor; staff1 sees it after a reload', async () => {
    const { page, context } = browser;
    const base = baseUrl();
    const [staff1, leader, adminApi] = await Promise.all([workflowUser(base, 'staff1'), workflowUser(base, 'leader'), apiSignIn(base, 'admin')]);
    // A row in staff1's to-do: the leader sends staff1's application back.
    const subject = `e2e 定义列 ${Date.now()}`;
    const instId = await staff1.start('patentApply', subject, { title: subject });
    const [task] = await leader.todoOf(instId);
    await leader.complete(task!.id, 'reject', '请补充');
    await expect.poll(async () => (await staff1.todoOf(instId)).length).toBe(1);

    // staff1's list before: no such column.
    await login(page, { account: 'staff1' });
    await page.goto(flowCentre.path('v-todo'));
    await page.locator(flowList.searchSubject).first().fill(subject);
    await page.locator(flowList.searchSubmit).click();
    await page.locator(flowList.rows).filter({ hasText: subject }).waitFor();
    expect(await page.locator('.pp-list th').allInnerTexts()).not.toContain(column.label['zh-CN']);

    const current = await apiCall<{ version: number; body: Record<string, unknown> }>(base, adminApi, `${DEFINITIONS}/get?kind=template&key=wfTodo`);
    try {
      // The administrator's edit, through the editor.
      await page.evaluate(() => localStorage.clear());
      await context.clearCookies();
      await login(page, { account: 'admin' });
      await page.goto(ui.path('template', 'wfTodo'));
      // A list template opens in its designer; this edit is made as JSON.
      await page.locator(boDesigner.tabJson).click();
      await page.locator(ui.editor).waitFor();
      const body = JSON.parse(fs.readFileSync('schemas/template/wfTodo.json', 'utf8')) as { displayFields: unknown[] };
      body.displayFields.splice(1, 0, column);
      await page.locator(ui.editor).click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await page.keyboard.insertText(JSON.stringify(body, null, 2));
      await page.locator(ui.problemsTab).click();
      await page.locator(ui.noProblems).waitFor();
      await page.locator(ui.save).click();
      await page.getByText(admin['zh-CN'].saved.replace('{{version}}', String(current.version + 1))).first().waitFor();

      // staff1 again (the server was not restarted): the column is there, second, with the row's value.
      await page.evaluate(() => localStorage.clear());
      await context.clearCookies();
      await login(page, { account: 'staff1' });
      await page.goto(flowCentre.path('v-todo'));
      await page.locator(flowList.searchSubject).first().fill(subject);
      await page.locator(flowList.searchSubmit).click();
      const row = page.locator(flowList.rows).filter({ hasText: subject });
      await row.waitFor();
      await page.locator('.pp-list th', { hasText: column.label['zh-CN'] }).waitFor();
      expect((await page.locator('.pp-list th').allInnerTexts()).map((t) => t.trim()).slice(0, 3)).toEqual(['标题', column.label['zh-CN'], '当前节点']);
      expect(await row.locator('td').nth(1).innerText()).toBe(instId);
      await screenshot(page, 'workflow-list-definition-column-zh-CN');
    } finally {
      // Back to the shipped list for the other tests on this server.
      const now = await apiCall<{ version: number }>(base, adminApi, `${DEFINITIONS}/get?kind=template&key=wfTodo`);
      await apiCall(base, adminApi, `${DEFINITIONS}/save`, { kind: 'template', body: current.body, baseVersion: now.version, comment: 'e2e: restore' });
    }
  });
});
