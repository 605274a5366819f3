import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { listPage } from './support/engine-list-contract.ts';
import { apiCall, apiSignIn } from './support/workflow-api.ts';

const T = '/api/form/form/dataTemplate/v1';
type Row = Record<string, unknown>;

/** Clicks a row button and, when it asks, confirms (the engine's popconfirm). */
async function press(page: Page, testId: string, confirm = true) {
  const button = page.locator(`[data-testid="${testId}"]`);
  await button.waitFor();
  await button.click();
  if (confirm) await page.locator('.arco-popconfirm .arco-btn-primary').click();
}

/**
 * Issue 18 (results marketplace): ipadmin publishes a result from 成果发布, matches an enterprise need to it in 企业需求,
 * takes its transfer order through 签约 / 确认付款 / 完成交易 in 交易订单, and the patent's legal-status tab shows the transfer.
 */
describeBrowser.each(['zh-CN', 'en-US'] as Locale[])('results marketplace (%s)', (locale) => {
  const b = useBrowser({ locale });

  test('a result is published, a need matched, an order placed and completed; the legal-status tab shows the transfer', async () => {
    const api = await apiSignIn(baseUrl(), 'ipadmin');
    // Each language takes its own demo result: the one under review, and the draft.
    const title = locale === 'zh-CN' ? '低功耗物联网传感节点' : '废水重金属高效吸附剂';
    const [result] = (await apiCall<{ rows: Row[] }>(baseUrl(), api, `${T}/listJson`, {
      alias: 'cgfb', pageBean: { page: 1, pageSize: 5 }, querys: [{ property: 'title', value: title, operation: 'EQUAL' }],
    })).rows;
    const resultId = String(result!.id);
    const page = b.page;
    await login(page, { account: 'ipadmin' });

    await page.goto(`/zlyy/template/preview/cgfb?title=${encodeURIComponent(title)}`);
    await press(page, `row-publish-${resultId}`);
    await page.locator(`[data-testid="row-withdraw-${resultId}"]`).waitFor();

    // 成果库: 下单 opens the order form with the result's patent (and its trade mode, when it offers only one).
    await page.goto(`/zlyy/template/preview/cgc?title=${encodeURIComponent(title)}`);
    await press(page, `row-order-${resultId}`, false);
    const orderForm = page.locator('[data-testid="form-view"]');
    await orderForm.waitFor();
    await expect.poll(() => orderForm.innerText()).toContain(String(result!.applicationNo));
    await screenshot(page, `market-order-prefilled-${locale}`);

    // The need is the company's (entered through its form by API); matching is on the screen.
    const need = await apiCall<{ value: { id: string } }>(baseUrl(), api, `${T}/boSave/businessNeed?formKey=businessNeed`, {
      boData: { title: `E2E 需求 ${locale}`, company: `E2E 企业 ${locale}`, classes: ['it'], description: '寻求可转让的专利技术' },
    });
    const needId = need.value.id;
    await page.goto(`/zlyy/template/preview/qyxq?title=${encodeURIComponent(`E2E 需求 ${locale}`)}`);
    await press(page, `row-match-${needId}`, false);
    const dialog = page.locator('[data-testid="need-match-dialog"]');
    await dialog.locator('[data-testid="need-match-select"]').click();
    await page.locator('.arco-select-option', { hasText: title }).click();
    await dialog.locator('.arco-modal-title').click();
    await dialog.locator('.arco-modal-footer .arco-btn-primary').click();
    const close = page.locator(`[data-testid="row-close-${needId}"]`);
    await close.waitFor();
    expect(await page.locator(listPage.bodyRows, { has: close }).innerText()).toContain(title);

    // The order for the need (placed through its form by API), then signed, paid and completed on the screen.
    const order = await apiCall<{ value: { id: string } }>(baseUrl(), api, `${T}/boSave/patentOrder?formKey=patentOrder`, {
      boData: { applicationNo: result!.applicationNo, kind: 'transfer', buyer: `E2E 企业 ${locale}`, amount: 180000, need: needId },
    });
    const orderId = order.value.id;
    const placed = await apiCall<Row>(baseUrl(), api, `/api/front/patentOrder/v1/${orderId}`);
    await page.goto(`/zlyy/template/preview/jydd?orderNo=${encodeURIComponent(String(placed.orderNo))}`);
    await press(page, `row-sign-${orderId}`, false);
    await page.locator('[data-testid="order-contract-no"]').fill(`HT-E2E-${locale}`);
    await page.locator('[data-testid="order-sign-dialog"] .arco-modal-footer .arco-btn-primary').click();
    await press(page, `row-pay-${orderId}`);
    await press(page, `row-complete-${orderId}`);
    await page.locator(`[data-testid="row-cancel-${orderId}"]`).waitFor({ state: 'detached' });
    await page.locator(`[data-testid="row-complete-${orderId}"]`).waitFor({ state: 'detached' });

    await page.goto(`/zlk1/template/form/jgzlk/get?id=${String(result!.patentId)}&startFlow=false&statType=4`);
    const legal = page.locator('[data-testid="detail-legal"]');
    await legal.waitFor();
    expect(await legal.innerText()).toContain('专利权的转移');
    expect(await legal.innerText()).toContain(`变更后权利人：E2E 企业 ${locale}；合同编号：HT-E2E-${locale}`);
    const trades = await page.locator('[data-testid="detail-trades"]').innerText();
    expect(trades).toContain(`E2E 企业 ${locale}`);
    expect(trades).toContain(locale === 'zh-CN' ? '转让' : 'Transfer');
  });
});
