import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { countersignXml, RT, workflowClient } from './workflow-helpers.ts';

/** start -> pick (chosen by the initiator) -> review (chosen by pick's handler) -> end. */
const choiceXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <bpmn:process id="choiceFlow" name="选人流程" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="pick" name="选定审批" />
    <bpmn:userTask id="review" name="复核" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="pick" />
    <bpmn:sequenceFlow id="f2" sourceRef="pick" targetRef="review" />
    <bpmn:sequenceFlow id="f3" sourceRef="review" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

const nodeUsers = (nodeId: string, ...ids: number[]) => [{ nodeId, executors: ids.map((id) => ({ id: String(id) })) }];

describe('workflow: next handlers chosen by the initiator / the previous handler (nodeUsers)', () => {
  let t: TestApp;
  let wf: ReturnType<typeof workflowClient>;
  let admin: Session;
  let staff1: Session;
  let staff2: Session;
  let leader: Session;
  let ipadmin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [admin, staff1, staff2, leader, ipadmin] = await Promise.all([t.login('univ', 'admin'), t.login('univ', 'staff1'), t.login('univ', 'staff2'), t.login('univ', 'leader'), t.login('univ', 'ipadmin')]);
    const deployed = await wf.deploy(admin, 'choiceFlow', choiceXml, {
      nodes: {
        pick: { assignees: [{ type: 'initiatorChoice' }] },
        review: { assignees: [{ type: 'initiatorChoice' }] },
      },
    });
    expect(deployed.statusCode).toBe(200);
  });
  afterAll(async () => { await t?.close(); });

  const choices = (session: Session, body: Record<string, unknown>) => wf.post(session, '/instance/v1/nextNodeChoices', body);

  it('tells the start page which next nodes need a choice, and who may be chosen elsewhere', async () => {
    const reply = await choices(staff1, { flowKey: 'choiceFlow' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toEqual({
      possible: true, message: '',
      nodes: [{ nodeId: 'pick', name: '选定审批', needsChoice: true, required: true, candidates: [] }],
    });
    const patent = await choices(staff1, { flowKey: 'patentApply' });
    expect(patent.json().value).toMatchObject({
      possible: true, nodes: [{ nodeId: 'leaderApprove', needsChoice: false, required: false, candidates: [{ id: String(leader.userId), name: '陈院长' }] }],
    });
  });

  it('accepts nodeUsers as the list itself and as its JSON string; the task reaches the chosen user', async () => {
    const asList = await wf.start(staff1, { flowKey: 'choiceFlow', nodeUsers: nodeUsers('pick', staff2.userId) });
    expect(asList.statusCode).toBe(200);
    expect(await wf.todo(staff2, asList.json().instId)).toEqual([expect.objectContaining({ nodeId: 'pick' })]);
    const asText = await wf.start(staff1, { flowKey: 'choiceFlow', nodeUsers: JSON.stringify(nodeUsers('pick', leader.userId)) });
    expect(asText.statusCode).toBe(200);
    expect(await wf.todo(leader, asText.json().instId)).toEqual([expect.objectContaining({ nodeId: 'pick' })]);
  });

  it('the previous handler chooses the next node\'s handler when completing; without a choice it is refused', async () => {
    const started = await wf.start(staff1, { flowKey: 'choiceFlow', nodeUsers: nodeUsers('pick', staff2.userId) });
    const task = await wf.onlyTask(staff2, started.json().instId);
    const next = await wf.post(staff2, '/task/v1/nextNodeChoices', { taskId: Number(task.id) });
    expect(next.json().value).toMatchObject({ possible: true, nodes: [{ nodeId: 'review', needsChoice: true, required: true }] });
    const none = await wf.complete(staff2, task.id, 'agree');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('节点 复核 没有处理人，请检查节点人员设置');
    const done = await wf.complete(staff2, task.id, 'agree', { nodeUsers: nodeUsers('review', ipadmin.userId) });
    expect(done.statusCode).toBe(200);
    expect(await wf.todo(ipadmin, started.json().instId)).toEqual([expect.objectContaining({ nodeId: 'review' })]);
  });

  it('refuses chosen users a node does not allow, a node the flow does not have, and guests', async () => {
    // patentApply's leader node is the initiator's college leader: nobody else may be named for it.
    const other = await wf.start(staff1, { flowKey: 'patentApply', nodeUsers: nodeUsers('leaderApprove', staff2.userId) });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('节点 学院领导审批 不能选择这些处理人：只能从该节点的候选人中选择');
    const unknownNode = await wf.start(staff1, { flowKey: 'choiceFlow', nodeUsers: nodeUsers('nowhere', staff2.userId) });
    expect(unknownNode.statusCode).toBe(400);
    expect(unknownNode.json().message).toBe('流程中没有可选择处理人的节点：nowhere');
    const visitor = await t.db.selectFrom('app_user').innerJoin('tenant', 'tenant.id', 'app_user.tenant_id').select('app_user.id')
      .where('tenant.code', '=', 'univ').where('app_user.is_visitor', '=', true).executeTakeFirstOrThrow();
    const guest = await wf.start(staff1, { flowKey: 'choiceFlow', nodeUsers: nodeUsers('pick', visitor.id) });
    expect(guest.statusCode).toBe(400);
    const english = await t.request({ method: 'POST', url: `${RT}/instance/v1/start`, session: staff1, headers: { 'accept-language': 'en-US' },
      payload: { flowKey: 'patentApply', nodeUsers: nodeUsers('leaderApprove', staff2.userId) } });
    expect(english.json().message).toBe('These users cannot handle node 学院领导审批: choose among the node\'s candidates');
  });

  it('a countersign signer is offered the next node\'s choice but not required to make it; the completing vote is', async () => {
    expect((await wf.deploy(admin, 'choiceSign', countersignXml('choiceSign'), {
      nodes: { sign: { assignees: [{ type: 'users', accounts: ['leader', 'ipadmin'] }] }, after: { assignees: [{ type: 'initiatorChoice' }] } },
    })).statusCode).toBe(200);
    const instId = (await wf.start(staff1, { flowKey: 'choiceSign' })).json().instId as string;
    const first = await wf.onlyTask(leader, instId);
    const offered = await wf.post(leader, '/task/v1/nextNodeChoices', { taskId: Number(first.id) });
    expect(offered.json().value).toMatchObject({ possible: true, nodes: [{ nodeId: 'after', needsChoice: true, required: false }] });
    expect((await wf.complete(leader, first.id, 'agree')).statusCode).toBe(200);
    const last = await wf.onlyTask(ipadmin, instId);
    expect((await wf.complete(ipadmin, last.id, 'agree')).statusCode).toBe(400);
    expect((await wf.complete(ipadmin, last.id, 'agree', { nodeUsers: nodeUsers('after', staff2.userId) })).statusCode).toBe(200);
    expect(await wf.todo(staff2, instId)).toEqual([expect.objectContaining({ nodeId: 'after' })]);
  });

  it('says a start is not possible when a next node finds no handler and takes no choice (the administrator has no college leader)', async () => {
    const reply = await choices(admin, { flowKey: 'patentApply' });
    expect(reply.json().value).toMatchObject({ possible: false, message: '节点 学院领导审批 没有处理人，请检查节点人员设置' });
    const refused = await wf.start(admin, { flowKey: 'patentApply' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(reply.json().value.message);
  });
});
