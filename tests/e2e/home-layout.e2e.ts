import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { apiCall, apiSignIn, workflowUser } from './support/workflow-api.ts';

const grid = '[data-testid="home-columns-grid"]';
const cell = (alias: string) => `${grid} [data-testid="home-cell"][data-alias="${alias}"]`;

/** The aliases of the grid's cards, in the order drawn. */
const drawnColumns = (page: Page) => page.locator(`${grid} [data-testid="home-cell"]`).evaluateAll((cells) => cells.map((c) => c.getAttribute('data-alias')));

describeBrowser('home columns and my layout', () => {
  const browser = useBrowser({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

  test('the cards show their sources\' data, and the to-do card takes a new task without a reload', { timeout: 90_000 }, async () => {
    const { page } = browser;
    const [staff1, leader] = await Promise.all([workflowUser(baseUrl(), 'staff1'), apiSignIn(baseUrl(), 'leader')]);
    const counts = await apiCall<Record<string, number>>(baseUrl(), leader, '/api/front/schoolLib/university/statusCounts');
    const news = await apiCall<{ rows: { title: string }[] }>(baseUrl(), leader, '/api/portal/portal/messageNews/v1/list', { pageBean: { page: 1, pageSize: 5 } });
    await login(page, { account: 'leader' });
    await page.goto('/home');
    await page.locator(`${cell('homeTodo')} [data-testid="home-todo-table"]`).waitFor();
    for (const tile of ['applying', 'authorized', 'effective', 'operated']) {
      expect(await page.locator(`[data-testid="home-counter-value-${tile}"]`).textContent()).toBe(String(counts[tile]));
    }
    expect(await page.locator(`${cell('homeNews')} [data-testid="home-row-title"]`).allTextContents()).toEqual(news.rows.map((r) => r.title));
    // A news item opens in the news detail dialog.
    await page.locator(`${cell('homeNews')} [data-testid="home-row-title"]`).first().click();
    await page.locator('[data-testid="news-detail-dialog"]', { hasText: news.rows[0]!.title }).waitFor();
    await page.locator('[data-testid="news-detail-close"]').click();

    const subject = `e2e 首页栏目待办 ${Date.now()}`;
    await staff1.start('patentApply', subject, { title: subject });
    // The server pushes the to-do counter; the card reads its rows again.
    await page.locator(`${cell('homeTodo')} [data-testid="home-todo-subject"]`, { hasText: subject }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'home-layout-live-todo');
  });

  test('a personal layout picked, ordered by dragging and sized is what the home page shows, after a reload and a new sign-in', { timeout: 120_000 }, async () => {
    const { page } = browser;
    await login(page, { account: 'staff2' });
    await page.goto('/v-personal/v-myLayout');
    await page.locator('[data-testid="my-layout-placed"]').waitFor();
    // Drop the news card, drag the often-used systems to the top, make the to-do card full width.
    await page.locator('[data-testid="my-layout-remove-homeNews"]').click();
    await page.locator('[data-testid="my-layout-entry-homeSystems"]').dragTo(page.locator('[data-testid="my-layout-entry-homeCounters"]'));
    expect(await page.locator('[data-testid="my-layout-placed"] [data-index="0"]').getAttribute('data-testid')).toBe('my-layout-entry-homeSystems');
    await page.locator('[data-testid="my-layout-width-homeTodo"]').click();
    await page.locator('.arco-select-option', { hasText: '12 格' }).click();
    await page.locator('[data-testid="my-layout-save"]').click();
    await page.locator('.arco-message', { hasText: '布局已保存' }).waitFor();
    await page.locator('[data-testid="my-layout-source"][data-source="personal"]').waitFor();

    const expectMine = async (p: Page) => {
      await p.locator(`${grid}[data-source="personal"]`).waitFor();
      await p.locator(cell('homeSystems')).waitFor();
      const drawn = await drawnColumns(p);
      expect(drawn[0]).toBe('homeSystems');
      expect(drawn).not.toContain('homeNews');
      expect(await p.locator(cell('homeTodo')).evaluate((el) => (el as HTMLElement).style.gridColumn)).toBe('span 12');
    };
    await page.goto('/home');
    await expectMine(page);
    await page.reload();
    await expectMine(page);

    const other = await browser.browser.newContext({ baseURL: baseUrl(), locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const again = await other.newPage();
    await login(again, { account: 'staff2' });
    await again.goto('/home');
    await expectMine(again);
    await other.close();
    // Someone else still has the tenant's default.
    const staff1 = await apiSignIn(baseUrl(), 'staff1');
    expect((await apiCall<{ source: string }>(baseUrl(), staff1, '/api/portal/portal/sysIndexMyLayout/v1/designMyLayout')).source).toBe('tenant');
  });
});
