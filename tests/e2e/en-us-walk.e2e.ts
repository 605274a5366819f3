import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, describeBrowser, launchBrowser, screenshot } from './support/browser.ts';
import { menuEntries, menuOf, openInApp, signInReply, trackRequests, useSessionIn } from './support/menu-walk.ts';

/**
 * In en-US nothing the product says is Chinese: the administrator walks every screen the menus reach and every
 * piece of visible text with Chinese characters must be user data.
 *
 * What counts as user data (what people typed: names, titles, inventors, agencies...), the one place to change it:
 * - an element marked `data-user-data` (a page may mark values people typed);
 * - the signed-in user's own name in the header, and the language switch's 中文 option (a language's own name);
 * - a value the server sent in a field people type (USER_FIELDS: a record's name or title, inventors, agency,
 *   a person's name, the Chinese half of a two-language label...), read from the API replies of the walk; a text
 *   made of such values (with separators) too.
 * Everything else must be English: titles, labels, menu and tree names, dictionary labels and statuses, messages,
 * and organisation and post names, which have English names (orgName, deptName... are not user fields).
 */
const USER_DATA = ['[data-user-data]', '[data-testid="header-user"]', '[data-testid="language-switch"]'];
const USER_FIELDS = new Set([
  'name', 'title', 'subject', 'fullname', 'username', 'userName', 'creator', 'creatorName', 'createByName', 'author', 'authorName',
  'inventor', 'inventors', 'firstInventor', 'applicant', 'applicants', 'agency', 'agencyName', 'agent', 'agentName', 'content', 'summary',
  'abstract', 'remark', 'opinion', 'description', 'patentName', 'instName', 'procDefName', 'starter', 'starterName', 'ownerName',
  'assigneeName', 'handlerName', 'leaderName', 'secretaryName', 'deputyName', 'expression', 'location', 'roomName', 'address',
  // Agency cases: the service people type when entrusting (委托事项), the reviewer's name and comment.
  'serviceType', 'reviewerName', 'comment',
  // The patent library's rows (f-prefixed fields of the library call).
  'fName', 'fInventor', 'fApplicant', 'fAgency', 'fAgent',
  // The Chinese half of a label people typed in both languages (editors of dictionaries and flow categories show it).
  'zh-CN',
]);
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Strings with Chinese in user fields anywhere in a JSON reply. */
function collectUserValues(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (USER_FIELDS.has(key) && CJK.test(value)) into.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) collectUserValues(item, into, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collectUserValues(v, into, k);
  }
}

/** The user values of every API reply the page receives; `read()` waits for the replies still being parsed. */
function watchUserValues(page: Page) {
  const values = new Set<string>();
  const parsing = new Set<Promise<void>>();
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    const parsed = response.json().then((body) => collectUserValues(body, values), () => undefined);
    parsing.add(parsed);
    void parsed.finally(() => parsing.delete(parsed));
  });
  return {
    async read(): Promise<Set<string>> {
      await Promise.all([...parsing]);
      return values;
    },
  };
}

/** Entries of other open issues whose screens do not exist yet (see menu-entries.e2e.ts). */
const PENDING_PREFIXES = ['/zlyy/'];

async function chineseOutsideUserData(page: Page, userValues: Set<string>): Promise<string[]> {
  // Longest first, so a value containing another is taken out whole.
  const values = [...userValues].sort((a, b) => b.length - a.length);
  return page.evaluate(([allowed, known]) => {
    const cjk = /[\u3400-\u9fff\uf900-\ufaff]/;
    const userText = (text: string) => {
      let rest = text;
      for (const value of known) if (rest.includes(value)) rest = rest.split(value).join(' ');
      return !cjk.test(rest);
    };
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (!text || !cjk.test(text)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest(allowed.join(',')) || userText(text)) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden' || parent.closest('[aria-hidden="true"], script, style, noscript')) continue;
      if (!parent.getClientRects().length) continue;
      found.add(text.length > 60 ? `${text.slice(0, 60)}…` : text);
    }
    // Attributes people read too: placeholders and titles.
    for (const el of document.querySelectorAll('[placeholder], [title]')) {
      if (el.closest(allowed.join(','))) continue;
      for (const name of ['placeholder', 'title']) {
        const value = el.getAttribute(name);
        if (value && cjk.test(value) && !userText(value) && (el as HTMLElement).getClientRects().length) found.add(`${name}="${value.slice(0, 60)}"`);
      }
    }
    return [...found];
  }, [USER_DATA, values] as const);
}

/** Each top-level entry's label sits on one line and no two entries overlap. */
async function topMenuProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const entries = [...document.querySelectorAll('[data-testid="top-menu"] .arco-menu-inner > .arco-menu-item, [data-testid="top-menu"] .arco-menu-inner > .arco-menu-pop')];
    let right = -Infinity;
    for (const entry of entries) {
      const box = entry.getBoundingClientRect();
      const label = entry.querySelector('.pp-menu-label');
      const text = (label?.textContent ?? '').trim();
      if (label && label.getClientRects().length > 1) problems.push(`"${text}" wraps`);
      const lines = label ? Math.round(label.getBoundingClientRect().height / (parseFloat(getComputedStyle(label).lineHeight) || 1)) : 1;
      if (lines > 1) problems.push(`"${text}" takes ${lines} lines`);
      if (label && label.getBoundingClientRect().width > box.width + 0.5) problems.push(`"${text}" is wider than its entry`);
      if (box.left < right - 0.5) problems.push(`"${text}" overlaps the entry before it`);
      right = box.right;
    }
    const bar = document.querySelector('[data-testid="top-menu"]')!.getBoundingClientRect();
    if (right > bar.right + 0.5) problems.push('the last entry runs past the bar');
    return problems;
  });
}

describeBrowser('en-US: no Chinese outside user data on any screen the menus reach (administrator)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('every menu screen of univ', async () => {
    const reply = await signInReply(baseUrl(), 'univ', 'admin');
    const entries = menuEntries(await menuOf(baseUrl(), 'univ', reply, 'en-US')).filter((e) => !e.inDevelopment && !PENDING_PREFIXES.some((p) => e.path.startsWith(p)));
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US', viewport: { width: 1440, height: 900 } });
    try {
      await useSessionIn(context, 'univ', reply, 'en-US');
      const page = await context.newPage();
      const tracker = trackRequests(page);
      const userValues = watchUserValues(page);
      await page.goto('/home');
      await page.getByTestId('main-layout').waitFor();
      await tracker.quiet();
      const found: string[] = [];
      const home = await chineseOutsideUserData(page, await userValues.read());
      if (home.length) found.push(`/home: ${home.join(' | ')}`);
      for (const entry of entries) {
        const started = Date.now();
        await openInApp(page, entry.path);
        await tracker.quiet();
        const chinese = await chineseOutsideUserData(page, await userValues.read());
        if (chinese.length) found.push(`${entry.path} (${entry.trail}): ${chinese.join(' | ')}`);
        if (process.env.E2E_WALK_TIMES) console.log(`[walk] ${entry.path} ${Date.now() - started} ms`);
      }
      tracker.take();
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  test('the top menu keeps each English label on one line, without overlaps, at 1440 and 900 px', async () => {
    const reply = await signInReply(baseUrl(), 'univ', 'admin');
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US', viewport: { width: 1440, height: 900 } });
    try {
      await useSessionIn(context, 'univ', reply, 'en-US');
      const page = await context.newPage();
      await page.goto('/home');
      await page.locator('[data-testid="top-menu"] .arco-menu-item').first().waitFor();
      await page.waitForTimeout(300);
      const at1440 = await topMenuProblems(page);
      await screenshot(page, 'top-menu-en-US-1440');
      await page.setViewportSize({ width: 900, height: 800 });
      await page.waitForTimeout(300);
      const at900 = await topMenuProblems(page);
      await screenshot(page, 'top-menu-en-US-900');
      expect({ at1440, at900 }).toEqual({ at1440: [], at900: [] });
      expect(Number(await page.getByTestId('top-menu').getAttribute('data-overflow-count'))).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
