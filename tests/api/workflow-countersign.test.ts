import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { countersignXml, workflowClient } from './workflow-helpers.ts';

describe('workflow: countersign (parallel multi-instance)', () => {
  let t: TestApp;
  let staff1: Session;
  let leader: Session;
  let ipadmin: Session;
  let admin: Session;
  let wf: ReturnType<typeof workflowClient>;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, leader, ipadmin, admin] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'leader'), t.login('univ', 'ipadmin'), t.login('univ', 'admin')]);
  });
  afterAll(async () => { await t?.close(); });

  it('expense: every signer must agree; the amount then picks the branch with a jsonata condition', async () => {
    const big = (await wf.start(staff1, { flowKey: 'expense' }, { amount: 20000 })).json().instId as string;
    const small = (await wf.start(staff1, { flowKey: 'expense' }, { amount: 300 })).json().instId as string;
    for (const instId of [big, small]) {
      const [leaderTask] = await wf.todo(leader, instId);
      const [ipTask] = await wf.todo(ipadmin, instId);
      expect(leaderTask).toMatchObject({ nodeId: 'countersign' });
      expect((await wf.complete(leader, leaderTask!.id, 'agree')).json()).toMatchObject({ ended: false });
      expect(await wf.todo(admin, instId)).toEqual([]);
      expect((await wf.complete(ipadmin, ipTask!.id, 'agree')).json()).toMatchObject({ ended: instId === small });
    }
    expect(await wf.todo(admin, big)).toEqual([expect.objectContaining({ nodeId: 'adminApprove', name: '管理员审批' })]);
  });

  it('any: the first signer completes the node and the other signer\'s task goes away', async () => {
    await wf.deploy(admin, 'signAny', countersignXml('sign_any'), { defaults: { assignees: [{ type: 'initiator' }] }, nodes: {
      sign: { assignees: [{ type: 'users', accounts: ['leader', 'ipadmin'] }], signRule: { kind: 'any' } } } });
    const instId = (await wf.start(staff1, { flowKey: 'signAny' })).json().instId as string;
    const [leaderTask] = await wf.todo(leader, instId);
    const [ipTask] = await wf.todo(ipadmin, instId);
    await wf.complete(ipadmin, ipTask!.id, 'oppose');
    expect(await wf.todo(leader, instId)).toEqual([]);
    expect((await wf.complete(leader, leaderTask!.id, 'agree')).statusCode).toBe(409);
    expect(await wf.todo(staff1, instId)).toEqual([expect.objectContaining({ nodeId: 'after' })]);
  });

  it('ratio: the node completes once the share of agree votes is reached, or when everyone has voted', async () => {
    await wf.deploy(admin, 'signRatio', countersignXml('sign_ratio'), { defaults: { assignees: [{ type: 'initiator' }] }, nodes: {
      sign: { assignees: [{ type: 'users', accounts: ['leader', 'ipadmin'] }], signRule: { kind: 'ratio', ratio: 0.5 } } } });
    const quick = (await wf.start(staff1, { flowKey: 'signRatio' })).json().instId as string;
    await wf.complete(leader, (await wf.todo(leader, quick))[0]!.id, 'agree');
    expect(await wf.todo(ipadmin, quick)).toEqual([]);
    expect(await wf.todo(staff1, quick)).toEqual([expect.objectContaining({ nodeId: 'after' })]);

    const slow = (await wf.start(staff1, { flowKey: 'signRatio' })).json().instId as string;
    await wf.complete(leader, (await wf.todo(leader, slow))[0]!.id, 'oppose');
    expect(await wf.todo(staff1, slow)).toEqual([]);
    await wf.complete(ipadmin, (await wf.todo(ipadmin, slow))[0]!.id, 'oppose');
    expect(await wf.todo(staff1, slow)).toEqual([expect.objectContaining({ nodeId: 'after' })]);
  });

  it('two signers completing at the same moment leave exactly one next step (repeated 20 times)', async () => {
    const deployed = await wf.deploy(admin, 'signAll', countersignXml('sign_all'), { defaults: { assignees: [{ type: 'initiator' }] }, nodes: {
      sign: { assignees: [{ type: 'users', accounts: ['leader', 'ipadmin'] }], signRule: { kind: 'all' } } } });
    expect(deployed.statusCode).toBe(200);
    for (let round = 0; round < 20; round++) {
      const instId = (await wf.start(staff1, { flowKey: 'signAll' })).json().instId as string;
      const [leaderTask] = await wf.todo(leader, instId);
      const [ipTask] = await wf.todo(ipadmin, instId);
      const replies = await Promise.all([wf.complete(leader, leaderTask!.id, 'agree'), wf.complete(ipadmin, ipTask!.id, 'agree')]);
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
      const next = await wf.todo(staff1, instId);
      expect(next).toHaveLength(1);
      expect(next[0]).toMatchObject({ nodeId: 'after' });
    }
  });
});
