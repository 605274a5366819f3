import { expect, test } from 'vitest';
import { adminDictionaries } from '../../src/common/i18n/admin-dictionaries.ts';
import { baseUrl, describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { apiCall, apiSignIn } from './support/workflow-api.ts';

const zh = adminDictionaries['zh-CN'];
const combo = async (typeKey: string) => {
  const session = await apiSignIn(baseUrl(), 'staff1', 'corp');
  return apiCall<{ key: string; name: string }[]>(baseUrl(), session, `/api/portal/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=${typeKey}`, {});
};

// Tenant corp: the other files read univ's dictionaries.
describeBrowser('dictionary administration (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

  test('the administrator adds a dictionary, adds, edits, reorders and disables its entries; combo boxes follow', async () => {
    const { page, errors } = browser;
    await login(page, { account: 'admin', tenant: 'corp' });
    await page.locator('.arco-menu').getByText('系统管理').first().hover();
    await page.getByText('数据字典', { exact: true }).first().click();
    await page.waitForURL('**/admin/dictionaries');
    await page.locator('[data-testid="dict-type-patentType"]').waitFor();

    const dialog = page.locator('[data-testid="dict-dialog"]');
    const fill = async (key: string | null, nameZh: string, nameEn: string) => {
      if (key !== null) await dialog.locator('[data-testid="dict-key"]').fill(key);
      await dialog.locator('[data-testid="dict-name-zh"]').fill(nameZh);
      await dialog.locator('[data-testid="dict-name-en"]').fill(nameEn);
      await dialog.locator('.arco-modal-footer .arco-btn-primary').click();
      await dialog.waitFor({ state: 'detached' });
    };
    await page.locator('[data-testid="dict-type-add"]').click();
    // The form refuses a bad type key before asking the server.
    await dialog.locator('[data-testid="dict-key"]').fill('1bad');
    await dialog.locator('.arco-modal-footer .arco-btn-primary').click();
    await dialog.getByText(zh.typeKeyPattern).waitFor();
    await fill('fundSource', '经费来源', 'Fund source');
    await page.getByText('字典项：经费来源').waitFor();

    for (const [key, nameZh, nameEn] of [['nsfc', '国家自然科学基金', 'NSFC'], ['enterprise', '企业横向', 'Industry']] as const) {
      await page.locator('[data-testid="dict-entry-add"]').click();
      await fill(key, nameZh, nameEn);
      await page.locator(`[data-testid="dict-entry-status-${key}"]`).waitFor();
    }
    // A value already in the dictionary: the server's message, the dialog stays open.
    await page.locator('[data-testid="dict-entry-add"]').click();
    await dialog.locator('[data-testid="dict-key"]').fill('nsfc');
    await dialog.locator('[data-testid="dict-name-zh"]').fill('重复');
    await dialog.locator('.arco-modal-footer .arco-btn-primary').click();
    await page.getByText('该字典中已有值为“nsfc”的字典项').waitFor();
    await dialog.locator('.arco-modal-footer .arco-btn:not(.arco-btn-primary)').click();
    await dialog.waitFor({ state: 'detached' });

    await page.locator('[data-testid="dict-entry-edit-enterprise"]').click();
    expect(await dialog.locator('[data-testid="dict-key"]').isDisabled()).toBe(true);
    await fill(null, '企业横向课题', 'Industry project');
    await page.getByText('企业横向课题').waitFor();
    await page.locator('[data-testid="dict-entry-up-enterprise"]').click();
    await page.getByText('排序已保存').first().waitFor();
    await expect.poll(async () => (await combo('fundSource')).map((i) => i.key)).toEqual(['enterprise', 'nsfc']);

    await page.locator('[data-testid="dict-entry-disable-nsfc"]').click();
    await page.locator('.arco-popconfirm .arco-btn-primary').click();
    await page.locator('[data-testid="dict-entry-status-nsfc"]').getByText(zh.disabledTag).waitFor();
    expect(await combo('fundSource')).toEqual([{ key: 'enterprise', name: '企业横向课题' }]);
    await page.locator('[data-testid="dict-type-fundSource"]').getByText('2').waitFor();
    await screenshot(page, 'dictionaries-admin-zh-CN');
    // The refused duplicate is the one failed request the console reports.
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });
});
