import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64, createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { workflowClient } from './workflow-helpers.ts';

describe('workflow: an instance started from a draft takes the flow\'s subject rule', () => {
  let t: TestApp;
  let wf: ReturnType<typeof workflowClient>;
  let staff1: Session;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    staff1 = await t.login('univ', 'staff1');
  });
  afterAll(async () => { await t?.close(); });

  const subjectOf = async (instId: string) =>
    (await wf.get(staff1, `/instance/v1/getInstanceByInstId?instId=${instId}`)).json().subject as string;
  const drafts = () => wf.list<{ id: string; subject: string }>(staff1, '/instance/v1/newProcess');

  it('a draft saved without a subject shows the rule filled in, and its instance fills the rule with the data it starts with', async () => {
    // patentApply's subject rule is {title}.
    const saved = await wf.post(staff1, '/instance/v1/saveDraft', { flowKey: 'patentApply', data: base64(JSON.stringify({ title: '草稿里的标题' })) });
    const draftId = saved.json().value as string;
    expect(await drafts()).toEqual(expect.arrayContaining([expect.objectContaining({ id: draftId, subject: '草稿里的标题' })]));
    await wf.post(staff1, '/instance/v1/saveDraft', { proInstId: Number(draftId), data: base64(JSON.stringify({ title: '改过的标题' })) });
    expect(await drafts()).toEqual(expect.arrayContaining([expect.objectContaining({ id: draftId, subject: '改过的标题' })]));
    const started = await wf.start(staff1, { proInstId: Number(draftId) }, { title: '启动时的标题' });
    expect(started.statusCode).toBe(200);
    expect(await subjectOf(started.json().instId)).toBe('启动时的标题');
  });

  it('a subject the author typed on the draft stays', async () => {
    const saved = await wf.post(staff1, '/instance/v1/saveDraft', { flowKey: 'patentApply', subject: '我自己起的主题', data: base64(JSON.stringify({ title: '标题' })) });
    const draftId = saved.json().value as string;
    await wf.post(staff1, '/instance/v1/saveDraft', { proInstId: Number(draftId), data: base64(JSON.stringify({ title: '又改了' })) });
    const started = await wf.start(staff1, { proInstId: Number(draftId) });
    expect(await subjectOf(started.json().instId)).toBe('我自己起的主题');
  });
});
