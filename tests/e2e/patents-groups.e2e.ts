import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { patents } from '../../src/common/i18n/patents.ts';
import { errors } from '../../src/common/i18n/errors.ts';
import { describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { groupsPage } from './support/patents-contract.ts';

const zh = patents['zh-CN'];
const zhErrors = errors['zh-CN'];

const toast = (page: Page, text: string) => page.locator('.arco-message').filter({ hasText: text }).first().waitFor();
const modalOk = (page: Page) => page.locator('.arco-modal-wrapper:visible .arco-modal-footer .arco-btn-primary').last().click();

describeBrowser('group collections (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('staff1 indexes a group entry into a personal indexing node; no node is refused', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await page.goto(groupsPage.favouritesPath);
    await page.locator(groupsPage.tree).getByText('新能源专利小组', { exact: true }).click();
    await page.locator(groupsPage.rows).first().waitFor();
    expect(await page.locator(groupsPage.index).isDisabled()).toBe(true);
    await page.locator(groupsPage.rows).first().locator('.arco-checkbox').click();
    await page.locator(groupsPage.index).click();
    const personal = page.locator(groupsPage.personalIndexTree);
    await personal.getByText('待评估专利', { exact: true }).waitFor();
    await modalOk(page);
    await toast(page, zhErrors.selectNode);
    await personal.getByText('待评估专利', { exact: true }).click();
    await screenshot(page, 'patents-group-index-zh-CN');
    await modalOk(page);
    await toast(page, zhErrors.indexed);
  });

  test('the owner sees the members and removes one', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await page.goto(groupsPage.myGroupsPath);
    await page.locator(groupsPage.members).first().click();
    await page.locator(groupsPage.memberRows).filter({ hasText: '李娜' }).waitFor();
    expect(await page.locator(groupsPage.memberRows).filter({ hasText: zh.groupOwner }).innerText()).toContain('staff1');
    await screenshot(page, 'patents-group-members-zh-CN');
    await page.locator(groupsPage.memberRows).filter({ hasText: '李娜' }).locator(groupsPage.memberRemove).click();
    await page.locator('.arco-popconfirm .arco-btn-primary').click();
    await toast(page, zh.operationSucceeded);
    await page.locator(groupsPage.memberRows).filter({ hasText: '李娜' }).waitFor({ state: 'detached' });
  });
});
