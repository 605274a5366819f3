import fs from 'node:fs';
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { admin } from '../../src/common/i18n/admin.ts';
import { describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { boDesigner as bo, definitionsPage as ui } from './support/admin-contract.ts';
import { listPage } from './support/engine-list-contract.ts';
import { formPage } from './support/form-contract.ts';
import { OPEN_SELECT_OPTION, openMenuGroup } from './support/designer-actions.ts';
import { withRestoredDefinition } from './support/restore-definition.ts';

/**
 * Issue 22's acceptance: a new administrator builds a business object, its form, its list and a menu entry in the
 * designers by clicks, drags, picks and typing into their input boxes only (no JSON typed, no definition sent by the
 * API); then staff1 uses what was built. The administrator's actions are counted and the round is timed.
 * Afterwards the menu is put back; the object, form and list stay under their own aliases (roomBookingZh,
 * roomBookingEn: no other test names them), as definitions have no delete, in the admin pages or the API.
 */

const MENU = 'formsMenu';
const STAFF_ROLE = 'ptyh';

/** Markup of the form designer (src/pages/admin/definitions/form-designer). */
const fd = {
  view: '[data-testid="form-designer"]',
  palette: (name: string) => `[data-testid="form-palette-${name}"]`,
  cell: (name: string) => `[data-testid="form-cell-${name}"]`,
  group: (g: number | 'new' | 'none') => `[data-testid="form-group-${g}"]`,
  id: (id: string) => `[data-testid="${id}"]`,
  expression: (i: number) => `textarea[data-testid="form-formula-expression-${i}"], [data-testid="form-formula-expression-${i}"] textarea`,
};

/** Markup of the list-template designer (src/pages/admin/definitions/template-designer). */
const td = {
  view: '[data-testid="tmpl-designer"]',
  cell: (list: string, name: string, row: number) => `[data-testid="tmpl-${list}-${name}-${row}"]`,
  rows: (list: string) => `[data-testid="tmpl-${list}s"] tbody tr`,
  add: (list: string) => `[data-testid="tmpl-${list}-add"]`,
};

/** Markup of the menu designer (src/pages/admin/definitions/menu-designer). */
const md = {
  view: '[data-testid="menu-designer"]',
  node: (key: string) => `[data-testid="menu-node-${key}"]`,
  addTop: '[data-testid="menu-add-top"]',
  alias: '[data-testid="menu-entry-alias"]',
  nameZh: '[data-testid="menu-entry-name-zh"]',
  nameEn: '[data-testid="menu-entry-name-en"]',
  target: '[data-testid="menu-entry-target"]',
  roles: '[data-testid="menu-entry-roles"]',
};

/** The administrator's hands: every click, fill, pick and drag goes through here and is counted. */
class Hands {
  actions = 0;
  constructor(private readonly page: Page) {}
  private at(target: string | Locator): Locator {
    return typeof target === 'string' ? this.page.locator(target) : target;
  }
  async click(target: string | Locator) {
    this.actions++;
    await this.at(target).click();
  }
  async fill(target: string | Locator, text: string) {
    this.actions++;
    await this.at(target).fill(text);
  }
  async drag(from: string | Locator, to: string | Locator) {
    this.actions++;
    await this.at(from).dragTo(this.at(to));
  }
  /** Opens a select (one click), types `search` into it when given (one more), and picks the option containing `text` (another). */
  async choose(select: string | Locator, text: string, search?: string) {
    await this.click(select);
    if (search) {
      // A long list draws only its first options: typed into the select's search box, the one wanted comes up.
      this.actions++;
      await this.page.keyboard.type(search);
    }
    await this.click(this.page.locator(OPEN_SELECT_OPTION).filter({ hasText: text }).first());
  }
  async key(key: string) {
    this.actions++;
    await this.page.keyboard.press(key);
  }
}

interface Run {
  locale: Locale;
  alias: string;
  zh: string;
  en: string;
  /** Row labels by field in this locale's words: the designers show them as "label (field)". */
  name: string;
}

/** Main-table fields of the business object: six types besides the starter's title, and the words the formula fills. */
const FIELDS = [
  { name: 'meetingDate', zh: '会议日期', en: 'Meeting date', type: 'date' },
  { name: 'attendees', zh: '参会人数', en: 'Attendees', type: 'integer' },
  { name: 'budget', zh: '预算金额', en: 'Budget', type: 'money' },
  { name: 'roomKind', zh: '会议室类型', en: 'Room kind', type: 'dict' },
  { name: 'projector', zh: '需要投影', en: 'Projector needed', type: 'boolean' },
  { name: 'purpose', zh: '用途说明', en: 'Purpose', type: 'string', maxLength: '500' },
  { name: 'budgetWords', zh: '金额大写', en: 'Budget in words', type: 'string', maxLength: '100' },
] as const;

async function newDefinition(page: Page, hands: Hands, kind: string, run: Run) {
  await page.goto(ui.path(kind));
  await hands.click(ui.create);
  await hands.fill(ui.newKey, run.alias);
  await hands.fill(ui.newNameZh, run.zh);
  await hands.fill(ui.newNameEn, run.en);
  await hands.click('.arco-modal-footer .arco-btn-primary');
}

async function saved(page: Page, locale: Locale) {
  await page.getByText(admin[locale].saved.split('{{')[0]!).first().waitFor();
  await expect.poll(() => page.locator(ui.dirty).count()).toBe(0);
}

async function noProblems(page: Page, hands: Hands) {
  await hands.click(ui.problemsTab);
  await page.locator(ui.noProblems).waitFor();
}

/** The business object: the starter's title, seven fields of six types, and a sub-table of two columns. */
async function designBo(page: Page, hands: Hands, run: Run) {
  const k = admin[run.locale].boDesigner;
  await newDefinition(page, hands, 'bo', run);
  await page.locator(bo.view).waitFor();
  for (const [i, field] of FIELDS.entries()) {
    const row = i + 1;
    await hands.click(bo.addField());
    await hands.fill(bo.cell('name', row), field.name);
    await hands.fill(bo.cell('label-zh', row), field.zh);
    await hands.fill(bo.cell('label-en', row), field.en);
    if (field.type !== 'string') await hands.choose(bo.cell('type', row), k.types[field.type]);
    if (field.type === 'dict') {
      await hands.click(bo.cell('dict', row));
      await hands.click(page.locator(OPEN_SELECT_OPTION).first());
    }
    if ('maxLength' in field) {
      await hands.fill(bo.cell('maxlength', row), field.maxLength);
      await hands.key('Tab');
    }
  }
  // The sub-table: the equipment the meeting needs, two columns.
  await hands.click(bo.addChild());
  await page.locator('[data-testid="bo-child-0"]').waitFor();
  await hands.fill('[data-testid="bo-child-alias-0"]', 'devices');
  await hands.fill('[data-testid="bo-child-0-name-zh"]', '设备清单');
  await hands.fill('[data-testid="bo-child-0-name-en"]', 'Equipment');
  await hands.fill(bo.cell('name', 0, '0'), 'device');
  await hands.fill(bo.cell('label-zh', 0, '0'), '设备');
  await hands.fill(bo.cell('label-en', 0, '0'), 'Device');
  await hands.click(bo.addField('0'));
  await hands.fill(bo.cell('name', 1, '0'), 'quantity');
  await hands.fill(bo.cell('label-zh', 1, '0'), '数量');
  await hands.fill(bo.cell('label-en', 1, '0'), 'Quantity');
  await hands.choose(bo.cell('type', 1, '0'), k.types.integer);
  await noProblems(page, hands);
  await page.locator(bo.view).evaluate((view) => view.querySelectorAll('*').forEach((el) => { el.scrollLeft = 0; }));
  await screenshot(page, `acceptance-bo-${run.locale}`);
  await hands.click(ui.save);
  await page.locator(bo.changes).waitFor();
  await hands.click(bo.changesOk);
  await saved(page, run.locale);
}

/** The form: two groups, a linkage requiring the purpose once a budget is given, the budget in words by a formula. */
async function designForm(page: Page, hands: Hands, run: Run) {
  const k = admin[run.locale].formDesigner;
  await newDefinition(page, hands, 'form', run);
  await page.locator(fd.view).waitFor();
  await page.locator(fd.palette('budget')).waitFor();
  // Group 1: the starter's title dragged onto the new-group zone, then the meeting's facts.
  await hands.drag(fd.cell('title'), fd.group('new'));
  await page.locator(`${fd.group(0)} ${fd.cell('title')}`).waitFor();
  for (const name of ['meetingDate', 'attendees', 'roomKind', 'projector']) {
    await hands.drag(fd.palette(name), fd.group(0));
    await page.locator(`${fd.group(0)} ${fd.cell(name)}`).waitFor();
  }
  // Group 2: the money, its words, the purpose and the equipment.
  await hands.drag(fd.palette('budget'), fd.group('new'));
  await page.locator(`${fd.group(1)} ${fd.cell('budget')}`).waitFor();
  for (const name of ['budgetWords', 'purpose', 'devices']) {
    await hands.drag(fd.palette(name), fd.group(1));
    await page.locator(`${fd.group(1)} ${fd.cell(name)}`).waitFor();
  }
  await hands.fill(fd.id('form-group-title-zh-0'), '会议信息');
  await hands.fill(fd.id('form-group-title-en-0'), 'Meeting');
  await hands.fill(fd.id('form-group-title-zh-1'), '费用与说明');
  await hands.fill(fd.id('form-group-title-en-1'), 'Cost and purpose');
  await hands.click(page.locator(fd.id('form-group-columns-0')).getByText(k.columnsN.replace('{{n}}', '2')));

  // The purpose is a text area; the words are read-only (the formula writes them).
  await hands.click(fd.cell('purpose'));
  await hands.choose(fd.id('form-props-widget'), '(textarea)');
  await hands.click(fd.cell('budgetWords'));
  await hands.click(fd.id('form-props-readonly'));

  // When the budget is filled in, the purpose is required.
  await hands.click(fd.id('form-linkage-add'));
  await hands.choose(fd.id('form-linkage-scope-0'), '(budget)');
  await hands.choose(fd.id('form-linkage-effect-0'), k.effects.REQUIRE);
  await hands.click(fd.id('form-linkage-targets-0'));
  await hands.click(page.locator(OPEN_SELECT_OPTION).filter({ hasText: '(purpose)' }).first());
  // The new linkage's first target (the second field of the form) is picked off again.
  await hands.click(page.locator(OPEN_SELECT_OPTION).filter({ hasText: '(meetingDate)' }).first());
  await hands.key('Escape');
  await expect.poll(() => page.locator(fd.id('form-linkage-targets-0')).innerText()).not.toContain('meetingDate');
  expect(await page.locator(fd.id('form-linkage-op-0')).innerText()).toContain(k.ops.filled);

  // The words: the function and the field picked from the formula's helper.
  await hands.click(fd.id('form-formula-add'));
  await hands.choose(fd.id('form-formula-target-0'), '(budgetWords)');
  await hands.fill(fd.expression(0), '');
  await page.locator(fd.id('form-formula-helper-0')).waitFor();
  await hands.click(fd.id('form-formula-function-0-moneyInWords'));
  await hands.click(fd.id('form-formula-field-0-budget'));
  await expect.poll(() => page.locator(fd.expression(0)).inputValue()).toMatch(/^\$moneyInWords\(\s*budget\s*\)$/);
  await page.locator(fd.id('form-formula-check-0')).getByText(k.formulaOk).waitFor();

  await noProblems(page, hands);
  await screenshot(page, `acceptance-form-${run.locale}`);
  await hands.click(ui.save);
  await saved(page, run.locale);
}

/** The list: four columns, two query conditions; the starter's buttons add, edit, detail, delete and export stay. */
async function designList(page: Page, hands: Hands, run: Run) {
  await newDefinition(page, hands, 'template', run);
  await page.locator(td.view).waitFor();
  for (const field of ['meetingDate', 'budget', 'roomKind']) await hands.choose(td.add('col'), `(${field})`);
  await expect.poll(() => page.locator(td.rows('col')).count()).toBe(4);
  await hands.choose(td.add('cond'), '(meetingDate)');
  await expect.poll(() => page.locator(td.rows('cond')).count()).toBe(2);
  const buttons = (await page.locator(td.rows('btn')).allInnerTexts()).join(' ');
  const types = admin[run.locale].templateDesigner.buttonTypes as Record<string, string>;
  for (const type of ['add', 'edit', 'delete', 'export']) expect(buttons).toContain(types[type]);
  await noProblems(page, hands);
  await page.locator(td.view).evaluate((view) => { view.scrollTop = 0; view.querySelectorAll('*').forEach((el) => { el.scrollLeft = 0; }); });
  await screenshot(page, `acceptance-list-${run.locale}`);
  await hands.click(ui.save);
  await saved(page, run.locale);
}

/** The menu entry: a new entry dragged into the 表单中心 group, opening the list, seen by the staff role. */
async function designMenu(page: Page, hands: Hands, run: Run) {
  await page.goto(ui.path('menu', MENU));
  await page.locator(md.view).waitFor();
  await page.locator(md.node('0-1')).waitFor();
  await hands.click(md.addTop);
  await page.locator(md.node('1')).waitFor();
  await hands.drag(md.node('1'), md.node('0'));
  await page.locator(md.node('0-2')).waitFor();
  await hands.fill(md.alias, `${run.alias}Menu`);
  await hands.fill(md.nameZh, run.zh);
  await hands.fill(md.nameEn, run.en);
  await hands.choose(md.target, `(${run.alias})`, run.alias);
  await hands.choose(md.roles, `(${STAFF_ROLE})`);
  await hands.key('Escape');
  await page.locator(md.node('0-2')).getByText(run.name).waitFor();
  await noProblems(page, hands);
  await screenshot(page, `acceptance-menu-${run.locale}`);
  await hands.click(ui.save);
  await saved(page, run.locale);
}

/** staff1 opens the entry, adds a booking (the linkage refuses it without a purpose; the words fill), finds, edits, exports and deletes it. */
async function staffUses(page: Page, run: Run) {
  const zhRun = run.locale === 'zh-CN';
  await page.context().clearCookies();
  await page.evaluate((language) => { localStorage.clear(); localStorage.setItem('lang', language); }, run.locale);
  await login(page, { account: 'staff1' });
  await openMenuGroup(page, zhRun ? '表单中心' : 'Forms');
  await page.getByText(run.name, { exact: true }).first().click();
  await page.locator(listPage.view).waitFor();
  await page.locator(listPage.condition('meetingDate')).first().waitFor();

  const title = zhRun ? '项目评审会' : 'Project review';
  await page.locator(listPage.toolbar('add')).click();
  await page.locator(formPage.view).waitFor();
  await page.locator(formPage.field('title')).fill(title);
  await page.locator(formPage.field('attendees')).fill('12');
  await page.locator(formPage.field('budget')).fill('1234.5');
  await page.locator(formPage.field('budget')).press('Tab');
  await expect.poll(() => page.locator(formPage.field('budgetWords')).textContent()).toBe('壹仟贰佰叁拾肆元伍角');
  // The purpose became required once the budget was filled in: the form refuses before anything is sent.
  let sent = false;
  page.on('request', (request) => { if (request.url().includes(formPage.saveCall)) sent = true; });
  const purpose = page.locator('[data-testid="field-root_purpose"]');
  const before = await purpose.innerText();
  await page.locator(formPage.save).click();
  await expect.poll(() => purpose.innerText()).not.toBe(before);
  await screenshot(page, `acceptance-staff-required-${run.locale}`);
  expect(sent).toBe(false);
  expect(page.url()).toContain('/add');
  await page.locator(formPage.field('purpose')).fill(zhRun ? '季度项目评审' : 'Quarterly review');
  await page.locator(formPage.save).click();

  const row = page.locator(listPage.bodyRows).filter({ hasText: title });
  await row.waitFor();
  expect(await row.innerText()).toContain('1,234.5');
  await screenshot(page, `acceptance-staff-list-${run.locale}`);

  // Filter by the title condition: the row stays; by another title: it goes.
  await page.locator(listPage.condition('title')).fill('不存在的会议');
  await page.locator(listPage.search).click();
  await page.locator(listPage.empty).waitFor();
  await page.locator(listPage.condition('title')).fill(title);
  await page.locator(listPage.search).click();
  await row.waitFor();

  // Edit: a bigger budget, its words filled again.
  await row.locator('[data-testid^="row-edit"]').click();
  await page.locator(formPage.view).waitFor();
  await expect.poll(() => page.locator(formPage.field('title')).inputValue()).toBe(title);
  await page.locator(formPage.field('budget')).fill('2000');
  await page.locator(formPage.field('budget')).press('Tab');
  await expect.poll(() => page.locator(formPage.field('budgetWords')).textContent()).toBe('贰仟元整');
  await page.locator(formPage.save).click();
  await page.locator(listPage.bodyRows).filter({ hasText: title }).filter({ hasText: '2,000' }).waitFor();

  // Export: a real .xlsx download.
  const download = page.waitForEvent('download');
  await page.locator(listPage.toolbar('export')).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(fs.readFileSync((await file.path())!).subarray(0, 2).toString('latin1')).toBe('PK');

  // Delete.
  await row.locator('[data-testid^="row-delete"]').click();
  await page.locator(listPage.confirmOk).last().click();
  await expect.poll(() => page.locator(listPage.bodyRows).filter({ hasText: title }).count()).toBe(0);
  await screenshot(page, `acceptance-staff-deleted-${run.locale}`);
}

async function acceptance(page: Page, run: Run) {
  const hands = new Hands(page);
  const started = Date.now();
  await login(page, { account: 'admin' });
  await designBo(page, hands, run);
  await designForm(page, hands, run);
  await designList(page, hands, run);
  await designMenu(page, hands, run);
  const adminSeconds = (Date.now() - started) / 1000;
  await staffUses(page, run);
  const totalSeconds = (Date.now() - started) / 1000;
  console.log(`[acceptance ${run.locale}] administrator: ${hands.actions} actions (clicks, fills, picks, drags, keys), ${adminSeconds.toFixed(1)} s; with staff1's use: ${totalSeconds.toFixed(1)} s`);
}

describeBrowser('designers acceptance (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN', viewport: { width: 1600, height: 1000 } });

  test('an administrator builds 会议室预订 (object, form, list, menu) in the designers; staff1 books, finds, edits, exports and deletes', async () => {
    await withRestoredDefinition('menu', MENU, () => acceptance(browser.page, {
      locale: 'zh-CN', alias: 'roomBookingZh', zh: '会议室预订', en: 'Room booking (zh run)', name: '会议室预订',
    }));
  }, 240_000);
});

describeBrowser('designers acceptance (en-US)', () => {
  const browser = useBrowser({ locale: 'en-US', viewport: { width: 1600, height: 1000 } });

  test('the same in English', async () => {
    await withRestoredDefinition('menu', MENU, () => acceptance(browser.page, {
      locale: 'en-US', alias: 'roomBookingEn', zh: '会议室预订（英文）', en: 'Room booking', name: 'Room booking',
    }));
  }, 240_000);
});
