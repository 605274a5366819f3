import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, describeBrowser, screenshot, useBrowser } from './support/browser.ts';
import { loginPage } from './support/app-contract.ts';
import { DEMO_PASSWORD } from './support/demo.ts';
import { homePage } from './support/home-contract.ts';
import { apiCall, apiSignIn } from './support/workflow-api.ts';

const grid = '[data-testid="home-columns-grid"]';

/** Every card of the grid drawn and none still loading (a spinner inside a cell). */
const allCardsShown = (page: Page) => page.waitForFunction((selector) => {
  const cells = [...document.querySelectorAll(`${selector} [data-testid="home-cell"]`)];
  return cells.length > 0 && cells.every((cell) => !cell.querySelector('.arco-spin-loading')) && !document.querySelector('.pp-home-cell-loading');
}, grid, { timeout: 60_000, polling: 100 });

const PICTURE = '/api/portal/system/file/v1/downloadFile';

/**
 * Calls the page makes to the API (fetch, XHR and the counters' event stream) from the sign-in click on, the
 * sign-in itself not counted; the stored pictures it reads (the carousel's slides, one as each first shows) apart.
 */
function countApiCalls(page: Page): { calls: string[]; pictures: string[]; stop: () => void } {
  const calls: string[] = [];
  const pictures: string[] = [];
  const onRequest = (request: import('playwright-core').Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || !['fetch', 'xhr', 'eventsource'].includes(request.resourceType())) return;
    if (request.method() === 'POST' && url.pathname === '/api/uc/auth') return;
    (url.pathname === PICTURE ? pictures : calls).push(`${request.method()} ${url.pathname}`);
  };
  page.on('request', onRequest);
  return { calls, pictures, stop: () => page.off('request', onRequest) };
}

/** Waits until no new call has been made for a while (the page has asked everything it asks by itself). */
async function settled(page: Page, calls: string[]) {
  let seen = -1;
  while (seen !== calls.length) {
    seen = calls.length;
    await page.waitForTimeout(2_000);
  }
}

describeBrowser('home page requests', () => {
  const browser = useBrowser({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

  test('after sign-in the home shows every card with at most 6 API calls', { timeout: 120_000 }, async () => {
    const { page } = browser;
    // staff1 has an application in 我的专利申请: its rows hold a college id, whose name the card shows.
    const staff1 = await apiSignIn(baseUrl(), 'staff1');
    const colleges = await apiCall<{ rows: { id: number }[] }>(baseUrl(), staff1, '/api/uc/api/org/v1/orgs', { pageBean: { page: 1, pageSize: 1 }, querys: [{ property: 'kind', value: 'college' }] });
    await apiCall(baseUrl(), staff1, '/api/form/form/dataTemplate/v1/boSave/patentApply?formKey=patentApply', {
      boData: { title: `首页请求计数 ${Date.now()}`, type: 'newKind', college: colleges.rows[0]!.id, applicationDate: '2026-11-20' },
    });
    for (const account of ['admin', 'staff1']) {
      await page.goto(`${loginPage.path}?tenant=univ`);
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${loginPage.path}?tenant=univ`);
      await page.locator(loginPage.account).fill(account);
      await page.locator(loginPage.password).fill(DEMO_PASSWORD);
      const { calls, pictures, stop } = countApiCalls(page);
      await page.locator(loginPage.submit).click();
      await page.waitForURL((url) => url.pathname === '/home');
      await page.locator(homePage.workbench).waitFor();
      await allCardsShown(page);
      // Every card drawn, with the carousel's first picture, in at most 6 calls: the names a list card's rows need
      // (我的专利申请's colleges) come with its rows, not in a lookup after them.
      expect(calls.length + Math.min(pictures.length, 1), calls.join('\n')).toBeLessThanOrEqual(6);
      // The cards show their sources' data: the to-do card its table, the counters their numbers.
      await page.locator(`${grid} [data-testid="home-todo-table"]`).waitFor();
      await page.locator(`${grid} [data-testid^="home-counter-value-"]`).first().waitFor();
      await settled(page, calls);
      expect(calls.length + Math.min(pictures.length, 1), calls.join('\n')).toBeLessThanOrEqual(6);
      if (account === 'staff1') {
        // staff1's applications name their college: shown by name, never as its id.
        const card = page.locator(`${grid} [data-testid="home-cell"][data-alias="myPatentApplies"]`);
        await card.locator('tbody tr td').first().waitFor();
        const colleges = await card.evaluate((element) => {
          const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
          const column = headers.indexOf('所属学院');
          return [...element.querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[column]?.textContent?.trim() ?? '');
        });
        expect(colleges.length).toBeGreaterThan(0);
        for (const college of colleges) expect(college).toMatch(/^\D+$/);
      }
      await screenshot(page, `home-requests-${account}`);
      stop();
    }
  });

  test('the news carousel draws each slide inside its frame, with its picture and title', { timeout: 90_000 }, async () => {
    const { page } = browser;
    await page.goto(`${loginPage.path}?tenant=univ`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${loginPage.path}?tenant=univ`);
    await page.locator(loginPage.account).fill('staff1');
    await page.locator(loginPage.password).fill(DEMO_PASSWORD);
    await page.locator(loginPage.submit).click();
    await page.waitForURL((url) => url.pathname === '/home');
    const carousel = page.locator(`${grid} [data-testid="home-carousel"]`);
    await carousel.scrollIntoViewIfNeeded();
    // Slides 1, 2 and 3 in turn (the card moves on by itself every 3 s): what shows at the frame's centre is
    // the current slide's picture, and its title lies inside the frame (slides after the first once sat below it).
    for (const index of [0, 1, 2]) {
      const current = carousel.locator('[data-testid="home-slide"]').nth(index);
      await page.waitForFunction((el) => !!el && el.classList.contains('arco-carousel-item-current') && !!el.querySelector('img'),
        await current.elementHandle(), { timeout: 20_000, polling: 100 });
      await page.waitForTimeout(600); // the slide animation (500 ms)
      const drawn = await carousel.evaluate((frame, i) => {
        const slide = frame.querySelectorAll('[data-testid="home-slide"]')[i]!;
        const box = frame.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        const title = slide.querySelector('.pp-home-slide-title')!.getBoundingClientRect();
        return { pictureHit: !!hit && slide.contains(hit), titleInside: title.top >= box.top - 1 && title.bottom <= box.bottom + 1 };
      }, index);
      expect(drawn, `slide ${index + 1}`).toEqual({ pictureHit: true, titleInside: true });
    }
    await screenshot(page, 'home-carousel-third-slide');
  });
});
