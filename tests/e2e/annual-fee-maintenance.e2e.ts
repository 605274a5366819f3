import { expect, test } from 'vitest';
import { baseUrl, describeBrowser, login, useBrowser, type Locale } from './support/browser.ts';
import { listPage } from './support/engine-list-contract.ts';
import { apiCall, apiSignIn } from './support/workflow-api.ts';

const VIEW = '/api/form/form/query/queryView';
type Row = Record<string, unknown>;
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Issue 18 (annual fees): the IP administrator decides to keep a patent whose annual fee is in its grace period
 * (the list shows the surcharge), records the payment, and the fee leaves the maintenance and deadline lists.
 */
describeBrowser.each(['zh-CN', 'en-US'] as Locale[])('annual fee maintenance (%s)', (locale) => {
  const b = useBrowser({ locale });

  test('ipadmin keeps a fee in grace, sees the surcharge, records the payment, and the deadline leaves the list', async () => {
    const api = await apiSignIn(baseUrl(), 'ipadmin');
    const inGrace = await apiCall<{ rows: Row[] }>(baseUrl(), api, `${VIEW}/data_nfwh/nfwh`, {
      querys: [{ property: 'keepStatus', value: 'undecided' }, { property: 'graceMonth', value: 1, operation: 'GREAT' }],
      pageBean: { page: 1, pageSize: 10 },
    });
    // Each language takes its own fee, so the two runs do not meet.
    const fee = inGrace.rows[locale === 'zh-CN' ? 0 : 1]!;
    expect(Number(fee.surcharge)).toBeGreaterThan(0);
    const id = String(fee.id);
    const page = b.page;
    await login(page, { account: 'ipadmin' });
    await page.goto(`/zlgl/template/preview/nfwh?applicationNo=${encodeURIComponent(String(fee.applicationNo))}`);
    const keep = page.locator(`[data-testid="row-keep-${id}"]`);
    await keep.waitFor();
    const row = page.locator(listPage.bodyRows, { has: keep });
    expect(await row.innerText()).toContain(money(Number(fee.surcharge)));
    expect(await row.innerText()).toContain(money(Number(fee.totalDue)));

    await keep.click();
    await page.locator('.arco-popconfirm .arco-btn-primary').click();
    const pay = page.locator(`[data-testid="row-pay-${id}"]`);
    await pay.waitFor();
    await pay.click();
    const receipt = page.locator('[data-testid="keep-pay-receipt"]');
    await receipt.fill(`E2E-${locale}-${id}`);
    expect(await page.locator('[data-testid="keep-pay-total"]').innerText()).toBe(String(fee.totalDue));
    await page.locator('.arco-modal', { has: receipt }).locator('.arco-modal-footer .arco-btn-primary').click();
    await pay.waitFor({ state: 'detached' });
    await keep.waitFor({ state: 'detached' });

    const detail = await apiCall<Row>(baseUrl(), api, `/api/front/api/patentkeep/v1/get?id=${id}`);
    expect(detail).toMatchObject({ keepStatus: 'paid', paidAmount: Number(fee.totalDue), receiptNo: `E2E-${locale}-${id}` });
    const deadlines = await apiCall<{ rows: Row[] }>(baseUrl(), api, `${VIEW}/data_jfqx/jfqx`, {
      querys: [{ property: 'applicationNo', value: fee.applicationNo, operation: 'EQUAL' }, { property: 'status', value: 'unpaid' }],
    });
    expect(deadlines.rows.map((r) => r.feeYear)).not.toContain(fee.feeYear);
  });
});
