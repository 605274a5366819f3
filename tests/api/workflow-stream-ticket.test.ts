import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { RT } from './workflow-helpers.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-people.ts';

/** The counters' event stream opens with a single-use, short-lived ticket; access tokens never travel in its URL. */
describe('workflow: stream tickets for the counters\' event stream', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => { await t?.close(); });

  const ticketFor = async (session: Session) => {
    const res = await t.request({ method: 'POST', url: `${RT}/counts/v1/ticket`, session });
    expect(res.statusCode).toBe(200);
    return res.json() as { ticket: string; expiration: number };
  };
  /** Opens the stream; the status and, on 200, the first event block (then the stream is closed). */
  const open = async (query: string, headers: Record<string, string> = {}) => {
    const controller = new AbortController();
    const res = await fetch(`${base}${RT}/counts/v1/events?${query}`, { signal: controller.signal, headers });
    if (res.status !== 200) return { status: res.status, body: await res.json() as { state: boolean; message: string } };
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    return { status: res.status, contentType: res.headers.get('content-type'), first: text };
  };

  it('opens the stream with a ticket, once: the same ticket again is 401', async () => {
    const leader = await t.login('univ', 'leader');
    const { ticket, expiration } = await ticketFor(leader);
    expect(ticket).toMatch(/^[\w-]{40,}$/);
    expect(expiration).toBe(30);
    const first = await open(`ticket=${ticket}&tenantCode=univ`);
    expect(first.status).toBe(200);
    expect(first.contentType).toMatch(/text\/event-stream/);
    expect(first.first).toMatch(/^event: counts\ndata: \{"todo":\d+/);
    const again = await open(`ticket=${ticket}&tenantCode=univ`);
    expect(again).toEqual({ status: 401, body: { state: false, message: '登录已过期或已在别处登录，请重新登录' } });
  });

  it('refuses an access token in the query, even a valid one', async () => {
    const staff = await t.login('univ', 'staff1');
    expect((await open(`token=${staff.token}&tenantCode=univ`)).status).toBe(401);
    // Headers still authenticate clients that can send them; a token in the URL is refused even beside them.
    expect((await open('', staff.headers)).status).toBe(200);
    expect((await open(`token=${staff.token}`, staff.headers)).status).toBe(401);
  });

  it('refuses a ticket past its lifetime, under another tenant code, or of a signed-out session', async () => {
    const staff = await t.login('univ', 'staff2');
    const late = await ticketFor(staff);
    await withTenant(t.db, t.tenantId('univ'), (tx) => tx.updateTable('stream_ticket').set({ expires_at: new Date(Date.now() - 1000) }).execute());
    expect((await open(`ticket=${late.ticket}&tenantCode=univ`)).status).toBe(401);
    const elsewhere = await ticketFor(staff);
    expect((await open(`ticket=${elsewhere.ticket}&tenantCode=corp`)).status).toBe(401);
    expect((await open(`ticket=${elsewhere.ticket}`)).status).toBe(401);
    const orphan = await ticketFor(staff);
    expect((await t.request({ method: 'POST', url: '/api/uc/signout', session: staff })).statusCode).toBe(200);
    expect((await open(`ticket=${orphan.ticket}&tenantCode=univ`)).status).toBe(401);
  });

  /** Opens a stream and reads it as it comes: `events()` is every event name so far, `done` settles when it closes. */
  const follow = async (query: string) => {
    const controller = new AbortController();
    const res = await fetch(`${base}${RT}/counts/v1/events?${query}`, { signal: controller.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = '';
    const done = (async () => {
      for (;;) {
        const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (chunk.done) return;
        text += new TextDecoder().decode(chunk.value);
      }
    })();
    const events = () => [...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    await vi.waitFor(() => expect(events()).toContain('counts'));
    return { events, done, abort: () => controller.abort() };
  };

  it('ends a stream with `ended` when its session ends: signed out, or ended by a password change elsewhere', async () => {
    const signedOut = await t.login('inst', 'staff1');
    const stream = await follow(`ticket=${(await ticketFor(signedOut)).ticket}&tenantCode=inst`);
    expect((await t.request({ method: 'POST', url: '/api/uc/signout', session: signedOut })).statusCode).toBe(200);
    await stream.done; // the server closed it
    expect(stream.events()).toEqual(['counts', 'ended']);

    // A password change on one session ends the user's other sessions and their streams; the changer's goes on.
    const here = await t.login('inst', 'staff2');
    const elsewhere = await t.login('inst', 'staff2');
    const mine = await follow(`ticket=${(await ticketFor(here)).ticket}&tenantCode=inst`);
    const theirs = await follow(`ticket=${(await ticketFor(elsewhere)).ticket}&tenantCode=inst`);
    const changed = await t.request({
      method: 'POST', url: '/api/uc/api/user/v1/user/changUserPsd', session: here,
      payload: { oldPwd: Buffer.from(DEMO_PASSWORD).toString('base64'), newPwd: Buffer.from('Changed#2026x').toString('base64') },
    });
    expect(changed.statusCode).toBe(200);
    await theirs.done;
    expect(theirs.events().at(-1)).toBe('ended');
    expect(mine.events()).not.toContain('ended');
    mine.abort();
  });

  it('gives tickets only to signed-in callers', async () => {
    const res = await t.request({ method: 'POST', url: `${RT}/counts/v1/ticket`, headers: { 'tenant-code': 'univ' } });
    expect(res.statusCode).toBe(401);
  });
});
