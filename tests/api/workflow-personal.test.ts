import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { BPM_MODEL, RT, workflowClient } from './workflow-helpers.ts';

/** Personal settings: approval phrases, agent rules (no cycles), secretaries, deputies, frequent flows. */
describe('workflow personal settings', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let leader: Session;
  let ipadmin: Session;
  let agent: Session;
  let wf: ReturnType<typeof workflowClient>;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, staff2, leader, ipadmin, agent] = await Promise.all(['staff1', 'staff2', 'leader', 'ipadmin', 'agent'].map((a) => t.login('univ', a))) as [Session, Session, Session, Session, Session, Session, Session, Session];
  });
  afterAll(async () => { await t?.close(); });

  const model = (session: Session, method: string, path: string, payload?: unknown) => t.request({ method, url: `${BPM_MODEL}${path}`, session, payload });
  const runtime = (session: Session, method: string, path: string, payload?: unknown) => t.request({ method, url: `${RT}${path}`, session, payload });

  it('approval items (常用语): save, list for a flow, update, delete; only one\'s own', async () => {
    type Item = { expression: string; isPublic: boolean; defKey: string | null };
    const publicCount = (await model(staff1, 'POST', '/flow/approvalItem/v1/listJson', {})).json().total as number;
    const general = await model(staff1, 'POST', '/flow/approvalItem/v1/save', { expression: '同意，请继续办理' });
    expect(general.json()).toMatchObject({ state: true, message: '保存成功' });
    await model(staff1, 'POST', '/flow/approvalItem/v1/save', { expression: '专利材料齐全', defKey: 'patentApply', sn: 1 });
    await model(staff1, 'POST', '/flow/approvalItem/v1/save', { expression: '费用合理', defKey: 'expense' });
    const forPatent = (await model(staff1, 'GET', '/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId?defKey=patentApply')).json();
    expect(forPatent.filter((i: Item) => !i.isPublic).map((i: Item) => i.expression)).toEqual(['同意，请继续办理', '专利材料齐全']);
    // The tenant's public phrases come along: those for every flow and this flow's, not another flow's.
    expect(forPatent.filter((i: Item) => i.isPublic).map((i: Item) => i.expression)).toEqual([
      '同意。', '情况属实，同意。', '不同意。', '请补充材料后重新提交。', '技术方案具有新颖性和创造性，同意申报。',
    ]);
    const id = general.json().value as string;
    await model(staff1, 'POST', '/flow/approvalItem/v1/save', { id: Number(id), expression: '同意' });
    expect((await model(staff1, 'GET', `/flow/approvalItem/v1/get?id=${id}`)).json()).toMatchObject({ expression: '同意', isPublic: false });
    expect((await model(staff2, 'GET', `/flow/approvalItem/v1/get?id=${id}`)).json()).toEqual({ state: false, message: '常用语不存在' });
    expect((await model(staff1, 'POST', '/flow/approvalItem/v1/listJson', {})).json().total).toBe(publicCount + 3);
    expect((await model(staff2, 'DELETE', `/flow/approvalItem/v1/remove?ids=${id}`)).statusCode).toBe(404);
    expect((await model(staff1, 'DELETE', `/flow/approvalItem/v1/remove?ids=${id}`)).json()).toEqual({ state: true, message: '删除成功' });
    expect((await model(staff1, 'POST', '/flow/approvalItem/v1/save', { expression: '' })).statusCode).toBe(400);
  });

  it('agent rules: dates checked, no delegating to oneself, no cycles', async () => {
    const day = 86_400_000;
    const range = { startDate: new Date(Date.now()).toISOString(), endDate: new Date(Date.now() + 5 * day).toISOString() };
    expect((await model(staff1, 'POST', '/flow/agent/v1/save', { agentId: staff1.userId, ...range })).json()).toMatchObject({ message: '不能委托给自己' });
    expect((await model(staff1, 'POST', '/flow/agent/v1/save', { agentId: staff2.userId, startDate: range.endDate, endDate: range.startDate })).json())
      .toMatchObject({ message: '结束时间不能早于开始时间' });
    const a = await model(staff1, 'POST', '/flow/agent/v1/save', { agentId: staff2.userId, ...range });
    expect(a.json()).toMatchObject({ state: true });
    await model(staff2, 'POST', '/flow/agent/v1/save', { agentId: agent.userId, ...range });
    const cycle = await model(agent, 'POST', '/flow/agent/v1/save', { agentId: staff1.userId, ...range });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe('委托关系形成循环，请重新选择代理人');
    // Not overlapping in time: no cycle.
    const later = { startDate: new Date(Date.now() + 10 * day).toISOString(), endDate: new Date(Date.now() + 11 * day).toISOString() };
    expect((await model(agent, 'POST', '/flow/agent/v1/save', { agentId: staff1.userId, ...later })).json()).toMatchObject({ state: true });
    const mine = (await model(staff1, 'POST', '/flow/agent/v1/listJson?isMgr=false', {})).json();
    expect(mine.rows).toEqual([expect.objectContaining({ agent: '李娜', owner: '张伟', isEnabled: true })]);
    expect((await model(staff1, 'GET', `/flow/agent/v1/agentGet?id=${a.json().value}`)).json()).toMatchObject({ agentId: String(staff2.userId) });
    for (const s of [staff1, staff2, agent]) {
      const ids = (await model(s, 'POST', '/flow/agent/v1/listJson', {})).json().rows.map((r: { id: string }) => r.id).join(',');
      expect((await model(s, 'DELETE', `/flow/agent/v1/remove?ids=${ids}`)).json()).toEqual({ state: true, message: '删除成功' });
    }
  });

  it('a rule saved with defKeys null covers every flow (null is not coerced to [""])', async () => {
    const range = { startDate: new Date(Date.now()).toISOString(), endDate: new Date(Date.now() + 86_400_000).toISOString() };
    const saved = await model(staff1, 'POST', '/flow/agent/v1/save', { agentId: staff2.userId, defKeys: null, ...range });
    expect(saved.json()).toMatchObject({ state: true });
    expect((await model(staff1, 'GET', `/flow/agent/v1/agentGet?id=${saved.json().value}`)).json()).toMatchObject({ defKeys: null });
    expect((await model(staff1, 'DELETE', `/flow/agent/v1/remove?ids=${saved.json().value}`)).json()).toMatchObject({ state: true });
  });

  it('secretaries: a leader\'s secretary sees the leader\'s tasks and handles them for the leader', async () => {
    expect((await runtime(staff2, 'GET', '/bpmSecretaryManage/v1/getSecretaryByUserId')).json()).toEqual([]);
    const saved = await runtime(leader, 'POST', '/bpmSecretaryManage/v1/save', { secretaryId: staff2.userId });
    expect(saved.json()).toMatchObject({ state: true, message: '保存成功' });
    expect((await runtime(staff2, 'GET', '/bpmSecretaryManage/v1/getSecretaryByUserId')).json()).toEqual([{ id: String(leader.userId), name: '陈院长' }]);
    expect((await runtime(leader, 'POST', '/bpmSecretaryManage/v1/list?personal=true', {})).json().rows).toEqual([expect.objectContaining({ secretary: '李娜' })]);
    expect((await runtime(leader, 'GET', `/bpmSecretaryManage/v1/get/${saved.json().value}`)).json()).toMatchObject({ leader: '陈院长' });

    const instId = (await wf.start(staff1, { flowKey: 'patentApply' })).json().instId as string;
    expect(await wf.todo(staff2, instId)).toEqual([]);
    const [row] = await wf.list(staff2, '/task/v1/getLeaderTodoList', instId);
    expect(row).toMatchObject({ nodeId: 'leaderApprove', identityList: [{ id: String(leader.userId), name: '陈院长' }] });
    expect((await runtime(staff2, 'GET', '/task/v1/getLeaderTodoCount')).json()).toBe(1);
    expect((await wf.get(staff2, `/task/v1/get?id=${row!.id}`)).json().leaders).toEqual([{ id: String(leader.userId), name: '陈院长' }]);
    expect((await wf.complete(staff2, row!.id, 'agree', { opinion: '代领导同意' })).json()).toMatchObject({ state: true });
    const opinions = (await wf.get(staff1, `/instance/v1/instanceFlowOpinions?instId=${instId}`)).json();
    expect(opinions.at(-1)).toMatchObject({ auditorName: '李娜', onBehalfName: '陈院长', status: 'agree' });

    // A secretary may start for the leader; a leader the caller does not serve is refused.
    const forLeader = await wf.start(staff2, { flowKey: 'agencyEntrust', agentLeaderId: leader.userId });
    expect((await wf.list(leader, '/instance/v1/myRequest', forLeader.json().instId))).toHaveLength(1);
    const notMine = await wf.start(staff2, { flowKey: 'agencyEntrust', agentLeaderId: ipadmin.userId });
    expect(notMine.json()).toMatchObject({ state: false, message: '请选择一个发起人' });

    expect((await runtime(leader, 'DELETE', `/bpmSecretaryManage/v1/removes?ids=${saved.json().value}`)).json()).toEqual({ state: true, message: '删除成功' });
    expect((await runtime(staff2, 'GET', '/bpmSecretaryManage/v1/getSecretaryByUserId')).json()).toEqual([]);
  });

  it('deputies share a user\'s tasks; holding a task for two leaders asks whom to approve for', async () => {
    expect((await model(leader, 'GET', '/bpmModel/bpmDeputy/v1/getByUserId')).json()).toBeNull();
    expect((await model(leader, 'POST', '/bpmModel/bpmDeputy/v1/save', { agentId: agent.userId })).json()).toMatchObject({ state: true });
    expect((await model(ipadmin, 'POST', '/bpmModel/bpmDeputy/v1/save', { agentId: agent.userId })).json()).toMatchObject({ state: true });
    expect((await model(leader, 'GET', '/bpmModel/bpmDeputy/v1/getByUserId')).json()).toMatchObject({ agentName: expect.any(String), agentId: String(agent.userId) });

    // The expense countersign makes one task each for leader and ipadmin: the deputy holds each for one leader.
    const instId = (await wf.start(staff1, { flowKey: 'expense' }, { amount: 10 })).json().instId as string;
    const held = await wf.todo(agent, instId);
    expect(held.map((r) => r.identityList.map((i) => i.name)).sort()).toEqual([['王知产'], ['陈院长']]);
    expect((await wf.complete(agent, held[0]!.id, 'agree')).json()).toMatchObject({ state: true });

    // A shared task held for two leaders: the deputy must choose.
    const xml = `<?xml version="1.0" encoding="UTF-8"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
      <bpmn:process id="p" isExecutable="true"><bpmn:startEvent id="s"/><bpmn:userTask id="review" name="共同审核"/><bpmn:endEvent id="e"/>
      <bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="review"/><bpmn:sequenceFlow id="f2" sourceRef="review" targetRef="e"/></bpmn:process></bpmn:definitions>`;
    const admin = await t.login('univ', 'admin');
    await wf.deploy(admin, 'deputyShared', xml, { nodes: { review: { assignees: [{ type: 'users', accounts: ['leader', 'ipadmin'] }] } } });
    const shared = (await wf.start(staff1, { flowKey: 'deputyShared' })).json().instId as string;
    const task = await wf.onlyTask(agent, shared);
    expect(task.identityList.map((i) => i.name).sort()).toEqual(['王知产', '陈院长'].sort());
    const ask = await wf.complete(agent, task.id, 'agree');
    expect(ask.statusCode).toBe(400);
    expect(ask.json().message).toBe('请选择代为审批的领导');
    expect((await wf.complete(agent, task.id, 'agree', { leaderId: ipadmin.userId })).json()).toMatchObject({ state: true, ended: true });

    const list = (await model(leader, 'POST', '/bpmModel/bpmDeputy/v1/list?personal=true', {})).json();
    expect((await model(leader, 'DELETE', `/bpmModel/bpmDeputy/v1/removes?ids=${list.rows[0].id}`)).json()).toEqual({ state: true, message: '删除成功' });
    const other = (await model(ipadmin, 'POST', '/bpmModel/bpmDeputy/v1/list', {})).json();
    await model(ipadmin, 'DELETE', `/bpmModel/bpmDeputy/v1/removes?ids=${other.rows[0].id}`);
  });

  it('frequent flows: system default, save in order, at most 20, unknown keys refused, empty list resets', async () => {
    const defaults = (await runtime(staff1, 'GET', '/instance/v1/getMyOftenFlow')).json() as { defKey: string; isAdd: boolean; icon: string }[];
    expect(defaults.map((f) => f.defKey)).toEqual(['agencyEntrust', 'deputyShared', 'expense', 'patentApply']);
    expect(defaults.every((f) => !f.isAdd && JSON.parse(f.icon).color)).toBe(true);
    expect((await model(staff1, 'POST', '/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow', ['patentApply', { defKey: 'expense' }])).json())
      .toEqual({ state: true, message: '保存常用流程成功' });
    expect((await runtime(staff1, 'GET', '/instance/v1/getMyOftenFlow')).json().map((f: { defKey: string }) => f.defKey)).toEqual(['patentApply', 'expense']);
    const tooMany = await model(staff1, 'POST', '/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow', Array.from({ length: 21 }, (_, i) => `flow${i}`));
    expect(tooMany.json()).toEqual({ state: false, message: '最多可添加20个常用流程' });
    expect((await model(staff1, 'POST', '/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow', ['nope'])).json()).toMatchObject({ message: '流程定义不存在：nope' });
    expect((await model(staff1, 'POST', '/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow', [])).json()).toEqual({ state: true, message: '已恢复为系统默认的常用流程' });
    expect((await runtime(staff1, 'GET', '/instance/v1/getMyOftenFlow')).json()).toHaveLength(4);
    // annualFee needs the IP administrator role: it is in ipadmin's default, not staff1's.
    expect((await runtime(ipadmin, 'GET', '/instance/v1/getMyOftenFlow')).json().map((f: { defKey: string }) => f.defKey)).toContain('annualFee');
  });
});
