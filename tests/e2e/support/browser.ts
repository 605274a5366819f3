import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { loginPage, storageKeys } from './app-contract.ts';
import { DEMO_PASSWORD } from './demo.ts';

export type Locale = 'zh-CN' | 'en-US';

/** Origin of the server the global setup started. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** `describe` for tests that drive Chromium: skipped (with the reason printed once) only outside CI. */
export const describeBrowser = describe.skipIf(Boolean(inject('browserSkipReason')));

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found (set CHROMIUM_PATH)');
  // playwright gives every launch its own fresh temporary profile (--user-data-dir).
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

export interface BrowserFixture {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Page errors and console errors seen since the test began. */
  readonly errors: string[];
}

/**
 * One browser per file, a new context (cookies, storage) and page per test in the given locale.
 * Call inside a `describeBrowser` block; read `fixture.page` inside tests.
 */
export function useBrowser(options: { locale?: Locale; viewport?: { width: number; height: number } } = {}): BrowserFixture {
  const locale = options.locale ?? 'zh-CN';
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    errors.length = 0;
    context = await browser!.newContext({
      baseURL: baseUrl(),
      locale,
      viewport: options.viewport ?? { width: 1366, height: 860 },
    });
    // The shell keeps its language in localStorage; start each test in the fixture's locale.
    await context.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('e2e-language-set')) {
          localStorage.setItem(key!, value!);
          sessionStorage.setItem('e2e-language-set', '1');
        }
      },
      [storageKeys.language, locale],
    );
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
    });
  });
  afterEach(async (testContext) => {
    if (testContext.task.result?.state === 'fail' && page) {
      const file = await screenshot(page, `failed-${testContext.task.name}`).catch(() => undefined);
      console.error(`[e2e] "${testContext.task.name}" failed at ${page.url()}; screenshot: ${file ?? '(none)'}`);
      if (errors.length) console.error(`[e2e] browser errors:\n  ${errors.join('\n  ')}`);
    }
    // A context whose renderer stopped answering must not hold the whole file for the hook timeout: close
    // it within a bound, else start over with a new browser (the next test gets a clean one either way).
    const closed = await settlesWithin(context?.close(), 20_000);
    if (!closed) {
      console.error(`[e2e] closing the context after "${testContext.task.name}" hung; relaunching Chromium`);
      await settlesWithin(browser?.close(), 20_000);
      browser = await launchBrowser();
    }
  });

  return {
    get browser() {
      return browser!;
    },
    get context() {
      return context!;
    },
    get page() {
      return page!;
    },
    errors,
  };
}

/** True when the promise settles (either way) within `ms`; false when it is still pending then. */
async function settlesWithin(promise: Promise<unknown> | undefined, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = (promise ?? Promise.resolve()).then(
    () => true as const,
    () => true as const,
  );
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const SCREENSHOT_DIR = path.resolve('test-results', 'screenshots');

/** Saves a full-page PNG to test-results/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export interface Credentials {
  tenant?: string;
  account: string;
  password?: string;
}

/**
 * Signs in through the login page like a person: opens /login for the tenant, types account and password,
 * submits, and waits until the shell has left the login page.
 */
export async function login(page: Page, { tenant = 'univ', account, password = DEMO_PASSWORD }: Credentials): Promise<void> {
  await page.goto(`${loginPage.path}?tenant=${encodeURIComponent(tenant)}`);
  await page.locator(loginPage.form).waitFor();
  await page.locator(loginPage.account).fill(account);
  await page.locator(loginPage.password).fill(password);
  await page.locator(loginPage.submit).click();
  await page.waitForURL((url) => !url.pathname.startsWith(loginPage.path), { timeout: 15_000 });
}

/** Replaces fields of /config.json for this page (e.g. a short idleTimeoutMs for an idle-logout test). */
export async function overrideRuntimeConfig(page: Page, fields: Record<string, unknown>): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, ...fields } });
  });
}
