import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { registerUnreadSource, unreadCount } from '../../src/server/modules/home/unread-sources.ts';

const BATCH = '/api/portal/portal/main/v1/batch';
const COLUMNS = '/api/portal/portal/sysIndexColumn/v1';

describe('home: reads in one batch, columns with their first data, unread sources', () => {
  let t: TestApp;
  let staff1: Session;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [staff1, admin] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'admin')]);
  });
  afterAll(async () => { await t?.close(); });

  const batch = (session: Session | undefined, requests: unknown[], headers?: Record<string, string>) =>
    t.request({ method: 'POST', url: BATCH, session, payload: { requests }, headers });

  it('serves each request as if sent alone: the same reply, its own status, the caller\'s rights and language', async () => {
    const alone = await t.request({ method: 'GET', url: '/api/front/api/v1/home/summary', session: staff1 });
    const reply = await batch(staff1, [
      { method: 'GET', url: '/api/front/api/v1/home/summary' },
      { method: 'POST', url: '/api/bpm-runtime/runtime/task/v1/getTodoList', body: { pageBean: { page: 1, pageSize: 3, showTotal: true } } },
      // Administrators only: staff1 is refused inside the batch, the other replies stand.
      { method: 'GET', url: `${COLUMNS}/getByAliases?aliases=homeTodo&preview=true` },
      { method: 'GET', url: '/api/portal/no/such/route' },
    ], { 'accept-language': 'en-US' });
    expect(reply.statusCode).toBe(200);
    const { replies } = reply.json() as { replies: { status: number; body: Record<string, unknown> }[] };
    expect(replies.map((r) => r.status)).toEqual([200, 200, 403, 404]);
    expect(replies[0]!.body.tiles).toEqual(alone.json().tiles);
    expect(typeof replies[1]!.body.total).toBe('number');
    expect(replies[2]!.body).toMatchObject({ state: false });
    expect(String(replies[2]!.body.message)).toMatch(/[A-Za-z]/);
    expect(String(replies[2]!.body.message)).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('without a token each request is a visitor\'s: a private read is refused inside, a public one answered', async () => {
    const reply = await batch(undefined, [
      { method: 'GET', url: '/api/front/api/v1/home/summary' },
      { method: 'GET', url: '/api/uc/uc/tenantManage/v1/getTenantByCode?code=univ' },
    ]);
    expect(reply.statusCode).toBe(200);
    expect((reply.json() as { replies: { status: number }[] }).replies.map((r) => r.status)).toEqual([401, 200]);
  });

  it('refuses the counters\' event stream, a batch inside a batch, a path outside the API, and too many requests', async () => {
    for (const url of ['/api/bpm-runtime/runtime/counts/v1/events?ticket=x', BATCH, '/api/portal/../uc/x', '/config.json']) {
      const reply = await batch(staff1, [{ method: 'GET', url }]);
      expect(reply.statusCode, url).toBe(400);
    }
    const many = Array.from({ length: 41 }, () => ({ method: 'GET', url: '/api/front/api/v1/message/unread' }));
    expect((await batch(staff1, many)).statusCode).toBe(400);
    expect((await batch(staff1, [{ method: 'DELETE', url: '/api/front/api/v1/message/unread' }])).statusCode).toBe(400);
  });

  it('getByAliases&data=true brings each card\'s first data, as the card\'s own call would read it', async () => {
    const reply = await t.request({ method: 'GET', url: `${COLUMNS}/getByAliases?aliases=homeTodo,homeNews,homeMeetings,myPatentApplies&data=true&offset=480`, session: admin });
    expect(reply.statusCode).toBe(200);
    const body = reply.json() as { columns: { alias: string }[]; data: Record<string, { status: number; body: { rows?: unknown[]; total?: number } }> };
    expect(body.columns.map((c) => c.alias).sort()).toEqual(['homeMeetings', 'homeNews', 'homeTodo', 'myPatentApplies']);
    // The template column reads its own list: no data for it.
    expect(Object.keys(body.data).sort()).toEqual(['homeMeetings', 'homeNews', 'homeTodo']);
    const todo = await t.request({ method: 'POST', url: '/api/bpm-runtime/runtime/task/v1/getTodoList', session: admin, payload: { pageBean: { page: 1, pageSize: 8, showTotal: true } } });
    expect(body.data.homeTodo!.status).toBe(200);
    expect(body.data.homeTodo!.body.total).toBe(todo.json().total);
    const news = await t.request({ method: 'POST', url: '/api/portal/portal/messageNews/v1/list?isPublic=true', session: admin, payload: { pageBean: { page: 1, pageSize: 5, showTotal: true } } });
    expect(body.data.homeNews!.body.rows).toEqual(news.json().rows);
    // Without data=true: the definitions only, as before.
    const plain = await t.request({ method: 'GET', url: `${COLUMNS}/getByAliases?aliases=homeTodo`, session: admin });
    expect(plain.json()).not.toHaveProperty('data');
  });

  it('sums the unread count of every registered source (messages, and any other module\'s)', async () => {
    const principal = { userId: 0, tenantId: 0, tenantCode: 'univ', account: 'x', sessionId: 's', isVisitor: false };
    const before = await unreadCount(t.app.db, principal);
    // The registry lives as long as the process, which other API files share: take the sources away after.
    const added = [registerUnreadSource('test-source', async () => 3), registerUnreadSource('test-broken', async () => { throw new Error('down'); })];
    try {
      expect(await unreadCount(t.app.db, principal)).toBe(before + 3);
      expect(await unreadCount(t.app.db, { ...principal, isVisitor: true })).toBe(0);
    } finally {
      for (const remove of added) remove();
    }
    expect(await unreadCount(t.app.db, principal)).toBe(before);
  });
});
