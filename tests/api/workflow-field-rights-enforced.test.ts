import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64, createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { workflowClient } from './workflow-helpers.ts';

/** Start, two approval nodes (the leader, then staff2), end. */
const XML = '<?xml version="1.0"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x">'
  + '<bpmn:process id="p" isExecutable="true"><bpmn:startEvent id="s"/><bpmn:userTask id="u1" name="一审"/><bpmn:userTask id="u2" name="二审"/>'
  + '<bpmn:endEvent id="e"/><bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="u1"/><bpmn:sequenceFlow id="f2" sourceRef="u1" targetRef="u2"/>'
  + '<bpmn:sequenceFlow id="f3" sourceRef="u2" targetRef="e"/></bpmn:process></bpmn:definitions>';

/**
 * The task page draws the node's field rights; the server enforces them: form data sent with complete or with the
 * task's draft save changes only the fields the node lets the caller edit (a read-only or hidden field keeps its
 * stored value, whatever the request says).
 */
describe('workflow: field rights enforced on complete and on the task draft', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let leader: Session;
  let wf: ReturnType<typeof workflowClient>;

  const dataOf = async (instId: string) => (await wf.get(staff1, `/instance/v1/getInstanceByInstId?instId=${instId}`)).json().data as Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    const admin = await t.login('univ', 'admin');
    [staff1, staff2, leader] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'staff2'), t.login('univ', 'leader')]);
    const deployed = await wf.deploy(admin, 'rightsEnforced', XML, {
      form: 'patentApply',
      nodes: {
        u1: { assignees: [{ type: 'users', accounts: ['leader'] }], fieldRights: { title: 'read', abstract: 'edit' } },
        u2: { assignees: [{ type: 'users', accounts: ['staff2'] }], fieldRights: { title: 'hidden' } },
      },
    });
    expect(deployed.statusCode, deployed.body).toBe(200);
  });
  afterAll(async () => { await t?.close(); });

  it('complete writes the editable field and keeps the read-only one', async () => {
    const started = await wf.start(staff1, { flowKey: 'rightsEnforced', subject: '权限校验' }, { title: '原标题', abstract: '原摘要' });
    expect(started.statusCode, started.body).toBe(200);
    const instId = started.json().instId as string;
    const task = await wf.onlyTask(leader, instId);
    const done = await wf.complete(leader, task.id, 'agree', { data: base64(JSON.stringify({ title: '改过的标题', abstract: '改过的摘要' })) });
    expect(done.statusCode, done.body).toBe(200);
    expect(await dataOf(instId)).toMatchObject({ title: '原标题', abstract: '改过的摘要' });

    // The next node hides the title and says nothing of the abstract (read-only there): neither changes.
    const next = await wf.onlyTask(staff2, instId);
    const saved = await wf.post(staff2, '/task/v1/saveDraft', { taskId: Number(next.id), data: base64(JSON.stringify({ title: '偷改', abstract: '也偷改' })) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await dataOf(instId)).toMatchObject({ title: '原标题', abstract: '改过的摘要' });
  });

  it('the task draft save writes what the node lets the caller edit', async () => {
    const started = await wf.start(staff1, { flowKey: 'rightsEnforced', subject: '权限校验二' }, { title: '标题二', abstract: '摘要二' });
    const instId = started.json().instId as string;
    const task = await wf.onlyTask(leader, instId);
    const saved = await wf.post(leader, '/task/v1/saveDraft', { taskId: Number(task.id), data: base64(JSON.stringify({ title: '草稿标题', abstract: '草稿摘要' })) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await dataOf(instId)).toMatchObject({ title: '标题二', abstract: '草稿摘要' });
  });
});
