import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireDueTimers } from '../../src/server/bpm/timers.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { RT, workflowClient } from './workflow-helpers.ts';

interface Counts { todo: number; todoRead: number }

/** Reads `event: counts` messages from a Server-Sent Events response. */
function countsReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<Counts> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (block.startsWith('event: counts') && data) return JSON.parse(data.slice(6)) as Counts;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

describe('workflow: counters pushed by Server-Sent Events, and due timers', () => {
  let t: TestApp;
  let staff1: Session;
  let leader: Session;
  let ipadmin: Session;
  let admin: Session;
  let wf: ReturnType<typeof workflowClient>;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, leader, ipadmin, admin] = await Promise.all(['staff1', 'leader', 'ipadmin', 'admin'].map((a) => t.login('univ', a))) as [Session, Session, Session, Session, Session, Session, Session, Session];
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => { await t?.close(); });

  it('pushes the leader\'s counters at once and after a flow gives the leader a task; a bad ticket is 401', async () => {
    const denied = await fetch(`${base}${RT}/counts/v1/events?ticket=nope&tenantCode=univ`);
    expect(denied.status).toBe(401);
    const controller = new AbortController();
    const { ticket } = (await wf.post(leader, '/counts/v1/ticket')).json() as { ticket: string };
    const res = await fetch(`${base}${RT}/counts/v1/events?ticket=${ticket}&tenantCode=univ`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const next = countsReader(res.body!);
    const before = await next();
    expect(before).toMatchObject({ todo: expect.any(Number), leaderTodo: 0 });
    await wf.start(staff1, { flowKey: 'patentApply' });
    expect((await next()).todo).toBe(before.todo + 1);
    expect((await wf.post(leader, '/counts/v1/all')).json()).toMatchObject({ todo: before.todo + 1 });
    controller.abort();
  });

  it('an interrupting timer cancels the overdue task and takes its path; a handled task\'s timer does nothing', async () => {
    const late = (await wf.start(ipadmin, { flowKey: 'annualFee' }, { proposal: 'pay', amount: 900 })).json().instId as string;
    const onTime = (await wf.start(ipadmin, { flowKey: 'annualFee' }, { proposal: 'abandon', amount: 900 })).json().instId as string;
    expect(await wf.onlyTask(leader, late)).toMatchObject({ nodeId: 'leaderDecide' });
    await wf.complete(leader, (await wf.onlyTask(leader, onTime)).id, 'agree');
    expect((await wf.list(ipadmin, '/instance/v1/myRequest', onTime))[0]).toMatchObject({ status: 'end' });

    expect((await fireDueTimers(t.db, new Date(Date.now() + 86_400_000))).fired).toBe(0);
    const { fired } = await fireDueTimers(t.db, new Date(Date.now() + 4 * 86_400_000));
    expect(fired).toBe(1);
    expect(await wf.todo(leader, late)).toEqual([]);
    const escalated = await wf.onlyTask(admin, late);
    expect(escalated).toMatchObject({ nodeId: 'adminDecide', name: '管理员代为决定' });
    const opinions = (await wf.get(ipadmin, `/instance/v1/instanceFlowOpinions?instId=${late}`)).json() as { status: string; statusName: string }[];
    expect(opinions.at(-1)).toMatchObject({ status: 'timeout', statusName: '超时' });
    expect((await fireDueTimers(t.db, new Date(Date.now() + 9 * 86_400_000))).fired).toBe(0);
    await wf.complete(admin, escalated.id, 'agree');
    expect(await wf.onlyTask(ipadmin, late)).toMatchObject({ nodeId: 'payFee' });
  });
});
