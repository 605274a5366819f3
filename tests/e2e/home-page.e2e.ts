import { expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { errors as errorsText } from '../../src/common/i18n/errors.ts';
import { home as homeText } from '../../src/common/i18n/home.ts';
import { patents as patentsText } from '../../src/common/i18n/patents.ts';
import { STATUS_TILES } from '../../src/common/patents/status-tiles.ts';
import { baseUrl, describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { storageKeys } from './support/app-contract.ts';
import { homePage } from './support/home-contract.ts';
import { apiCall, apiSignIn, workflowUser } from './support/workflow-api.ts';

const WORKBENCH_KEYS = ['todo', 'messages', 'myPatents', 'favourites', 'groupFavourites', 'myGroups', 'publicIndexing', 'personalIndexing', 'sharedByOthers'];

/** The statistic tiles as the server counts them for `account`. */
async function tilesOf(account: string) {
  const session = await apiSignIn(baseUrl(), account);
  return apiCall<Record<string, number>>(baseUrl(), session, '/api/front/schoolLib/university/statusCounts');
}

const waitForCount = (page: Page, key: string, count: number) =>
  page.waitForFunction(([selector, n]) => document.querySelector(selector as string)?.getAttribute('data-count') === String(n), [homePage.workbenchCount(key), count] as const);

/** A fresh context (own storage) in `locale`, signed in as `account` (or a visitor), on the home page. */
async function homeAs(browser: { browser: import('playwright-core').Browser }, locale: Locale, account: string | null): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.browser.newContext({ baseURL: baseUrl(), locale, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(([key, value]) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem(key!, value!);
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, [storageKeys.language, locale]);
  const page = await context.newPage();
  if (account) await login(page, { account });
  await page.goto('/home');
  await page.locator(homePage.root).waitFor();
  return { context, page };
}

async function expectTiles(page: Page, tiles: Record<string, number>) {
  for (const tile of STATUS_TILES) {
    await page.waitForFunction(([selector, n]) => document.querySelector(selector as string)?.textContent === String(n), [homePage.tileCount(tile), tiles[tile]] as const);
  }
}

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  const text = homeText[locale];
  describeBrowser(`home page (${locale})`, () => {
    const browser = useBrowser({ locale, viewport: { width: 1440, height: 900 } });

    test('each role sees its home: search, real tile counts, the workbench and its counters', { timeout: 120_000 }, async () => {
      const tiles = await tilesOf('staff1');
      for (const account of ['admin', 'leader', 'staff1']) {
        const { context, page } = await homeAs(browser, locale, account);
        await page.locator(homePage.search).waitFor();
        expect(await page.locator(homePage.search).getAttribute('placeholder')).toBe(patentsText[locale].searchPlaceholder);
        await expectTiles(page, tiles);
        await page.locator(homePage.workbench).waitFor();
        expect(await page.locator(`${homePage.workbench} a`).evaluateAll((links) => links.map((a) => a.getAttribute('data-testid')))).toEqual(WORKBENCH_KEYS.map((k) => `home-workbench-${k}`));
        const counts = await (await workflowUser(baseUrl(), account)).counts();
        await waitForCount(page, 'todo', counts.todo!);
        const session = await apiSignIn(baseUrl(), account);
        const unread = await apiCall<{ count: number }>(baseUrl(), session, '/api/front/api/v1/message/unread');
        await waitForCount(page, 'messages', unread.count);
        await screenshot(page, `home-${account}-${locale}`);
        await context.close();
      }

      // The agent: no keyword search, and (demo sysSetting.hideWorkbenchRoles ['dlr']) no workbench.
      const agent = await homeAs(browser, locale, 'agent');
      await expectTiles(agent.page, tiles);
      expect(await agent.page.locator(homePage.search).count()).toBe(0);
      expect(await agent.page.locator(homePage.workbench).count()).toBe(0);
      await screenshot(agent.page, `home-agent-${locale}`);
      await agent.context.close();

      // Role yk: the workbench without counters.
      const guest = await homeAs(browser, locale, 'guest1');
      await guest.page.locator(homePage.workbenchEntry('todo')).waitFor();
      await expectTiles(guest.page, tiles);
      expect(await guest.page.locator(`${homePage.workbench} [data-count]`).count()).toBe(0);
      await screenshot(guest.page, `home-guest1-${locale}`);
      await guest.context.close();

      // The visitor: the visitor's banner (with the search), the tiles, no workbench.
      const visitor = await homeAs(browser, locale, null);
      await expectTiles(visitor.page, tiles);
      expect(await visitor.page.locator(homePage.banner).getAttribute('data-visitor')).toBe('true');
      await visitor.page.locator(homePage.banner).getByText(text.visitorBannerSubtitle).waitFor();
      await visitor.page.locator(homePage.search).waitFor();
      expect(await visitor.page.locator(homePage.workbench).count()).toBe(0);
      await visitor.page.locator(homePage.footer).waitFor();
      await screenshot(visitor.page, `home-visitor-${locale}`);
      await visitor.context.close();
    });

    test('a new to-do shows in the workbench without a reload; the search and a tile open the library', { timeout: 90_000 }, async () => {
      const { page } = browser;
      const [staff1, leader] = await Promise.all([workflowUser(baseUrl(), 'staff1'), workflowUser(baseUrl(), 'leader')]);
      await login(page, { account: 'leader' });
      await page.goto('/home');
      const before = (await leader.counts()).todo!;
      await waitForCount(page, 'todo', before);
      await staff1.start('patentApply', `e2e 首页待办 ${locale} ${Date.now()}`, { title: 'e2e' });
      await waitForCount(page, 'todo', before + 1);
      await screenshot(page, `home-live-todo-${locale}`);

      await page.locator(homePage.search).fill('电池');
      await page.locator(homePage.search).press('Enter');
      await page.waitForURL((url) => url.pathname === '/zlk1/template/preview/bxzlk' && url.searchParams.get('searchValue') === '电池');
      await page.goBack();
      await page.locator(homePage.tileCount('underreview')).click();
      await page.waitForURL((url) => url.pathname === '/zlk1/template/preview/jgzlk' && url.searchParams.get('status') === 'underreview' && url.searchParams.get('statusType') === '1');
    });

    test('the workbench stays where it was dropped, after a reload and in another browser', { timeout: 60_000 }, async () => {
      const { page } = browser;
      const account = locale === 'zh-CN' ? 'staff2' : 'ipadmin';
      await login(page, { account });
      await page.goto('/home');
      const handle = page.locator(homePage.workbenchHandle);
      await handle.waitFor();
      const box = (await handle.boundingBox())!;
      await page.mouse.move(box.x + 40, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x - 300, box.y + 200, { steps: 5 });
      await page.mouse.move(box.x - 400, box.y + 250, { steps: 5 });
      const saved = page.waitForResponse((res) => res.url().endsWith('/api/v1/home/workbench/position') && res.request().method() === 'PUT');
      await page.mouse.up();
      expect((await saved).status()).toBe(200);
      const at = await page.locator(homePage.workbench).evaluate((el) => ({ x: el.dataset.x, y: el.dataset.y }));
      expect(Number(at.x)).toBeLessThan(box.x - 300);

      await page.reload();
      await page.locator(homePage.workbench).waitFor();
      await page.waitForFunction(([selector, x, y]) => {
        const el = document.querySelector(selector as string) as HTMLElement | null;
        return el?.dataset.x === x && el?.dataset.y === y;
      }, [homePage.workbench, at.x, at.y] as const);

      const other = await homeAs(browser, locale, account);
      await other.page.waitForFunction(([selector, x, y]) => {
        const el = document.querySelector(selector as string) as HTMLElement | null;
        return el?.dataset.x === x && el?.dataset.y === y;
      }, [homePage.workbench, at.x, at.y] as const);
      await other.context.close();
    });

    test('signs in with ?token=&refresh_token= on /home and takes them out of the address (a refused token says so)', { timeout: 40_000 }, async () => {
      const { page } = browser;
      // A token the server refuses: the spec's message, then the visitor's home.
      await page.goto('/home?token=not-a-token&refresh_token=x');
      await page.locator('.arco-message').filter({ hasText: errorsText[locale].tokenInvalid }).first().waitFor();
      await page.locator(`${homePage.banner}[data-visitor="true"]`).waitFor();
      expect(new URL(page.url()).search).toBe('');

      const session = await apiSignIn(baseUrl(), 'staff1');
      await page.goto(`/home?token=${session.token}&refresh_token=x`);
      await page.locator(homePage.workbench).waitFor();
      expect(new URL(page.url()).search).toBe('');
      await page.locator('[data-testid="header-greeting"]').getByText('张伟').waitFor();
    });
  });
}
