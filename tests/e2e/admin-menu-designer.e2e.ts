import fs from 'node:fs';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { admin } from '../../src/common/i18n/admin.ts';
import { baseUrl, describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { definitionsPage as ui } from './support/admin-contract.ts';
import { listPage } from './support/engine-list-contract.ts';
import { menuOf, signInReply, type MenuNode } from './support/menu-walk.ts';
import { choose, openMenuGroup } from './support/designer-actions.ts';
import { withRestoredDefinition } from './support/restore-definition.ts';

const MENU = 'formsMenu';
const TENANT = 'univ';

/** Markup of the menu designer (src/pages/admin/definitions/menu-designer): data-testid attributes. */
const designer = {
  view: '[data-testid="menu-designer"]',
  tabJson: '[data-testid="definition-tab-json"]',
  tabDesigner: '[data-testid="definition-tab-designer"]',
  /** A tree entry by its path of indexes: `0`, `0-2`. */
  node: (key: string) => `[data-testid="menu-node-${key}"]`,
  addTop: '[data-testid="menu-add-top"]',
  addChild: '[data-testid="menu-add-child"]',
  alias: '[data-testid="menu-entry-alias"]',
  nameZh: '[data-testid="menu-entry-name-zh"]',
  nameEn: '[data-testid="menu-entry-name-en"]',
  target: '[data-testid="menu-entry-target"]',
  path: '[data-testid="menu-entry-path"]',
  icon: '[data-testid="menu-entry-icon"]',
  roles: '[data-testid="menu-entry-roles"]',
} as const;


/** The entry the round adds: a link to the achievements list (成果库, template cgc), seen by IP administrators. */
const ENTRY = { alias: 'e2eAchievements', zh: '成果库（菜单设计器）', en: 'Achievements (menu designer)', template: 'cgc', role: 'IPgly' } as const;

async function menuNames(account: string, language: Locale): Promise<string[]> {
  const reply = await signInReply(baseUrl(), TENANT, account);
  const names = (nodes: readonly MenuNode[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children ?? [])]);
  return names(await menuOf(baseUrl(), TENANT, reply, language));
}

/**
 * The administrator's round: a new top-level entry dragged into the 表单中心 group, pointed at the achievements list from
 * the picker, named in both languages, with an icon and the IP administrators' role; saved, it is in the shell's menu and
 * opens the list; a staff user without the role does not get it.
 */
async function designAndSave(page: Page, locale: Locale) {
  const text = admin[locale];
  const k = text.menuDesigner;
  const name = locale === 'zh-CN' ? ENTRY.zh : ENTRY.en;
  const group = locale === 'zh-CN' ? '表单中心' : 'Forms';
  await login(page, { account: 'admin' });
  await page.goto(ui.path('menu', MENU));
  await page.locator(designer.view).waitFor();
  await page.locator(designer.node('0-1')).waitFor();

  // A new top-level entry, dragged by the mouse into the middle of the 表单中心 group's node: it becomes its third child.
  await page.locator(designer.addTop).click();
  await page.locator(designer.node('1')).waitFor();
  await page.locator(designer.node('1')).dragTo(page.locator(designer.node('0')));
  await page.locator(designer.node('0-2')).waitFor();
  expect(await page.locator(designer.node('0-2')).innerText()).toContain(k.newEntry);
  expect(await page.locator(designer.node('1')).count()).toBe(0);

  await page.locator(designer.alias).fill(ENTRY.alias);
  await page.locator(designer.alias).press('Enter');
  await page.locator(designer.nameZh).fill(ENTRY.zh);
  await page.locator(designer.nameEn).fill(ENTRY.en);
  await choose(page, designer.target, `(${ENTRY.template})`);
  await expect.poll(() => page.locator(designer.path).inputValue()).toBe(`/statement/template/preview/${ENTRY.template}`);
  await choose(page, designer.icon, '(book)');
  await choose(page, designer.roles, `(${ENTRY.role})`);
  await page.keyboard.press('Escape');
  await page.locator(designer.node('0-2')).getByText(name).waitFor();

  await page.locator(ui.problemsTab).click();
  await page.locator(ui.noProblems).waitFor();
  await screenshot(page, `admin-menu-designer-${locale}`);

  // The JSON tab holds what the designer wrote, and switching back loses nothing.
  await page.locator(designer.tabJson).click();
  await page.locator(ui.editor).waitFor();
  const json = await page.locator(ui.editor).innerText();
  expect(json).toContain(`"alias": "${ENTRY.alias}"`);
  expect(json).toContain(`"path": "/statement/template/preview/${ENTRY.template}"`);
  expect(json).toContain(`"${ENTRY.role}"`);
  await page.locator(designer.tabDesigner).click();
  await page.locator(designer.node('0-2')).getByText(name).waitFor();

  await page.locator(ui.save).click();
  await page.getByText(text.saved.split('{{')[0]!).first().waitFor();
  await expect.poll(() => page.locator(ui.dirty).count()).toBe(0);

  // The shell's menu has the entry, and it opens the list.
  await page.goto('/home');
  await openMenuGroup(page, group);
  await page.getByText(name, { exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === `/statement/template/preview/${ENTRY.template}`);
  await page.locator(listPage.table).waitFor();
  // The list has loaded: its rows or its empty state.
  await page.locator(`${listPage.bodyRows} td:not(.arco-table-no-data), ${listPage.empty}`).first().waitFor({ timeout: 30_000 });
  await screenshot(page, `admin-menu-designer-shell-${locale}`);

  // The role's holder gets it; a staff user without the role does not (the group itself stays).
  expect(await menuNames('ipadmin', locale)).toContain(name);
  const staff = await menuNames('staff1', locale);
  expect(staff).toContain(group);
  expect(staff).not.toContain(name);
}

/** A staff user's shell: the group is there, the entry is not. */
async function staffDoesNotSee(page: Page, locale: Locale) {
  const name = locale === 'zh-CN' ? ENTRY.zh : ENTRY.en;
  const group = locale === 'zh-CN' ? '表单中心' : 'Forms';
  const sibling = locale === 'zh-CN' ? '费用报销' : 'Expense claims';
  await page.context().clearCookies();
  // Signed out, the shell keeps its language.
  await page.evaluate((language) => { localStorage.clear(); localStorage.setItem('lang', language); }, locale);
  await login(page, { account: 'staff1' });
  await openMenuGroup(page, group);
  await page.getByText(sibling, { exact: true }).first().waitFor();
  expect(await page.getByText(name, { exact: true }).count()).toBe(0);
}

const withRestoredMenu = (run: () => Promise<void>) => withRestoredDefinition('menu', MENU, run);

describeBrowser('menu designer (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN', viewport: { width: 1600, height: 900 } });

  test('an administrator drags a new entry into a group, points it at a list template, names it in both languages, gives it a role and saves; staff1 does not see it', async () => {
    await withRestoredMenu(async () => {
      await designAndSave(browser.page, 'zh-CN');
      await staffDoesNotSee(browser.page, 'zh-CN');
    });
  });

  test('an entry cannot be dragged below the third level', async () => {
    const { page } = browser;
    await login(page, { account: 'admin' });
    await page.goto(ui.path('menu', MENU));
    await page.locator(designer.view).waitFor();
    // 表单中心 > 专利申请 > two new children: three levels; a top-level entry dropped into one of them would make four.
    await page.locator(designer.node('0-0')).click();
    await page.locator(designer.addChild).click();
    await page.locator(designer.node('0-0-0')).waitFor();
    await page.locator(designer.addTop).click();
    await page.locator(designer.node('1')).waitFor();
    await page.locator(designer.node('0-0')).click();
    await page.locator(designer.addChild).click();
    await page.locator(designer.node('0-0-1')).waitFor();
    await page.locator(designer.node('1')).dragTo(page.locator(designer.node('0-0-1')));
    await page.getByText(admin['zh-CN'].menuDesigner.tooDeep).first().waitFor();
    expect(await page.locator(designer.node('1')).count()).toBe(1);
    await screenshot(page, 'admin-menu-designer-too-deep-zh-CN');
  });
});

describeBrowser('menu designer: problems (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN', viewport: { width: 1600, height: 900 } });

  test('an alias two entries share, written on the JSON tab, is marked at its entry in the designer and not saved', async () => {
    const { page } = browser;
    await login(page, { account: 'admin' });
    await page.goto(ui.path('menu', MENU));
    await page.locator(designer.view).waitFor();
    await page.locator(designer.tabJson).click();
    await page.locator(ui.editor).waitFor();
    const body = JSON.parse(fs.readFileSync('schemas/menu/formsMenu.json', 'utf8')) as { items: Array<{ children: Array<{ alias: string }> }> };
    body.items[0]!.children[1]!.alias = 'patentApplyList';
    await page.locator(ui.editor).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(JSON.stringify(body, null, 2));
    await page.locator(designer.tabDesigner).click();
    const message = '别名“patentApplyList”已被本菜单的其他菜单项使用';
    await page.locator('[data-testid="menu-entry-problems"]').getByText(message).waitFor();
    expect(await page.locator(designer.node('0-1')).getAttribute('class')).toContain('is-invalid');
    expect(await page.locator(designer.node('0-0')).getAttribute('class')).not.toContain('is-invalid');
    expect(await page.locator(ui.save).isDisabled()).toBe(true);
    // The problems panel's entry selects the entry it points at.
    await page.locator(ui.problemsTab).click();
    await page.locator(ui.problems).getByText(message).first().click();
    await expect.poll(() => page.locator(designer.alias).inputValue()).toBe('patentApplyList');
    await expect.poll(() => page.locator(designer.nameZh).inputValue()).toBe('费用报销');
    await screenshot(page, 'admin-menu-designer-problem-zh-CN');
  });
});

describeBrowser('menu designer (en-US)', () => {
  const browser = useBrowser({ locale: 'en-US', viewport: { width: 1600, height: 900 } });

  test('the same in English', async () => {
    await withRestoredMenu(async () => {
      await designAndSave(browser.page, 'en-US');
      await staffDoesNotSee(browser.page, 'en-US');
    });
  });
});
