import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { seedInstances } from '../../src/server/db/seed/demo-instances.ts';
import { DEMO_TENANTS } from '../../src/server/db/seed/demo-tenants.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { workflowClient } from './workflow-helpers.ts';

describe('workflow: every seeded approval step can be printed (打印)', () => {
  let t: TestApp;
  let wf: ReturnType<typeof workflowClient>;
  let leader: Session;
  let ipadmin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    // The tests' template leaves the demo approvals out: started here as `npm start` does.
    const univ = DEMO_TENANTS.find((tenant) => tenant.code === 'univ')!;
    await withTenant(t.db, univ.id, (tx) => seedInstances(tx, univ));
    [leader, ipadmin] = await Promise.all([t.login('univ', 'leader'), t.login('univ', 'ipadmin')]);
  });
  afterAll(async () => { await t?.close(); });

  const buttonsOf = async (session: Session, taskId: string) =>
    ((await wf.get(session, `/task/v1/getButtonsBytaskId?taskId=${taskId}`)).json() as { alias: string }[]).map((b) => b.alias);

  it('the demo approvals waiting for the leader and the IP administrator (patent application, expense countersign) offer print', async () => {
    const tasks = [...(await wf.todo(leader)).map((task) => [leader, task] as const), ...(await wf.todo(ipadmin)).map((task) => [ipadmin, task] as const)];
    const nodes = new Set(tasks.map(([, task]) => task.nodeId));
    expect(nodes).toEqual(new Set(['leaderApprove', 'ipAdminApprove', 'countersign']));
    for (const [session, task] of tasks) expect({ node: task.nodeId, buttons: await buttonsOf(session, task.id) }).toEqual({ node: task.nodeId, buttons: expect.arrayContaining(['print']) });
  });
});
