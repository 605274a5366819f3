import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { base64, createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { RT, workflowClient } from './workflow-helpers.ts';

/**
 * The task page's data revision: the task read gives the revision of the instance's form data; the draft save (保存)
 * and agree send it back, and when someone saved the data since, they are a 409 (code FORM_DATA_STALE) and write
 * nothing, so one handler's save never silently overwrites another's.
 */
describe('workflow task: form data revision on saveDraft and complete', () => {
  let t: TestApp;
  let wf: ReturnType<typeof workflowClient>;
  let staff1: Session;
  let leader: Session;
  let college: number;

  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, leader] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'leader')]);
    college = (await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('org').select('id').where('code', '=', 'cs').executeTakeFirstOrThrow())).id;
  });
  afterAll(async () => { await t?.close(); });

  const apply = async () => {
    const started = await wf.start(staff1, { flowKey: 'patentApply' },
      { title: '一种固态电池电解质', type: 'invent', claims: '1. 一种电解质', college, applicationDate: '2026-03-01' });
    expect(started.statusCode, started.body).toBe(200);
    const instId = started.json().instId as string;
    return { instId, taskId: (await wf.onlyTask(leader, instId)).id };
  };
  const read = async (taskId: string) => (await wf.get(leader, `/task/v1/get?id=${taskId}`)).json() as { dataRev: string; data: Record<string, unknown>; task: { draftOpinion: string | null } };
  const saveDraft = (taskId: string, data: Record<string, unknown>, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: `${RT}/task/v1/saveDraft`, session: leader, headers, payload: { taskId: Number(taskId), data: base64(JSON.stringify(data)), ...extra } });

  it('the task read gives the revision; a save from it stores the data and replies the new revision, the one the next read gives', async () => {
    const { taskId } = await apply();
    const loaded = await read(taskId);
    expect(loaded.dataRev).toMatch(/^[\w-]{32}$/);
    const saved = await saveDraft(taskId, { reviewComment: '材料齐全' }, { dataRev: loaded.dataRev });
    expect(saved.json()).toEqual({ state: true, message: '保存成功', value: { dataRev: expect.any(String) } });
    const next = saved.json().value.dataRev as string;
    expect(next).not.toBe(loaded.dataRev);
    expect(await read(taskId)).toMatchObject({ dataRev: next, data: { reviewComment: '材料齐全' } });
    // The page saves again from the revision its last save replied.
    expect((await saveDraft(taskId, { reviewComment: '材料齐全，同意' }, { dataRev: next })).statusCode).toBe(200);
  });

  it('a save from a revision someone else has saved over is a 409 in the caller\'s language and writes neither the data nor the opinion', async () => {
    const { instId, taskId } = await apply();
    const loaded = await read(taskId);
    // The initiator saves the form meanwhile (saveFormData with the start node's rights).
    const other = await wf.post(staff1, '/instance/v1/saveFormData', { instId: Number(instId), data: base64(JSON.stringify({ abstract: '发起人补充的摘要' })) });
    expect(other.statusCode, other.body).toBe(200);

    const stale = await saveDraft(taskId, { reviewComment: '基于旧数据' }, { dataRev: loaded.dataRev, opinion: '旧数据上的意见' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ state: false, message: '表单数据已被他人修改，请刷新后再保存', code: 'FORM_DATA_STALE' });
    const english = await saveDraft(taskId, { reviewComment: 'stale' }, { dataRev: loaded.dataRev }, { 'accept-language': 'en-US' });
    expect(english.json()).toEqual({ state: false, message: 'Someone else changed the form data; refresh and save again', code: 'FORM_DATA_STALE' });

    const after = await read(taskId);
    expect(after.data).toMatchObject({ abstract: '发起人补充的摘要' });
    expect(after.data).not.toHaveProperty('reviewComment');
    expect(after.task.draftOpinion).toBeNull();
    expect(after.dataRev).toBe(other.json().value.dataRev);
  });

  it('agree with form data from a stale revision is a 409 and the task stays open; from the current one it completes', async () => {
    const { instId, taskId } = await apply();
    const loaded = await read(taskId);
    const mine = await saveDraft(taskId, { reviewComment: '第一版' }, { dataRev: loaded.dataRev });
    expect(mine.statusCode).toBe(200);

    const data = base64(JSON.stringify({ reviewComment: '另一窗口的意见' }));
    const stale = await wf.complete(leader, taskId, 'agree', { data, dataRev: loaded.dataRev });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ state: false, message: '表单数据已被他人修改，请刷新后再保存', code: 'FORM_DATA_STALE' });
    expect(await wf.onlyTask(leader, instId)).toMatchObject({ id: taskId });
    expect((await read(taskId)).data).toMatchObject({ reviewComment: '第一版' });

    const done = await wf.complete(leader, taskId, 'agree', { data, dataRev: mine.json().value.dataRev });
    expect(done.statusCode, done.body).toBe(200);
    expect(await wf.todo(leader, instId)).toEqual([]);
  });

  it('other 409s of the task keep their own message and carry no stale code', async () => {
    const { taskId } = await apply();
    const loaded = await read(taskId);
    expect((await wf.post(leader, `/task/v1/hangUp?taskId=${taskId}`)).statusCode).toBe(200);
    const hungUp = await saveDraft(taskId, { reviewComment: 'x' }, { dataRev: loaded.dataRev });
    expect(hungUp.statusCode).toBe(409);
    expect(hungUp.json()).toEqual({ state: false, message: '任务已挂起，请先取消挂起' });
  });
});
