import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { MODEL, RT, workflowClient } from './workflow-helpers.ts';

const EN = { 'accept-language': 'en-US' };
const ZH = { 'accept-language': 'zh-CN' };
const ALL = { pageBean: { page: 1, pageSize: 100 } };

/** start -> review (leader) -> confirm (the initiator) -> end; BPMN names are the zh-CN ones. */
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <bpmn:process id="namesFlow" name="名称测试流程" isExecutable="true">
    <bpmn:startEvent id="start" name="发起人" />
    <bpmn:userTask id="review" name="领导审核" />
    <bpmn:userTask id="confirm" name="发起人确认" />
    <bpmn:endEvent id="end" name="结束" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="review" />
    <bpmn:sequenceFlow id="f2" name="提交" sourceRef="review" targetRef="confirm" />
    <bpmn:sequenceFlow id="f3" sourceRef="confirm" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

const SETTINGS = {
  // A default's English name is never a node's: confirm has none of its own and keeps its Chinese name.
  defaults: { nameEn: 'Default node name' },
  nodes: {
    start: { nameEn: 'Applicant' },
    review: { nameEn: 'Leader review', assignees: [{ type: 'users', accounts: ['leader'] }], buttons: ['agree', 'reject'] },
    confirm: { assignees: [{ type: 'initiator' }] },
    end: { nameEn: 'Finished' },
    f2: { nameEn: 'Submit' },
  },
};

interface Row { defName: string; name?: string; taskName?: string; procInstId: string }

describe('workflow: flow and node names in the caller\'s language', () => {
  let t: TestApp;
  let wf: ReturnType<typeof workflowClient>;
  let staff1: Session;
  let leader: Session;
  let admin: Session;
  let instId: string;
  let reviewTaskId: string;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, leader, admin] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'leader'), t.login('univ', 'admin')]);
  });
  afterAll(async () => { await t?.close(); });

  const call = async (session: Session, method: 'GET' | 'POST', path: string, headers: Record<string, string>, payload?: unknown) => {
    const res = await t.request({ method, url: `${RT}${path}`, session, headers, payload });
    expect(res.statusCode, `${path} ${res.body}`).toBe(200);
    return res.json();
  };
  const rows = async (session: Session, path: string, headers: Record<string, string>) =>
    ((await call(session, 'POST', path, headers, { ...ALL, querys: [{ property: 'procInstId', value: Number(instId), operation: 'EQUAL' }] })).rows as Row[]);
  const deploy = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: `${MODEL}/deploy`, session: admin, payload: { defKey: 'namesFlow', xml: XML, ...payload } });

  it('deploys English names (the flow\'s max 200 characters; nodes other than tasks carry only a name)', async () => {
    const long = await deploy({ nameEn: 'x'.repeat(201), settings: SETTINGS });
    expect(long.statusCode).toBe(400);
    const longNode = await deploy({ settings: { nodes: { review: { nameEn: 'x'.repeat(201) } } } });
    expect(longNode.statusCode).toBe(400);
    const endWithAssignees = await deploy({ settings: { nodes: { end: { nameEn: 'Finished', assignees: [{ type: 'initiator' }] } } } });
    expect(endWithAssignees.statusCode).toBe(400);
    expect(endWithAssignees.json().message).toBe('节点设置中的节点 end 不在流程中');
    const unknown = await deploy({ settings: { nodes: { nowhere: { nameEn: 'Nowhere' } } } });
    expect(unknown.statusCode).toBe(400);
    expect((await deploy({ nameEn: ' Names test flow ', settings: SETTINGS })).statusCode).toBe(200);
  });

  it('shows English names on the to-do list, the task page and the request list for en-US, the BPMN names for zh-CN', async () => {
    instId = (await wf.start(staff1, { flowKey: 'namesFlow', subject: '名称测试' })).json().instId as string;
    const [zhTodo] = await rows(leader, '/task/v1/getTodoList', ZH);
    expect(zhTodo).toMatchObject({ name: '领导审核', defName: '名称测试流程' });
    const [enTodo] = await rows(leader, '/task/v1/getTodoList', EN);
    expect(enTodo).toMatchObject({ name: 'Leader review', defName: 'Names test flow' });
    reviewTaskId = (enTodo as unknown as { id: string }).id;

    // The search by flow name finds the name the caller sees: English for en-US (either case), Chinese too.
    const byFlowName = async (lang: Record<string, string>, value: string) => ((await call(leader, 'POST', '/task/v1/getTodoList', lang, {
      ...ALL, querys: [{ property: 'defName', value, operation: 'LIKE' }, { property: 'procInstId', value: Number(instId), operation: 'EQUAL' }],
    })).rows as Row[]).length;
    expect(await byFlowName(EN, 'names TEST')).toBe(1);
    expect(await byFlowName(EN, '名称测试')).toBe(1);
    expect(await byFlowName(EN, 'no such flow')).toBe(0);
    expect(await byFlowName(EN, '%')).toBe(0);
    expect(await byFlowName(ZH, 'Names test')).toBe(0);
    expect(await byFlowName(ZH, '名称测试')).toBe(1);

    const enTask = await call(leader, 'GET', `/task/v1/get?id=${reviewTaskId}`, EN);
    expect(enTask.task).toMatchObject({ name: 'Leader review', defName: 'Names test flow' });
    const zhTask = await call(leader, 'GET', `/task/v1/get?id=${reviewTaskId}`, ZH);
    expect(zhTask.task).toMatchObject({ name: '领导审核', defName: '名称测试流程' });
    const enNode = await call(leader, 'GET', `/task/v1/getCurNodeProperties?taskId=${reviewTaskId}`, EN);
    expect(enNode.nodeName).toBe('Leader review');

    expect((await rows(staff1, '/instance/v1/myRequest', EN))[0]!.defName).toBe('Names test flow');
    expect((await rows(staff1, '/instance/v1/myRequest', ZH))[0]!.defName).toBe('名称测试流程');
  });

  it('shows them on the done lists and the approval history; a node without its own English name keeps the BPMN one', async () => {
    expect((await wf.complete(leader, reviewTaskId, 'agree')).statusCode).toBe(200);
    expect((await rows(leader, '/instance/v1/getDoneInstList', EN))[0]!.defName).toBe('Names test flow');
    expect((await rows(leader, '/instance/v1/getDoneInstList', ZH))[0]!.defName).toBe('名称测试流程');
    expect((await rows(leader, '/instance/v1/getDoneList', EN))[0]).toMatchObject({ taskName: 'Leader review', defName: 'Names test flow' });
    expect((await rows(leader, '/instance/v1/getDoneList', ZH))[0]).toMatchObject({ taskName: '领导审核', defName: '名称测试流程' });

    const history = async (headers: Record<string, string>) =>
      ((await call(staff1, 'GET', `/instance/v1/instanceFlowOpinions?instId=${instId}`, headers)) as { taskKey: string; taskName: string }[])
        .map((o) => `${o.taskKey}:${o.taskName}`);
    expect(await history(EN)).toEqual(['start:Applicant', 'review:Leader review']);
    expect(await history(ZH)).toEqual(['start:发起人', 'review:领导审核']);

    const [confirm] = await rows(staff1, '/task/v1/getTodoList', EN);
    expect(confirm).toMatchObject({ name: '发起人确认', defName: 'Names test flow' });
  });

  it('labels the flow image and names the startable flows in English for en-US', async () => {
    const en = await call(staff1, 'GET', `/instance/v1/instanceFlowImage?instId=${instId}`, EN);
    expect(en.xml).toContain('name="Names test flow"');
    expect(en.xml).toContain('name="Leader review"');
    expect(en.xml).toContain('name="Finished"');
    expect(en.xml).toContain('name="Submit"');
    expect(en.xml).toContain('name="发起人确认"');
    const zh = await call(staff1, 'GET', `/instance/v1/instanceFlowImage?instId=${instId}`, ZH);
    expect(zh.xml).toContain('name="领导审核"');
    expect(zh.xml).not.toContain('Leader review');

    const names = async (headers: Record<string, string>) =>
      ((await call(staff1, 'POST', '/instance/v1/getHasAuthFlowList', headers, ALL)).rows as { defKey: string; name: string }[])
        .map((f) => `${f.defKey}:${f.name}`).sort();
    expect(await names(EN)).toEqual([
      'agencyEntrust:Patent agency engagement', 'expense:Expense claim', 'namesFlow:Names test flow', 'patentApply:Patent application approval',
    ]);
    expect(await names(ZH)).toEqual(['agencyEntrust:代理机构委托', 'expense:费用报销', 'namesFlow:名称测试流程', 'patentApply:专利申请审批']);
  });

  it('names the nodes of the demo flows in English', async () => {
    const patent = (await wf.start(staff1, { flowKey: 'patentApply' }, { title: '英文节点名' })).json().instId as string;
    const [task] = await wf.list<Row & { name: string }>(leader, '/task/v1/getTodoList', patent);
    expect(task).toMatchObject({ name: '学院领导审批', defName: '专利申请审批' });
    const english = (await call(leader, 'POST', '/task/v1/getTodoList', EN, { ...ALL, querys: [{ property: 'procInstId', value: Number(patent), operation: 'EQUAL' }] })).rows as Row[];
    expect(english[0]).toMatchObject({ name: 'College leader review', defName: 'Patent application approval' });
  });

  it('orders the startable flows of a category by their names in the caller\'s language', async () => {
    // Both without a category: 一号流程 comes before 名称测试流程 in Chinese, Zeta flow after Names test flow in English.
    const xml = XML.replace('id="namesFlow" name="名称测试流程"', 'id="orderFlow" name="一号流程"');
    const deployed = await t.request({ method: 'POST', url: `${MODEL}/deploy`, session: admin, payload: { defKey: 'orderFlow', xml, nameEn: 'Zeta flow', settings: SETTINGS } });
    expect(deployed.statusCode, deployed.body).toBe(200);
    const order = async (headers: Record<string, string>) =>
      ((await call(staff1, 'POST', '/instance/v1/getHasAuthFlowList', headers, ALL)).rows as { defKey: string }[])
        .map((f) => f.defKey).filter((key) => key === 'namesFlow' || key === 'orderFlow');
    expect(await order(ZH)).toEqual(['orderFlow', 'namesFlow']);
    expect(await order(EN)).toEqual(['namesFlow', 'orderFlow']);
  });
});
