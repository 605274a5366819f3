import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { base64, createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { RT, workflowClient } from './workflow-helpers.ts';

type Reply = { statusCode: number; json(): { state: boolean; message: string } };

/**
 * Copy-to and its reply, the communication reply, passing circulation / communication on, saving an instance's form,
 * read records, handlers, start defaults. Flows about business records: workflow-business-record.test.ts.
 */
describe('workflow instance calls: passOnTrans, doNextCopyto, doNextcommu, pass-on, saveFormData, getByRecordInstId, executors', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let leader: Session;
  let ipadmin: Session;
  let admin: Session;
  let agent: Session;
  let college: number;
  let wf: ReturnType<typeof workflowClient>;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, staff2, leader, ipadmin, admin, agent] = await Promise.all(['staff1', 'staff2', 'leader', 'ipadmin', 'admin', 'agent'].map((a) => t.login('univ', a))) as Session[] as
      [Session, Session, Session, Session, Session, Session];
    college = (await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('org').select('id').where('code', '=', 'cs').executeTakeFirstOrThrow())).id;
  });
  afterAll(async () => { await t?.close(); });

  const application = (over: Record<string, unknown> = {}) => ({ title: '一种固态电池电解质', type: 'invent', claims: '1. 一种电解质', college, applicationDate: '2026-03-01', ...over });
  const apply = async (session = staff1, businessKey?: string) =>
    (await wf.start(session, { flowKey: 'patentApply', ...(businessKey ? { businessKey } : {}) }, application())).json().instId as string;
  const refused = (res: Reply, status: number, message: unknown) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ state: false, message });
  };
  const english = (session: Session, path: string, payload: unknown) =>
    t.request({ method: 'POST', url: `${RT}${path}`, session, payload, headers: { 'accept-language': 'en-US' } });
  const storedData = async (instId: string) => (await withTenant(t.db, t.tenantId('univ'), (tx) =>
    tx.selectFrom('bpm_instance').select('data').where('id', '=', Number(instId)).executeTakeFirstOrThrow())).data;
  const opinions = async (instId: string) =>
    (await wf.get(staff1, `/instance/v1/instanceFlowOpinions?instId=${instId}`)).json() as { status: string; statusName: string; auditorName: string; opinion: string }[];
  const buttons = async (session: Session, taskId: string) =>
    ((await wf.get(session, `/task/v1/getButtonsBytaskId?taskId=${taskId}`)).json() as { alias: string; name: string }[]);

  const notices = async (session: Session, box: 'getNoticeTodoReadList' | 'getNoticeDoneReadList', instId: string) =>
    wf.list<{ id: string; sender: string; receiver: string; opinion: string }>(session, `/task/v1/${box}`, instId);

  describe('passOnTrans (流程抄送)', () => {
    it('copies the instance to more users: each gets an unread notice with the opinion; the history names the copy', async () => {
      const instId = await apply();
      expect((await wf.post(leader, '/instance/v1/transToMore', { instId: Number(instId), userIds: [staff2.userId, agent.userId], opinion: '请知悉' })).json())
        .toEqual({ state: true, message: '抄送成功' });
      expect(await notices(staff2, 'getNoticeTodoReadList', instId)).toEqual([expect.objectContaining({ sender: '陈院长', receiver: '李娜', opinion: '请知悉' })]);
      expect(await notices(agent, 'getNoticeTodoReadList', instId)).toHaveLength(1);
      expect((await opinions(instId)).at(-1)).toMatchObject({ status: 'copyto', statusName: '抄送', auditorName: '陈院长', opinion: '请知悉' });
      // The flow did not move.
      expect(await wf.onlyTask(leader, instId)).toMatchObject({ nodeId: 'leaderApprove' });
    });

    it('refuses: people not taking part, oneself, unknown users, nobody, ended instances; in English too', async () => {
      const instId = await apply();
      const copy = (session: Session, userIds: number[]) => wf.post(session, '/instance/v1/transToMore', { instId: Number(instId), userIds });
      refused(await copy(agent, [staff2.userId]), 403, '您没有参与该流程');
      refused(await copy(staff1, [staff1.userId]), 400, '不能选择自己');
      refused(await copy(staff1, [999_999]), 400, '所选人员不存在：999999');
      refused(await copy(staff1, []), 400, '请求参数不正确：body/userIds: 不应少于 1 个项');
      refused(await english(agent, '/instance/v1/transToMore', { instId: Number(instId), userIds: [staff2.userId] }), 403, 'You are not taking part in this flow');
      expect(await notices(staff2, 'getNoticeTodoReadList', instId)).toEqual([]);
      await wf.get(staff1, `/instance/v1/doEndProcessById?instId=${instId}`);
      refused(await copy(staff1, [staff2.userId]), 409, '流程已结束或已被禁止，不能再处理');
    });
  });

  describe('doNextCopyto (抄送回复)', () => {
    const reply = (session: Session, noticeId: string, opinion: string) => wf.post(session, '/instance/v1/doNextCopyto', { noticeId: Number(noticeId), opinion });
    const copied = async () => {
      const instId = await apply();
      await wf.post(staff1, '/instance/v1/transToMore', { instId: Number(instId), userIds: [staff2.userId, agent.userId], opinion: '请知悉' });
      const [notice] = await notices(staff2, 'getNoticeTodoReadList', instId);
      return { instId, noticeId: notice!.id };
    };

    it('the receiver replies: the reply joins the approval history, the copy counts as read; replies may be repeated', async () => {
      const { instId, noticeId } = await copied();
      expect((await reply(staff2, noticeId, '已阅，同意申请')).json()).toEqual({ state: true, message: '抄送回复成功' });
      expect((await opinions(instId)).at(-1)).toMatchObject({ status: 'copyToReply', statusName: '抄送回复', auditorName: '李娜', opinion: '已阅，同意申请' });
      expect(await notices(staff2, 'getNoticeTodoReadList', instId)).toEqual([]);
      expect(await notices(staff2, 'getNoticeDoneReadList', instId)).toEqual([expect.objectContaining({ id: noticeId })]);
      // The other receiver's copy is untouched.
      expect(await notices(agent, 'getNoticeTodoReadList', instId)).toHaveLength(1);
      expect((await reply(staff2, noticeId, '补充：请注意期限')).statusCode).toBe(200);
      expect((await opinions(instId)).filter((o) => o.status === 'copyToReply').map((o) => o.opinion)).toEqual(['已阅，同意申请', '补充：请注意期限']);
      // A reply is no handled task: the done list does not show it, and the flow did not move.
      expect(await wf.list(staff2, '/instance/v1/getDoneList?isCheckRevoke=true', instId)).toEqual([]);
      expect(await wf.onlyTask(leader, instId)).toMatchObject({ nodeId: 'leaderApprove' });
      const en = (await english(staff2, '/instance/v1/doNextCopyto', { noticeId: Number(noticeId), opinion: 'Noted' })).json();
      expect(en).toEqual({ state: true, message: 'Reply to the copy sent' });
      expect((await wf.get(staff1, `/instance/v1/instanceFlowOpinions?instId=${instId}`)).json().at(-1)).toMatchObject({ statusName: '抄送回复' });
    });

    it('an ended instance still takes replies; a forbidden one does not', async () => {
      const ended = await copied();
      await wf.get(staff1, `/instance/v1/doEndProcessById?instId=${ended.instId}`);
      expect((await reply(staff2, ended.noticeId, '已阅')).json()).toEqual({ state: true, message: '抄送回复成功' });
      const forbidden = await copied();
      await wf.get(staff1, `/instance/v1/forbiddenInstance?instId=${forbidden.instId}`);
      refused(await reply(staff2, forbidden.noticeId, '已阅'), 409, '流程已被禁止，不能回复');
      refused(await english(staff2, '/instance/v1/doNextCopyto', { noticeId: Number(forbidden.noticeId), opinion: 'x' }), 409, 'The flow is forbidden; it cannot be replied to');
    });

    it('refuses: the sender, anyone else, a blank reply, another tenant, an unknown copy; nothing is recorded', async () => {
      const { instId, noticeId } = await copied();
      refused(await reply(staff1, noticeId, '我自己回复'), 403, '只有抄送的接收人可以回复');
      refused(await english(staff1, '/instance/v1/doNextCopyto', { noticeId: Number(noticeId), opinion: 'x' }), 403, 'Only the receiver of the copy can reply to it');
      refused(await reply(leader, noticeId, '路过'), 404, '抄送记录不存在');
      refused(await reply(staff2, noticeId, '   '), 400, '请填写回复意见');
      refused(await english(staff2, '/instance/v1/doNextCopyto', { noticeId: Number(noticeId), opinion: '' }), 400, 'Please write your reply');
      refused(await reply(await t.login('corp', 'staff2'), noticeId, '跨租户'), 404, '抄送记录不存在');
      refused(await reply(staff2, '999999', '已阅'), 404, '抄送记录不存在');
      refused(await wf.post(staff2, '/instance/v1/doNextCopyto', { noticeId: Number(noticeId) }), 400, '请求参数不正确：body: 应当有必需属性 opinion');
      expect((await opinions(instId)).some((o) => o.status === 'copyToReply')).toBe(false);
      expect(await notices(staff2, 'getNoticeTodoReadList', instId)).toHaveLength(1);
    });
  });

  describe('doNextcommu (沟通反馈)', () => {
    const answer = (session: Session, taskId: string, opinion: string, extra: Record<string, unknown> = {}) =>
      wf.post(session, '/instance/v1/doNextcommu', { taskId: Number(taskId), opinion, ...extra });

    it('the holder of a communication task answers it: the task closes, the history shows 沟通反馈; the main task stays', async () => {
      const instId = await apply();
      const main = await wf.onlyTask(leader, instId);
      await wf.post(leader, '/task/v1/communicate', { taskId: Number(main.id), userIds: [staff2.userId], opinion: '请补充说明' });
      const mine = await wf.onlyTask(staff2, instId);
      const files = [{ id: 'f1', name: '说明.pdf' }];
      expect((await answer(staff2, mine.id, '已补充技术交底书', { files })).json()).toEqual({ state: true, message: '沟通反馈成功' });
      expect(await wf.todo(staff2, instId)).toEqual([]);
      expect((await opinions(instId)).at(-1)).toMatchObject({ status: 'commu', statusName: '沟通反馈', auditorName: '李娜', opinion: '已补充技术交底书', files });
      expect(await wf.onlyTask(leader, instId)).toMatchObject({ id: main.id });
      refused(await answer(staff2, mine.id, '再答一次'), 409, '该任务已被处理，请刷新待办列表');
    });

    it('refuses: other kinds of task, other people, a blank reply, unknown tasks; in English too', async () => {
      const instId = await apply();
      const main = await wf.onlyTask(leader, instId);
      await wf.post(leader, '/task/v1/communicate', { taskId: Number(main.id), userIds: [staff2.userId] });
      await wf.post(leader, '/task/v1/taskToTrans', { taskId: Number(main.id), userIds: [agent.userId] });
      const mine = await wf.onlyTask(staff2, instId);
      refused(await answer(leader, main.id, '同意'), 400, '只有沟通任务可以沟通反馈');
      refused(await answer(agent, (await wf.onlyTask(agent, instId)).id, '同意'), 400, '只有沟通任务可以沟通反馈');
      refused(await english(leader, '/instance/v1/doNextcommu', { taskId: Number(main.id), opinion: 'x' }), 400, 'Only a communication task can be answered with a communication reply');
      refused(await answer(staff1, mine.id, '代答'), 403, '您不是该任务的处理人');
      refused(await answer(staff2, mine.id, ' '), 400, '请填写回复意见');
      refused(await answer(staff2, '999999', '已了解'), 404, '任务不存在或无权查看');
      expect(await wf.onlyTask(staff2, instId)).toMatchObject({ id: mine.id, status: 'COMMU' });
    });
  });

  describe('passing circulation on: taskToTrans on a circulation task (继续流转)', () => {
    it('the holder of a circulation task passes it on; their own task stays theirs; the opinion is recorded', async () => {
      const instId = await apply();
      const main = await wf.onlyTask(leader, instId);
      await wf.post(leader, '/task/v1/taskToTrans', { taskId: Number(main.id), userIds: [staff2.userId] });
      const mine = await wf.onlyTask(staff2, instId);
      expect(await buttons(staff2, mine.id)).toContainEqual({ alias: 'passOnTrans', name: '继续流转' });
      expect((await wf.post(staff2, '/task/v1/taskToTrans', { taskId: Number(mine.id), userIds: [agent.userId], opinion: '请一并阅示' })).json())
        .toEqual({ state: true, message: '继续流转成功' });
      expect(await wf.onlyTask(agent, instId)).toMatchObject({ status: 'TRANSFORMED', statusName: '流转', nodeId: 'leaderApprove' });
      expect(await wf.onlyTask(staff2, instId)).toMatchObject({ id: mine.id, status: 'TRANSFORMED' });
      expect(await wf.onlyTask(leader, instId)).toMatchObject({ id: main.id });
      expect((await opinions(instId)).at(-1)).toMatchObject({ status: 'passOnTrans', statusName: '继续流转', auditorName: '李娜', opinion: '请一并阅示' });
      // The new task answers like any circulation task; withdrawing circulation from the main task takes it back too.
      await wf.complete(staff2, mine.id, 'agreeTrans');
      expect((await wf.post(leader, '/instance/v1/revokeTrans', { taskId: Number(main.id) })).json()).toEqual({ state: true, message: '撤销成功' });
      expect(await wf.todo(agent, instId)).toEqual([]);
    });

    it('refuses: nobody twice, not the main task\'s handler, not oneself, unknown users, other people, other kinds of asking, handled tasks', async () => {
      const instId = await apply();
      const main = await wf.onlyTask(leader, instId);
      await wf.post(leader, '/task/v1/taskToTrans', { taskId: Number(main.id), userIds: [staff2.userId, agent.userId] });
      const mine = await wf.onlyTask(staff2, instId);
      const pass = (session: Session, userIds: number[], taskId = mine.id) => wf.post(session, '/task/v1/taskToTrans', { taskId: Number(taskId), userIds });
      refused(await pass(staff2, [agent.userId, ipadmin.userId]), 400, '赵代理 已收到该任务，不能重复发送');
      refused(await pass(staff2, [leader.userId]), 400, '不能选择当前任务的处理人：陈院长');
      refused(await pass(staff2, [staff2.userId]), 400, '不能选择自己');
      refused(await pass(staff2, [999_999]), 400, '所选人员不存在：999999');
      refused(await pass(ipadmin, [admin.userId]), 403, '您不是该任务的处理人');
      // A circulation task is passed on as circulation only: not communicated, not inquired.
      refused(await wf.post(staff2, '/task/v1/communicate', { taskId: Number(mine.id), userIds: [ipadmin.userId] }), 400, '沟通、征询、流转和加签的任务不能再发起此操作');
      refused(await wf.post(staff2, '/task/v1/taskToInqu', { taskId: Number(mine.id), userIds: [ipadmin.userId] }), 400, '沟通、征询、流转和加签的任务不能再发起此操作');
      refused(await pass(staff2, []), 400, '请求参数不正确：body/userIds: 不应少于 1 个项');
      const en = await english(staff2, '/task/v1/taskToTrans', { taskId: Number(mine.id), userIds: [agent.userId] });
      refused(en, 400, '赵代理 already received this task; it cannot be sent twice');
      // Nothing was opened by the refusals.
      expect(await wf.todo(ipadmin, instId)).toEqual([]);
      await wf.complete(staff2, mine.id, 'opposeTrans');
      refused(await pass(staff2, [ipadmin.userId]), 409, '该任务已被处理，请刷新待办列表');
      // On the main task the same call still circulates it.
      expect((await pass(leader, [ipadmin.userId], main.id)).json()).toEqual({ state: true, message: '流转成功' });
    });
  });

  describe('passing communication on: communicate on a communication task (继续沟通)', () => {
    it('the holder of a communication task passes it on to more people; refusals as for circulation', async () => {
      const instId = await apply();
      const main = await wf.onlyTask(leader, instId);
      await wf.post(leader, '/task/v1/communicate', { taskId: Number(main.id), userIds: [staff2.userId] });
      const mine = await wf.onlyTask(staff2, instId);
      expect(await buttons(staff2, mine.id)).toContainEqual({ alias: 'passOnCommu', name: '继续沟通' });
      const pass = (session: Session, userIds: number[], taskId = mine.id) => wf.post(session, '/task/v1/communicate', { taskId: Number(taskId), userIds });
      expect((await pass(staff2, [agent.userId, ipadmin.userId])).json()).toEqual({ state: true, message: '继续沟通成功' });
      expect(await wf.onlyTask(agent, instId)).toMatchObject({ status: 'COMMU', statusName: '沟通' });
      expect(await wf.onlyTask(ipadmin, instId)).toMatchObject({ status: 'COMMU' });
      expect(await wf.onlyTask(staff2, instId)).toMatchObject({ id: mine.id });
      expect((await opinions(instId)).at(-1)).toMatchObject({ status: 'passOnCommu', statusName: '继续沟通' });
      refused(await pass(staff2, [agent.userId]), 400, '赵代理 已收到该任务，不能重复发送');
      refused(await wf.post(staff2, '/task/v1/taskToTrans', { taskId: Number(mine.id), userIds: [admin.userId] }), 400, '沟通、征询、流转和加签的任务不能再发起此操作');
      refused(await pass(staff1, [admin.userId]), 403, '您不是该任务的处理人');
      refused(await english(staff2, '/task/v1/communicate', { taskId: Number(mine.id), userIds: [leader.userId] }), 400, 'The handler of the task cannot be chosen: 陈院长');
      // The people it was passed on to answer it like the first one.
      const theirs = await wf.onlyTask(agent, instId);
      expect((await wf.post(agent, '/instance/v1/doNextcommu', { taskId: Number(theirs.id), opinion: '已了解' })).json()).toEqual({ state: true, message: '沟通反馈成功' });
    });
  });

  describe('saveFormData', () => {
    const saveForm = (session: Session, instId: string, data: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      wf.post(session, '/instance/v1/saveFormData', { instId: Number(instId), data: base64(JSON.stringify(data)), ...extra });

    it('a handler saves the fields their node lets them edit; the rest keeps its stored value; the flow does not move', async () => {
      const instId = await apply();
      const task = await wf.onlyTask(leader, instId);
      const res = await saveForm(leader, instId, { reviewComment: '同意申请', title: '篡改的标题' });
      expect(res.json()).toEqual({ state: true, message: '保存成功', value: { dataRev: expect.any(String) } });
      expect(await storedData(instId)).toMatchObject({ reviewComment: '同意申请', title: '一种固态电池电解质' });
      expect(await wf.onlyTask(leader, instId)).toMatchObject({ id: task.id, nodeId: 'leaderApprove' });
      // Naming the task gives the same rights.
      expect((await saveForm(leader, instId, { reviewComment: '同意' }, { taskId: Number(task.id) })).statusCode).toBe(200);
      expect(await storedData(instId)).toMatchObject({ reviewComment: '同意' });
    });

    it('a save from a stale revision is a 409 and writes nothing; the current revision saves', async () => {
      const instId = await apply();
      const info = (await wf.get(leader, `/instance/v1/getRelatedInformationById?id=${instId}`)).json() as { dataRev: string };
      const first = await saveForm(leader, instId, { reviewComment: '第一次' }, { dataRev: info.dataRev });
      expect(first.statusCode).toBe(200);
      refused(await saveForm(leader, instId, { reviewComment: '基于旧数据' }, { dataRev: info.dataRev }), 409, '表单数据已被他人修改，请刷新后再保存');
      expect(await storedData(instId)).toMatchObject({ reviewComment: '第一次' });
      const next = await saveForm(leader, instId, { reviewComment: '第二次' }, { dataRev: (first.json() as unknown as { value: { dataRev: string } }).value.dataRev });
      expect(next.statusCode).toBe(200);
      expect((await wf.get(leader, `/instance/v1/getRelatedInformationById?id=${instId}`)).json().dataRev).toBe(next.json().value.dataRev);
    });

    it('the initiator without a task saves with the start node\'s rights, validated like a record save', async () => {
      const instId = await apply();
      expect((await saveForm(staff1, instId, { title: '改进的固态电池电解质', reviewComment: '我自己批准' })).statusCode).toBe(200);
      const stored = await storedData(instId);
      expect(stored.title).toBe('改进的固态电池电解质');
      expect(stored).not.toHaveProperty('reviewComment');
      refused(await saveForm(staff1, instId, { title: '' }), 400, '表单校验未通过：专利名称: 必填');
      refused(await saveForm(staff1, instId, { pageCount: 'abc' }), 400, '表单校验未通过：说明书页数: 请输入整数');
      refused(await saveForm(staff1, instId, { secret: 1 }), 400, '表单校验未通过：/secret: 不是业务对象的字段');
      const en = await english(staff1, '/instance/v1/saveFormData', { instId: Number(instId), data: base64(JSON.stringify({ title: '' })) });
      refused(en, 400, 'The form has errors: Title: Required');
      expect((await storedData(instId)).title).toBe('改进的固态电池电解质');
    });

    it('refuses: people not taking part, child tasks, another instance\'s task, bad data, ended instances', async () => {
      const instId = await apply();
      const other = await apply();
      const task = await wf.onlyTask(leader, instId);
      refused(await saveForm(staff2, instId, { title: 'x' }), 403, '您没有参与该流程');
      refused(await saveForm(leader, instId, { reviewComment: 'x' }, { taskId: Number((await wf.onlyTask(leader, other)).id) }), 400, '该任务不属于此流程实例');
      refused(await saveForm(leader, instId, { reviewComment: 'x'.repeat(501) }), 400, '表单校验未通过：审核意见: 长度不能超过500');
      refused(await wf.post(leader, '/instance/v1/saveFormData', { instId: Number(instId), data: 'not base64 json' }), 400, '表单数据必须是 Base64 编码的 JSON 对象');
      refused(await saveForm(leader, '999999', { reviewComment: 'x' }), 404, '流程实例不存在或无权查看');
      await wf.post(leader, '/task/v1/communicate', { taskId: Number(task.id), userIds: [staff2.userId] });
      refused(await saveForm(staff2, instId, { reviewComment: 'x' }), 400, '沟通、征询、流转和加签的任务不能再发起此操作');
      await wf.get(staff1, `/instance/v1/doEndProcessById?instId=${instId}`);
      refused(await saveForm(staff1, instId, { title: '结束后' }), 409, '流程已结束或已被禁止，不能再处理');
    });
  });

  it('saveFormData and startForm refuse a flow without a form', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
<bpmn:process id="noForm" isExecutable="true"><bpmn:startEvent id="start" /><bpmn:userTask id="check" name="核对" /><bpmn:endEvent id="end" />
<bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="check" /><bpmn:sequenceFlow id="f2" sourceRef="check" targetRef="end" /></bpmn:process></bpmn:definitions>`;
    expect((await wf.deploy(admin, 'noFormFlow', xml, { nodes: { check: { assignees: [{ type: 'initiator' }] } } })).statusCode).toBe(200);
    const instId = (await wf.start(staff1, { flowKey: 'noFormFlow' })).json().instId as string;
    refused(await wf.post(staff1, '/instance/v1/saveFormData', { instId: Number(instId), data: base64('{"a":1}') }), 400, '该流程没有表单，无需保存表单数据');
    refused(await english(staff1, '/instance/v1/saveFormData', { instId: Number(instId), data: base64('{"a":1}') }), 400, 'This flow has no form; there is no form data to save');
    refused(await wf.post(staff1, '/instance/v1/startForm?defKey=noFormFlow&businessKey=x&boAlias=patentApply'), 400, '流程表单的业务对象不是 patentApply');
  });

  describe('getByRecordInstId (阅读记录)', () => {
    type ReadRecords = { rows: { readerName: string; senderName: string; nodeName: string; readTime: string; createTime: string }[]; total: number; page: number; pageSize: number };
    const records = async (session: Session, body: Record<string, unknown>) => (await wf.post(session, '/instance/v1/getByRecordInstId', body)).json() as ReadRecords;

    it('lists who read the copies of an instance and when, last read first; paged and filterable; readers of the instance only', async () => {
      const instId = await apply();
      await wf.post(staff1, '/instance/v1/transToMore', { instId: Number(instId), userIds: [staff2.userId, agent.userId, ipadmin.userId] });
      expect(await records(staff1, { instId: Number(instId) })).toMatchObject({ rows: [], total: 0 });
      const [forStaff2] = await notices(staff2, 'getNoticeTodoReadList', instId);
      await wf.post(staff2, `/task/v1/noticeTurnDode?taskId=${forStaff2!.id}`);
      const [forAgent] = await notices(agent, 'getNoticeTodoReadList', instId);
      // Replying counts as reading.
      await wf.post(agent, '/instance/v1/doNextCopyto', { noticeId: Number(forAgent!.id), opinion: '已阅' });
      const all = await records(staff1, { instId: Number(instId) });
      expect(all).toMatchObject({ total: 2, rows: [{ readerName: '赵代理', senderName: '张伟', nodeName: '学院领导审批' }, { readerName: '李娜' }] });
      expect(Date.parse(all.rows[0]!.readTime)).toBeGreaterThanOrEqual(Date.parse(all.rows[1]!.readTime));
      // ipadmin's copy is unread: no record. Opening a read copy again keeps the first read time.
      await wf.post(staff2, `/task/v1/noticeTurnDode?taskId=${forStaff2!.id}`);
      expect((await records(staff1, { instId: Number(instId) })).rows[1]!.readTime).toBe(all.rows[1]!.readTime);
      expect(await records(leader, { instId: Number(instId), pageBean: { page: 2, pageSize: 1, showTotal: true } }))
        .toMatchObject({ total: 2, page: 2, pageSize: 1, rows: [{ readerName: '李娜' }] });
      expect((await records(staff2, { instId: Number(instId), querys: [{ property: 'readerName', value: '李', operation: 'LIKE' }] })).rows.map((r) => r.readerName)).toEqual(['李娜']);
      refused(await wf.post(staff1, '/instance/v1/getByRecordInstId', { instId: Number(instId), querys: [{ property: 'secret', value: 'x' }] }), 400, expect.stringContaining('secret'));
      refused(await wf.post(admin, '/instance/v1/getByRecordInstId', {}), 400, '请求参数不正确：body: 应当有必需属性 instId');
      const outsider = await apply();
      refused(await wf.post(agent, '/instance/v1/getByRecordInstId', { instId: Number(outsider) }), 404, '流程实例不存在或无权查看');
      refused(await english(agent, '/instance/v1/getByRecordInstId', { instId: Number(outsider) }), 404, 'The flow instance does not exist or you may not view it');
    });
  });

  describe('getExcutorNameByInstId', () => {
    it('names who holds the open tasks, per node; readers only; nothing once ended', async () => {
      const instId = await apply();
      const main = await wf.onlyTask(leader, instId);
      expect((await wf.get(staff1, `/instance/v1/getExcutorNameByInstId?instId=${instId}`)).json())
        .toEqual([{ nodeId: 'leaderApprove', nodeName: '学院领导审批', executors: [{ id: String(leader.userId), name: '陈院长' }], executorNames: '陈院长' }]);
      await wf.post(leader, '/task/v1/taskToInqu', { taskId: Number(main.id), userIds: [staff2.userId] });
      expect((await wf.get(staff1, `/instance/v1/getExcutorNameByInstId?instId=${instId}`)).json()[0].executorNames).toBe('陈院长,李娜');
      refused(await wf.get(agent, `/instance/v1/getExcutorNameByInstId?instId=${instId}`), 404, '流程实例不存在或无权查看');
      await wf.get(staff1, `/instance/v1/doEndProcessById?instId=${instId}`);
      expect((await wf.get(staff1, `/instance/v1/getExcutorNameByInstId?instId=${instId}`)).json()).toEqual([]);
    });
  });

  describe('getDefaultInfoMap', () => {
    it('gives the initiator, their organisation and post, and today; a signed-out call is refused', async () => {
      const info = (await wf.get(staff1, '/instance/v1/getDefaultInfoMap')).json();
      const today = new Date().toISOString().slice(0, 10);
      expect(info).toMatchObject({ userId: String(staff1.userId), account: 'staff1', fullname: '张伟', tenantId: String(staff1.tenantId), date: today });
      expect(info.datetime).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}:\\d{2}$`));
      const user = (await t.request({ method: 'GET', url: '/api/uc/login/user/info', session: staff1 })).json();
      const post = user.posts.find((p: { postId: number }) => p.postId === user.currentPostId);
      expect(info).toMatchObject({ orgName: post?.orgName ?? user.orgs[0]?.orgName ?? null, postName: post?.postName ?? null });
      expect((await t.request({ method: 'GET', url: `${RT}/instance/v1/getDefaultInfoMap` })).statusCode).toBe(401);
    });
  });
});
