import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { layout } from '../../src/common/i18n/layout.ts';
import { baseUrl, describeBrowser, launchBrowser } from './support/browser.ts';
import { DEMO_TENANTS } from './support/demo.ts';
import {
  menuEntries, menuOf, openInApp, screenProblems, showsInDevelopment, signInReply, trackRequests, useSessionIn, type LoginReply,
} from './support/menu-walk.ts';

/**
 * Issue 15: every menu entry seeded in every demo tenant opens a working screen for every demo account that sees
 * it: never 页面不存在, a route error, a load error, an error toast or a failed API call. The three 测试页面 entries
 * show the spec's 功能正在开发中 warning instead. A visitor's entries that ask guests to sign in are left to the
 * visitor test (tests/e2e/visitor-state.e2e.ts): here the visitor walks the entries open to guests.
 *
 * One browser, one context per tenant and walking account, the app's own navigation between entries (no reloads).
 */
const ACCOUNTS = ['admin', 'ipadmin', 'leader', 'staff1', 'agent', 'guest1', 'visitor'] as const;

/**
 * Entries that belong to other open issues: listed here with the issue, checked to still fail, so the test fails
 * (and the entry must be removed from this list) as soon as one of them starts working.
 */
const PENDING: { prefix: string; issue: number }[] = [];
const pendingOf = (path: string) => PENDING.find((p) => path.startsWith(p.prefix));

const IN_DEVELOPMENT = layout['zh-CN'].inDevelopment;

/** The data template an entry's path opens, and the two calls its screen makes first (description, first page). */
function templateCalls(path: string): { describe: string; rows: string } | undefined {
  const form = '/api/form/form';
  const view = /^\/[^/]+\/querySql\/queryView\/([^/]+)\/([^/?]+)/.exec(path);
  if (view) {
    return { describe: `${form}/query/queryView/getJson?sqlAlias=${view[1]}&alias=${view[2]}`, rows: `${form}/query/queryView/data_${view[1]}/${view[2]}` };
  }
  const preview = /^\/[^/]+\/(?:template\/preview|href\/template)\/([^/?]+)$/.exec(path);
  if (preview) return { describe: `${form}/dataTemplate/v1/getBpmDataTemplateInfo?alias=${preview[1]}`, rows: `${form}/dataTemplate/v1/listJson` };
  return undefined;
}

async function callAs(reply: LoginReply, tenant: string, url: string, body?: unknown): Promise<number> {
  const res = await fetch(`${baseUrl()}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${reply.token}`, 'tenant-code': tenant, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

describeBrowser('every seeded menu entry opens a working screen, for every demo account (issue 15)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * In the browser: the administrator (who sees every entry of the tenant) and the visitor (the entries open to
   * guests) open each entry. The other accounts see a subset of the administrator's entries: for them, each entry
   * must be one the administrator's walk opened, and the data template behind it must answer them (below), so
   * that a role that cannot read what its own menu offers fails here too.
   */
  // The tenants are walked side by side (a walk mostly waits for the screen).
  for (const tenant of DEMO_TENANTS) {
    test.concurrent(`tenant ${tenant}`, async () => {
      const problems: string[] = [];
      const stillPending: string[] = [];
      const opened = new Set<string>();
      for (const account of ['admin', 'visitor'] as const) {
        const reply = await signInReply(baseUrl(), tenant, account);
        const entries = menuEntries(await menuOf(baseUrl(), tenant, reply, 'zh-CN'))
          // The visitor's entries below -1 open the login dialog (visitor-state.e2e.ts).
          .filter((entry) => !(reply.isVisitor && entry.id < -1));
        const context = await browser.newContext({ baseURL: baseUrl(), locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
        try {
          await useSessionIn(context, tenant, reply, 'zh-CN');
          const page = await context.newPage();
          const tracker = trackRequests(page);
          await page.goto('/home');
          await page.getByTestId('main-layout').waitFor();
          await tracker.quiet();
          tracker.take();
          for (const entry of entries) {
            await openInApp(page, entry.path);
            await tracker.quiet(200);
            let found = [...(await screenProblems(page)), ...tracker.take()];
            if (entry.inDevelopment && (await showsInDevelopment(page, IN_DEVELOPMENT))) found = [];
            const pending = pendingOf(entry.path);
            if (pending && found.length === 0) stillPending.push(`${entry.path} (issue ${pending.issue}) now works: remove it from PENDING`);
            else if (!pending && found.length) problems.push(`${account} ${entry.trail} ${entry.path}: ${found.join('; ')}`);
            if (account === 'admin' && !found.length) opened.add(entry.path);
          }
        } finally {
          await context.close();
        }
      }

      for (const account of ACCOUNTS.filter((a) => a !== 'admin' && a !== 'visitor')) {
        const reply = await signInReply(baseUrl(), tenant, account);
        const entries = menuEntries(await menuOf(baseUrl(), tenant, reply, 'zh-CN'));
        expect(entries.length, `${tenant}/${account} sees no menu entry`).toBeGreaterThan(0);
        for (const entry of entries) {
          if (pendingOf(entry.path) || entry.inDevelopment) continue;
          if (!opened.has(entry.path)) problems.push(`${account} ${entry.trail} ${entry.path}: not an entry the administrator's walk opened`);
          const calls = templateCalls(entry.path);
          if (!calls) continue;
          const described = await callAs(reply, tenant, calls.describe);
          const alias = /alias=([^&]+)$/.exec(calls.describe)?.[1];
          const rows = await callAs(reply, tenant, calls.rows, calls.rows.endsWith('listJson') ? { alias, pageBean: { page: 1, pageSize: 1 } } : { pageBean: { page: 1, pageSize: 1 } });
          if (described !== 200 || rows !== 200) problems.push(`${account} ${entry.trail} ${entry.path}: template ${described}, rows ${rows}`);
        }
      }
      expect(stillPending).toEqual([]);
      expect(problems).toEqual([]);
    }, 180_000);
  }
});
