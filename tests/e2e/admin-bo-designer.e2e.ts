import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { admin } from '../../src/common/i18n/admin.ts';
import { describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { boDesigner as bo, definitionsPage as ui } from './support/admin-contract.ts';

const zh = admin['zh-CN'];
const en = admin['en-US'];

/** Picks an option of an Arco select in the designer's row. */
async function choose(page: Page, select: string, option: string) {
  await page.locator(select).click();
  await page.locator(bo.option).filter({ hasText: option }).first().click();
}

describeBrowser('business-object designer (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN', viewport: { width: 1600, height: 900 } });

  test('an administrator builds a business object in the designer without typing JSON, sees what changes, and saves it', async () => {
    const { page } = browser;
    await login(page, { account: 'admin' });
    await page.goto(ui.path('bo'));
    await page.locator(ui.create).click();
    await page.locator(ui.newKey).fill('visitDesign');
    await page.locator(ui.newNameZh).fill('来访登记');
    await page.locator(ui.newNameEn).fill('Visit log');
    await page.locator('.arco-modal-footer .arco-btn-primary').click();
    await page.locator(bo.view).waitFor();
    expect(await page.locator(bo.rows()).count()).toBe(1);

    // Second field: a required dictionary field, chosen from the tenant's dictionaries.
    await page.locator(bo.addField()).click();
    await page.locator(bo.cell('name', 1)).fill('visitKind');
    await page.locator(bo.cell('label-zh', 1)).fill('来访类型');
    await page.locator(bo.cell('label-en', 1)).fill('Visit kind');
    await choose(page, bo.cell('type', 1), zh.boDesigner.types.dict);
    await page.locator(bo.cell('dict', 1)).click();
    await page.locator(bo.option).first().click();
    await page.locator(bo.cell('required', 1)).click();
    await expect.poll(() => page.locator(`${bo.cell('required', 1)} input`).isChecked()).toBe(true);
    // Third field: a date, moved up above the dictionary field.
    await page.locator(bo.addField()).click();
    await page.locator(bo.cell('name', 2)).fill('visitDate');
    await page.locator(bo.cell('label-zh', 2)).fill('来访日期');
    await page.locator(bo.cell('label-en', 2)).fill('Visit date');
    await choose(page, bo.cell('type', 2), zh.boDesigner.types.date);
    await page.locator(bo.cell('up', 2)).click();
    await expect.poll(() => page.locator(bo.cell('name', 1)).inputValue()).toBe('visitDate');
    await page.locator(ui.problemsTab).click();
    await page.locator(ui.noProblems).waitFor();
    // Choosing the dictionary scrolled the table sideways: back to its first columns for the picture.
    await page.locator(bo.table()).evaluate((table) => table.querySelectorAll('*').forEach((el) => { el.scrollLeft = 0; }));
    await screenshot(page, 'admin-bo-designer-zh-CN');

    await page.locator(ui.save).click();
    await page.locator(bo.changes).getByText(zh.boDesigner.changes.newBo).waitFor();
    await page.locator(bo.changesOk).click();
    await page.getByText(zh.saved.replace('{{version}}', '1')).first().waitFor();

    // The JSON tab holds what the designer wrote, in the order the rows show.
    await page.locator(bo.tabJson).click();
    await page.locator(ui.editor).waitFor();
    const text = await page.locator(ui.editor).innerText();
    expect(text.indexOf('"visitDate"')).toBeGreaterThan(text.indexOf('"title"'));
    expect(text.indexOf('"visitKind"')).toBeGreaterThan(text.indexOf('"visitDate"'));
    expect(text).toContain('"dictKey"');
    await page.locator(bo.tabDesigner).click();

    // Version 2: one field shorter, one more; the dialog says what that means for stored records.
    await page.locator(bo.cell('maxlength', 0)).fill('50');
    await page.locator(bo.cell('maxlength', 0)).press('Tab');
    await page.locator(bo.addField()).click();
    await page.locator(bo.cell('name', 3)).fill('host');
    await page.locator(bo.cell('label-zh', 3)).fill('接待人');
    await page.locator(bo.cell('label-en', 3)).fill('Host');
    await choose(page, bo.cell('type', 3), zh.boDesigner.types.user);
    await page.locator(ui.problemsTab).click();
    await page.locator(ui.noProblems).waitFor();
    await page.locator(ui.save).click();
    await page.locator(bo.change('added')).waitFor();
    await page.locator(bo.change('maxLengthShorter')).waitFor();
    await screenshot(page, 'admin-bo-designer-changes-zh-CN');
    await page.locator(bo.changesOk).click();
    await page.getByText(zh.saved.replace('{{version}}', '2')).first().waitFor();
    await page.locator(ui.version).getByText('2').waitFor();
  });

  test('dropping a field a form uses is refused: the row is marked and the problem names the form', async () => {
    const { page } = browser;
    await login(page, { account: 'admin' });
    await page.goto(ui.path('bo', 'expenseClaim'));
    await page.locator(bo.view).waitFor();
    expect(await page.locator(bo.cell('name', 1)).inputValue()).toBe('title');
    await page.locator(bo.cell('remove', 1)).click();
    await page.locator(bo.tableProblems()).getByText('仍被表单“expenseClaim”使用').first().waitFor();
    await page.locator(ui.problemsTab).click();
    await page.locator(ui.problems).getByText('字段“title”仍被表单“expenseClaim”使用').first().waitFor();
    expect(await page.locator(ui.save).isDisabled()).toBe(true);
    await screenshot(page, 'admin-bo-designer-refused-zh-CN');
  });
});

describeBrowser('business-object designer (en-US)', () => {
  const browser = useBrowser({ locale: 'en-US', viewport: { width: 1600, height: 900 } });

  test('shows the designer and the changes before saving in English', async () => {
    const { page } = browser;
    await login(page, { account: 'admin' });
    await page.goto(ui.path('bo', 'expenseClaim'));
    await page.locator(bo.view).waitFor();
    await page.getByText(en.boDesigner.mainTable).waitFor();
    await screenshot(page, 'admin-bo-designer-en-US');
    await page.locator(bo.addField()).click();
    await page.locator(bo.cell('name', 10)).fill('approvedAt');
    await page.locator(bo.cell('label-en', 10)).fill('Approved at');
    await choose(page, bo.cell('type', 10), en.boDesigner.types.datetime);
    await page.locator(ui.problemsTab).click();
    await page.locator(ui.noProblems).waitFor();
    await page.locator(ui.save).click();
    await page.locator(bo.change('added')).getByText('New field (Date and time)', { exact: false }).waitFor();
    await screenshot(page, 'admin-bo-designer-changes-en-US');
    await page.locator('.arco-modal-footer .arco-btn:not(.arco-btn-primary)').last().click();
  });
});
