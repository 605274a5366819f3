import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { RT, workflowClient } from './workflow-helpers.ts';

type DoneRow = { id: string; procInstId: string; taskKey: string; taskId: string | null; revoke: boolean };

describe('workflow: the done list offers 撤回 only where the revoke would succeed', () => {
  let t: TestApp;
  let wf: ReturnType<typeof workflowClient>;
  let staff1: Session;
  let leader: Session;
  let ipadmin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, leader, ipadmin] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'leader'), t.login('univ', 'ipadmin')]);
  });
  afterAll(async () => { await t?.close(); });

  const doneRow = async (session: Session, instId: string) => {
    const rows = await wf.list<DoneRow>(session, '/instance/v1/getDoneList', instId);
    return rows.find((r) => r.taskKey === 'leaderApprove')!;
  };

  it('offers it while the next step is untouched, and no longer once the next handler acted (the revoke would be a 409)', async () => {
    const instId = (await wf.start(staff1, { flowKey: 'patentApply', subject: '撤回测试' }, { title: '撤回测试' })).json().instId as string;
    const task = await wf.onlyTask(leader, instId);
    await wf.complete(leader, task.id, 'agree');
    expect((await doneRow(leader, instId)).revoke).toBe(true);

    // The IP administrator sends it back to the leader: the instance runs on, but the step the agree led to was handled.
    const ipTask = await wf.onlyTask(ipadmin, instId);
    expect((await wf.complete(ipadmin, ipTask.id, 'reject')).statusCode).toBe(200);
    const row = await doneRow(leader, instId);
    expect(row.revoke).toBe(false);
    const refused = await t.request({ method: 'POST', url: `${RT}/instance/v1/revokeInstance`, session: leader, payload: { instanceId: Number(instId), taskId: Number(row.taskId) } });
    expect(refused.statusCode).toBe(409);
  });
});
