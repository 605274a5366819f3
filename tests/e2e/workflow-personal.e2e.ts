import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { workflowErrors } from '../../src/common/i18n/errors-workflow.ts';
import { workflowPersonal } from '../../src/common/i18n/workflow-personal.ts';
import { baseUrl, describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { apiSignIn, startPatentApply, todoOf, type ApiSession } from './support/workflow-api.ts';
import { taskPage } from './support/workflow-task-contract.ts';
import {
  agentPages, deputyPages, itemPages, oftenFlows, personalPages as pp, picker, secretaryPages,
} from './support/workflow-personal-contract.ts';

/** A call in the test's language; replies the parsed body whatever the status. */
async function api<T>(session: ApiSession, locale: Locale, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method, headers: { ...session.headers, 'accept-language': locale, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return res.json() as Promise<T>;
}

const endProcess = (session: ApiSession, locale: Locale, instId: string) =>
  api(session, locale, 'POST', '/api/bpm-runtime/runtime/instance/v1/doEndProcess', { instId: Number(instId) });

/** Waits for a toast with `text`. */
const toast = (page: Page, text: string) => page.locator(pp.message).filter({ hasText: text }).first().waitFor();

/** Opens the people picker with `open`, finds `account` and takes it. */
async function pickUser(page: Page, open: string, account: string) {
  await page.locator(open).click();
  await page.locator(picker.search).fill(account);
  await page.locator(picker.search).press('Enter');
  await expect.poll(async () => {
    const rows = await page.locator(picker.rows).allInnerTexts();
    return rows.length === 1 && rows[0]!.includes(account);
  }).toBe(true);
  await page.locator(picker.rows).first().locator(picker.radio).click();
  await page.locator(picker.ok).click();
}

/** The list row whose text contains `text`. */
const row = (page: Page, list: string, text: string) => page.locator(pp.rows(list)).filter({ hasText: text });

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  const server = workflowErrors[locale];
  const ui = workflowPersonal[locale];
  /** The seeded patent application flow's name in the page's language, and a part of it to search by. */
  const patentFlow = locale === 'zh-CN' ? '专利申请审批' : 'Patent application approval';
  const patentSearch = locale === 'zh-CN' ? '专利' : 'Patent';

  describeBrowser(`personal office (${locale})`, () => {
    const browser = useBrowser({ locale, viewport: { width: 1366, height: 860 } });
    const shot = (name: string) => screenshot(browser.page, `workflow-personal-${name}-${locale}`);

    test('an agent rule for staff2 routes the leader\'s new tasks to staff2; refusals are shown', { timeout: 240_000 }, async () => {
      const { page } = browser;
      const base = baseUrl();
      const [staff1, staff2] = await Promise.all([apiSignIn(base, 'staff1'), apiSignIn(base, 'staff2')]);
      await login(page, { account: 'leader' });
      await page.goto(pp.root);
      await page.waitForURL((url) => url.pathname === itemPages.list);
      await page.locator(pp.menu('v-agent')).click();
      await page.locator(`[data-testid="${agentPages.listId}"]`).waitFor();
      await shot('agent-list');

      // Delegating to oneself: the server's refusal stays on the form.
      await page.locator(pp.add(agentPages.listId)).click();
      await page.locator(agentPages.form).waitFor();
      await pickUser(page, agentPages.chooseAgent, 'leader');
      await page.locator(pp.save).click();
      await expect.poll(() => page.locator(pp.formError).innerText()).toContain(server.bpmAgentSelf);

      // staff2 instead, from today to a week later (the form's default period).
      await pickUser(page, agentPages.chooseAgent, 'staff2');
      await page.locator(agentPages.subject).fill(`e2e ${locale}`);
      expect(await page.locator(agentPages.start).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2} 00:00$/);
      await shot('agent-add');
      await page.locator(pp.save).click();
      await toast(page, server.bpmSaved);
      await page.waitForURL((url) => url.pathname === agentPages.list);
      const rule = row(page, agentPages.listId, `e2e ${locale}`);
      await rule.waitFor();
      expect(await rule.innerText()).toContain('李娜');

      // A new patent application: the leader's approval goes to staff2.
      const instId = await startPatentApply(base, staff1, `e2e agent ${locale}`);
      const held = await todoOf(base, staff2, instId);
      expect(held.map((t) => t.nodeId)).toEqual(['leaderApprove']);

      await rule.locator(pp.rowView).click();
      await page.locator(agentPages.form).waitFor();
      await page.waitForFunction((sel) => (document.querySelector(sel)?.textContent ?? '').includes('李娜'), agentPages.form);
      await shot('agent-view');
      await page.goBack();
      await rule.locator(pp.rowEdit).click();
      await page.locator(agentPages.form).waitFor();
      await shot('agent-edit');
      await page.goBack();

      await rule.locator(pp.rowRemove).click();
      await page.locator(pp.popconfirmOk).click();
      await toast(page, server.bpmDeleted);
      await rule.waitFor({ state: 'detached' });
      await endProcess(staff1, locale, instId);
    });

    test('an approval phrase for patent applications is added, found, and used in the opinion box', { timeout: 240_000 }, async () => {
      const { page } = browser;
      const base = baseUrl();
      const [staff1, leader] = await Promise.all([apiSignIn(base, 'staff1'), apiSignIn(base, 'leader')]);
      const phrase = locale === 'zh-CN' ? '材料齐全，同意申报（e2e）' : 'Complete, approved (e2e)';
      await login(page, { account: 'leader' });
      await page.goto(itemPages.list);
      await page.locator(`[data-testid="${itemPages.listId}"]`).waitFor();
      await shot('item-list');

      await page.locator(pp.add(itemPages.listId)).click();
      await page.locator(itemPages.form).waitFor();
      await page.locator(pp.save).click();
      await page.getByText(ui.item.expressionRequired).waitFor();
      await page.locator(itemPages.expression).fill(phrase);
      await page.locator(itemPages.scopeFlow).click();
      await page.locator(itemPages.flow).click();
      await page.locator(itemPages.option(patentFlow)).click();
      await shot('item-add');
      await page.locator(pp.save).click();
      await toast(page, server.bpmSaved);
      await page.waitForURL((url) => url.pathname === itemPages.list);

      await page.locator(pp.search(itemPages.listId)).fill(phrase.slice(0, 4));
      await page.locator(pp.search(itemPages.listId)).press('Enter');
      const item = row(page, itemPages.listId, phrase);
      await item.waitFor();
      expect(await item.innerText()).toContain(patentFlow);
      await item.locator(pp.rowView).click();
      await page.locator(itemPages.form).waitFor();
      expect(await page.locator(itemPages.detailExpression).innerText()).toBe(phrase);
      await shot('item-view');
      await page.goBack();
      await item.locator(pp.rowEdit).click();
      await page.locator(itemPages.form).waitFor();
      await shot('item-edit');

      // The leader's task on a new application offers the phrase.
      const instId = await startPatentApply(base, staff1, `e2e phrase ${locale}`);
      const [task] = await todoOf(base, leader, instId);
      await page.goto(taskPage.path(task!.id));
      await page.locator(taskPage.root).waitFor();
      await page.locator(taskPage.phrases).click();
      await page.locator(`.arco-select-option:has-text("${phrase}")`).click();
      expect(await page.locator(taskPage.opinion).inputValue()).toContain(phrase);
      await shot('item-used');
      await endProcess(staff1, locale, instId);

      // Delete through the chosen rows: none chosen is refused, then 确定删除吗？.
      await page.goto(itemPages.list);
      await page.locator(pp.removeChosen(itemPages.listId)).click();
      await toast(page, ui.selectOne);
      const mine = row(page, itemPages.listId, phrase);
      await mine.locator(pp.rowCheckbox).click();
      await page.locator(pp.removeChosen(itemPages.listId)).click();
      await page.getByText(ui.confirmDelete).last().waitFor();
      await page.locator(pp.confirmOk).click();
      await toast(page, server.bpmDeleted);
      await mine.waitFor({ state: 'detached' });
    });

    test('secretary and deputy settings are set and removed', { timeout: 240_000 }, async () => {
      const { page } = browser;
      await login(page, { account: 'leader' });
      await page.goto(secretaryPages.list);
      await page.locator(`[data-testid="${secretaryPages.listId}"]`).waitFor();
      await page.locator(pp.add(secretaryPages.listId)).click();
      await page.locator(secretaryPages.form).waitFor();
      await pickUser(page, secretaryPages.chooseSecretary, 'agent');
      await shot('secretary-add');
      await page.locator(pp.save).click();
      await toast(page, server.bpmSaved);
      const secretary = page.locator(pp.rows(secretaryPages.listId)).first();
      await secretary.waitFor();
      await shot('secretary-list');
      await secretary.locator(pp.rowEdit).click();
      await page.locator(secretaryPages.form).waitFor();
      await page.waitForFunction((sel) => document.querySelectorAll(sel).length > 0, secretaryPages.chosenSecretary);
      await shot('secretary-edit');
      await page.goBack();
      await page.locator(pp.rows(secretaryPages.listId)).first().locator(pp.rowRemove).click();
      await page.locator(pp.popconfirmOk).click();
      await toast(page, server.bpmDeleted);

      await page.goto(deputyPages.page);
      await page.locator(deputyPages.root).waitFor();
      await page.waitForFunction(([sel, text]) => document.querySelector(sel as string)?.textContent === text, [deputyPages.name, ui.deputy.none] as const);
      await shot('deputy-none');
      await page.locator(deputyPages.set).click();
      await page.locator(deputyPages.form).waitFor();
      await pickUser(page, deputyPages.chooseDeputy, 'agent');
      await shot('deputy-setting');
      await page.locator(pp.save).click();
      await toast(page, server.bpmSaved);
      await page.waitForFunction(([sel, text]) => document.querySelector(sel as string)?.textContent !== text, [deputyPages.name, ui.deputy.none] as const);
      await shot('deputy-set');
      await page.locator(deputyPages.remove).click();
      await page.locator(pp.popconfirmOk).click();
      await toast(page, server.bpmDeleted);
      await page.waitForFunction(([sel, text]) => document.querySelector(sel as string)?.textContent === text, [deputyPages.name, ui.deputy.none] as const);
    });

    test('frequent flows: two saved in order, the 21st refused, an empty list resets to the default, a tile starts its flow', { timeout: 240_000 }, async () => {
      const { page, context } = browser;
      const staff1 = await apiSignIn(baseUrl(), 'staff1');
      await login(page, { account: 'staff1' });
      await page.goto(oftenFlows.page);
      await page.locator(oftenFlows.panel).waitFor();
      await page.locator(oftenFlows.tiles).first().waitFor();
      await shot('often-panel-default');

      await page.locator(oftenFlows.settings).click();
      await page.locator(oftenFlows.all('patentApply')).waitFor();
      while (await page.locator(oftenFlows.removeAny).count()) await page.locator(oftenFlows.removeAny).first().click();
      await page.locator(oftenFlows.search).fill(patentSearch);
      await expect.poll(() => page.locator(oftenFlows.all('expense')).count()).toBe(0);
      await page.locator(oftenFlows.add('patentApply')).click();
      await page.locator(oftenFlows.search).fill('');
      await page.locator(oftenFlows.add('expense')).click();
      await shot('often-settings');
      await page.locator(oftenFlows.save).click();
      await toast(page, server.bpmOftenFlowSaved);
      await page.locator(oftenFlows.dialog).waitFor({ state: 'detached' });
      await expect.poll(async () => page.locator(oftenFlows.tiles).evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-testid'))))
        .toEqual(['often-tile-patentApply', 'often-tile-expense']);
      await shot('often-panel-saved');

      // The server refuses a 21st flow; so does the dialog (here offered 25 flows).
      const tooMany = await api<{ state: boolean; message: string }>(staff1, locale, 'POST', '/api/bpm-model/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow',
        Array.from({ length: 21 }, (_, i) => `flow${i}`));
      expect(tooMany).toEqual({ state: false, message: server.bpmOftenFlowLimit });
      const fakes = Array.from({ length: 23 }, (_, i) => ({
        id: String(9000 + i), defId: String(9000 + i), defKey: `e2eFlow${i}`, name: `E2E ${i}`, version: 1, deployTime: '', typeId: null, typeName: null,
      }));
      // The dialog reads the startable flows in one call.
      await page.route('**/runtime/instance/v1/getHasAuthFlowList', (route) => route.fulfill({ json: { rows: fakes, total: fakes.length, page: 1, pageSize: 500 } }));
      await page.reload();
      await page.locator(oftenFlows.settings).click();
      await page.locator(oftenFlows.all('e2eFlow0')).waitFor();
      // Fill up to 20 from whatever the dialog starts with (the saved flows may or may not be among the offered ones).
      await page.waitForTimeout(300);
      const free = 20 - await page.locator(oftenFlows.mine).count();
      for (let i = 0; i < free; i += 1) await page.locator(oftenFlows.add(`e2eFlow${i}`)).click();
      await expect.poll(() => page.locator(oftenFlows.mine).count()).toBe(20);
      await page.locator(oftenFlows.add(`e2eFlow${free}`)).click();
      await toast(page, ui.often.limit);
      expect(await page.locator(oftenFlows.mine).count()).toBe(20);
      await shot('often-limit');
      await page.locator(oftenFlows.cancel).click();
      await page.unroute('**/runtime/instance/v1/getHasAuthFlowList');

      // A tile opens the start page of its flow in the process popup (staff1 is nobody's secretary).
      const popup = context.waitForEvent('page');
      await page.locator(oftenFlows.tile('patentApply')).click();
      const opened = await popup;
      await opened.waitForURL((url) => /^\/agentStart\/\d+\/0$/.test(url.pathname));
      await opened.close();

      // Saving none asks first, then goes back to the system default.
      await page.reload();
      await page.locator(oftenFlows.settings).click();
      await page.locator(oftenFlows.all('patentApply')).waitFor();
      while (await page.locator(oftenFlows.removeAny).count()) await page.locator(oftenFlows.removeAny).first().click();
      await page.locator(oftenFlows.save).click();
      await page.getByText(ui.often.resetConfirm).waitFor();
      await shot('often-reset-confirm');
      await page.locator(pp.confirmOk).click();
      await toast(page, server.bpmOftenFlowReset);
      await expect.poll(() => page.locator(oftenFlows.tiles).count()).toBeGreaterThan(2);
    });
  });
}
