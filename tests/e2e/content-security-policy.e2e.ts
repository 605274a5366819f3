import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { loginPage } from './support/app-contract.ts';
import { boDesigner, definitionsPage } from './support/admin-contract.ts';
import { libraryPage } from './support/patents-contract.ts';
import { openTask } from './support/workflow-steps.ts';
import { apiSignIn, startPatentApply, todoOf } from './support/workflow-api.ts';
import { taskPage } from './support/workflow-task-contract.ts';
import { flowCentre } from './support/workflow-lists-contract.ts';

declare global {
  interface Window { cspViolations?: string[] }
}

/**
 * The app's pages under the server's Content-Security-Policy: no inline script, scripts only from the app's files.
 * A violation shows as a `securitypolicyviolation` event in the page and as a console message naming the policy.
 */
describeBrowser('Content-Security-Policy', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  /** Violations in every document of the context (recorded from the first script on), and the policy's console lines. */
  async function watchPolicy(): Promise<{ console: string[]; streamUrls: string[] }> {
    const seen = { console: [] as string[], streamUrls: [] as string[] };
    await browser.context.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    browser.page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) seen.console.push(message.text());
    });
    browser.page.on('request', (request) => {
      if (request.url().includes('/counts/v1/events')) seen.streamUrls.push(request.url());
    });
    return seen;
  }

  /** Lets late scripts and styles run, then reads the page's violations. */
  async function violations(page: Page): Promise<string[]> {
    await page.waitForTimeout(600);
    return page.evaluate(() => window.cspViolations ?? ['the recorder did not run']);
  }

  test('the app\'s HTML carries the policy', async () => {
    const response = await fetch(`${baseUrl()}${loginPage.path}`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('login, home, the patent library and the flow centre load with no violation; the counters\' stream opens with a ticket', { timeout: 120_000 }, async () => {
    const { page } = browser;
    const seen = await watchPolicy();
    const report: Record<string, string[]> = {};

    await page.goto(loginPage.path);
    await page.locator(loginPage.form).waitFor();
    report.login = await violations(page);

    await login(page, { account: 'staff1' });
    await page.goto('/');
    await page.locator('[data-testid="top-menu"]').waitFor();
    report.home = await violations(page);

    await page.goto(libraryPage.path('bxzlk'));
    await page.locator(libraryPage.rows).first().waitFor();
    report.library = await violations(page);
    await screenshot(page, 'csp-library');

    // The flow centre, whose counters come by the event stream.
    await page.goto('/v-flow/v-todo');
    await page.locator(flowCentre.root).waitFor();
    await page.locator(flowCentre.count('v-todo')).waitFor({ state: 'attached' });
    report.flowCentre = await violations(page);

    expect(report).toEqual({ login: [], home: [], library: [], flowCentre: [] });
    expect(seen.console).toEqual([]);
    expect(browser.errors).toEqual([]);
    // The signed-in shell opened the counters' stream with a ticket; no access token travelled in its URL.
    expect(seen.streamUrls.length).toBeGreaterThan(0);
    for (const url of seen.streamUrls) {
      expect(new URL(url).searchParams.get('ticket')).toMatch(/^[\w-]{40,}$/);
      expect(new URL(url).searchParams.has('token')).toBe(false);
    }
  });

  test('a task page loads with no violation', { timeout: 120_000 }, async () => {
    const { page } = browser;
    const seen = await watchPolicy();
    const base = baseUrl();
    const [staff1, leader] = await Promise.all([apiSignIn(base, 'staff1'), apiSignIn(base, 'leader')]);
    const instId = await startPatentApply(base, staff1, '内容安全策略检查用专利');
    const task = (await todoOf(base, leader, instId)).find((row) => row.nodeId === 'leaderApprove');
    expect(task).toBeDefined();

    await login(page, { account: 'leader' });
    await openTask(page, task!.id);
    await page.locator(taskPage.buttons).waitFor();
    const onTask = await violations(page);
    await screenshot(page, 'csp-task');

    expect(onTask).toEqual([]);
    expect(seen.console).toEqual([]);
    expect(browser.errors).toEqual([]);
  });

  test('the admin definitions, with a live form preview, load with no violation', { timeout: 120_000 }, async () => {
    const { page } = browser;
    const seen = await watchPolicy();
    await login(page, { account: 'admin' });
    await page.goto(definitionsPage.path('form', 'patentApply'));
    // A form opens in its designer; the JSON tab loads the code editor too.
    await page.locator(boDesigner.tabJson).click();
    await page.locator(definitionsPage.editor).waitFor();
    await page.locator(definitionsPage.previewForm).waitFor({ timeout: 60_000 });
    const onDefinitions = await violations(page);
    await screenshot(page, 'csp-definitions');

    expect(onDefinitions).toEqual([]);
    expect(seen.console).toEqual([]);
    expect(browser.errors).toEqual([]);
  });
});
