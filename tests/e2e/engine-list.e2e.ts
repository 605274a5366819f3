import fs from 'node:fs';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { engineList } from '../../src/common/i18n/engine-list.ts';
import { describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { listPage } from './support/engine-list-contract.ts';

const zh = engineList['zh-CN'].list;
const en = engineList['en-US'].list;
const RECORDS = 25;
const TOPIC = '列表测试';

/** Saves patent applications as the signed-in user through the form service (what the add form does). */
async function seedApplications(page: Page, count: number, topic: string): Promise<void> {
  const status = await page.evaluate(async ({ count, topic }) => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('"') ? JSON.parse(raw) : raw;
    const headers = { authorization: `Bearer ${token}`, 'tenant-code': localStorage.getItem('tenantCode') ?? 'univ', 'content-type': 'application/json' };
    const orgs = await (await fetch('/api/uc/api/org/v1/orgs?page=1&pageSize=20', { headers })).json() as { rows: { id: number; kind: string }[] };
    const college = (orgs.rows.find((o) => o.kind === 'college') ?? orgs.rows[0])!.id;
    for (let i = 0; i < count; i++) {
      const boData = {
        title: `${topic}${String(i + 1).padStart(2, '0')}号`, type: i % 2 ? 'newKind' : 'invent', college, claims: '<p>一种方法，包括以下步骤。</p>',
        applicationDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`, pageCount: 10 + i,
      };
      const res = await fetch('/api/form/form/dataTemplate/v1/boSave/patentApply', { method: 'POST', headers, body: JSON.stringify({ boData }) });
      if (!res.ok) return `${res.status} ${await res.text()}`;
    }
    return 'saved';
  }, { count, topic });
  expect(status).toBe('saved');
}

const rows = (page: Page) => page.locator(listPage.bodyRows);
const firstCells = (page: Page, column: number) => rows(page).evaluateAll((trs, c) => trs.map((tr) => tr.querySelectorAll('td')[c]?.textContent ?? ''), column);

async function openList(page: Page) {
  await page.goto(listPage.path('patentApplyList'));
  await page.locator(listPage.view).waitFor();
  await rows(page).first().waitFor();
}

async function searchTitle(page: Page, text: string) {
  await page.locator(`${listPage.condition('title')}`).fill(text);
  const answered = page.waitForResponse((r) => r.url().includes(listPage.listCall));
  await page.locator(listPage.search).click();
  await answered;
}

describeBrowser('list engine: patentApplyList (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('searches, pages, sorts, keeps the selection across pages and deletes with the confirmations', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await seedApplications(page, RECORDS, TOPIC);
    await openList(page);
    await page.locator(listPage.trail).getByText('专利申请').waitFor();

    await searchTitle(page, TOPIC);
    await page.getByText(`共 ${RECORDS} 条`).waitFor();
    expect(await rows(page).count()).toBe(10);
    await screenshot(page, 'engine-list-zh-CN');

    await page.locator(listPage.pageItem(3)).click();
    await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 5, listPage.bodyRows);

    await page.locator('th').getByText('专利名称').click();
    await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 10, listPage.bodyRows);
    expect((await firstCells(page, 2))[0]).toBe(`${TOPIC}01号`);

    await page.locator(listPage.toolbar('delete')).click();
    await page.getByText(zh.selectAtLeastOne).waitFor();

    await rows(page).nth(0).locator('.arco-checkbox').click();
    await page.locator(listPage.pageItem(2)).click();
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes('11号'), `${listPage.bodyRows} td:nth-child(3)`);
    await rows(page).nth(0).locator('.arco-checkbox').click();
    expect(await page.locator(listPage.selection).textContent()).toContain('已选择 2 条');
    await screenshot(page, 'engine-list-selected-zh-CN');

    await page.locator(listPage.toolbar('delete')).click();
    await page.getByText(zh.confirmDelete).waitFor();
    await page.locator(listPage.confirmOk).last().click();
    await page.getByText(`共 ${RECORDS - 2} 条`).waitFor();

    const name = (await firstCells(page, 2))[0];
    await rows(page).nth(0).locator(listPage.rowButton('delete')).click();
    await page.getByText(`是否确定删除 [${(await firstCells(page, 1))[0]}] ?`).waitFor();
    await page.locator(listPage.confirmOk).last().click();
    await page.getByText(`共 ${RECORDS - 3} 条`).waitFor();
    expect(await page.getByText(name ?? '').count()).toBe(0);
  });

  test('an empty search shows 暂无信息; an unknown template shows an error, not a blank page', async () => {
    const { page } = browser;
    await login(page, { account: 'staff2' });
    await page.goto(listPage.path('patentApplyList'));
    await page.locator(listPage.view).waitFor();
    await searchTitle(page, '不存在的专利名称');
    await page.locator(listPage.empty).getByText(zh.empty).waitFor();
    await page.goto(listPage.path('noSuchTemplate', 'zlgl'));
    await page.locator(listPage.loadError).waitFor();
    await screenshot(page, 'engine-list-unknown-zh-CN');
  });

  test('an IP administrator exports the filtered set as an .xlsx download', async () => {
    const { page } = browser;
    await login(page, { account: 'ipadmin' });
    await openList(page);
    await searchTitle(page, TOPIC);
    const download = page.waitForEvent('download');
    await page.locator(listPage.toolbar('export')).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const saved = await file.path();
    const head = fs.readFileSync(saved!).subarray(0, 2).toString('latin1');
    expect(head).toBe('PK');
    await page.getByText(zh.exported).waitFor();
  });
});

describeBrowser('list engine (en-US)', () => {
  const browser = useBrowser({ locale: 'en-US' });

  test('speaks English', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await openList(page);
    await page.locator('th').getByText('Request no.').waitFor();
    await page.locator(listPage.search).getByText(en.search).waitFor();
    await page.locator(listPage.toolbar('delete')).click();
    await page.getByText(en.selectAtLeastOne).waitFor();
    await screenshot(page, 'engine-list-en-US');
  });
});
