import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64, createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { workflowClient } from './workflow-helpers.ts';

interface NoticeRow { id: string; procInstId: string; sender: string; receiver: string }

/** Every task and instance action with its message, its opinion, and its refusals. */
describe('workflow actions', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let leader: Session;
  let ipadmin: Session;
  let admin: Session;
  let agent: Session;
  let wf: ReturnType<typeof workflowClient>;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, staff2, leader, ipadmin, admin, agent] = await Promise.all(['staff1', 'staff2', 'leader', 'ipadmin', 'admin', 'agent'].map((a) => t.login('univ', a))) as [Session, Session, Session, Session, Session, Session, Session, Session];
  });
  afterAll(async () => { await t?.close(); });

  const apply = async () => (await wf.start(staff1, { flowKey: 'patentApply' }, { title: '动作测试' })).json().instId as string;
  const opinions = async (instId: string) =>
    ((await wf.get(staff1, `/instance/v1/instanceFlowOpinions?instId=${instId}`)).json() as { status: string; auditorName: string; opinion: string; statusName: string }[]);
  const expectRefused = (res: { statusCode: number; json(): { state: boolean; message: string } }, status: number, message: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ state: false, message });
  };

  it('delegate (转办): the task moves to one user, the delegator sees it under my delegations', async () => {
    const instId = await apply();
    const task = await wf.onlyTask(leader, instId);
    expectRefused(await wf.post(leader, '/task/v1/delegate', { taskId: Number(task.id), userIds: [staff2.userId, agent.userId] }), 400, '转办只能选择一个人');
    expectRefused(await wf.post(leader, '/task/v1/delegate', { taskId: Number(task.id), userIds: [leader.userId] }), 400, '不能选择自己');
    expectRefused(await wf.post(staff2, '/task/v1/delegate', { taskId: Number(task.id), userIds: [agent.userId] }), 403, '您不是该任务的处理人');
    expect((await wf.post(leader, '/task/v1/delegate', { taskId: Number(task.id), userIds: [staff2.userId], opinion: '请代办' })).json())
      .toEqual({ state: true, message: '转办成功' });
    expect(await wf.todo(leader, instId)).toEqual([]);
    expect(await wf.onlyTask(staff2, instId)).toMatchObject({ id: task.id, status: 'DELIVERTO', statusName: '转办', ownerId: String(leader.userId) });
    expect(await wf.list(leader, '/task/v1/getDelegate', instId)).toEqual([expect.objectContaining({ id: task.id })]);
    await wf.complete(staff2, task.id, 'agree');
    expect(await wf.list(leader, '/task/v1/getDelegate', instId)).toEqual([]);
    expect((await opinions(instId)).map((o) => [o.status, o.auditorName])).toEqual([['start', '张伟'], ['delegate', '陈院长'], ['agree', '李娜']]);
  });

  it('inquire (征询) and reply; communicate (沟通) and reply; circulate (流转) with agreeTrans / opposeTrans', async () => {
    const instId = await apply();
    const task = await wf.onlyTask(leader, instId);
    expect((await wf.post(leader, '/task/v1/taskToInqu', { taskId: Number(task.id), userIds: [staff2.userId], opinion: '请给意见' })).json())
      .toEqual({ state: true, message: '征询成功' });
    const inquiry = await wf.onlyTask(staff2, instId);
    expect(inquiry).toMatchObject({ status: 'TRANSFORMEDINQU', statusName: '征询' });
    expect((await wf.get(staff2, `/task/v1/getButtonsBytaskId?taskId=${inquiry.id}`)).json()[0]).toEqual({ alias: 'inquReply', name: '回复' });
    expectRefused(await wf.complete(staff2, inquiry.id, 'agree'), 400, '暂不支持该操作：agree');
    expect((await wf.post(staff2, '/task/v1/taskToInquReply', { taskId: Number(inquiry.id), opinion: '可以' })).json()).toEqual({ state: true, message: '回复成功' });
    expect(await wf.todo(staff2, instId)).toEqual([]);

    expect((await wf.post(leader, '/task/v1/communicate', { taskId: Number(task.id), userIds: [agent.userId] })).json()).toEqual({ state: true, message: '沟通成功' });
    const commu = await wf.onlyTask(agent, instId);
    expect(commu).toMatchObject({ status: 'COMMU', statusName: '沟通' });
    expectRefused(await wf.post(agent, '/task/v1/delegate', { taskId: Number(commu.id), userIds: [staff2.userId] }), 400, '沟通、征询、流转和加签的任务不能再发起此操作');
    expect((await wf.complete(agent, commu.id, 'commu', { opinion: '已沟通' })).statusCode).toBe(200);

    expect((await wf.post(leader, '/task/v1/taskToTrans', { taskId: Number(task.id), userIds: [staff2.userId, agent.userId] })).json()).toEqual({ state: true, message: '流转成功' });
    const [trans] = await wf.todo(staff2, instId);
    expect(trans).toMatchObject({ status: 'TRANSFORMED', statusName: '流转' });
    await wf.complete(staff2, trans!.id, 'agreeTrans');
    const [other] = await wf.todo(agent, instId);
    await wf.complete(agent, other!.id, 'opposeTrans');
    expect((await opinions(instId)).map((o) => o.status)).toEqual(['start', 'inqu', 'inquReply', 'startCommu', 'commu', 'startTrans', 'agreeTrans', 'opposeTrans']);
    expect((await opinions(instId)).at(-1)!.statusName).toBe('流转反对');

    // Withdrawing circulation: nothing open any more.
    expectRefused(await wf.post(leader, '/instance/v1/revokeTrans', { taskId: Number(task.id) }), 409, '没有可撤回的内容');
    // The leader's task was open all along.
    expect(await wf.onlyTask(leader, instId)).toMatchObject({ id: task.id });
  });

  it('add signature in sequence: signers sign one after another, then the node moves on', async () => {
    const instId = await apply();
    const task = await wf.onlyTask(leader, instId);
    await wf.post(leader, '/task/v1/userTaskToSign', { taskId: Number(task.id), userIds: [staff2.userId, agent.userId], signType: 'sequence' });
    expectRefused(await wf.post(leader, '/task/v1/userTaskToSign', { taskId: Number(task.id), userIds: [ipadmin.userId], signType: 'parallel' }), 409, '已有加签人员尚未签署');
    expect(await wf.todo(agent, instId)).toEqual([]);
    const firstSigner = await wf.onlyTask(staff2, instId);
    expect(firstSigner).toMatchObject({ status: 'SIGNSEQUENCEED', statusName: '顺序签署' });
    await wf.complete(staff2, firstSigner.id, 'agree');
    const second = await wf.onlyTask(agent, instId);
    await wf.complete(leader, task.id, 'agree');
    expect(await wf.todo(ipadmin, instId)).toEqual([]);
    await wf.complete(agent, second.id, 'agree');
    expect(await wf.onlyTask(ipadmin, instId)).toMatchObject({ nodeId: 'ipAdminApprove' });
  });

  it('withdraws added signers who have not signed', async () => {
    const instId = await apply();
    const task = await wf.onlyTask(leader, instId);
    await wf.post(leader, '/task/v1/userTaskToSign', { taskId: Number(task.id), userIds: [staff2.userId], signType: 'parallel' });
    expect((await wf.post(leader, '/instance/v1/revokeSignLine', { taskId: Number(task.id) })).json()).toEqual({ state: true, message: '撤销加签成功' });
    expect(await wf.todo(staff2, instId)).toEqual([]);
    await wf.complete(leader, task.id, 'agree');
    expect(await wf.onlyTask(ipadmin, instId)).toMatchObject({ nodeId: 'ipAdminApprove' });
  });

  it('copy-to (流程抄送, passOnTrans) by hand, read records, and deleting a copy', async () => {
    const instId = await apply();
    expectRefused(await wf.post(agent, '/instance/v1/transToMore', { instId: Number(instId), userIds: [staff2.userId] }), 403, '您没有参与该流程');
    expect((await wf.post(staff1, '/instance/v1/transToMore', { instId: Number(instId), userIds: [staff2.userId, agent.userId], opinion: '请知悉' })).json())
      .toEqual({ state: true, message: '抄送成功' });
    const [copy] = await wf.list<NoticeRow>(staff2, '/task/v1/getNoticeTodoReadList', instId);
    expect(copy).toMatchObject({ sender: '张伟', receiver: '李娜' });
    expect((await wf.post(staff2, '/task/v1/getNoticeTodoReadCount')).json()).toBe(1);
    // The receiver may read the instance now.
    expect((await wf.get(staff2, `/instance/v1/instanceFlowOpinions?instId=${instId}`)).statusCode).toBe(200);
    await wf.post(staff2, `/task/v1/noticeTurnDode?taskId=${copy!.id}`);
    expect((await wf.post(staff2, '/task/v1/getNoticeTodoReadCount')).json()).toBe(0);
    expect((await wf.post(staff2, '/task/v1/getNoticeDoneReadCount')).json()).toBe(1);
    expect(await wf.list(staff1, '/task/v1/getMyNoticeReadList', instId)).toHaveLength(2);
    expect((await wf.post(staff2, `/task/v1/delBpmTaskNoticeById?id=${copy!.id}`)).json()).toEqual({ state: true, message: '删除成功' });
    expectRefused(await wf.post(staff2, `/task/v1/delBpmTaskNoticeById?id=${copy!.id}`), 404, '抄送记录不存在');
  });

  it('end process (终止成功) from a task and by id; a forbidden instance refuses actions until unforbidden', async () => {
    const instId = await apply();
    const task = await wf.onlyTask(leader, instId);
    expectRefused(await wf.get(staff2, `/instance/v1/forbiddenInstance?instId=${instId}`), 403, '只有发起人或管理员可以执行此操作');
    expect((await wf.get(staff1, `/instance/v1/forbiddenInstance?instId=${instId}`)).json()).toEqual({ state: true, message: '禁止成功' });
    expectRefused(await wf.complete(leader, task.id, 'agree'), 409, '流程已结束或已被禁止，不能再处理');
    expect((await wf.get(admin, `/instance/v1/unForbiddenInstance?instId=${instId}`)).json()).toEqual({ state: true, message: '解除禁止成功' });
    expect((await wf.post(leader, '/instance/v1/doEndProcess', { taskId: Number(task.id), endReason: '重复申请' })).json()).toEqual({ state: true, message: '终止成功' });
    expect(await wf.todo(leader, instId)).toEqual([]);
    expect((await wf.list(staff1, '/instance/v1/myRequest', instId))[0]).toMatchObject({ status: 'manual_end' });
    expect((await wf.post(leader, `/task/v1/isEnd?procInstId=${instId}`)).json()).toBe(true);

    const other = await apply();
    expectRefused(await wf.get(staff2, `/instance/v1/doEndProcessById?instId=${other}`), 403, '只有发起人或管理员可以执行此操作');
    expect((await wf.get(staff1, `/instance/v1/doEndProcessById?instId=${other}`)).json()).toEqual({ state: true, message: '终止成功' });
  });

  it('urgent reminder, due time, follow, task draft', async () => {
    const instId = await apply();
    const task = await wf.onlyTask(leader, instId);
    expect((await wf.post(staff1, '/instance/v1/sendBpmTaskUrgent', { instId: Number(instId), content: '请尽快审批' })).json()).toEqual({ state: true, message: '催办成功' });
    expectRefused(await wf.post(staff2, '/instance/v1/sendBpmTaskUrgent', { instId: Number(instId) }), 403, '只有发起人或管理员可以执行此操作');
    expect((await wf.post(staff1, `/instance/v1/getUrgrntById?id=${instId}`)).json()).toEqual([expect.objectContaining({ receiver: '陈院长', content: '请尽快审批', taskName: '学院领导审批' })]);

    const due = '2030-01-02T03:04:05.000Z';
    expect((await wf.post(leader, '/bpmTaskDueTime/v1/save', { taskId: Number(task.id), dueTime: due })).json()).toEqual({ state: true, message: '保存成功' });
    expect((await wf.get(leader, `/bpmTaskDueTime/v1/getByTaskId?taskId=${task.id}`)).json()).toEqual({ taskId: task.id, dueTime: due, overdue: false });
    expectRefused(await wf.post(staff2, '/bpmTaskDueTime/v1/save', { taskId: Number(task.id), dueTime: due }), 403, '您没有参与该流程');

    expect((await wf.post(staff1, '/taskFollow/v1/save', { instId: Number(instId), nodeIds: ['ipAdminApprove'] })).json()).toEqual({ state: true, message: '跟踪成功' });
    expect((await wf.get(staff1, `/taskFollow/v1/getFollowedNode?instId=${instId}`)).json()).toEqual({ instId, nodeIds: ['ipAdminApprove'], followed: true });
    expect((await wf.post(staff1, '/taskFollow/v1/save', { instId: Number(instId), nodeIds: [] })).json()).toEqual({ state: true, message: '取消跟踪成功' });
    expect((await wf.post(agent, '/taskFollow/v1/save', { instId: Number(instId), nodeIds: ['x'] })).statusCode).toBe(404);

    expect((await wf.post(leader, '/task/v1/saveDraft', { taskId: Number(task.id), opinion: '初步同意', data: base64(JSON.stringify({ reviewComment: '待定' })) })).json())
      .toEqual({ state: true, message: '保存成功', value: { dataRev: expect.any(String) } });
    expect((await wf.get(leader, `/task/v1/getBpmSaveOpinionByTeam?taskId=${task.id}`)).json()).toEqual({ taskId: task.id, opinion: '初步同意' });
    const detail = (await wf.get(leader, `/task/v1/get?id=${task.id}`)).json();
    expect(detail).toMatchObject({ data: { title: '动作测试', reviewComment: '待定' }, form: 'patentApply', task: { draftOpinion: '初步同意' } });
    expect(detail.fieldRights).toMatchObject({ title: 'read', reviewComment: 'edit' });
  });

  it('hang-up and cancel hang-up; lock and unlock a shared task', async () => {
    const instId = await apply();
    const task = await wf.onlyTask(leader, instId);
    expect((await wf.post(leader, `/task/v1/hangUp?taskId=${task.id}`)).json()).toEqual({ state: true, message: '挂起成功' });
    expectRefused(await wf.complete(leader, task.id, 'agree'), 409, '任务已挂起，请先取消挂起');
    expectRefused(await wf.post(leader, `/task/v1/hangUp?taskId=${task.id}`), 409, '任务已挂起，请先取消挂起');
    expect((await wf.post(leader, `/task/v1/cancelHangUp?taskId=${task.id}`)).json()).toEqual({ state: true, message: '取消挂起成功' });
    expect((await wf.get(leader, `/task/v1/lockUnlock?taskId=${task.id}`)).json()).toBe(2);
    expect((await wf.get(leader, `/task/v1/canLock?taskId=${task.id}`)).json()).toBe(false);
    await wf.complete(leader, task.id, 'agree');
    expect((await wf.get(leader, `/task/v1/lockUnlock?taskId=${task.id}`)).json()).toBe(0);

    // A shared task: every holder of role sysAdmin + IPgly via a deployed flow.
    const xml = `<?xml version="1.0" encoding="UTF-8"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
      <bpmn:process id="shared" isExecutable="true"><bpmn:startEvent id="s"/><bpmn:userTask id="review" name="共同审核"/><bpmn:endEvent id="e"/>
      <bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="review"/><bpmn:sequenceFlow id="f2" sourceRef="review" targetRef="e"/></bpmn:process></bpmn:definitions>`;
    await wf.deploy(admin, 'sharedReview', xml, { nodes: { review: { assignees: [{ type: 'users', accounts: ['leader', 'ipadmin'] }] } } });
    const shared = (await wf.start(staff1, { flowKey: 'sharedReview' })).json().instId as string;
    const sharedTask = await wf.onlyTask(leader, shared);
    expect((await wf.get(leader, `/task/v1/canLock?taskId=${sharedTask.id}`)).json()).toBe(true);
    expect((await wf.get(leader, `/task/v1/lockUnlock?taskId=${sharedTask.id}`)).json()).toBe(1);
    expect((await wf.get(ipadmin, `/task/v1/lockUnlock?taskId=${sharedTask.id}`)).json()).toBe(4);
    expect((await wf.get(ipadmin, `/task/v1/canLock?taskId=${sharedTask.id}`)).json()).toBe(false);
    expectRefused(await wf.complete(ipadmin, sharedTask.id, 'agree'), 409, '任务已被他人锁定');
    expect((await wf.get(leader, `/task/v1/lockUnlock?taskId=${sharedTask.id}`)).json()).toBe(3);
    expect((await wf.complete(ipadmin, sharedTask.id, 'agree')).json()).toMatchObject({ ended: true });
  });

  it('drafts: save, list, update, start from a draft, delete', async () => {
    const saved = await wf.post(staff1, '/instance/v1/saveDraft', { flowKey: 'agencyEntrust', subject: '委托草稿', data: base64(JSON.stringify({ patentTitle: '草稿专利' })) });
    expect(saved.json()).toMatchObject({ state: true, message: '保存草稿成功' });
    const draftId = saved.json().value as string;
    const drafts = await wf.list<{ id: string; subject: string; defKey: string }>(staff1, '/instance/v1/newProcess');
    expect(drafts).toEqual([expect.objectContaining({ id: draftId, subject: '委托草稿', defKey: 'agencyEntrust' })]);
    expect((await wf.post(staff1, '/instance/v1/newProcessCount')).json()).toBe(1);
    await wf.post(staff1, '/instance/v1/saveDraft', { proInstId: Number(draftId), data: base64(JSON.stringify({ fee: 3000 })) });
    expect((await wf.post(staff1, '/instance/v1/startDraftForm', { instId: Number(draftId) })).json()).toMatchObject({ data: { patentTitle: '草稿专利', fee: 3000 } });
    expect((await wf.post(staff2, '/instance/v1/startDraftForm', { instId: Number(draftId) })).statusCode).toBe(404);

    const started = await wf.start(staff1, { proInstId: Number(draftId) });
    expect(started.json()).toMatchObject({ state: true, message: '启动流程成功' });
    const instId = started.json().instId as string;
    expect((await wf.get(leader, `/instance/v1/getInstanceByInstId?instId=${instId}`)).json()).toMatchObject({
      subject: '委托草稿', defKey: 'agencyEntrust', data: { patentTitle: '草稿专利', fee: 3000 }, currentNodes: ['leaderApprove'],
    });
    expect(await wf.list(staff1, '/instance/v1/newProcess')).toEqual([]);

    const another = (await wf.post(staff1, '/instance/v1/saveDraft', { flowKey: 'patentApply' })).json().value as string;
    expectRefused(await t.request({ method: 'DELETE', url: `/api/bpm-runtime/runtime/instance/v1/removeDraftById?ids=${another}`, session: staff2 }), 404, '草稿不存在');
    expect((await t.request({ method: 'DELETE', url: `/api/bpm-runtime/runtime/instance/v1/removeDraftById?ids=${another}`, session: staff1 })).json())
      .toEqual({ state: true, message: '删除成功' });
    expectRefused(await wf.post(staff1, '/instance/v1/saveDraft', { flowKey: 'annualFee' }), 403, '无启动权限，请联系管理员');
  });

  it('reject destinations and the messages in English', async () => {
    const instId = (await wf.start(staff1, { flowKey: 'agencyEntrust' }, { patentTitle: 'x' })).json().instId as string;
    await wf.complete(leader, (await wf.onlyTask(leader, instId)).id, 'agree');
    const ipTask = await wf.onlyTask(ipadmin, instId);
    expect((await wf.post(ipadmin, '/task/v1/getAfterJumpNodes', { taskId: Number(ipTask.id) })).json()).toEqual([
      { nodeId: 'leaderApprove', name: '学院领导审批' }, { nodeId: 'start', name: '发起人' },
    ]);
    const en = await t.request({
      method: 'POST', url: '/api/bpm-runtime/runtime/task/v1/delegate', session: ipadmin, headers: { 'accept-language': 'en-US' },
      payload: { taskId: Number(ipTask.id), userIds: [staff2.userId] },
    });
    expect(en.json()).toEqual({ state: true, message: 'Task delegated' });
  });

  it('the initiator revokes a start while the first task is untouched; an inquiry is revoked by withdrawing its questions', async () => {
    const instId = await apply();
    expect((await wf.post(staff1, '/instance/v1/revokeInstance', { instanceId: Number(instId) })).json()).toEqual({ state: true, message: '撤回成功' });
    expect(await wf.todo(leader, instId)).toEqual([]);
    const back = await wf.onlyTask(staff1, instId);
    expect(back).toMatchObject({ nodeId: 'start' });
    await wf.complete(staff1, back.id, 'agree');
    const task = await wf.onlyTask(leader, instId);
    await wf.post(leader, '/task/v1/taskToInqu', { taskId: Number(task.id), userIds: [staff2.userId] });
    const [row] = await wf.list<{ opinionStatus: string; revoke: boolean }>(leader, '/instance/v1/getDoneList?isCheckRevoke=true', instId);
    expect(row).toMatchObject({ opinionStatus: 'inqu', revoke: true });
    expect((await wf.post(leader, '/instance/v1/revokeInstance', { instanceId: Number(instId) })).json()).toEqual({ state: true, message: '撤回成功' });
    expect(await wf.todo(staff2, instId)).toEqual([]);
    expect(await wf.onlyTask(leader, instId)).toMatchObject({ id: task.id });
  });
});
