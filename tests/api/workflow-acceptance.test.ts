import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64, createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { BPM_MODEL, workflowClient } from './workflow-helpers.ts';

interface InstRow { procInstId: string; status: string; opinionStatus?: string }
interface NoticeRow { id: string; procInstId: string; sender: string; receiver: string; readTime: string | null }
interface DoneTaskRow { id: string; procInstId: string; taskKey: string; opinionStatus: string; revoke: boolean }

/**
 * The acceptance scenario at API level: staff1 applies, the leader rejects it back, staff1 resubmits,
 * the leader adds staff2 as a parallel signer, both sign, the IP administrator agrees, the instance ends; every
 * list is checked at each step. Then revoke and retrieve within and outside the rules, and an agent rule.
 */
describe('workflow acceptance: patent application with reject, add-sign, lists, revoke, retrieve and agents', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let leader: Session;
  let ipadmin: Session;
  let wf: ReturnType<typeof workflowClient>;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, staff2, leader, ipadmin] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'staff2'), t.login('univ', 'leader'), t.login('univ', 'ipadmin')]);
  });
  afterAll(async () => { await t?.close(); });

  const requests = (s: Session, instId: string) => wf.list<InstRow>(s, '/instance/v1/myRequest', instId);
  const done = (s: Session, instId: string) => wf.list<InstRow>(s, '/instance/v1/getDoneInstList', instId);
  const unread = (s: Session, instId: string) => wf.list<NoticeRow>(s, '/task/v1/getNoticeTodoReadList', instId);
  const read = (s: Session, instId: string) => wf.list<NoticeRow>(s, '/task/v1/getNoticeDoneReadList', instId);
  const sent = (s: Session, instId: string) => wf.list<NoticeRow>(s, '/task/v1/getMyNoticeReadList', instId);
  const doneTasks = (s: Session, instId: string) => wf.list<DoneTaskRow>(s, '/instance/v1/getDoneList?isCheckRevoke=true', instId);
  const apply = async (subject = '一种固态电池电解质') => {
    const res = await wf.start(staff1, { flowKey: 'patentApply', subject }, { title: subject, type: 'invent', college: 1, applicationDate: '2026-11-01' });
    expect(res.json()).toMatchObject({ state: true, message: '启动流程成功' });
    return res.json().instId as string;
  };

  it('runs the whole scenario with every list right at each step', async () => {
    const instId = await apply();
    expect(await requests(staff1, instId)).toEqual([expect.objectContaining({ status: 'running' })]);
    expect(await wf.todo(staff1, instId)).toEqual([]);
    const first = await wf.onlyTask(leader, instId);
    expect(first).toMatchObject({ nodeId: 'leaderApprove', status: 'NORMAL', statusName: '待办' });

    // The leader rejects it back to the initiator.
    expect((await wf.complete(leader, first.id, 'reject', { opinion: '请补充实验数据' })).json()).toMatchObject({ state: true, message: '办理成功' });
    expect(await wf.todo(leader, instId)).toEqual([]);
    expect(await done(leader, instId)).toEqual([expect.objectContaining({ opinionStatus: 'reject', status: 'running' })]);
    const back = await wf.onlyTask(staff1, instId);
    expect(back).toMatchObject({ nodeId: 'start', status: 'BACK', statusName: '驳回' });

    // staff1 resubmits with more data.
    await wf.complete(staff1, back.id, 'agree', { data: base64(JSON.stringify({ abstract: '补充了实验数据' })) });
    expect(await wf.todo(staff1, instId)).toEqual([]);
    expect(await done(staff1, instId)).toEqual([expect.objectContaining({ opinionStatus: 'agree' })]);
    const again = await wf.onlyTask(leader, instId);

    // The leader adds staff2 as a parallel signer; both sign.
    const signed = await wf.post(leader, '/task/v1/userTaskToSign', { taskId: Number(again.id), userIds: [staff2.userId], signType: 'parallel', opinion: '请李娜会签' });
    expect(signed.json()).toEqual({ state: true, message: '加签成功' });
    const signTask = await wf.onlyTask(staff2, instId);
    expect(signTask).toMatchObject({ nodeId: 'leaderApprove', status: 'SIGNLINEED', statusName: '并行签署' });
    const signButtons = (await wf.get(staff2, `/task/v1/getButtonsBytaskId?taskId=${signTask.id}`)).json().map((b: { alias: string }) => b.alias);
    expect(signButtons).not.toContain('inqu');
    expect(signButtons).not.toContain('startTrans');
    expect(signButtons).not.toContain('lockUnlock');
    expect(signButtons.slice(0, 2)).toEqual(['agree', 'oppose']);

    await wf.complete(leader, again.id, 'agree', { opinion: '同意' });
    expect(await wf.todo(ipadmin, instId)).toEqual([]);
    expect(await wf.todo(leader, instId)).toEqual([]);
    await wf.complete(staff2, signTask.id, 'agree', { opinion: '会签同意' });
    expect(await done(staff2, instId)).toEqual([expect.objectContaining({ opinionStatus: 'agree' })]);
    const ipTask = await wf.onlyTask(ipadmin, instId);
    expect(ipTask).toMatchObject({ nodeId: 'ipAdminApprove' });

    // The IP administrator agrees: the instance ends and the initiator gets a copy.
    expect((await wf.complete(ipadmin, ipTask.id, 'agree', { data: base64(JSON.stringify({ reviewComment: '材料齐全' })) })).json())
      .toMatchObject({ state: true, ended: true });
    expect(await requests(staff1, instId)).toEqual([expect.objectContaining({ status: 'end' })]);
    for (const s of [staff1, staff2, leader, ipadmin]) expect(await wf.todo(s, instId)).toEqual([]);
    const [copy] = await unread(staff1, instId);
    expect(copy).toMatchObject({ sender: '王知产', receiver: '张伟', readTime: null });
    expect(await sent(ipadmin, instId)).toEqual([expect.objectContaining({ id: copy!.id })]);
    expect((await wf.post(staff1, `/task/v1/addReadRecord?taskId=${copy!.id}`)).statusCode).toBe(200);
    expect(await unread(staff1, instId)).toEqual([]);
    expect(await read(staff1, instId)).toEqual([expect.objectContaining({ id: copy!.id })]);

    const opinions = (await wf.get(staff1, `/instance/v1/instanceFlowOpinions?instId=${instId}`)).json() as { taskKey: string; status: string; auditorName: string }[];
    expect(opinions.map((o) => [o.taskKey, o.status, o.auditorName])).toEqual([
      ['start', 'start', '张伟'], ['leaderApprove', 'reject', '陈院长'], ['start', 'agree', '张伟'], ['leaderApprove', 'addSign', '陈院长'],
      ['leaderApprove', 'agree', '陈院长'], ['leaderApprove', 'agree', '李娜'], ['ipAdminApprove', 'agree', '王知产'],
    ]);
    const refused = await wf.post(leader, '/instance/v1/revokeInstance', { instanceId: Number(instId) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('流程已结束，不能撤回');
  });

  it('revokes an agree from the done list while the next step is untouched; refuses once it is handled', async () => {
    const instId = await apply('撤回测试');
    const task = await wf.onlyTask(leader, instId);
    await wf.complete(leader, task.id, 'agree');
    const [row] = await doneTasks(leader, instId);
    expect(row).toMatchObject({ taskKey: 'leaderApprove', opinionStatus: 'agree', revoke: true });
    expect(await wf.onlyTask(ipadmin, instId)).toMatchObject({ nodeId: 'ipAdminApprove' });

    expect((await wf.post(leader, '/instance/v1/revokeInstance', { instanceId: Number(instId) })).json()).toEqual({ state: true, message: '撤回成功' });
    expect(await wf.todo(ipadmin, instId)).toEqual([]);
    expect(await wf.onlyTask(leader, instId)).toMatchObject({ id: task.id, nodeId: 'leaderApprove' });
    expect((await doneTasks(leader, instId)).find((r) => r.opinionStatus === 'agree')?.revoke).toBe(false);

    // Agree again; the IP administrator handles it; the leader's revoke is now refused.
    await wf.complete(leader, task.id, 'agree');
    const ipTask = await wf.onlyTask(ipadmin, instId);
    await wf.complete(ipadmin, ipTask.id, 'reject');
    const late = await wf.post(leader, '/instance/v1/revokeInstance', { instanceId: Number(instId) });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('后续节点已处理，不能撤回');
  });

  it('retrieves a completed task by id; refuses an oppose and a task with nothing to take back', async () => {
    const instId = await apply('追回测试');
    const task = await wf.onlyTask(leader, instId);
    await wf.complete(leader, task.id, 'agree');
    expect((await wf.get(leader, `/task/v1/retrieveBpmTask?taskId=${task.id}`)).json()).toEqual({ state: true, message: '追回成功' });
    expect(await wf.onlyTask(leader, instId)).toMatchObject({ id: task.id });
    expect(await wf.todo(ipadmin, instId)).toEqual([]);
    const twice = await wf.get(leader, `/task/v1/retrieveBpmTask?taskId=${task.id}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('没有可撤回的内容');

    await wf.complete(leader, task.id, 'oppose');
    const opposed = await wf.get(leader, `/task/v1/retrieveBpmTask?taskId=${task.id}`);
    expect(opposed.statusCode).toBe(400);
    expect(opposed.json().message).toBe('只有同意或征询的意见才能撤回');
    const stranger = await wf.get(staff2, `/task/v1/retrieveBpmTask?taskId=${task.id}`);
    expect(stranger.statusCode).toBe(404);
  });

  it('an agent rule routes the leader\'s new tasks to staff2 during its dates only', async () => {
    const now = Date.now();
    const rule = await t.request({
      method: 'POST', url: `${BPM_MODEL}/flow/agent/v1/save`, session: leader,
      payload: { agentId: staff2.userId, subject: '出差期间', startDate: new Date(now - 3_600_000).toISOString(), endDate: new Date(now + 86_400_000).toISOString() },
    });
    expect(rule.json()).toMatchObject({ state: true, message: '保存成功' });
    const ruleId = Number(rule.json().value);

    const during = await apply('委托期间的申请');
    expect(await wf.todo(leader, during)).toEqual([]);
    const agentTask = await wf.onlyTask(staff2, during);
    expect(agentTask).toMatchObject({ nodeId: 'leaderApprove', status: 'AGENT', statusName: '委托', ownerId: String(leader.userId) });
    expect(await wf.list(leader, '/task/v1/getDelegate', during)).toEqual([expect.objectContaining({ id: agentTask.id })]);
    expect((await wf.post(leader, '/task/v1/getDelegateCount')).json()).toBeGreaterThanOrEqual(1);
    await wf.complete(staff2, agentTask.id, 'agree');
    expect(await wf.onlyTask(ipadmin, during)).toMatchObject({ nodeId: 'ipAdminApprove' });

    // Outside its dates the rule does nothing.
    await t.request({
      method: 'POST', url: `${BPM_MODEL}/flow/agent/v1/save`, session: leader,
      payload: { id: ruleId, agentId: staff2.userId, startDate: new Date(now + 86_400_000).toISOString(), endDate: new Date(now + 2 * 86_400_000).toISOString() },
    });
    const after = await apply('委托期外的申请');
    expect(await wf.todo(staff2, after)).toEqual([]);
    expect(await wf.onlyTask(leader, after)).toMatchObject({ status: 'NORMAL' });
  });
});
