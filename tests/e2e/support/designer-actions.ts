import type { Page } from 'playwright-core';

/** The open options of an Arco select (a closed popup stays in the page, hidden). */
export const OPEN_SELECT_OPTION = '.arco-select-popup:not([style*="display: none"]) .arco-select-option';

/** The shell's top menu (src/app/layout/top-menu.tsx) and its overflow entry. */
export const shellMenu = { topMenu: '[data-testid="top-menu"]', more: '[data-testid="menu-more"]' } as const;

/** Opens an Arco select of a designer and picks the option with this text. */
export async function choose(page: Page, select: string, option: string) {
  await page.locator(select).click();
  await page.locator(OPEN_SELECT_OPTION).filter({ hasText: option }).first().click();
}

/**
 * Drags a row of a designer's row table (row-table.tsx: `tmpl-<list>-drag-<row>`) by its handle onto another row: the
 * browser's drag events with one DataTransfer, as Playwright's guide does for HTML5 drag and drop (a mouse drag here
 * depends on the pointer's path over a page that scrolls).
 */
export async function dragRow(page: Page, list: string, from: number, to: number) {
  const handle = (row: number) => page.locator(`[data-testid="tmpl-${list}-drag-${row}"]`);
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  await handle(from).dispatchEvent('dragstart', { dataTransfer });
  await handle(to).dispatchEvent('dragenter', { dataTransfer });
  await handle(to).dispatchEvent('dragover', { dataTransfer });
  await handle(to).dispatchEvent('drop', { dataTransfer });
  await handle(from).dispatchEvent('dragend', { dataTransfer });
}

/** Opens a group of the shell's top menu (in the overflow menu when the bar is full). */
export async function openMenuGroup(page: Page, group: string) {
  const inBar = page.locator(shellMenu.topMenu).getByText(group, { exact: true }).first();
  // The bar is filled once the menu has come: the group in it, or the overflow menu holding it.
  await inBar.or(page.locator(shellMenu.more)).first().waitFor();
  if (await inBar.isVisible()) await inBar.click();
  else {
    await page.locator(shellMenu.more).click();
    await page.getByText(group, { exact: true }).last().click();
  }
}
