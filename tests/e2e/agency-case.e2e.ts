import { expect, test } from 'vitest';
import { makeApplicationNo } from '../../src/common/patents/application-number.ts';
import { baseUrl, describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { listPage } from './support/engine-list-contract.ts';
import { apiCall, apiSignIn } from './support/workflow-api.ts';

type Row = Record<string, unknown>;

/**
 * Issue 18 (agency cases): the IP administrator takes an entrusted case to filed in 代理专利 — accepted, drafted and
 * submitted on the agency's behalf, the draft reviewed (scored, passed), the filing recorded with its application no.;
 * the number then opens the library patent the filing made, which names its case.
 */
describeBrowser.each(['zh-CN', 'en-US'] as Locale[])('agency case (%s)', (locale) => {
  const b = useBrowser({ locale });

  test('an agency case goes from entrusted to filed', async () => {
    const api = await apiSignIn(baseUrl(), 'ipadmin');
    // Each language takes its own demo case, so the two runs do not meet.
    const title = locale === 'zh-CN' ? '一种基于深度学习的锂电池健康状态预测方法' : '一种柔性可穿戴压力传感器及其制备方法';
    const found = await apiCall<{ rows: Row[] }>(baseUrl(), api, '/api/form/form/dataTemplate/v1/listJson', {
      alias: 'dlzlbd', querys: [{ property: 'title', value: title, operation: 'EQUAL' }], pageBean: { page: 1, pageSize: 10 },
    });
    expect(found.rows.map((r) => r.status)).toEqual(['entrusted']);
    const id = String(found.rows[0]!.id);
    const page = b.page;
    await login(page, { account: 'ipadmin' });
    await page.goto(`/zlgl/template/preview/dlzlbd?title=${encodeURIComponent(title)}`);
    const confirmed = async (key: string) => {
      const button = page.locator(`[data-testid="row-${key}-${id}"]`);
      await button.click();
      await page.locator('.arco-popconfirm .arco-btn-primary').click();
      await button.waitFor({ state: 'detached' });
    };
    await confirmed('accept');
    await confirmed('startDrafting');
    await confirmed('submitDraft');

    await page.locator(`[data-testid="row-review-${id}"]`).click();
    const score = page.locator('[data-testid="agency-review-score"]');
    await score.waitFor();
    expect(await score.innerText()).toBe('80');
    await page.locator('.arco-modal', { has: score }).locator('.arco-modal-footer .arco-btn-primary').click();

    await page.locator(`[data-testid="row-file-${id}"]`).click();
    const number = makeApplicationNo(2026, '1', locale === 'zh-CN' ? 770001 : 770002);
    const input = page.locator('[data-testid="agency-application-no"]');
    await input.fill(number.digits);
    await page.locator('.arco-modal', { has: input }).locator('.arco-modal-footer .arco-btn-primary').click();

    const grant = page.locator(`[data-testid="row-grant-${id}"]`);
    await grant.waitFor();
    const row = page.locator(listPage.bodyRows, { has: grant });
    expect(await row.innerText()).toContain(number.formatted);
    expect(await row.innerText()).toContain(locale === 'zh-CN' ? '已提交申请' : 'Filed');
    expect(await row.innerText()).toContain('80');
    await screenshot(page, `agency-case-filed-${locale}`);
    const detail = await apiCall<Row & { log: Row[] }>(baseUrl(), api, `/api/front/api/agencyCase/v1/get?id=${id}`);
    expect(detail.log.map((l) => l.action)).toEqual(['entrust', 'accept', 'startDrafting', 'submitDraft', 'approveDraft', 'file']);

    // The application is in the patent library now: its number links there, and the patent names the case.
    const patentLink = row.locator('[data-testid="patent-link"]');
    await patentLink.scrollIntoViewIfNeeded();
    expect(await patentLink.innerText()).toBe(number.formatted);
    await screenshot(page, `agency-case-link-${locale}`);
    await patentLink.click();
    const link = page.locator('[data-testid="detail-agency-case"]');
    await link.waitFor();
    expect(await link.innerText()).toContain(String(detail.caseNo));
    expect(await page.locator('[data-testid="detail-application-no"]').innerText()).toBe(number.formatted);
    expect(await page.locator('[data-testid="detail-legal-status"]').innerText()).toBe(locale === 'zh-CN' ? '受理' : 'Accepted');
    await screenshot(page, `agency-case-patent-${locale}`);
  });
});
