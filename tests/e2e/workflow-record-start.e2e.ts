import { expect, test } from 'vitest';
import { baseUrl, describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { apiCall, apiSignIn } from './support/workflow-api.ts';

// Tenant inst: the other files count univ's lists, which a new application would change under them.
const TENANT = 'inst';

describeBrowser('a patent application record submitted for approval from its list (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('提交审批 on a row opens the patent application flow for that record, names the record, and starts it with the record as business key', async () => {
    const { page, errors } = browser;
    const staff = await apiSignIn(baseUrl(), 'staff1', TENANT);
    const orgs = await apiCall<{ rows: { id: number; kind: string }[] }>(baseUrl(), staff, '/api/uc/api/org/v1/orgs?page=1&pageSize=50');
    const college = (orgs.rows.find((o) => o.kind === 'college') ?? orgs.rows[0])!.id;
    const title = '一种基于石墨烯的柔性传感器';
    const saved = await apiCall<{ value: { id: string } }>(baseUrl(), staff, '/api/form/form/dataTemplate/v1/boSave/patentApply', {
      boData: { title, type: 'invent', college, applicationDate: '2026-11-02', abstract: '一种柔性传感器。', claims: '<p>1. 一种柔性传感器。</p>' },
    });

    await login(page, { account: 'staff1', tenant: TENANT });
    await page.goto('/statement/template/preview/patentApplyList');
    const row = page.locator('[data-testid="list-table"] tr', { hasText: title });
    await row.locator('[data-testid="row-startFlow"]').click();
    await page.waitForURL((url) => url.pathname === '/agentStartByKey/patentApply' && url.searchParams.get('businessKey') === saved.value.id);
    const record = page.locator('[data-testid="start-record"]');
    await expect.poll(() => record.textContent()).toMatch(new RegExp(`^关联记录：ZLSQ\\d{12} · ${title}$`));
    await expect.poll(() => page.locator('#root_title').inputValue()).toBe(title);
    await screenshot(page, 'workflow-record-start-zh-CN');

    const started = page.waitForResponse((r) => r.url().includes('/runtime/instance/v1/start') && r.request().method() === 'POST');
    await page.locator('[data-testid="start-submit"]').click();
    const reply = await (await started).json() as { instId: string };
    const related = await apiCall<{ businessKey: string }>(baseUrl(), staff, `/api/bpm-runtime/runtime/instance/v1/getRelatedInformationById?id=${reply.instId}`);
    expect(related.businessKey).toBe(saved.value.id);

    // Back on the list the record shows its approval, and cannot be submitted again while it runs.
    await page.goto('/statement/template/preview/patentApplyList');
    const flow = page.locator('[data-testid="list-table"] tr', { hasText: title }).locator('[data-testid="row-flow"]');
    await expect.poll(() => flow.textContent()).toMatch(/^审批中 · /);
    expect(await page.locator('[data-testid="list-table"] tr', { hasText: title }).locator('[data-testid="row-startFlow"]').isDisabled()).toBe(true);
    await screenshot(page, 'workflow-record-list-zh-CN');
    expect(errors).toEqual([]);
  });
});
