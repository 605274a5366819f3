import { describe, expect, it, vi } from 'vitest';
import { createRequestBatching } from './request-batching.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const headers = { Authorization: 'Bearer t', 'Tenant-Code': 'univ', 'Accept-Language': 'zh-CN', Accept: 'application/json' };

function fakeWindow() {
  const target = new EventTarget();
  return Object.assign(target, { location: { origin: 'http://localhost' } }) as unknown as Window;
}

describe('request batching', () => {
  it('joins the reads of one merge window into one batch and hands each caller its own reply', async () => {
    const base = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toBe('/api/portal/portal/main/v1/batch');
      const { requests } = JSON.parse(String(init?.body)) as { requests: { url: string }[] };
      expect(requests.map((r) => r.url)).toEqual(['/api/front/a?x=1', '/api/portal/b', '/api/uc/uc/tenantManage/v1/getTenantByCode?code=univ']);
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer t');
      return json({ replies: [{ status: 200, body: { n: 1 } }, { status: 403, body: { state: false, message: 'no' } }, { status: 200, body: { code: 'univ' } }] });
    });
    const batching = createRequestBatching(base as typeof fetch, fakeWindow(), 5);
    batching.begin();
    const [a, b, c] = await Promise.all([
      batching.fetch('/api/front/a?x=1', { headers }),
      batching.fetch('/api/portal/b', { method: 'POST', headers, body: JSON.stringify({ q: 1 }) }),
      // A public read (no token) joins the batch of the same tenant and language.
      batching.fetch('/api/uc/uc/tenantManage/v1/getTenantByCode?code=univ', { headers: { 'Tenant-Code': 'univ', 'Accept-Language': 'zh-CN' } }),
    ]);
    expect(base).toHaveBeenCalledTimes(1);
    expect([a.status, b.status, c.status]).toEqual([200, 403, 200]);
    expect(await a.json()).toEqual({ n: 1 });
    expect(await b.json()).toEqual({ state: false, message: 'no' });
  });

  it('sends a lone request, sign-in, and everything after the user\'s first click straight', async () => {
    const base = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json({ ok: true }));
    const target = fakeWindow();
    const batching = createRequestBatching(base as typeof fetch, target, 5);
    await batching.fetch('/api/front/a', { headers });
    batching.begin();
    await batching.fetch('/api/front/alone', { headers });
    await Promise.all([batching.fetch('/api/uc/auth?tenantId=1', { method: 'POST', headers, body: '{}' }), batching.fetch('/api/uc/refresh', { headers })]);
    target.dispatchEvent(new Event('pointerdown'));
    await Promise.all([batching.fetch('/api/front/c', { headers }), batching.fetch('/api/front/d', { headers })]);
    expect(base.mock.calls.map(([input]) => String(input))).toEqual(['/api/front/a', '/api/front/alone', '/api/uc/auth?tenantId=1', '/api/uc/refresh', '/api/front/c', '/api/front/d']);
    expect(batching.active).toBe(false);
  });

  it('gives every request of a refused batch the refusal (an expired token: the client refreshes and asks again)', async () => {
    const base = vi.fn(async () => json({ state: false, message: 'expired' }, 401));
    const batching = createRequestBatching(base as typeof fetch, fakeWindow(), 5);
    batching.begin();
    const replies = await Promise.all([batching.fetch('/api/front/a', { headers }), batching.fetch('/api/front/b', { headers })]);
    expect(replies.map((r) => r.status)).toEqual([401, 401]);
    expect(await replies[1]!.json()).toEqual({ state: false, message: 'expired' });
  });
});
