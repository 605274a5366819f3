import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { BPM_MODEL, countersignXml, MODEL, RT, workflowClient } from './workflow-helpers.ts';

const EN = { 'accept-language': 'en-US' };
const ALL = { pageBean: { page: 1, pageSize: 100 } };
interface FlowRow { defKey: string; typeId: string | null; typeName: string | null }

describe('workflow: more task and flow reads (section 7)', () => {
  let t: TestApp;
  let wf: ReturnType<typeof workflowClient>;
  let staff1: Session;
  let staff2: Session;
  let leader: Session;
  let ipadmin: Session;
  let admin: Session;
  let agent: Session;
  let corpAdmin: Session;
  let instId: string;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, staff2, leader, ipadmin, admin, agent, corpAdmin] = await Promise.all([
      t.login('univ', 'staff1'), t.login('univ', 'staff2'), t.login('univ', 'leader'), t.login('univ', 'ipadmin'),
      t.login('univ', 'admin'), t.login('univ', 'agent'), t.login('corp', 'admin'),
    ]);
    instId = (await wf.start(staff1, { flowKey: 'patentApply' }, { title: '节点意见测试' })).json().instId as string;
  });
  afterAll(async () => { await t?.close(); });

  const refused = (res: { statusCode: number; json: () => unknown }, status: number, message: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ state: false, message });
  };
  const startable = async (session: Session, body: unknown = ALL, headers: Record<string, string> = {}) => {
    const res = await t.request({ method: 'POST', url: `${RT}/instance/v1/getHasAuthFlowList`, session, payload: body, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { rows: FlowRow[]; total: number };
  };

  describe('getHasAuthFlowList and flow categories', () => {
    it('lists, in one call, only the flows the caller may start, by category then name, with the category in the caller\'s language', async () => {
      const mine = await startable(staff1);
      expect(mine.rows.map((f) => f.defKey)).toEqual(['patentApply', 'agencyEntrust', 'expense']);
      expect(mine.total).toBe(3);
      expect(mine.rows.map((f) => f.typeName)).toEqual(['专利业务', '专利业务', '行政']);
      expect((await startable(ipadmin)).rows.map((f) => f.defKey)).toEqual(['patentApply', 'agencyEntrust', 'annualFee', 'expense']);
      expect((await startable(admin)).rows).toHaveLength(4);
      const english = await startable(ipadmin, ALL, EN);
      expect(english.rows.map((f) => f.typeName)).toEqual(['Patent business', 'Patent business', 'Fees', 'Administration']);
    });

    it('pages and filters like listJson, and names an unknown property in the refusal', async () => {
      const fees = await startable(ipadmin, { ...ALL, querys: [{ property: 'typeKey', value: 'fees', operation: 'EQUAL' }] });
      expect(fees.rows.map((f) => f.defKey)).toEqual(['annualFee']);
      const named = await startable(staff1, { ...ALL, querys: [{ property: 'name', value: '代理', operation: 'LIKE' }] });
      expect(named.rows.map((f) => f.defKey)).toEqual(['agencyEntrust']);
      const paged = await startable(staff1, { pageBean: { page: 2, pageSize: 2 } });
      expect(paged.rows.map((f) => f.defKey)).toEqual(['expense']);
      const bad = await t.request({ method: 'POST', url: `${RT}/instance/v1/getHasAuthFlowList`, session: staff1, payload: { querys: [{ property: 'settings', value: 'x' }] } });
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as { message: string }).message).toContain('settings');
    });

    it('gives listJson the category too, keeps it on a new version, and refuses an unknown category', async () => {
      const res = await t.request({ method: 'POST', url: `${MODEL}/listJson`, session: staff1, payload: ALL });
      const rows = (res.json() as { rows: FlowRow[] }).rows;
      expect(rows.find((f) => f.defKey === 'annualFee')).toMatchObject({ typeName: '费用', typeId: expect.any(String) });
      const deployed = await wf.deploy(admin, 'catTest', SIMPLE_XML);
      expect(deployed.statusCode).toBe(200);
      expect((await startable(admin)).rows.find((f) => f.defKey === 'catTest')).toMatchObject({ typeId: null, typeName: null });
      const typed = await t.request({ method: 'POST', url: `${MODEL}/deploy`, session: admin, payload: { defKey: 'catTest', xml: SIMPLE_XML, typeKey: 'fees' } });
      expect(typed.statusCode).toBe(200);
      const again = await wf.deploy(admin, 'catTest', SIMPLE_XML);
      expect(again.json()).toMatchObject({ value: { version: 3 } });
      expect((await startable(admin)).rows.find((f) => f.defKey === 'catTest')).toMatchObject({ typeName: '费用' });
      refused(await t.request({ method: 'POST', url: `${MODEL}/deploy`, session: admin, payload: { defKey: 'catTest', xml: SIMPLE_XML, typeKey: 'nope' } }), 400, '流程分类不存在：nope');
      refused(await t.request({ method: 'POST', url: `${MODEL}/deploy`, session: admin, headers: EN, payload: { defKey: 'catTest', xml: SIMPLE_XML, typeKey: 'nope' } }), 400, 'Flow category not found: nope');
    });

    it('applies start rights named by account, and gives the visitor nothing to start', async () => {
      const deployed = await t.request({ method: 'POST', url: `${MODEL}/deploy`, session: admin, payload: {
        defKey: 'byAccount', xml: SIMPLE_XML.replace('catTest', 'byAccount'), settings: { startRights: { accounts: ['staff2'] } }, typeKey: 'admin',
      } });
      expect(deployed.statusCode).toBe(200);
      expect((await startable(staff2)).rows.map((f) => f.defKey)).toContain('byAccount');
      expect((await startable(staff1)).rows.map((f) => f.defKey)).not.toContain('byAccount');
      const rights = await t.request({ method: 'GET', url: `${MODEL}/flowHasStartRights?defKey=byAccount`, session: staff1 });
      expect(rights.json()).toMatchObject({ value: false });
      const signed = await t.request({ method: 'POST', url: `/api/uc/auth/visitor?tenantId=${staff1.tenantId}` });
      const visitor = { ...staff1, headers: { ...staff1.headers, authorization: `Bearer ${(signed.json() as { token: string }).token}` } };
      expect((await startable(visitor)).rows).toEqual([]);
    });

    it('keeps another tenant\'s flows apart', async () => {
      const corp = await startable(corpAdmin);
      expect(corp.rows.map((f) => f.defKey).sort()).toEqual(['agencyEntrust', 'annualFee', 'expense', 'patentApply']);
      const ids = new Set((await startable(admin)).rows.map((f) => f.typeId));
      for (const row of corp.rows) expect(ids.has(row.typeId)).toBe(false);
    });
  });

  describe('getPermissionList', () => {
    const permissions = (session: Session, query = '', headers: Record<string, string> = {}) =>
      t.request({ method: 'GET', url: `${BPM_MODEL}/flow/defAuthorize/v1/getPermissionList${query}`, session, headers });

    it('shows administrators who may start each flow, with role names', async () => {
      const res = await permissions(admin);
      expect(res.statusCode).toBe(200);
      const rows = res.json() as { defKey: string; everyone: boolean; roles: { code: string; name: string | null }[]; typeName: string | null }[];
      expect(rows.find((r) => r.defKey === 'patentApply')).toMatchObject({ everyone: true, roles: [], accounts: [], typeName: '专利业务' });
      const fee = rows.find((r) => r.defKey === 'annualFee')!;
      expect(fee.everyone).toBe(false);
      expect(fee.roles).toEqual([{ code: 'IPgly', name: expect.any(String) }]);
      expect(fee.roles[0]!.name).not.toBe('');
      const one = await permissions(admin, '?defKey=annualFee');
      expect((one.json() as unknown[]).length).toBe(1);
    });

    it('refuses non-administrators and an unknown flow, in the caller\'s language', async () => {
      refused(await permissions(staff1), 403, '没有权限执行此操作');
      refused(await permissions(staff1, '', EN), 403, 'You have no permission for this operation');
      refused(await permissions(admin, '?defKey=nope'), 404, '流程定义不存在');
    });
  });

  describe('task page reads', () => {
    it('nodeOpinion: the opinions of one node; unknown nodes, another version and outsiders refused', async () => {
      const task = await wf.onlyTask(leader, instId);
      const opinions = async (session: Session, query: string, headers: Record<string, string> = {}) =>
        t.request({ method: 'GET', url: `${RT}/task/v1/nodeOpinion?instId=${instId}&${query}`, session, headers });
      const start = await opinions(staff1, 'nodeId=start');
      expect(start.statusCode).toBe(200);
      expect(start.json()).toEqual([expect.objectContaining({ taskKey: 'start', status: 'start', statusName: '发起' })]);
      expect((await opinions(staff1, 'nodeId=leaderApprove')).json()).toEqual([]);
      expect((await wf.complete(leader, task.id, 'agree')).statusCode).toBe(200);
      const after = await opinions(staff1, 'nodeId=leaderApprove');
      expect(after.json()).toEqual([expect.objectContaining({ taskKey: 'leaderApprove', status: 'agree', opinion: 'agree by test', taskId: task.id })]);
      const instance = (await t.request({ method: 'GET', url: `${RT}/instance/v1/getInstanceByInstId?instId=${instId}`, session: staff1 })).json() as { defId: string };
      expect((await opinions(staff1, `nodeId=leaderApprove&defId=${instance.defId}`)).statusCode).toBe(200);
      refused(await opinions(staff1, `nodeId=leaderApprove&defId=${Number(instance.defId) + 1000}`), 400, '流程定义与流程实例不符');
      refused(await opinions(staff1, 'nodeId=nope'), 404, '流程中没有节点 nope');
      refused(await opinions(staff1, 'nodeId=nope', EN), 404, 'The flow has no node nope');
      refused(await opinions(staff2, 'nodeId=start'), 404, '流程实例不存在或无权查看');
      refused(await opinions(corpAdmin, 'nodeId=start'), 404, '流程实例不存在或无权查看');
    });

    it('getCurNodeProperties: the node\'s kind, buttons, reject modes, copy-to and due time', async () => {
      const inst = (await wf.start(staff1, { flowKey: 'patentApply' }, { title: '节点属性' })).json().instId as string;
      const task = await wf.onlyTask(leader, inst);
      const props = (session: Session, id: string, headers: Record<string, string> = {}) =>
        t.request({ method: 'GET', url: `${RT}/task/v1/getCurNodeProperties?taskId=${id}`, session, headers });
      const res = await props(leader, task.id);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { buttons: { alias: string; name: string }[] };
      expect(body).toMatchObject({
        nodeId: 'leaderApprove', nodeName: task.name, nodeType: 'USERTASK', isFirstNode: false, isAddSign: false, signType: null,
        rejectModes: ['previous', 'backToStart'], hasCopyTo: false, closed: false, suspended: false, locked: false,
      });
      expect(body.buttons.map((b) => b.alias)).toContain('addSign');
      expect(body.buttons.find((b) => b.alias === 'agree')!.name).toBe('同意');
      expect(((await props(leader, task.id, EN)).json() as typeof body).buttons.find((b) => b.alias === 'agree')!.name).toBe('Agree');
      await wf.complete(leader, task.id, 'agree');
      const ip = await wf.onlyTask(ipadmin, inst);
      expect((await props(ipadmin, ip.id)).json()).toMatchObject({ nodeId: 'ipAdminApprove', hasCopyTo: true, rejectModes: ['previous', 'backToStart', 'chosen'] });
      expect((await props(leader, task.id)).json()).toMatchObject({ closed: true });

      const expense = (await wf.start(staff1, { flowKey: 'expense' }, { amount: 10 })).json().instId as string;
      const sign = await wf.onlyTask(leader, expense);
      expect((await props(leader, sign.id)).json()).toMatchObject({ nodeType: 'SIGNTASK', signType: 'parallel', signRule: { kind: 'all' } });
      refused(await props(staff2, sign.id), 404, '任务不存在或无权查看');
      refused(await props(staff2, sign.id, EN), 404, 'The task does not exist or you may not view it');
    });

    it('getTaskKeyByTaskId and getTaskKeyByNodeId: the latest approval-history row of a task / a node, null when none yet', async () => {
      const inst = (await wf.start(staff1, { flowKey: 'patentApply' }, { title: '审批历史一条' })).json().instId as string;
      const task = await wf.onlyTask(leader, inst);
      const byTask = async (session: Session, id: string, headers: Record<string, string> = {}) =>
        t.request({ method: 'GET', url: `${RT}/task/v1/getTaskKeyByTaskId?taskId=${id}`, session, headers });
      const byNode = async (session: Session, nodeId: string, headers: Record<string, string> = {}) =>
        t.request({ method: 'GET', url: `${RT}/task/v1/getTaskKeyByNodeId?instId=${inst}&nodeId=${nodeId}`, session, headers });
      const history = async () => (await wf.get(staff1, `/instance/v1/instanceFlowOpinions?instId=${inst}`)).json() as { taskId: string | null; taskKey: string }[];

      const none = await byTask(leader, task.id);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toBeNull();
      expect((await byNode(staff1, 'leaderApprove')).json()).toBeNull();
      expect((await byNode(staff1, 'start')).json()).toEqual({ ...(await history()).find((o) => o.taskKey === 'start'), procInstId: inst });

      await wf.post(leader, '/task/v1/saveDraft', { taskId: Number(task.id), opinion: '草稿不是历史' });
      expect((await byTask(leader, task.id)).json()).toBeNull();
      await wf.complete(leader, task.id, 'agree');
      const row = (await byTask(staff1, task.id)).json() as Record<string, unknown>;
      expect(row).toMatchObject({
        taskId: task.id, taskKey: 'leaderApprove', taskName: task.name, procInstId: inst, auditor: String(leader.userId),
        status: 'agree', statusName: '同意', opinion: 'agree by test',
      });
      expect(row).toEqual({ ...(await history()).find((o) => o.taskId === task.id), procInstId: inst });
      expect(((await byTask(staff1, task.id, EN)).json() as { statusName: string }).statusName).toBe('Agreed');
      expect((await byNode(staff1, 'leaderApprove')).json()).toEqual(row);

      // The node's latest: of two opinions on the node, the later one.
      const ip = await wf.onlyTask(ipadmin, inst);
      expect((await byNode(ipadmin, 'ipAdminApprove')).json()).toBeNull();
      await wf.complete(ipadmin, ip.id, 'reject');
      const again = await wf.onlyTask(leader, inst);
      await wf.complete(leader, again.id, 'oppose');
      expect((await byNode(staff1, 'leaderApprove')).json()).toMatchObject({ taskId: again.id, status: 'oppose' });
      expect((await byTask(staff1, task.id)).json()).toMatchObject({ taskId: task.id, status: 'agree' });

      refused(await byNode(staff1, 'nope'), 404, '流程中没有节点 nope');
      refused(await byNode(staff1, 'nope', EN), 404, 'The flow has no node nope');
      refused(await byNode(staff2, 'start'), 404, '流程实例不存在或无权查看');
      refused(await byNode(corpAdmin, 'start'), 404, '流程实例不存在或无权查看');
      refused(await byTask(staff2, task.id), 404, '任务不存在或无权查看');
      refused(await byTask(staff2, task.id, EN), 404, 'The task does not exist or you may not view it');
      expect((await wf.get(leader, '/task/v1/getTaskKeyByTaskId?taskId=abc')).statusCode).toBe(400);
    });

    describe('taskSignUsers (会签任务加签)', () => {
      const deploySign = async (key: string, sequential: boolean, signRule: unknown) => {
        const res = await wf.deploy(admin, key, countersignXml(key, { name: '会签加签', sequential }), { defaults: { assignees: [{ type: 'initiator' }] }, nodes: {
          sign: { assignees: [{ type: 'users', accounts: ['leader', 'ipadmin'] }], signRule } } });
        expect(res.statusCode).toBe(200);
      };
      const addSigners = (session: Session, taskId: string, userIds: number[], headers: Record<string, string> = {}) =>
        t.request({ method: 'POST', url: `${RT}/task/v1/taskSignUsers`, session, headers, payload: { taskId: Number(taskId), userIds, opinion: '请一并会签' } });
      const afterNode = async (instId: string) => (await wf.todo(staff1, instId)).filter((r) => r.nodeId === 'after');

      it('parallel: the added signer gets a task at once and the ratio rule counts them (1 of 2 would have completed)', async () => {
        await deploySign('signAddRatio', false, { kind: 'ratio', ratio: 0.5 });
        const plain = (await wf.start(staff1, { flowKey: 'signAddRatio' })).json().instId as string;
        await wf.complete(leader, (await wf.onlyTask(leader, plain)).id, 'agree');
        expect(await afterNode(plain)).toHaveLength(1);

        const inst = (await wf.start(staff1, { flowKey: 'signAddRatio' })).json().instId as string;
        const mine = await wf.onlyTask(leader, inst);
        const added = await addSigners(leader, mine.id, [staff2.userId]);
        expect(added.statusCode).toBe(200);
        expect(added.json()).toEqual({ state: true, message: '加签成功' });
        const staff2Task = await wf.onlyTask(staff2, inst);
        expect(staff2Task).toMatchObject({ nodeId: 'sign', status: 'NORMAL' });
        const history = (await wf.get(staff1, `/instance/v1/instanceFlowOpinions?instId=${inst}`)).json() as { status: string; auditor: string; opinion: string; taskKey: string }[];
        expect(history.at(-1)).toMatchObject({ status: 'addSign', statusName: '加签', auditor: String(leader.userId), opinion: '请一并会签', taskKey: 'sign' });

        // 1 agree of 3 is under one half: the node waits; 2 of 3 completes it.
        await wf.complete(leader, mine.id, 'agree');
        expect(await afterNode(inst)).toEqual([]);
        await wf.complete(ipadmin, (await wf.onlyTask(ipadmin, inst)).id, 'oppose');
        expect(await afterNode(inst)).toEqual([]);
        expect((await wf.complete(staff2, staff2Task.id, 'agree')).json()).toMatchObject({ ended: false });
        expect(await afterNode(inst)).toHaveLength(1);
      });

      it('sequential: added signers queue after the current signers and the all rule waits for them', async () => {
        await deploySign('signAddSeq', true, { kind: 'all' });
        const inst = (await wf.start(staff1, { flowKey: 'signAddSeq' })).json().instId as string;
        const first = await wf.onlyTask(leader, inst);
        expect(await wf.todo(ipadmin, inst)).toEqual([]);
        expect((await addSigners(leader, first.id, [staff2.userId])).statusCode).toBe(200);
        expect(await wf.todo(staff2, inst)).toEqual([]);
        await wf.complete(leader, first.id, 'agree');
        const second = await wf.onlyTask(ipadmin, inst);
        expect(await wf.todo(staff2, inst)).toEqual([]);
        expect((await addSigners(ipadmin, second.id, [agent.userId])).statusCode).toBe(200);
        await wf.complete(ipadmin, second.id, 'agree');
        expect(await afterNode(inst)).toEqual([]);
        const third = await wf.onlyTask(staff2, inst);
        expect(await wf.todo(agent, inst)).toEqual([]);
        await wf.complete(staff2, third.id, 'agree');
        expect(await afterNode(inst)).toEqual([]);
        await wf.complete(agent, (await wf.onlyTask(agent, inst)).id, 'agree');
        expect(await afterNode(inst)).toHaveLength(1);
      });

      it('refuses: not a countersign task, not your task, a closed task, a signer already, an unknown user, an empty list', async () => {
        await deploySign('signAddRefuse', false, { kind: 'all' });
        const inst = (await wf.start(staff1, { flowKey: 'signAddRefuse' })).json().instId as string;
        const mine = await wf.onlyTask(leader, inst);
        const plain = (await wf.start(staff1, { flowKey: 'patentApply' }, { title: '非会签' })).json().instId as string;
        const plainTask = await wf.onlyTask(leader, plain);
        refused(await addSigners(leader, plainTask.id, [staff2.userId]), 400, '该任务不是会签任务，不能会签加签');
        refused(await addSigners(leader, plainTask.id, [staff2.userId], EN), 400, 'This task is not a countersign task; signers cannot be added to it');
        refused(await addSigners(ipadmin, mine.id, [staff2.userId]), 403, '您不是该任务的处理人');
        refused(await addSigners(ipadmin, mine.id, [staff2.userId], EN), 403, 'You are not a handler of this task');
        refused(await addSigners(leader, mine.id, [ipadmin.userId]), 400, '王知产已是该会签节点的签署人');
        refused(await addSigners(leader, mine.id, [staff2.userId, ipadmin.userId], EN), 400, '王知产 already signs this countersign node');
        refused(await addSigners(leader, mine.id, [leader.userId]), 400, '不能选择自己');
        refused(await addSigners(leader, mine.id, [999999]), 400, '所选人员不存在：999999');
        refused(await addSigners(leader, mine.id, [999999], EN), 400, 'The chosen user does not exist: 999999');
        refused(await addSigners(leader, mine.id, []), 400, '请选择要加签的人员');
        refused(await addSigners(leader, mine.id, [], EN), 400, 'Choose the users to add as signers');
        refused(await addSigners(corpAdmin, mine.id, [staff2.userId]), 404, '任务不存在或无权查看');
        expect((await t.request({ method: 'POST', url: `${RT}/task/v1/taskSignUsers`, session: leader, payload: { taskId: Number(mine.id) } })).statusCode).toBe(400);
        // Nothing was added by the refusals.
        expect(await wf.todo(staff2, inst)).toEqual([]);

        expect((await addSigners(leader, mine.id, [staff2.userId])).statusCode).toBe(200);
        refused(await addSigners(leader, mine.id, [staff2.userId]), 400, '李娜已是该会签节点的签署人');
        const staff2Task = await wf.onlyTask(staff2, inst);
        refused(await addSigners(staff2, staff2Task.id, [staff2.userId]), 400, '不能选择自己');
        await wf.complete(leader, mine.id, 'agree');
        refused(await addSigners(leader, mine.id, [agent.userId]), 409, '该任务已被处理，请刷新待办列表');
        refused(await addSigners(leader, mine.id, [agent.userId], EN), 409, 'This task has already been handled; refresh your to-do list');
        // An added signer holds a countersign task like the others: they may add in turn.
        expect((await addSigners(staff2, staff2Task.id, [agent.userId])).statusCode).toBe(200);
        expect(await wf.onlyTask(agent, inst)).toMatchObject({ nodeId: 'sign' });
      });

      it('a retrieved vote keeps the signers added since (expense: every signer must agree)', async () => {
        const inst = (await wf.start(staff1, { flowKey: 'expense' }, { amount: 10 })).json().instId as string;
        const mine = await wf.onlyTask(leader, inst);
        const ip = await wf.onlyTask(ipadmin, inst);
        await wf.complete(leader, mine.id, 'agree');
        expect((await addSigners(ipadmin, ip.id, [staff2.userId])).statusCode).toBe(200);
        expect((await wf.get(leader, `/task/v1/retrieveBpmTask?taskId=${mine.id}`)).statusCode).toBe(200);
        expect((await wf.complete(leader, (await wf.onlyTask(leader, inst)).id, 'agree')).json()).toMatchObject({ ended: false });
        expect((await wf.complete(ipadmin, ip.id, 'agree')).json()).toMatchObject({ ended: false });
        expect((await wf.complete(staff2, (await wf.onlyTask(staff2, inst)).id, 'agree')).json()).toMatchObject({ ended: true });
      });
    });

    it('getParallelRevokeTasks: the parallel signers the caller may withdraw, gone once withdrawn', async () => {
      const inst = (await wf.start(staff1, { flowKey: 'patentApply' }, { title: '撤销加签' })).json().instId as string;
      const task = await wf.onlyTask(leader, inst);
      const revocable = async (session: Session, query = '') => {
        const res = await t.request({ method: 'GET', url: `${RT}/customsign/v1/getParallelRevokeTasks${query}`, session });
        expect(res.statusCode).toBe(200);
        return res.json() as { taskId: string; parentTaskId: string; userId: string; userName: string }[];
      };
      expect(await revocable(leader, `?taskId=${task.id}`)).toEqual([]);
      await wf.post(leader, '/task/v1/userTaskToSign', { taskId: Number(task.id), userIds: [staff2.userId, agent.userId], signType: 'parallel' });
      const rows = await revocable(leader, `?taskId=${task.id}`);
      expect(rows.map((r) => [r.parentTaskId, r.userId])).toEqual([[task.id, String(staff2.userId)], [task.id, String(agent.userId)]]);
      expect(rows[0]!.userName).not.toBe('');
      expect((await revocable(leader)).filter((r) => r.parentTaskId === task.id)).toHaveLength(2);
      expect(await revocable(staff2)).toEqual([]);
      refused(await t.request({ method: 'GET', url: `${RT}/customsign/v1/getParallelRevokeTasks?taskId=${task.id}`, session: corpAdmin }), 404, '任务不存在或无权查看');
      expect((await wf.post(leader, '/instance/v1/revokeSignLine', { taskId: Number(task.id) })).statusCode).toBe(200);
      expect(await revocable(leader, `?taskId=${task.id}`)).toEqual([]);
    });
  });

  describe('getEchartsData', () => {
    const report = (session: Session, reportId: string, headers: Record<string, string> = {}) =>
      t.request({ method: 'GET', url: `${RT}/report/v1/getEchartsData?reportId=${reportId}`, session, headers });

    it('serves a chart definition as ECharts axes and series, named in the caller\'s language', async () => {
      const res = await report(staff1, 'patentsByStatus');
      expect(res.statusCode).toBe(200);
      const body = res.json() as { name: string; chartType: string; xAxis: string[]; series: { name: string; data: number[] }[] };
      expect(body).toMatchObject({ reportId: 'patentsByStatus', name: '专利法律状态统计', chartType: 'bar' });
      expect(body.xAxis.length).toBeGreaterThan(1);
      expect(body.series).toHaveLength(1);
      expect(body.series[0]!.data).toHaveLength(body.xAxis.length);
      expect(body.series[0]!.data.every((n) => n > 0)).toBe(true);
      expect(((await report(staff1, 'patentsByStatus', EN)).json() as { name: string }).name).toBe('Patents by legal status');
    });

    it('refuses an unknown report and a malformed id', async () => {
      refused(await report(staff1, 'noSuchReport'), 404, '定义不存在');
      refused(await report(staff1, 'noSuchReport', EN), 404, 'Definition not found');
      expect((await report(staff1, '1bad')).statusCode).toBe(400);
    });
  });
});

const SIMPLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <bpmn:process id="catTest" name="分类测试" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="approve" name="审批" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;
