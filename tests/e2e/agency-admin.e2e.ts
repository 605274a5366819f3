import { expect, test } from 'vitest';
import { baseUrl, describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { listPage } from './support/engine-list-contract.ts';
import { formPage } from './support/form-contract.ts';
import { apiCall, apiSignIn } from './support/workflow-api.ts';
import { picker } from './support/workflow-personal-contract.ts';

type Row = Record<string, unknown>;

/**
 * 专利管理 → 代理机构 (docs/agency-cases.md): the IP administrator adds an agency with the engine's patentAgency form,
 * gives it an agent (the demo agent's account) by editing it, and suspends it from its row.
 */
describeBrowser.each(['zh-CN', 'en-US'] as Locale[])('agency administration (%s)', (locale) => {
  const b = useBrowser({ locale });

  test('ipadmin adds an agency, gives it an agent and suspends it', { timeout: 120_000 }, async () => {
    // Each language adds its own agency, so the two runs do not meet.
    const name = locale === 'zh-CN' ? '深圳鹏城专利代理事务所' : '成都天府专利代理有限公司';
    const page = b.page;
    await login(page, { account: 'ipadmin' });
    await page.goto('/zlgl/template/preview/dljg');
    const demo = page.locator(listPage.bodyRows).filter({ hasText: '北京知远专利代理事务所' });
    await demo.waitFor();
    expect(await demo.innerText()).toContain('赵代理');
    await screenshot(page, `agency-admin-list-${locale}`);

    await page.locator(listPage.toolbar('add')).click();
    await page.locator(formPage.view).waitFor();
    await page.locator(formPage.field('name')).fill(name);
    await page.locator(formPage.field('code')).fill(locale === 'zh-CN' ? '44301' : '51001');
    await page.locator(formPage.field('contact')).fill(locale === 'zh-CN' ? '孙主任' : '周主任');
    await page.locator(formPage.field('phone')).fill('bad phone');
    await page.locator(formPage.save).click();
    // The form's own rule refuses the phone before anything is sent.
    await expect.poll(() => page.locator(formPage.view).innerText()).toContain(locale === 'zh-CN' ? '请输入正确的电话号码' : 'Enter a valid phone number');
    await screenshot(page, `agency-admin-phone-refused-${locale}`);
    await page.locator(formPage.field('phone')).fill('0755-86660000');
    await page.locator(formPage.save).click();

    const row = page.locator(listPage.bodyRows).filter({ hasText: name });
    await row.waitFor();
    const api = await apiSignIn(baseUrl(), 'ipadmin');
    const found = await apiCall<{ rows: Row[] }>(baseUrl(), api, '/api/form/form/dataTemplate/v1/listJson', {
      alias: 'dljg', querys: [{ property: 'name', value: name, operation: 'EQUAL' }], pageBean: { page: 1, pageSize: 10 },
    });
    expect(found.rows).toMatchObject([{ name, phone: '0755-86660000', agentCount: 0, status: 'active' }]);
    const id = String(found.rows[0]!.id);

    // The agent: the demo agent's account, chosen in the people picker of the edit form.
    await page.locator(`[data-testid="row-edit-${id}"]`).click();
    await page.locator(formPage.view).waitFor();
    expect(await page.locator(formPage.field('name')).inputValue()).toBe(name);
    await page.locator(`${formPage.field('agentIds')} button`).click();
    await page.locator(picker.search).fill('agent');
    await page.locator(picker.search).press('Enter');
    await expect.poll(async () => {
      const rows = await page.locator(picker.rows).allInnerTexts();
      return rows.length === 1 && rows[0]!.includes('赵代理');
    }).toBe(true);
    await page.locator(picker.rows).first().locator('.arco-checkbox').click();
    await page.locator(picker.ok).click();
    await expect.poll(() => page.locator(formPage.field('agentIds')).innerText()).toContain('赵代理');
    await screenshot(page, `agency-admin-agent-${locale}`);
    await page.locator(formPage.save).click();
    await expect.poll(() => page.locator(listPage.bodyRows).filter({ hasText: name }).innerText()).toContain('赵代理');

    const suspend = page.locator(`[data-testid="row-suspend-${id}"]`);
    await suspend.click();
    await page.locator('.arco-popconfirm .arco-btn-primary').click();
    await suspend.waitFor({ state: 'detached' });
    await page.locator(`[data-testid="row-activate-${id}"]`).waitFor();
    expect(await row.innerText()).toContain(locale === 'zh-CN' ? '暂停合作' : 'Suspended');
    await screenshot(page, `agency-admin-suspended-${locale}`);
    const after = await apiCall<{ rows: Row[] }>(baseUrl(), api, '/api/form/form/dataTemplate/v1/listJson', {
      alias: 'dljg', querys: [{ property: 'name', value: name, operation: 'EQUAL' }], pageBean: { page: 1, pageSize: 10 },
    });
    expect(after.rows).toMatchObject([{ agentCount: 1, agentNames: '赵代理', status: 'suspended', version: 3 }]);
  });
});
