import { expect, test } from 'vitest';
import { addDays, chinaToday, weekdayOf } from '../../src/common/patents/annual-fees/plain-date.ts';
import { baseUrl, describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { listPage } from './support/engine-list-contract.ts';
import { formPage } from './support/form-contract.ts';
import { apiCall, apiSignIn } from './support/workflow-api.ts';

const VIEW = '/api/form/form/query/queryView';
type Row = Record<string, unknown>;
/** A row of nfwh with its due date as yyyy-mm-dd. */
type FeeRow = Row & { dueDate: string };
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Issue 18 (annual fees): the IP administrator adds a day off on the due date of an open fee in 节假日 (the fee moves
 * to the next working day), is refused the same day twice, removes it (the fee moves back), and sets the patent's fee
 * reduction from 年费维护 (the fee is recomputed).
 */
describeBrowser.each(['zh-CN', 'en-US'] as Locale[])('holiday calendar and fee reduction (%s)', (locale) => {
  const b = useBrowser({ locale });
  const zh = locale === 'zh-CN';

  test('ipadmin moves a fee with a day off, removes the day, and changes the patent\'s fee reduction', { timeout: 180_000 }, async () => {
    const api = await apiSignIn(baseUrl(), 'ipadmin');
    const nfwh = async (querys: Row[]) => (await apiCall<{ rows: Row[] }>(baseUrl(), api, `${VIEW}/data_nfwh/nfwh`, {
      querys, pageBean: { page: 1, pageSize: 100 },
    })).rows;
    // Open fees due on a weekday over a month ahead, reduced now (the maintenance e2e takes fees in grace); each language its own date.
    const after = addDays(chinaToday(), 30);
    const open = (await nfwh([{ property: 'keepStatus', value: 'undecided' }, { property: 'dueDate', value: after, operation: 'GREAT' }]))
      .map((r): FeeRow => ({ ...r, dueDate: String(r.dueDate).slice(0, 10) }))
      .filter((r) => r.dueDate > after && weekdayOf(r.dueDate) % 6 !== 0);
    const detail = (id: unknown) => apiCall<Row>(baseUrl(), api, `/api/front/api/patentkeep/v1/get?id=${String(id)}`);
    const dates: string[] = [];
    let fee: Row | undefined;
    for (const r of open) {
      if (dates.includes(r.dueDate)) continue;
      const d = await detail(r.id);
      // A reduction that applies now (the year is within ten years of the grant).
      if (Number(d.fee) >= Number(d.fullFee)) continue;
      dates.push(r.dueDate);
      if (dates.length === (zh ? 1 : 2)) { fee = r; break; }
    }
    const day = String(fee!.dueDate);
    const fullFee = Number((await detail(fee!.id)).fullFee);
    const id = String(fee!.id);
    const dueNow = async () => {
      const now = (await nfwh([{ property: 'applicationNo', value: fee!.applicationNo, operation: 'EQUAL' }])).find((r) => r.id === fee!.id)!;
      return { ...now, dueDate: String(now.dueDate).slice(0, 10) } as FeeRow;
    };

    const page = b.page;
    await login(page, { account: 'ipadmin' });
    await page.goto('/zlgl/template/preview/jjr');
    await page.locator(listPage.bodyRows).first().waitFor();
    await screenshot(page, `holiday-calendar-list-${locale}`);

    const name = zh ? '校庆日（测试）' : 'Founding day (test)';
    await page.goto(`/zlgl/template/preview/jjr?name=${encodeURIComponent(name)}`);
    await page.locator(listPage.toolbar('add')).click();
    await page.locator(formPage.view).waitFor();
    const fill = async () => {
      await page.locator(`${formPage.field('day')} input`).fill(day);
      await page.locator(`${formPage.field('day')} input`).press('Enter');
      await page.locator(formPage.field('kind')).getByText(zh ? '放假' : 'Day off', { exact: true }).click();
      await page.locator(formPage.field('name')).fill(name);
      await page.locator(formPage.field('nameEn')).fill('Founding day');
    };
    await fill();
    // A day is saved at once: the form keeps no drafts (its definition's drafts: false).
    expect(await page.locator(formPage.saveDraft).count()).toBe(0);
    await screenshot(page, `holiday-calendar-form-${locale}`);
    await page.locator(formPage.save).click();
    const row = page.locator(listPage.bodyRows).filter({ hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain(day);
    await expect.poll(async () => String((await dueNow()).dueDate)).not.toBe(day);
    expect(String((await dueNow()).dueDate) > day).toBe(true);

    // The same day again: the server's 409 names the day already there.
    await page.locator(listPage.toolbar('add')).click();
    await page.locator(formPage.view).waitFor();
    await fill();
    await page.locator(formPage.save).click();
    const taken = zh ? `${day} 已在节假日中（${name}）` : `${day} is already in the holiday calendar (${name})`;
    await expect.poll(() => page.locator('body').innerText()).toContain(taken);
    await screenshot(page, `holiday-calendar-taken-${locale}`);

    await page.goto(`/zlgl/template/preview/jjr?name=${encodeURIComponent(name)}`);
    await row.waitFor();
    const remove = row.locator('[data-testid^="row-remove-"]');
    await remove.click();
    await page.locator('.arco-popconfirm .arco-btn-primary').click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(async () => String((await dueNow()).dueDate)).toBe(day);

    // 费减比例 from the fee's row in 年费维护.
    const before = await dueNow();
    const target = Number(before.feeReduction) === 70 ? 85 : 70;
    await page.goto(`/zlgl/template/preview/nfwh?applicationNo=${encodeURIComponent(String(fee!.applicationNo))}`);
    const reduction = page.locator(`[data-testid="row-reduction-${id}"]`);
    await reduction.waitFor();
    const feeRow = page.locator(listPage.bodyRows, { has: reduction });
    expect(await feeRow.innerText()).toContain(`${Number(before.feeReduction)}%`);
    await reduction.click();
    const dialog = page.locator('.arco-modal', { has: page.locator('[data-testid="keep-reduction-choice"]') });
    await dialog.getByText(zh ? `减缴 ${target}%` : `${target} % reduction`, { exact: true }).click();
    await dialog.locator('[data-testid="keep-reduction-reason"]').fill(zh ? '专利权人变更' : 'Patentee changed');
    await screenshot(page, `fee-reduction-dialog-${locale}`);
    await dialog.locator('.arco-modal-footer .arco-btn-primary').click();
    await dialog.waitFor({ state: 'detached' });
    const expected = Math.round(fullFee * (100 - target)) / 100;
    await expect.poll(() => feeRow.innerText()).toContain(`${target}%`);
    expect(await feeRow.innerText()).toContain(money(expected));
    // The table scrolls sideways: the picture shows the fee and its reduction.
    await feeRow.locator('td').first().evaluate((td) => {
      let box = td.parentElement;
      while (box && box.scrollWidth <= box.clientWidth) box = box.parentElement;
      if (box) box.scrollLeft = 480;
    });
    await screenshot(page, `fee-reduction-list-${locale}`);
    expect(await dueNow()).toMatchObject({ amount: expected, feeReduction: target, version: Number(before.version) + 1 });
  });
});
