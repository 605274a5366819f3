import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type ApiClient } from '../../src/app/api/client.ts';
import { getInstanceDetail, setInstanceForbidden } from '../../src/app/api/workflow-instance.ts';
import { copyTo } from '../../src/app/api/workflow-task.ts';
import { SessionStore } from '../../src/app/session/session-store.ts';
import { HOSTS } from '../../src/common/hosts.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { workflowClient } from './workflow-helpers.ts';

/** localStorage / sessionStorage for the browser's session store, in memory. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() { return map.size; },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => { map.delete(key); },
    setItem: (key, value) => { map.set(key, value); },
  };
}

/**
 * The browser's API client signed in as `session`, its requests answered by the server under test: a call the
 * pages make reaches the route (and the body schema) the server really has, or fails here as it would in the browser.
 */
function browserClient(t: TestApp, session: Session, toasts: string[]): ApiClient {
  const store = new SessionStore(memoryStorage(), memoryStorage());
  store.save({
    token: session.token, refreshToken: session.refreshToken, expiresAt: Date.now() + 3_600_000,
    user: { userId: String(session.userId), account: '', username: '', isVisitor: false, loginStatus: 1, tenantId: session.tenantId, tenantCode: session.tenantCode, roles: [] },
  });
  const viaServer = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const reply = await t.app.inject({
      method: (init?.method ?? 'GET') as 'GET', url: String(input), headers: init?.headers as Record<string, string>, payload: init?.body as string | undefined,
    });
    return new Response(reply.body, { status: reply.statusCode, headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') } });
  }) as typeof fetch;
  return createApiClient({
    config: { hosts: { ...HOSTS } },
    session: store,
    language: () => 'zh-CN',
    ui: { error: (message) => toasts.push(message), warn: (message) => toasts.push(message), goHome: () => undefined, reload: () => undefined, translate: (key) => key },
    fetch: viaServer,
  });
}

interface NoticeRow { id: string; procInstId: string; sender: string; receiver: string; opinion?: string }

/** The instance commands of the task and instance pages, called as the browser calls them. */
describe('workflow client calls against the server routes', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let leader: Session;
  let wf: ReturnType<typeof workflowClient>;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, staff2, leader] = await Promise.all(['staff1', 'staff2', 'leader'].map((a) => t.login('univ', a))) as [Session, Session, Session];
  });
  afterAll(async () => { await t?.close(); });

  const apply = async () => (await wf.start(staff1, { flowKey: 'patentApply' }, { title: '客户端调用测试' })).json().instId as string;

  it('the task page\'s 抄送 sends the copy (抄送成功), and the receiver finds it in their copies to read', async () => {
    const instId = await apply();
    await wf.onlyTask(leader, instId);
    const toasts: string[] = [];
    const reply = await copyTo(browserClient(t, leader, toasts), { instId: Number(instId), userIds: [staff2.userId], opinion: '请知悉' });
    expect(reply).toEqual({ state: true, message: '抄送成功' });
    expect(toasts).toEqual([]);
    const copies = await wf.list<NoticeRow>(staff2, '/task/v1/getNoticeTodoReadList', instId);
    expect(copies).toEqual([expect.objectContaining({ procInstId: instId, sender: '陈院长', receiver: '李娜' })]);
  });

  it('the instance page\'s 禁止 and 解除禁止: the initiator forbids (禁止成功), the task refuses, lifting it (解除禁止成功) lets it go on', async () => {
    const instId = await apply();
    const task = await wf.onlyTask(leader, instId);
    const toasts: string[] = [];
    const initiator = browserClient(t, staff1, toasts);

    // Someone who neither started it nor administers the tenant is refused, with the server's message as a toast.
    const refused = await setInstanceForbidden(browserClient(t, staff2, toasts), instId, true).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
    expect(toasts).toEqual(['只有发起人或管理员可以执行此操作']);

    expect(await setInstanceForbidden(initiator, instId, true)).toEqual({ state: true, message: '禁止成功' });
    expect((await getInstanceDetail(initiator, instId)).status).toBe('forbidden');
    const blocked = await wf.complete(leader, task.id, 'agree');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ state: false, message: '流程已结束或已被禁止，不能再处理' });

    expect(await setInstanceForbidden(initiator, instId, false)).toEqual({ state: true, message: '解除禁止成功' });
    expect((await getInstanceDetail(initiator, instId)).status).toBe('running');
    expect((await wf.complete(leader, task.id, 'agree')).statusCode).toBe(200);
  });
});
