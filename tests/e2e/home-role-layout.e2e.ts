import { expect, test } from 'vitest';
import { baseUrl, describeBrowser, login, useBrowser } from './support/browser.ts';

describeBrowser('per-role default layout', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('an administrator stores the department leaders\' default; a leader without a layout of their own gets it', async () => {
    const { page } = browser;
    await login(page, { account: 'admin' });
    await page.goto('/v-personal/v-myLayout');
    await page.getByTestId('my-layout-page').waitFor();
    await page.getByTestId('my-layout-target-role').click();
    await page.getByTestId('my-layout-role').click();
    await page.locator('.arco-select-option').filter({ hasText: '(kybmld)' }).click();
    const entries = page.locator('[data-testid^="my-layout-entry-"]');
    const first = (await entries.first().getAttribute('data-testid'))!.replace('my-layout-entry-', '');
    await page.getByTestId(`my-layout-remove-${first}`).click();
    const kept = await entries.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
    await page.getByTestId('my-layout-save').click();
    await page.getByText('保存成功').first().waitFor().catch(() => undefined);
    await expect.poll(async () => (await page.getByTestId('my-layout-source').textContent()) ?? '').toMatch(/第 1 版/);

    const leaderContext = await browser.browser.newContext({ baseURL: baseUrl(), locale: 'zh-CN', viewport: { width: 1366, height: 860 } });
    try {
      const leader = await leaderContext.newPage();
      await login(leader, { account: 'leader' });
      await leader.goto('/v-personal/v-myLayout');
      await expect.poll(() => leader.getByTestId('my-layout-source').getAttribute('data-source')).toBe('role');
      await expect.poll(() => leader.locator('[data-testid^="my-layout-entry-"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')))).toEqual(kept);
    } finally {
      await leaderContext.close();
    }
  });
});
