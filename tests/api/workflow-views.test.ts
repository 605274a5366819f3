import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { BPM_MODEL, MODEL, RT, workflowClient } from './workflow-helpers.ts';

interface FlowImage { xml: string; currentNodes: string[]; doneNodes: string[]; status: string }

describe('workflow views: flow image, start view, watermark', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let leader: Session;
  let admin: Session;
  let ipadmin: Session;
  let corpStaff: Session;
  let wf: ReturnType<typeof workflowClient>;
  let instId: string;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, staff2, leader, admin, ipadmin, corpStaff] = await Promise.all([
      t.login('univ', 'staff1'), t.login('univ', 'staff2'), t.login('univ', 'leader'), t.login('univ', 'admin'), t.login('univ', 'ipadmin'), t.login('corp', 'staff1'),
    ]);
    const started = await wf.start(staff1, { flowKey: 'patentApply', subject: '视图测试' }, { title: '视图测试' });
    expect(started.statusCode).toBe(200);
    instId = started.json().instId as string;
  });
  afterAll(async () => { await t?.close(); });

  const image = (session: Session, id = instId) => t.request({ method: 'GET', url: `${RT}/instance/v1/instanceFlowImage?instId=${id}`, session });

  it('draws the flow with a generated diagram and marks the current and handled nodes', async () => {
    const res = await image(staff1);
    expect(res.statusCode).toBe(200);
    const body = res.json() as FlowImage;
    expect(body.currentNodes).toEqual(['leaderApprove']);
    expect(body.doneNodes).toEqual(['start']);
    expect(body.status).toBe('running');
    for (const id of ['start', 'leaderApprove', 'ipAdminApprove', 'ipAdminDue', 'end']) expect(body.xml).toContain(`bpmnElement="${id}"`);
    expect(body.xml).toMatch(/<bpmndi:BPMNEdge id="toLeader_di" bpmnElement="toLeader">/);
    // Left to right: the start event before the first task, the end after the last.
    const x = (id: string) => Number(new RegExp(`bpmnElement="${id}"[^>]*>\\s*<dc:Bounds x="(\\d+)`).exec(body.xml)![1]);
    expect(x('start')).toBeLessThan(x('leaderApprove'));
    expect(x('ipAdminApprove')).toBeLessThan(x('end'));
  });

  it('moves the marks as the instance moves; an ended instance has no current node, a finished one its end event done', async () => {
    const other = (await wf.start(staff1, { flowKey: 'patentApply' }, { title: 'x' })).json().instId as string;
    const task = await wf.onlyTask(leader, other);
    expect((await wf.complete(leader, task.id, 'agree')).statusCode).toBe(200);
    const after = (await image(leader, other)).json() as FlowImage;
    expect(after.currentNodes).toEqual(['ipAdminApprove']);
    expect(after.doneNodes.sort()).toEqual(['leaderApprove', 'start']);
    const ended = await wf.post(admin, '/instance/v1/doEndProcess', { instId: Number(other) });
    expect(ended.statusCode).toBe(200);
    const final = (await image(staff1, other)).json() as FlowImage;
    expect(final.currentNodes).toEqual([]);
    expect(final.status).toBe('manual_end');
    expect(final.doneNodes).not.toContain('end');

    const third = (await wf.start(staff1, { flowKey: 'patentApply' }, { title: 'y' })).json().instId as string;
    expect((await wf.complete(leader, (await wf.onlyTask(leader, third)).id, 'agree')).statusCode).toBe(200);
    expect((await wf.complete(ipadmin, (await wf.onlyTask(ipadmin, third)).id, 'agree', { data: Buffer.from(JSON.stringify({ reviewComment: '同意' })).toString('base64') })).statusCode).toBe(200);
    const finished = (await image(staff1, third)).json() as FlowImage;
    expect(finished).toMatchObject({ status: 'end', currentNodes: [] });
    expect(finished.doneNodes.sort()).toEqual(['end', 'ipAdminApprove', 'leaderApprove', 'start']);
  });

  it('refuses an outsider, another tenant and a malformed id', async () => {
    const outsider = await image(staff2);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toMatchObject({ state: false, message: '流程实例不存在或无权查看' });
    expect((await image(corpStaff)).statusCode).toBe(404);
    expect((await image(leader)).statusCode).toBe(200);
    expect((await image(staff1, 'abc')).statusCode).toBe(400);
    const mark = await t.request({ method: 'GET', url: `${BPM_MODEL}/bpmModel/bpmWatermark/v1/getByInstId?instId=${instId}`, session: staff2 });
    expect(mark.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${BPM_MODEL}/bpmModel/bpmWatermark/v1/getByInstId?instId=${instId}`, session: corpStaff })).statusCode).toBe(404);
  });

  it('names the viewer, account and date in the watermark', async () => {
    const res = await t.request({ method: 'GET', url: `${BPM_MODEL}/bpmModel/bpmWatermark/v1/getByInstId?instId=${instId}`, session: leader });
    expect(res.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.json()).toEqual({ text: `陈院长 leader ${today}`, fullname: '陈院长', account: 'leader', date: today });
  });

  it('gives the main version of a key and a version by id, with the form, start rights and leaders', async () => {
    const byKey = await t.request({ method: 'GET', url: `${MODEL}/getJson?defKey=patentApply`, session: staff1 });
    expect(byKey.statusCode).toBe(200);
    const view = byKey.json();
    expect(view).toMatchObject({
      defKey: 'patentApply', name: '专利申请审批', isMain: true, formKey: 'patentApply', boAlias: 'patentApply', startNodeId: 'start',
      fieldRights: {}, canStart: true, leaders: [],
    });
    const byId = await t.request({ method: 'GET', url: `${MODEL}/defGet?defId=${view.defId}`, session: staff1 });
    expect(byId.json()).toEqual(view);
    const missing = await t.request({ method: 'GET', url: `${MODEL}/getJson?defKey=noSuchFlow`, session: staff1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('流程定义不存在');
    const plain = await t.request({ method: 'GET', url: `${RT}/instance/v1/getBpmImage?defId=${view.defId}`, session: staff2 });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ currentNodes: [], doneNodes: [] });
    expect(plain.json().xml).toContain('bpmnElement="leaderApprove"');
    expect((await t.request({ method: 'GET', url: `${RT}/instance/v1/getBpmImage?defId=${view.defId}`, session: corpStaff })).statusCode).toBe(404);
    // A univ definition id read from another tenant is not found.
    expect((await t.request({ method: 'GET', url: `${MODEL}/defGet?defId=${view.defId}`, session: corpStaff })).statusCode).toBe(404);
  });

  it('lists the leaders a secretary may start for, and start rights follow the flow\'s settings', async () => {
    const saved = await t.request({ method: 'POST', url: `${RT}/bpmSecretaryManage/v1/save`, session: leader, payload: { secretaryId: Number(staff2.userId) } });
    expect(saved.statusCode).toBe(200);
    const view = (await t.request({ method: 'GET', url: `${MODEL}/getJson?defKey=patentApply`, session: staff2 })).json();
    expect(view.leaders).toEqual([{ id: String(leader.userId), name: '陈院长' }]);
    const xml = '<?xml version="1.0"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x">'
      + '<bpmn:process id="p" isExecutable="true"><bpmn:startEvent id="s"/><bpmn:userTask id="u" name="U"/><bpmn:endEvent id="e"/>'
      + '<bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="u"/><bpmn:sequenceFlow id="f2" sourceRef="u" targetRef="e"/></bpmn:process></bpmn:definitions>';
    const deployed = await wf.deploy(admin, 'viewsRestricted', xml, { startRights: { accounts: ['staff2'] }, nodes: { s: { fieldRights: { title: 'read' } } } });
    expect(deployed.statusCode).toBe(200);
    const forStaff1 = (await t.request({ method: 'GET', url: `${MODEL}/getJson?defKey=viewsRestricted`, session: staff1 })).json();
    expect(forStaff1).toMatchObject({ canStart: false, formKey: null, boAlias: null, fieldRights: { title: 'read' }, startNodeId: 's' });
    expect((await t.request({ method: 'GET', url: `${MODEL}/getJson?defKey=viewsRestricted`, session: staff2 })).json().canStart).toBe(true);
    expect((await t.request({ method: 'GET', url: `${MODEL}/getJson?defKey=viewsRestricted`, session: admin })).json().canStart).toBe(true);
  });

  it('keeps the diagram of a file that has one', async () => {
    const xml = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/bpmn-miwg/A.1.0.bpmn'), 'utf8');
    const deployed = await wf.deploy(admin, 'viewsMiwg', xml, { defaults: { assignees: [{ type: 'initiator' }] } });
    expect(deployed.statusCode, deployed.body).toBe(200);
    const plain = (await t.request({ method: 'GET', url: `${RT}/instance/v1/getBpmImage?defId=${deployed.json().value.defId}`, session: staff1 })).json() as FlowImage;
    expect(plain.xml).toBe(xml);
  });
});
