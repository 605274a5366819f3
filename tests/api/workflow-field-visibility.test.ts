import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64, createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { workflowClient } from './workflow-helpers.ts';

/**
 * Fields hidden from a caller never leave the server: patentApply's form hides reviewComment from everyone but the IP
 * administrators (role right n), while the leader's node lists it as editable (the node's right wins on its task).
 */
describe('workflow reads send only the fields the caller may see', () => {
  let t: TestApp;
  let staff1: Session;
  let leader: Session;
  let ipadmin: Session;
  let wf: ReturnType<typeof workflowClient>;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, leader, ipadmin] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'leader'), t.login('univ', 'ipadmin')]);
  });
  afterAll(async () => { await t?.close(); });

  it('hides reviewComment from the initiator and keeps it for the node that edits it', async () => {
    const started = await wf.start(staff1, { flowKey: 'patentApply', subject: '可见性测试' }, { title: '可见性测试', type: 'invent', applicationDate: '2026-11-01' });
    const instId = started.json().instId as string;
    const task = await wf.onlyTask(leader, instId);
    await wf.complete(leader, task.id, 'agree', { data: base64(JSON.stringify({ reviewComment: '学院意见：同意' })) });

    const asInitiator = (await wf.get(staff1, `/instance/v1/getInstanceByInstId?instId=${instId}`)).json() as { data: Record<string, unknown> };
    expect(asInitiator.data.title).toBe('可见性测试');
    expect(asInitiator.data).not.toHaveProperty('reviewComment');

    const asAdmin = (await wf.get(ipadmin, `/instance/v1/getInstanceByInstId?instId=${instId}`)).json() as { data: Record<string, unknown> };
    expect(asAdmin.data.reviewComment).toBe('学院意见：同意');
    const ipTask = await wf.onlyTask(ipadmin, instId);
    const detail = (await wf.get(ipadmin, `/task/v1/get?id=${ipTask.id}`)).json() as { data: Record<string, unknown> };
    expect(detail.data.reviewComment).toBe('学院意见：同意');
  });
});
