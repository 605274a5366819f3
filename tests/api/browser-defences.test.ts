import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A stand-in for the built client: the entry page and one asset. */
function fakeClientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'export {};');
  return dir;
}

describe('browser defences: security headers', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fakeClientDir();
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const directives = (header: unknown) => new Map(String(header).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

  it.each(['/', '/workflow/todo', '/login?tenant=univ'])('sends the app\'s HTML at %s with a policy allowing no inline or foreign script', async (url) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(res.headers['content-security-policy']);
    // Own files only; 'unsafe-eval' for Ajv's compiled validators, never 'unsafe-inline'.
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('sends nosniff and the referrer policy on scripts and API replies, the page policy only on HTML', async () => {
    const asset = await t.request({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    const session = await t.login('univ', 'staff1');
    const api = await t.request({ method: 'GET', url: '/api/uc/auth/check/token', session });
    expect(api.statusCode).toBe(200);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['referrer-policy']).toBe('same-origin');
    expect(api.headers['content-security-policy']).toBeUndefined();
    const refused = await t.request({ method: 'GET', url: '/api/uc/auth/check/token' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves API calls unthrottled when RATE_LIMIT_MAX is 0 (the harness default)', async () => {
    const replies = await Promise.all(Array.from({ length: 30 }, () => t.request({ method: 'GET', url: '/api/uc/auth/check/token' })));
    expect(new Set(replies.map((r) => r.statusCode))).toEqual(new Set([401]));
    expect(replies[0]!.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('browser defences: the general rate limit (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS)', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fakeClientDir();
    t = await createTestApp({ clientDir, rateLimitMax: 5, rateLimitWindowSeconds: 60 });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const call = (address: string, language = 'zh-CN', headers: Record<string, string> = {}) => t.request({
    method: 'GET', url: '/api/uc/auth/check/token', headers: { 'x-forwarded-for': address, 'accept-language': language, ...headers },
  });

  it('answers the call past the limit with 429 and a localised message saying when to try again', async () => {
    const within = [];
    for (let i = 0; i < 5; i += 1) within.push((await call('10.9.0.1')).statusCode);
    expect(within).toEqual([401, 401, 401, 401, 401]);
    const over = await call('10.9.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ state: false, message: expect.stringMatching(/^请求过于频繁，请 (60|59) 秒后再试$/) });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(55);
    const english = await call('10.9.0.1', 'en-US');
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toMatch(/^Too many requests, please try again in (60|59) s$/);
  });

  it('counts each address on its own, and leaves the app\'s pages alone', async () => {
    for (let i = 0; i < 6; i += 1) await call('10.9.0.2');
    expect((await call('10.9.0.2')).statusCode).toBe(429);
    expect((await call('10.9.0.3')).statusCode).toBe(401);
    const page = await t.request({ method: 'GET', url: '/', headers: { 'x-forwarded-for': '10.9.0.2' } });
    expect(page.statusCode).toBe(200);
  });

  it('gives every signed-in session its own budget, so users behind one address do not share one', async () => {
    const address = '10.9.0.4';
    const signIn = async (account: string) => {
      const res = await t.request({
        method: 'POST', url: `/api/uc/auth?tenantId=${t.tenantId('univ')}`, headers: { 'x-forwarded-for': address },
        payload: { username: account, password: Buffer.from('Demo@2026').toString('base64') },
      });
      expect(res.statusCode).toBe(200);
      return { authorization: `Bearer ${res.json().token as string}`, 'tenant-code': 'univ' };
    };
    const staff = await signIn('staff1');
    const leader = await signIn('leader');
    const asStaff = [];
    for (let i = 0; i < 6; i += 1) asStaff.push((await call(address, 'zh-CN', staff)).statusCode);
    expect(asStaff).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await call(address, 'zh-CN', leader)).statusCode).toBe(200);
    // Two sign-ins spent two of the address's five anonymous calls.
    const anonymous = [];
    for (let i = 0; i < 4; i += 1) anonymous.push((await call(address)).statusCode);
    expect(anonymous).toEqual([401, 401, 401, 429]);
  });
});
