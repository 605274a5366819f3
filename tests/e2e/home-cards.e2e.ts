import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import path from 'node:path';
import { describeBrowser, login, SCREENSHOT_DIR, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { loginPage } from './support/app-contract.ts';

const grid = '[data-testid="home-columns-grid"]';
const cell = (alias: string) => `${grid} [data-testid="home-cell"][data-alias="${alias}"]`;
/** The spec's empty text (暂无信息) and its English rendering in the i18n resources. */
const EMPTY: Record<Locale, string> = { 'zh-CN': '暂无信息', 'en-US': 'No information' };
/** What an empty card must not say (Arco's own empty text, an untranslated one). */
const WRONG_EMPTY = ['No data', '暂无数据'];

/** Signs in as the visitor through the login page's 游客访问 / "Visit as guest" and opens the home. */
async function visitAsGuest(page: Page) {
  await page.goto(`${loginPage.path}?tenant=univ`);
  await page.getByTestId('login-visit-as-guest').click();
  await page.waitForURL((url) => !url.pathname.startsWith(loginPage.path));
  await page.goto('/home');
}

/** Every text in the grid that is an empty text: an Arco empty, a table's no-data cell, a chart's empty box. */
const emptyTexts = (page: Page) => page.locator(`${grid} .arco-empty, ${grid} .pp-list-empty, ${grid} .view-empty, ${grid} .arco-table-no-data`)
  .evaluateAll((nodes) => nodes.map((n) => (n.textContent ?? '').trim()).filter(Boolean));


/** A card's own picture (test-results/screenshots/<name>.png), to look at it closely. */
async function cardShot(page: Page, alias: string, name: string) {
  const target = page.locator(cell(alias));
  if (await target.count()) await target.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/**
 * Whether anything of the pie (a label, its connector) is drawn on the canvas's outermost pixels: what touches the
 * edge is cut there. The canvas is G2's; its background is transparent.
 */
const pieTouchesEdge = (page: Page) => page.locator(`${cell('homeDeptPie')} canvas`).first().evaluate((canvas: HTMLCanvasElement) => {
  const context = canvas.getContext('2d')!;
  const { width, height } = canvas;
  const inked = (x: number, y: number, w: number, h: number) => {
    const pixels = context.getImageData(x, y, w, h).data;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 40) return true;
    return false;
  };
  return { top: inked(0, 0, width, 2), left: inked(0, 0, 2, height), right: inked(width - 2, 0, 2, height) };
});

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  describeBrowser(`home cards (${locale})`, () => {
    const browser = useBrowser({ locale, viewport: { width: 1366, height: 860 } });

    test('the visitor\'s home: the department pie and the patent statistics show the tenant\'s counts, no empty card', { timeout: 90_000 }, async () => {
      const { page } = browser;
      await visitAsGuest(page);
      await page.locator(`${grid}`).waitFor();
      await page.locator(`${cell('homeDeptPie')} [data-testid="home-pie"]`).waitFor();
      expect(Number(await page.locator(`${cell('homeDeptPie')} [data-testid="home-pie"]`).getAttribute('data-points'))).toBeGreaterThan(1);
      // Rows of counts in the patent statistics and the inventors' cards (no no-data row once read).
      for (const alias of ['homePatentList', 'homeRanking']) {
        await page.locator(`${cell(alias)} .arco-table-td:not(.arco-table-no-data)`).first().waitFor();
        await expect.poll(() => page.locator(`${cell(alias)} .arco-table-no-data`).count()).toBe(0);
      }
      await page.locator(`${cell('homeDeptPie')} [data-testid="chart-canvas"][data-state="ready"]`).waitFor();
      await screenshot(page, `home-cards-visitor-${locale}`);
      await cardShot(page, 'homeDeptPie', `home-cards-visitor-pie-${locale}`);
      await cardShot(page, 'homePatentList', `home-cards-visitor-patents-${locale}`);
      expect(await pieTouchesEdge(page)).toEqual({ top: false, left: false, right: false });
      expect(await emptyTexts(page)).toEqual([]);
    });

    for (const account of ['ipadmin', 'staff1']) {
      test(`${account}: every empty text is the spec's, the pie draws, the application list's actions cover no column`, { timeout: 90_000 }, async () => {
        const { page } = browser;
        await login(page, { account });
        await page.goto('/home');
        await page.locator(`${cell('homeDeptPie')} [data-testid="home-pie"]`).waitFor();
        await page.locator(`${cell('homePatentList')} .arco-table`).first().waitFor();
        const applies = page.locator(`${cell('myPatentApplies')} [data-testid="list-table"]`);
        if (account === 'staff1') await applies.waitFor();
        await page.waitForTimeout(1500);
        await page.locator(`${cell('homeDeptPie')} [data-testid="chart-canvas"][data-state="ready"]`).waitFor();
        await screenshot(page, `home-cards-${account}-${locale}`);
        await cardShot(page, 'homeDeptPie', `home-cards-${account}-pie-${locale}`);
        await cardShot(page, 'myPatentApplies', `home-cards-${account}-applies-${locale}`);
        await cardShot(page, 'homePatentList', `home-cards-${account}-patents-${locale}`);
        expect(await pieTouchesEdge(page)).toEqual({ top: false, left: false, right: false });
        for (const seen of await emptyTexts(page)) expect(seen).toBe(EMPTY[locale]);
        expect(await page.locator(grid).evaluate((el, wrong) => wrong.filter((w) => (el.textContent ?? '').includes(w)), WRONG_EMPTY)).toEqual([]);

        if (await applies.count()) {
          // No header cell of the narrow card's list is covered by another (a fixed column over the scrolled ones).
          const overlaps = await applies.locator('.arco-table-th').evaluateAll((cells) => {
            const boxes = cells.map((c) => ({ text: (c.textContent ?? '').trim(), box: c.getBoundingClientRect() }));
            const card = cells[0]!.closest('.arco-table')!.getBoundingClientRect();
            const found: string[] = [];
            boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => {
              const visibleA = Math.min(a.box.right, card.right) - Math.max(a.box.left, card.left);
              const visibleB = Math.min(b.box.right, card.right) - Math.max(b.box.left, card.left);
              const overlap = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
              if (visibleA > 0 && visibleB > 0 && overlap > 1) found.push(`${a.text} / ${b.text}`);
            }));
            return found;
          });
          expect(overlaps).toEqual([]);
          // The row buttons are reached by scrolling the card's list sideways, whole and clickable.
          await applies.evaluate((table) => {
            for (const el of [table, ...table.querySelectorAll('*')]) if (el.scrollWidth > el.clientWidth + 1) el.scrollLeft = el.scrollWidth;
          });
          await page.waitForTimeout(300);
          const [actions, table] = await Promise.all([applies.locator('.arco-table-th').last().boundingBox(), applies.boundingBox()]);
          expect(actions!.x + actions!.width).toBeLessThanOrEqual(table!.x + table!.width + 1);
          expect(actions!.x).toBeGreaterThanOrEqual(table!.x - 1);
          await cardShot(page, 'myPatentApplies', `home-cards-${account}-applies-scrolled-${locale}`);
        }
      });
    }
  });
}
