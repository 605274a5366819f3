import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { workflowLists } from '../../src/common/i18n/workflow-lists.ts';
import { baseUrl, describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { storageKeys } from './support/app-contract.ts';
import { workflowUser } from './support/workflow-api.ts';
import { flowCentre, flowList, flowStart, LIST_PAGES } from './support/workflow-lists-contract.ts';

const badge = (page: Page, list: string) => page.locator(flowCentre.count(list)).getAttribute('data-count');

/** Waits until the side menu's badge of `list` shows `count` (pushed by the counters stream, no reload). */
const waitForBadge = (page: Page, list: string, count: number) =>
  page.waitForFunction(([selector, n]) => document.querySelector(selector as string)?.getAttribute('data-count') === String(n), [flowCentre.count(list), count] as const);

/** Narrows the list to one subject through the search bar. */
async function searchSubject(page: Page, subject: string) {
  await page.locator(flowList.searchSubject).first().fill(subject);
  await page.locator(flowList.searchSubmit).click();
  // Applied once the table has stopped loading and every row drawn is about the subject.
  await page.waitForFunction(([rows, text, loading]) => {
    if (document.querySelector(loading as string)) return false;
    const drawn = [...document.querySelectorAll(rows as string)] as HTMLElement[];
    return drawn.length > 0 && drawn.every((row) => row.innerText.includes(text as string));
  }, [flowList.rows, subject, flowList.loading] as const);
}

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  const text = workflowLists[locale];

  describeBrowser(`workflow centre lists (${locale})`, () => {
    const browser = useBrowser({ locale });

    test('staff1 sees every list with its counters, and the flow list searches by name', async () => {
      const { page } = browser;
      const staff1 = await workflowUser(baseUrl(), 'staff1');
      await login(page, { account: 'staff1' });
      await page.goto('/v-flow');
      await page.waitForURL((url) => url.pathname === flowCentre.path('v-todo'));
      await page.locator(flowCentre.menu).waitFor();
      // staff1 is nobody's secretary: no leader to-do entry.
      expect(await page.locator(flowCentre.menuEntry('v-leader')).count()).toBe(0);
      const counts = await staff1.counts();
      await waitForBadge(page, 'v-todo', counts.todo!);
      expect(await badge(page, 'v-todoRead')).toBe(String(counts.todoRead));

      for (const [list, card] of Object.entries(LIST_PAGES)) {
        if (list === 'v-leader') continue;
        await page.locator(flowCentre.menuEntry(list)).click();
        await page.waitForURL((url) => url.pathname === flowCentre.path(list));
        await page.locator(card).waitFor();
        await page.locator(`${flowList.rows}, ${flowList.empty}, ${flowStart.catalog}`).first().waitFor();
        await screenshot(page, `workflow-lists-${list}-${locale}`);
      }

      await page.locator(flowCentre.menuEntry('v-flowList')).click();
      await page.locator(flowStart.search).fill(locale === 'zh-CN' ? '专利申请' : 'Patent application');
      await page.locator(flowStart.tile('patentApply')).waitFor();
      expect(await page.locator(flowStart.tile('expense')).count()).toBe(0);
      await page.locator(flowStart.search).fill('no-such-flow-xyz');
      expect(await page.locator(flowStart.empty).innerText()).toBe(text.flows.noMatch);

      // The category bar (one read of the startable flows: staff1 may not start annualFee, so no fee category).
      await page.locator(flowStart.search).fill('');
      await page.locator(flowStart.tile('expense')).waitFor();
      const patent = locale === 'zh-CN' ? '专利业务（2）' : 'Patent business (2)';
      expect(await page.locator(flowStart.categories).allInnerTexts())
        .toEqual(locale === 'zh-CN' ? ['全部（3）', patent, '行政（1）'] : ['All (3)', patent, 'Administration (1)']);
      await page.locator(flowStart.categories, { hasText: patent }).click();
      await page.locator(flowStart.tile('expense')).waitFor({ state: 'detached' });
      await page.locator(flowStart.tile('agencyEntrust')).waitFor();
      await screenshot(page, `workflow-flow-categories-${locale}`);

      // The workbench repeats the lists; a standalone page lists one flow without the main layout.
      await page.goto(flowCentre.workbenchPath('v-request'));
      await page.locator(LIST_PAGES['v-request']).waitFor();
      await page.goto('/v-request/patentApply');
      await page.locator(LIST_PAGES['v-request']).waitFor();
      expect(await page.locator(flowCentre.menu).count()).toBe(0);
      expect(await page.locator('.pp-header').count()).toBe(0);
      await screenshot(page, `workflow-lists-standalone-${locale}`);
    });

    test('a started request reaches the leader\'s to-do with a pushed count, opens in a popup, and can be revoked once done', async () => {
      const { page, context } = browser;
      const [staff1, leader] = await Promise.all([workflowUser(baseUrl(), 'staff1'), workflowUser(baseUrl(), 'leader')]);
      const subject = `e2e 列表 ${locale} ${Date.now()}`;
      const instId = await staff1.start('patentApply', subject, { title: subject });

      await login(page, { account: 'staff1' });
      await page.goto(flowCentre.path('v-request'));
      await searchSubject(page, subject);
      await page.locator(flowList.requestStatus(instId)).waitFor();
      expect(await page.locator(flowList.rows).count()).toBe(1);
      expect(await page.locator(flowList.requestStatus(instId)).innerText()).toBe(text.instStatus.running);
      await page.locator(flowList.requestUrge(instId)).click();
      await page.locator(flowList.urgeOk).click();
      await page.locator('.arco-message').filter({ hasText: locale === 'zh-CN' ? '催办成功' : 'Reminder sent' }).first().waitFor();
      await screenshot(page, `workflow-lists-request-row-${locale}`);

      // Sign out by dropping the stored session; the UI language stays.
      await page.evaluate(([key, value]) => { localStorage.clear(); localStorage.setItem(key!, value!); }, [storageKeys.language, locale]);
      await login(page, { account: 'leader' });
      await page.goto(flowCentre.path('v-todo'));
      const before = (await leader.counts()).todo!;
      await waitForBadge(page, 'v-todo', before);
      const [task] = await leader.todoOf(instId);
      expect(task).toBeTruthy();
      await page.locator(flowList.todoHandle(task!.id)).waitFor();

      // A second request arrives while the page is open: the badge and the list follow without a reload.
      const second = await staff1.start('patentApply', `${subject} (2)`, { title: subject });
      await waitForBadge(page, 'v-todo', before + 1);
      const [secondTask] = await leader.todoOf(second);
      await page.locator(flowList.todoHandle(secondTask!.id)).waitFor();
      await screenshot(page, `workflow-lists-leader-todo-${locale}`);

      const [popup] = await Promise.all([context.waitForEvent('page'), page.locator(flowList.todoHandle(task!.id)).click()]);
      expect(new URL(popup.url()).pathname).toBe(`/task/${task!.id}/0`);
      await popup.close();

      await leader.complete(task!.id, 'agree', '同意');
      await waitForBadge(page, 'v-todo', before);
      await page.locator(flowCentre.menuEntry('v-done')).click();
      await page.locator(LIST_PAGES['v-done']).waitFor();
      await searchSubject(page, subject);
      const [done] = (await leader.doneOf(instId));
      expect(done?.revoke).toBe(true);
      await page.locator(flowList.doneRevoke(done!.id)).waitFor();
      await screenshot(page, `workflow-lists-done-revoke-${locale}`);
      await page.locator(flowList.doneRevoke(done!.id)).click();
      await page.locator(flowList.revokeText).fill(locale === 'zh-CN' ? '需要补充意见' : 'Needs another look');
      await page.locator(flowList.revokeOk).click();
      await page.locator('.arco-message').filter({ hasText: locale === 'zh-CN' ? '撤回成功' : 'Revoked' }).first().waitFor();
      await page.waitForFunction((selector) => !document.querySelector(selector), flowList.doneRevoke(done!.id));
      await waitForBadge(page, 'v-todo', before + 1);
    });
  });
}
