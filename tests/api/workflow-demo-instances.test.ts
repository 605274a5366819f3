import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { seedInstances } from '../../src/server/db/seed/demo-instances.ts';
import { DEMO_TENANTS } from '../../src/server/db/seed/demo-tenants.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { workflowClient } from './workflow-helpers.ts';

interface Row { procInstId: string; subject: string; nodeId?: string; status?: string }

/** The tests' template leaves the demo approvals out; here they are started in every demo tenant as `npm start` does. */
describe('workflow: demo approvals of a fresh install', () => {
  let t: TestApp;
  let wf: ReturnType<typeof workflowClient>;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    for (const tenant of DEMO_TENANTS) await withTenant(t.db, tenant.id, (tx) => seedInstances(tx, tenant));
  });
  afterAll(async () => { await t?.close(); });

  it.each(DEMO_TENANTS.map((tenant) => tenant.code))('%s: each demo account has rows in its to-do, done and request lists', async (code) => {
    const [staff1, leader, ipadmin] = await Promise.all([t.login(code, 'staff1'), t.login(code, 'leader'), t.login(code, 'ipadmin')]);
    const leaderTodo = await wf.list<Row>(leader, '/task/v1/getTodoList');
    expect(leaderTodo.map((r) => r.nodeId).sort()).toEqual(['countersign', 'leaderApprove']);
    expect(leaderTodo.find((r) => r.nodeId === 'leaderApprove')!.subject).toContain('一种固态锂电池电解质的制备方法');
    const ipTodo = await wf.list<Row>(ipadmin, '/task/v1/getTodoList');
    expect(ipTodo.map((r) => r.nodeId).sort()).toEqual(['countersign', 'ipAdminApprove']);
    expect(await wf.list<Row>(leader, '/instance/v1/getDoneList')).toHaveLength(1);
    const requests = await wf.list<Row>(staff1, '/instance/v1/myRequest');
    expect(requests).toHaveLength(3);
    expect(requests.every((r) => r.status === 'running')).toBe(true);
  });

  it('the demo approvals can be handled to the end', async () => {
    const [leader, ipadmin] = await Promise.all([t.login('univ', 'leader'), t.login('univ', 'ipadmin')]);
    const [reviewed] = (await wf.list<Row>(ipadmin, '/task/v1/getTodoList')).filter((r) => r.nodeId === 'ipAdminApprove');
    const task = await wf.onlyTask(ipadmin, reviewed!.procInstId);
    expect((await wf.complete(ipadmin, task.id, 'agree')).json()).toMatchObject({ ended: true });
    const [expense] = (await wf.list<Row>(leader, '/task/v1/getTodoList')).filter((r) => r.nodeId === 'countersign');
    // The instance names who each open task waits for (the approval history's pending step).
    const detail = (await wf.get(leader, `/instance/v1/getInstanceByInstId?instId=${expense!.procInstId}`)).json() as { openTasks: { nodeId: string; handlers: string[] }[] };
    expect(detail.openTasks.map((o) => [o.nodeId, o.handlers])).toEqual(expect.arrayContaining([['countersign', ['陈院长']], ['countersign', ['王知产']]]));
    expect(detail.openTasks).toHaveLength(2);
    await wf.complete(leader, (await wf.onlyTask(leader, expense!.procInstId)).id, 'agree');
    expect((await wf.complete(ipadmin, (await wf.onlyTask(ipadmin, expense!.procInstId)).id, 'agree')).json()).toMatchObject({ ended: true });
  });
});
