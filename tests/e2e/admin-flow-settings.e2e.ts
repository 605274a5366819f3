import { expect, test } from 'vitest';
import { baseUrl, describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { apiCall, apiSignIn } from './support/workflow-api.ts';

interface Deployment { version: number; settings: { nodes?: Record<string, { rejectModes?: string[]; copyTo?: unknown[]; nameEn?: string }> } }

const deploymentOf = async (defKey: string) => {
  const session = await apiSignIn(baseUrl(), 'admin', 'inst');
  return apiCall<Deployment>(baseUrl(), session, `/api/bpm-model/flow/def/v1/getDeployment?defKey=${defKey}`);
};

// Tenant inst: the other files handle univ's flows, whose settings this one must not change under them.
describeBrowser('flow settings node by node (en-US)', () => {
  const browser = useBrowser({ locale: 'en-US', viewport: { width: 1440, height: 960 } });

  test('the administrator narrows a node\'s reject modes and adds a copy-to rule without touching JSON; the new version carries them', async () => {
    const { page, errors } = browser;
    const before = await deploymentOf('agencyEntrust');
    await login(page, { account: 'admin', tenant: 'inst' });
    await page.goto('/admin/flow-types');
    await page.locator('[data-testid="flow-deploy-agencyEntrust"]').click();
    const dialog = page.locator('[data-testid="deploy-flow-dialog"]');
    // In en-US the nodes go by their English names.
    await dialog.locator('[data-testid="flow-settings-item-ipAdminConfirm"]').getByText('IP administrator confirms the agency').waitFor();
    await dialog.locator('[data-testid="flow-settings-item-ipAdminConfirm"]').click();
    const panel = dialog.locator('[data-testid="node-settings-ipAdminConfirm"]');
    await panel.getByText('To a chosen node').click();
    await panel.locator('[data-testid="node-setting-copyTo-add"]').click();
    await panel.locator('[data-testid="node-setting-copyTo-1-type"]').click();
    await page.locator('.arco-select-popup .arco-select-option').getByText('Previous handler', { exact: true }).click();
    await panel.locator('[data-testid="node-setting-copyTo-1-type"]').getByText('Previous handler').waitFor();
    await expect.poll(() => page.locator('.arco-select-popup:visible').count()).toBe(0);
    await screenshot(page, 'admin-flow-settings-node-en-US');

    // The JSON tab shows what the form wrote.
    await dialog.locator('[data-testid="deploy-flow-settings-tab-json"]').click();
    const json = JSON.parse(await dialog.locator('[data-testid="deploy-flow-settings"]').inputValue()) as Deployment['settings'];
    expect(json.nodes?.ipAdminConfirm).toMatchObject({ rejectModes: ['previous', 'backToStart'], copyTo: [{ type: 'initiator' }, { type: 'previousHandler' }] });

    await dialog.locator('[data-testid="deploy-flow-submit"]').click();
    await dialog.waitFor({ state: 'detached' });
    const after = await deploymentOf('agencyEntrust');
    expect(after.version).toBe(before.version + 1);
    expect(after.settings.nodes?.ipAdminConfirm).toMatchObject({
      nameEn: 'IP administrator confirms the agency', rejectModes: ['previous', 'backToStart'], copyTo: [{ type: 'initiator' }, { type: 'previousHandler' }],
    });
    expect(errors).toEqual([]);
  });
});
