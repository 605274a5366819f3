import { expect, test } from 'vitest';
import { engineForm } from '../../src/common/i18n/engine-form.ts';
import { baseUrl, describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { startPage } from './support/workflow-instance-contract.ts';
import { apiCall, apiSignIn, startFlow } from './support/workflow-api.ts';

const zh = engineForm['zh-CN'];
const en = engineForm['en-US'];
const agency = { patentTitle: '一种电池', serviceType: '新申请', agency: '某代理所', fee: 100, entrustDate: '2026-03-01', applicationNo: 'CN200410012345.5' };

/** The ids of the form's top-level fields in the order the page shows them. */
const fieldOrder = (ids: string[]) => ids.map((id) => id.replace(/^root_/, '')).filter((name) => !name.includes('_'));

describeBrowser('forms: check digits, field order, online forms (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('the agency entrustment start form names the right check digit of a wrong application number', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await page.goto(startPage.byKey('agencyEntrust'));
    await page.locator(startPage.form).waitFor();
    const field = page.locator(startPage.field('applicationNo'));
    await field.fill('CN200410012345.6');
    await page.locator(startPage.submit).click();
    await page.getByText('申请号校验位错误，应为 5').first().waitFor();
    await screenshot(page, 'forms16-check-digit-zh-CN');
    await field.fill('CN2004100123.5');
    await page.locator(startPage.submit).click();
    await page.getByText(zh.rules.applicationNoFormat).first().waitFor();
  });

  test('the expense claim form shows its fields in the order of its definition (报销单号 first, 备注 after the amounts)', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await page.goto(startPage.byKey('expense'));
    await page.locator(startPage.form).waitFor();
    const ids = await page.locator(`${startPage.form} [id^="root_"]`).evaluateAll((nodes) => nodes.map((n) => n.id));
    const order = [...new Set(fieldOrder(ids))];
    expect(order[0]).toBe('claimNo');
    expect(order.indexOf('note')).toBeGreaterThan(order.indexOf('amount'));
    expect(order.indexOf('note')).toBeLessThan(order.indexOf('items'));
  });

  test('/formManage hosts the instance form from /onlineForm: its data is saved, its field errors are listed (reason 3)', async () => {
    const { page } = browser;
    const staff = await apiSignIn(baseUrl(), 'staff1');
    const instId = await startFlow(baseUrl(), staff, 'agencyEntrust', '在线表单测试', agency);
    await login(page, { account: 'staff1' });
    await page.goto(`/formManage/${instId}/edit`);
    const frame = page.frameLocator('[data-testid="online-form"] iframe');
    const patentTitle = frame.locator('#root_patentTitle');
    await patentTitle.waitFor();
    expect(await patentTitle.inputValue()).toBe('一种电池');

    await frame.locator('#root_applicationNo').fill('CN200410012345.6');
    await page.locator('[data-testid="form-manage-save"]').click();
    const failure = page.locator('[data-testid="online-form-failure"]');
    await failure.getByText(zh.online.reason3).waitFor();
    await failure.getByText('申请号: 申请号校验位错误，应为 5').waitFor();
    await screenshot(page, 'forms16-online-form-errors-zh-CN');

    await frame.locator('#root_applicationNo').fill('CN200410012345.5');
    await patentTitle.fill('一种固态电池');
    const saved = page.waitForResponse((r) => r.url().includes('/runtime/instance/v1/saveFormData'));
    await page.locator('[data-testid="form-manage-save"]').click();
    expect((await saved).status()).toBe(200);
    await failure.waitFor({ state: 'detached' });
    const detail = await apiCall<{ data: Record<string, unknown> }>(baseUrl(), staff, `/api/bpm-runtime/runtime/instance/v1/getInstanceByInstId?instId=${instId}`);
    expect(detail.data.patentTitle).toBe('一种固态电池');
  });
});

describeBrowser('forms: online form (en-US)', () => {
  const browser = useBrowser({ locale: 'en-US' });

  test('the check-digit message and the online form speak English', async () => {
    const { page } = browser;
    const staff = await apiSignIn(baseUrl(), 'staff1');
    const instId = await startFlow(baseUrl(), staff, 'agencyEntrust', 'online form en', agency);
    await login(page, { account: 'staff1' });
    await page.goto(`/formManage/${instId}/edit`);
    const frame = page.frameLocator('[data-testid="online-form"] iframe');
    await frame.locator('#root_applicationNo').fill('200410012345.7');
    await page.locator('[data-testid="form-manage-save"]').click();
    await page.locator('[data-testid="online-form-failure"]').getByText(en.online.reason3).waitFor();
    await page.getByText('Wrong check digit in the application number: it should be 5').first().waitFor();
    await screenshot(page, 'forms16-online-form-errors-en-US');
  });
});
