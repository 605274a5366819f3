import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { patents } from '../../src/common/i18n/patents.ts';
import { errors } from '../../src/common/i18n/errors.ts';
import { describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { detailPage, dialogs, libraryPage } from './support/patents-contract.ts';

const zh = patents['zh-CN'];
const en = patents['en-US'];
const zhErrors = errors['zh-CN'];

const rowTexts = (page: Page) => page.locator(libraryPage.rows).allInnerTexts();

async function waitForRows(page: Page) {
  await page.locator(libraryPage.rows).first().waitFor();
}

/** Types a keyword in the library box and waits for the list to follow the URL. */
async function searchFor(page: Page, keyword: string) {
  const box = page.locator(libraryPage.keyword);
  await box.fill(keyword);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('searchValue') === keyword);
  await page.waitForFunction(
    ([selector, word]) => {
      const rows = [...document.querySelectorAll(selector!)];
      return rows.length > 0 && rows.every((row) => row.textContent!.includes(word!));
    },
    [libraryPage.rows, keyword] as const,
  );
}

/** Waits until the list shows rows and every row matches (the list keeps the previous page while it loads). */
async function waitForRowsMatching(page: Page, pattern: RegExp) {
  await page.waitForFunction(
    ([selector, source]) => {
      const rows = [...document.querySelectorAll(selector!)];
      return rows.length > 0 && rows.every((row) => new RegExp(source!).test(row.textContent!));
    },
    [libraryPage.rows, pattern.source] as const,
  );
}

/** The toast (or the modal warning) showing `text`. */
const toast = (page: Page, text: string) => page.locator('.arco-message').filter({ hasText: text }).first().waitFor();
const modalOk = (page: Page) => page.locator('.arco-modal-wrapper:visible .arco-modal-footer .arco-btn-primary').last().click();

async function firstApplicationNo(page: Page): Promise<string> {
  const text = await page.locator(libraryPage.rows).first().innerText();
  const found = /CN\d{12}\.[\dX]/.exec(text)?.[0];
  expect(found, text).toBeTruthy();
  return found!;
}

/** Granted patents of the seeded library (with publication numbers and full texts): the demo's agency cases file none about 电池 that are granted. */
const GRANTED_WITH_TEXT = `?status=authorized&searchValue=${encodeURIComponent('电池')}`;

async function openFirstDetail(page: Page, alias: 'jgzlk' | 'bxzlk', query = '') {
  await page.goto(libraryPage.path(alias, query));
  await waitForRows(page);
  const applicationNo = await firstApplicationNo(page);
  await page.locator(libraryPage.rows).first().locator(libraryPage.detailButton).click();
  await page.locator(detailPage.name).waitFor();
  return applicationNo;
}

describeBrowser('patent library as staff1 (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('searches by a two-character Chinese keyword, an application number and an inventor; tiles filter', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await page.goto(libraryPage.path('bxzlk', `?searchValue=${encodeURIComponent('电池')}`));
    await waitForRows(page);
    for (const text of await rowTexts(page)) expect(text).toContain('电池');
    await expect(page.locator(libraryPage.keyword).inputValue()).resolves.toBe('电池');
    // The list call counts the hits of a keyword as the pager does (exact: the demo library is far below the cap).
    await page.locator(libraryPage.result).filter({ hasText: /^“电池” 共找到 \d+ 件专利$/ }).waitFor();
    const found = (await page.locator(libraryPage.result).innerText()).match(/(\d+) 件/)![1];
    await page.getByText(`共 ${found} 条`).waitFor();
    await page.locator(libraryPage.tileCount('applying')).filter({ hasText: /^\d+$/ }).waitFor();
    await screenshot(page, 'patents-search-battery-zh-CN');

    await searchFor(page, '张伟');
    const applicationNo = await firstApplicationNo(page);
    await searchFor(page, applicationNo);
    expect(await page.locator(libraryPage.rows).count()).toBe(1);

    await page.locator(libraryPage.keyword).fill('');
    await page.locator(libraryPage.keyword).press('Enter');
    await page.locator(libraryPage.tile('effective')).click();
    await page.locator(`${libraryPage.tile('effective')}[aria-pressed="true"]`).waitFor();
    await waitForRowsMatching(page, /授权|部分无效|权利恢复|运营/);
    await screenshot(page, 'patents-search-effective-zh-CN');
  });

  test('opens a detail and every tab; the original PDF renders with paging and zoom', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    // Granted library patents have a publication number, so a full text (GRANTED_WITH_TEXT: not an agency case's
    // new grant, which has no publication yet).
    const applicationNo = await openFirstDetail(page, 'bxzlk', GRANTED_WITH_TEXT);
    await expect(page.locator(detailPage.applicationNo).innerText()).resolves.toBe(applicationNo);
    await page.locator(detailPage.basic).waitFor();
    await screenshot(page, 'patents-detail-basic-zh-CN');
    await page.locator(detailPage.tab('2')).click();
    await page.locator(detailPage.claims).waitFor();
    await page.locator(detailPage.tab('4')).click();
    await page.locator(detailPage.legal).waitFor();
    await screenshot(page, 'patents-detail-legal-zh-CN');
    await page.locator(detailPage.tab('5')).click();
    await page.locator(detailPage.family).waitFor();
    await page.locator(detailPage.tab('6')).click();
    await page.locator(detailPage.pdfRendered).waitFor({ timeout: 30_000 });
    await expect(page.locator(detailPage.pdfZoom).innerText()).resolves.toBe('120%');
    await page.locator(detailPage.pdfZoomIn).click();
    await expect(page.locator(detailPage.pdfZoom).innerText()).resolves.toBe('130%');
    await page.locator(detailPage.pdfRendered).waitFor();
    await screenshot(page, 'patents-detail-pdf-zh-CN');
    expect(browser.errors.filter((e) => !e.includes('favicon'))).toEqual([]);
  });

  test('shares a patent with a person found in the picker', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await openFirstDetail(page, 'bxzlk');
    await page.locator(detailPage.share).click();
    await page.locator(dialogs.pickerRows).first().waitFor();
    await modalOk(page);
    await toast(page, zh.shareSelectPerson);
    await page.locator(dialogs.pickerSearch).fill('李娜');
    await page.locator(dialogs.pickerSearch).press('Enter');
    await page.locator(dialogs.pickerRows).filter({ hasText: '李娜' }).first().waitFor();
    await screenshot(page, 'patents-share-picker-zh-CN');
    await page.locator(dialogs.pickerRows).filter({ hasText: '李娜' }).first().locator('.arco-checkbox').click();
    await modalOk(page);
    await toast(page, zh.operationSucceeded);
  });

  test('collects into a folder; no folder and the root are refused', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await openFirstDetail(page, 'bxzlk');
    await page.locator(detailPage.collect).click();
    const tree = page.locator('[data-testid="collect-tree"]');
    await tree.getByText('新能源电池', { exact: true }).waitFor();
    await modalOk(page);
    await toast(page, zhErrors.selectFolder);
    await tree.getByText('我的收藏', { exact: true }).click();
    await modalOk(page);
    await toast(page, zhErrors.rootFolderRefused);
    await screenshot(page, 'patents-collect-refused-zh-CN');
    await tree.getByText('新能源电池', { exact: true }).click();
    await modalOk(page);
    await toast(page, zhErrors.collected);
  });

  test('indexes into the personal tree; every refusal shows its message', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await openFirstDetail(page, 'bxzlk');
    await page.locator(detailPage.index).click();
    const personal = page.locator('[data-testid="index-tree-personal"]');
    await personal.getByText('待评估专利', { exact: true }).waitFor();
    await modalOk(page);
    await toast(page, zhErrors.selectNode);
    await personal.getByText('个人标引', { exact: true }).click();
    await modalOk(page);
    await toast(page, zhErrors.indexNodeNameRequired);

    // Build three levels under the root, then a fourth is refused in the tree.
    const addUnder = async (name: string, child: string) => {
      await personal.locator('.arco-tree-node').filter({ hasText: name }).last().locator('[data-testid^="folder-add-"]').click();
      await page.locator(dialogs.folderNameInput).fill(child);
      await modalOk(page);
      await personal.getByText(child, { exact: true }).waitFor();
    };
    await addUnder('待评估专利', '二级节点');
    await addUnder('二级节点', '三级节点');
    await personal.locator('.arco-tree-node').filter({ hasText: '三级节点' }).last().locator('[data-testid^="folder-add-"]').click();
    await toast(page, zhErrors.indexTooDeep);
    // Through the name box the server refuses the same.
    await personal.getByText('三级节点', { exact: true }).click();
    await page.locator(dialogs.indexNewNode).fill('四级节点');
    await modalOk(page);
    await toast(page, zhErrors.indexTooDeep);
    await screenshot(page, 'patents-index-refused-zh-CN');
    await page.locator(dialogs.indexNewNode).fill('');
    await modalOk(page);
    await toast(page, zhErrors.indexed);
  });
});

describeBrowser('role-dependent patent actions (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('a visitor reads the library and a detail but sees no share, collect or index', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.locator('[data-testid="header-login"]').waitFor();
    await openFirstDetail(page, 'bxzlk');
    await page.locator(detailPage.basic).waitFor();
    expect(await page.locator(detailPage.actions).count()).toBe(0);
    expect(await page.getByText(zh.share, { exact: true }).count()).toBe(0);
    await screenshot(page, 'patents-detail-visitor-zh-CN');
  });

  test('an agent may share and collect but not index', async () => {
    const { page } = browser;
    await login(page, { account: 'agent' });
    await openFirstDetail(page, 'bxzlk');
    await page.locator(detailPage.share).waitFor();
    await page.locator(detailPage.collect).waitFor();
    expect(await page.locator(detailPage.index).count()).toBe(0);
  });

  test('the IP administrator edits the public indexing tree; staff only pick from it', async () => {
    const { page } = browser;
    await login(page, { account: 'ipadmin' });
    await openFirstDetail(page, 'bxzlk');
    await page.locator(detailPage.index).click();
    await page.locator(dialogs.indexPublicTab).click();
    const publicTree = page.locator('[data-testid="index-tree-public"]');
    await publicTree.getByText('锂电池', { exact: true }).waitFor();
    expect(await publicTree.locator('[data-testid^="folder-add-"]').count()).toBeGreaterThan(0);
    await publicTree.getByText('锂电池', { exact: true }).click();
    await page.locator(dialogs.indexNewNode).fill('固态电池');
    await modalOk(page);
    await toast(page, zhErrors.indexTooDeep);
    await page.locator(dialogs.indexNewNode).fill('');
    await modalOk(page);
    await toast(page, zhErrors.indexed);
  });

  test('a leader picks from the public tree but may not change it', async () => {
    const { page } = browser;
    await login(page, { account: 'leader' });
    await openFirstDetail(page, 'bxzlk');
    await page.locator(detailPage.index).click();
    await page.locator(dialogs.indexPublicTab).click();
    await page.locator('[data-testid="index-tree-public"]').getByText('锂电池', { exact: true }).waitFor();
    expect(await page.locator('[data-testid="index-tree-public"] [data-testid^="folder-add-"]').count()).toBe(0);
  });
});

describeBrowser('patent library (en-US)', () => {
  const browser = useBrowser({ locale: 'en-US' });

  test('the library, the detail tabs and the refusals read in English', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await page.goto(libraryPage.path('bxzlk', `?searchValue=${encodeURIComponent('电池')}`));
    await waitForRows(page);
    await page.getByText(en.tileEffective, { exact: true }).waitFor();
    await screenshot(page, 'patents-search-en-US');
    await page.goto(libraryPage.path('bxzlk', GRANTED_WITH_TEXT));
    await waitForRows(page);
    await page.locator(libraryPage.rows).first().locator(libraryPage.detailButton).click();
    await page.locator(detailPage.basic).getByText(en.fieldApplicant).waitFor();
    await screenshot(page, 'patents-detail-basic-en-US');
    await page.locator(detailPage.tab('6')).click();
    await page.locator(detailPage.pdfRendered).waitFor({ timeout: 30_000 });
    await screenshot(page, 'patents-detail-pdf-en-US');
    await page.locator(detailPage.collect).click();
    await page.locator('[data-testid="collect-tree"]').getByText('My favourites', { exact: true }).click();
    await modalOk(page);
    await toast(page, errors['en-US'].rootFolderRefused);
    await screenshot(page, 'patents-collect-refused-en-US');
  });
});
