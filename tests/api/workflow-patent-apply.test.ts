import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64, createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { RT, MODEL, workflowClient } from './workflow-helpers.ts';

describe('workflow: patentApply (staff -> college leader -> IP admin)', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let leader: Session;
  let ipadmin: Session;
  let admin: Session;
  let wf: ReturnType<typeof workflowClient>;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, staff2, leader, ipadmin, admin] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'staff2'), t.login('univ', 'leader'), t.login('univ', 'ipadmin'), t.login('univ', 'admin')]);
  });
  afterAll(async () => { await t?.close(); });

  const opinions = async (instId: string, session = staff1) =>
    (await t.request({ method: 'GET', url: `${RT}/instance/v1/instanceFlowOpinions?instId=${instId}`, session })).json() as { taskKey: string; status: string; auditorName: string }[];

  it('runs to the end: the initiator\'s college leader, then the IP administrator, with opinions and lists', async () => {
    const started = await wf.start(staff1, { flowKey: 'patentApply', subject: '一种锂电池专利申请' }, { title: '锂电池' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ state: true, message: '启动流程成功', ended: false });
    const instId = started.json().instId as string;

    const [leaderTask] = await wf.todo(leader, instId);
    expect(leaderTask).toMatchObject({ name: '学院领导审批', nodeId: 'leaderApprove', status: 'NORMAL', subject: '一种锂电池专利申请', creator: '张伟' });
    expect(await wf.todo(ipadmin, instId)).toEqual([]);

    const stranger = await wf.complete(staff2, leaderTask!.id, 'agree');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('您不是该任务的处理人');

    expect((await wf.complete(leader, leaderTask!.id, 'agree')).json()).toMatchObject({ state: true, message: '办理成功', ended: false });
    const again = await wf.complete(leader, leaderTask!.id, 'agree');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('该任务已被处理，请刷新待办列表');

    const [ipTask] = await wf.todo(ipadmin, instId);
    expect(ipTask).toMatchObject({ nodeId: 'ipAdminApprove', name: '知识产权管理员审核' });
    const dueInDays = (Date.parse(ipTask!.dueTime!) - Date.parse(ipTask!.createTime)) / 86_400_000;
    expect(dueInDays).toBe(3);

    const done = await t.request({ method: 'POST', url: `${RT}/instance/v1/getDoneInstList`, session: leader, payload: {} });
    expect(done.json().rows).toEqual([expect.objectContaining({ procInstId: instId, status: 'running', opinionStatus: 'agree' })]);

    expect((await wf.complete(ipadmin, ipTask!.id, 'agree', { opinion: '同意申请' })).json()).toMatchObject({ state: true, ended: true });
    const mine = await t.request({ method: 'POST', url: `${RT}/instance/v1/myRequest`, session: staff1, payload: { querys: [{ property: 'defKey', value: 'patentApply' }] } });
    expect(mine.json()).toMatchObject({ total: 1, rows: [expect.objectContaining({ procInstId: instId, status: 'end', subject: '一种锂电池专利申请' })] });
    expect((await opinions(instId)).map((o) => [o.taskKey, o.status, o.auditorName])).toEqual([
      ['start', 'start', '张伟'], ['leaderApprove', 'agree', '陈院长'], ['ipAdminApprove', 'agree', '王知产'],
    ]);
    const late = await wf.complete(ipadmin, ipTask!.id, 'agree');
    expect(late.statusCode).toBe(409);
    expect((await t.request({ method: 'GET', url: `${RT}/instance/v1/instanceFlowOpinions?instId=${instId}`, session: staff2 })).statusCode).toBe(404);
  });

  it('sends back: backToStart gives the initiator a first-node task, reject returns to the previous handler', async () => {
    const instId = (await wf.start(staff1, { flowKey: 'patentApply' })).json().instId as string;
    const [leaderTask] = await wf.todo(leader, instId);
    expect((await wf.complete(leader, leaderTask!.id, 'backToStart', { opinion: '材料不全' })).statusCode).toBe(200);
    const [startTask] = await wf.todo(staff1, instId);
    expect(startTask).toMatchObject({ nodeId: 'start', status: 'BACK', name: '发起人' });
    const buttons = (await t.request({ method: 'GET', url: `${RT}/task/v1/getButtonsBytaskId?taskId=${startTask!.id}`, session: staff1 })).json();
    expect(buttons.map((b: { alias: string }) => b.alias)).toEqual(['agree', 'reject', 'saveDraft']);
    expect(buttons[0]).toEqual({ alias: 'agree', name: '同意' });

    await wf.complete(staff1, startTask!.id, 'agree', { data: base64(JSON.stringify({ title: '补充材料' })) });
    const [leaderAgain] = await wf.todo(leader, instId);
    expect(leaderAgain).toMatchObject({ nodeId: 'leaderApprove', status: 'NORMAL' });
    const detail = (await t.request({ method: 'GET', url: `${RT}/task/v1/get?id=${leaderAgain!.id}`, session: leader })).json();
    expect(detail).toMatchObject({ data: { title: '补充材料' }, isNodeIdOne: false, task: { statusName: '待办' } });
    // Other nodes: startTrans, saveDraft, lockUnlock, endProcess, hangUp and cancelHangUp move to the end.
    expect(detail.buttons.map((b: { alias: string }) => b.alias)).toEqual([
      'agree', 'oppose', 'reject', 'backToStart', 'addSign', 'inqu', 'commu', 'delegate', 'copyTo', 'flowImage', 'approvalHistory', 'print',
      'startTrans', 'saveDraft', 'lockUnlock', 'endProcess', 'hangUp', 'cancelHangUp']);
    await wf.complete(leader, leaderAgain!.id, 'agree');

    const [ipTask] = await wf.todo(ipadmin, instId);
    expect((await wf.complete(ipadmin, ipTask!.id, 'reject', { opinion: '请领导复核' })).statusCode).toBe(200);
    const [backToLeader] = await wf.todo(leader, instId);
    expect(backToLeader).toMatchObject({ nodeId: 'leaderApprove', status: 'BACK' });
    expect(await wf.todo(ipadmin, instId)).toEqual([]);

    const notAllowed = await wf.complete(leader, backToLeader!.id, 'reject', { destination: 'start' });
    expect(notAllowed.statusCode).toBe(400);
    expect(notAllowed.json().message).toBe('该节点不允许此驳回方式');
    expect((await opinions(instId)).map((o) => o.status)).toEqual(['start', 'backToStart', 'agree', 'agree', 'reject']);
  });

  it('keeps tenants apart: another tenant\'s user cannot see or handle the task', async () => {
    const instId = (await wf.start(staff1, { flowKey: 'patentApply' })).json().instId as string;
    const [task] = await wf.todo(leader, instId);
    const corpLeader = await t.login('corp', 'leader');
    expect((await wf.complete(corpLeader, task!.id, 'agree')).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${RT}/task/v1/get?id=${task!.id}`, session: corpLeader })).statusCode).toBe(404);
    expect(await wf.todo(corpLeader)).toEqual([]);
  });

  it('checks start rights and refuses unknown flows and bad data', async () => {
    const rights = await t.request({ method: 'GET', url: `${MODEL}/flowHasStartRights?defKey=patentApply`, session: staff1 });
    expect(rights.json()).toEqual({ state: true, message: '', value: true });
    expect((await wf.start(staff1, { flowKey: 'noSuchFlow' })).statusCode).toBe(404);
    const bad = await t.request({ method: 'POST', url: `${RT}/instance/v1/start`, session: staff1, payload: { flowKey: 'patentApply', data: base64('[1,2]') } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('表单数据必须是 Base64 编码的 JSON 对象');
    const list = await t.request({ method: 'POST', url: `${MODEL}/listJson`, session: staff1, payload: {} });
    expect(list.json().rows.map((r: { defKey: string }) => r.defKey)).toEqual(['agencyEntrust', 'annualFee', 'expense', 'patentApply']);
  });

  it('restricts start rights to the roles a deployment names; admins skip the check', async () => {
    const xml = (await import('../../src/server/db/seed/demo-flows.ts')).demoFlowXml('patentApply');
    const deployed = await wf.deploy(admin, 'patentApply', xml, {
      nodes: { leaderApprove: { assignees: [{ type: 'orgLeader' }] }, ipAdminApprove: { assignees: [{ type: 'roles', codes: ['IPgly'] }] } },
      startRights: { roles: ['IPgly'] },
    });
    expect(deployed.json()).toMatchObject({ state: true, value: { defKey: 'patentApply', version: 2 } });
    const refused = await wf.start(staff1, { flowKey: 'patentApply' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('无启动权限，请联系管理员');
    const rights = await t.request({ method: 'GET', url: `${MODEL}/flowHasStartRights?defKey=patentApply`, session: staff1 });
    expect(rights.json()).toEqual({ state: false, message: '无启动权限，请联系管理员', value: false });
    // The administrator's own office has no leader: the start is refused, and nodeUsers cannot name someone else's
    // leader for a node that takes no choice (the node's rule decides who handles it).
    const noLeader = await wf.start(admin, { flowKey: 'patentApply' });
    expect(noLeader.statusCode).toBe(400);
    expect(noLeader.json().message).toBe('节点 学院领导审批 没有处理人，请检查节点人员设置');
    const chosen = await wf.start(admin, { flowKey: 'patentApply', nodeUsers: JSON.stringify([{ nodeId: 'leaderApprove', executors: [{ id: String(leader.userId) }] }]) });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.json().message).toBe('节点 学院领导审批 不能选择这些处理人：只能从该节点的候选人中选择');
    expect((await wf.deploy(staff1, 'patentApply', xml)).statusCode).toBe(403);
  });
});
