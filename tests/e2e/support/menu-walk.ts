import type { BrowserContext, Page, Request } from 'playwright-core';
import { DEMO_PASSWORD } from './demo.ts';

/**
 * Walking the menus: sign a demo account in through the API, read its menu tree, put the session in a browser
 * context (as the login page stores it), and open each entry's path inside the running app (history push, no
 * reload) to see what the screen shows.
 */

export interface MenuNode {
  id: number;
  name: string;
  path: string | null;
  href: string | null;
  inDevelopment: boolean;
  children: MenuNode[];
}

export interface MenuEntry {
  id: number;
  /** Group / entry names, for messages. */
  trail: string;
  path: string;
  inDevelopment: boolean;
}

export interface LoginReply {
  token: string;
  refreshToken: string;
  expiration: number;
  userId: number | string;
  account: string;
  username: string;
  isVisitor: boolean;
  loginStatus: number;
  userAttrs: { tenantId: number | string; tenantCode?: string; roles: string[] };
}

/** Signs an account in (the visitor through "visit as guest"); the reply as the login page gets it. */
export async function signInReply(baseUrl: string, tenantCode: string, account: string): Promise<LoginReply> {
  const tenant = await fetch(`${baseUrl}/api/uc/uc/tenantManage/v1/getTenantByCode?code=${tenantCode}`);
  if (!tenant.ok) throw new Error(`tenant ${tenantCode}: ${tenant.status}`);
  const { id } = (await tenant.json()) as { id: number };
  const visitor = account === 'visitor';
  const res = await fetch(`${baseUrl}/api/uc/auth${visitor ? '/visitor' : ''}?tenantId=${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-code': tenantCode },
    body: visitor ? '{}' : JSON.stringify({ username: account, password: Buffer.from(DEMO_PASSWORD).toString('base64') }),
  });
  if (!res.ok) throw new Error(`login ${tenantCode}/${account}: ${res.status} ${await res.text()}`);
  return (await res.json()) as LoginReply;
}

/** The account's menu tree in a language (ids below -1 ask guests to sign in). */
export async function menuOf(baseUrl: string, tenantCode: string, reply: LoginReply, language: string): Promise<MenuNode[]> {
  const res = await fetch(`${baseUrl}/api/portal/sys/sysMenu/v1/getCurrentUserMenu`, {
    headers: { authorization: `Bearer ${reply.token}`, 'tenant-code': tenantCode, 'accept-language': language },
  });
  if (!res.ok) throw new Error(`menu ${tenantCode}/${reply.account}: ${res.status}`);
  return (await res.json()) as MenuNode[];
}

/** Every entry that opens a screen of the app (a local path), depth first in menu order. */
export function menuEntries(tree: readonly MenuNode[], trail = ''): MenuEntry[] {
  return tree.flatMap((node) => {
    const here = trail ? `${trail} / ${node.name}` : node.name;
    const own = node.path && !/^https?:/i.test(node.path) ? [{ id: node.id, trail: here, path: node.path, inDevelopment: node.inDevelopment }] : [];
    return [...own, ...menuEntries(node.children ?? [], here)];
  });
}

/** Stores the session in the context's localStorage before the app starts, as the login page does. */
export async function useSessionIn(context: BrowserContext, tenantCode: string, reply: LoginReply, language: string): Promise<void> {
  const user = {
    userId: String(reply.userId), account: reply.account, username: reply.username, isVisitor: reply.isVisitor, loginStatus: reply.loginStatus,
    tenantId: reply.userAttrs.tenantId, tenantCode, roles: reply.userAttrs.roles,
  };
  const items: Record<string, string> = {
    token: reply.token, refreshToken: reply.refreshToken, tokenExpiresAt: String(Date.now() + reply.expiration * 1000),
    currentUser: JSON.stringify(user), tenantCode, lang: language,
  };
  await context.addInitScript((entries) => {
    if (sessionStorage.getItem('e2e-session-set')) return;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    sessionStorage.setItem('e2e-session-set', '1');
  }, items);
}

/** Watches a page's requests so a walk can wait until the screen has loaded what it asks for. */
export function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const failures: string[] = [];
  const errors: string[] = [];
  // The counters' event stream stays open for the page's life: it is no request a screen waits for.
  const longLived = (request: Request) => request.resourceType() === 'eventsource';
  const done = (request: Request) => {
    if (longLived(request)) return;
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (longLived(request)) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', (request) => {
    done(request);
    // A request the app's own navigation aborted is not a failure of the screen.
    if (!longLived(request) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      failures.push(`${request.method()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText}`);
    }
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) failures.push(`${response.request().method()} ${url.pathname}: ${response.status()}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    /** Resolves once no request has been open for `quietMs` (at most `maxMs`). */
    async quiet(quietMs = 350, maxMs = 12_000) {
      const start = Date.now();
      // A screen asks for its chunk and data a moment after the navigation: give it that moment.
      await page.waitForTimeout(150);
      while (Date.now() - start < maxMs) {
        if (inFlight === 0 && Date.now() - lastChange >= quietMs) return;
        await page.waitForTimeout(50);
      }
    },
    /** Failures and page errors since the last call. */
    take(): string[] {
      const out = [...failures, ...errors.map((e) => `pageerror: ${e}`)];
      failures.length = 0;
      errors.length = 0;
      return out;
    },
  };
}

export type Tracker = ReturnType<typeof trackRequests>;

/** The app's own navigation (react-router listens to popstate): no reload, so a walk costs one screen per entry. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    // Toasts of the screen before stay a few seconds: they are not this screen's.
    for (const toast of document.querySelectorAll('.arco-message, .arco-notification')) toast.setAttribute('data-walk-seen', '');
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/** What is wrong with the screen on show: not found, a route or load error, an error alert or toast, nothing drawn. */
export async function screenProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
    if (document.querySelector('[data-testid="not-found"]')) problems.push('not found (页面不存在)');
    if (document.querySelector('[data-testid="route-error"]')) problems.push('route error');
    for (const el of document.querySelectorAll('.arco-result-error, .arco-alert-error, .arco-message-error:not([data-walk-seen]), .arco-notification-error:not([data-walk-seen])')) {
      if (shown(el)) problems.push(`error shown: ${(el.textContent ?? '').trim().slice(0, 160)}`);
    }
    const main = document.querySelector('main.pp-main');
    if (!main) problems.push('no main layout');
    else if (!(main.textContent ?? '').trim() && !main.querySelector('canvas, svg, iframe, img, input')) problems.push('empty screen');
    return problems;
  });
}

/** True when the page shows the spec's in-development warning (功能正在开发中...). */
export async function showsInDevelopment(page: Page, warning: string): Promise<boolean> {
  return page.evaluate((text) => (document.body.textContent ?? '').includes(text.replace(/\.+$/, '')), warning);
}
