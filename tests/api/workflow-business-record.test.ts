import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { RT, workflowClient } from './workflow-helpers.ts';

type Reply = { statusCode: number; json(): { state: boolean; message: string } };

/**
 * Flows about business records (a list row's 发起流程): the instances of a record, the start form filled from it, one
 * approval per record and flow, the approval each row of the record's list shows.
 */
describe('workflow instances of business records: relatedProcess, getRelatedInformationById, startForm, one approval at a time', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let ipadmin: Session;
  let admin: Session;
  let agent: Session;
  let college: number;
  let wf: ReturnType<typeof workflowClient>;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, staff2, ipadmin, admin, agent] = await Promise.all(['staff1', 'staff2', 'ipadmin', 'admin', 'agent'].map((a) => t.login('univ', a))) as Session[] as
      [Session, Session, Session, Session, Session];
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

  describe('instances of a business record: relatedProcess, getRelatedInformationById', () => {
    let recordId: string;
    let a: string;
    let b: string;
    let c: string;
    beforeAll(async () => {
      const saved = await t.request({ method: 'POST', url: '/api/form/form/dataTemplate/v1/boSave/patentApply', session: staff1, payload: { boData: application() } });
      recordId = saved.json().value.id;
      a = await apply(staff1, recordId);
      // A record goes through one flow once at a time; another flow about it may run beside.
      refused(await wf.start(staff1, { flowKey: 'patentApply', businessKey: recordId }, application()), 409, '该记录已在此流程中审批，不能重复提交');
      const agency = await wf.start(staff1, { flowKey: 'agencyEntrust', businessKey: recordId }, {});
      if (agency.statusCode !== 200) throw new Error(agency.body);
      b = agency.json().instId;
      // Another flow about the same record, started by someone else who may read it; one who may not is refused.
      refused(await wf.start(staff2, { flowKey: 'expense', businessKey: recordId }, {}), 404, '数据不存在或无权查看');
      refused(await wf.start(staff1, { flowKey: 'expense', businessKey: 'no-such-record' }, {}), 404, '数据不存在或无权查看');
      const byAdmin = await wf.start(admin, { flowKey: 'expense', businessKey: recordId }, {});
      if (byAdmin.statusCode !== 200) throw new Error(byAdmin.body);
      c = byAdmin.json().instId;
      await apply(staff1);
    });
    const ids = (res: { json(): { rows: { id: string }[] } }) => res.json().rows.map((r) => r.id);

    it('relatedProcess: the other instances of the same record; readers of the instance only', async () => {
      expect(ids(await wf.post(staff1, '/instance/v1/relatedProcess', { instId: Number(a) }))).toEqual([b]);
      expect(ids(await wf.post(admin, '/instance/v1/relatedProcess', { instId: Number(a) }))).toEqual([c, b]);
      refused(await wf.post(agent, '/instance/v1/relatedProcess', { instId: Number(a) }), 404, '流程实例不存在或无权查看');
      refused(await wf.post(staff1, '/instance/v1/relatedProcess', { instId: 'x' }), 400, '请求参数不正确：body/instId: 应当是 integer 类型');
    });

    it('getRelatedInformationById: the record, the related instances and the data revision', async () => {
      const info = (await wf.get(staff1, `/instance/v1/getRelatedInformationById?id=${a}`)).json();
      expect(info).toMatchObject({ instId: a, businessKey: recordId, boAlias: 'patentApply', record: { id: recordId, version: 1 }, status: 'running' });
      expect(info.related.map((r: { id: string }) => r.id)).toEqual([b]);
      expect(info.dataRev).toMatch(/^[\w-]{20,}$/);
      // Someone who may read the instance but not the record sees no record.
      await wf.post(staff1, '/instance/v1/transToMore', { instId: Number(a), userIds: [agent.userId] });
      expect((await wf.get(agent, `/instance/v1/getRelatedInformationById?id=${a}`)).json()).toMatchObject({ record: null, related: [] });
      refused(await wf.get(ipadmin, `/instance/v1/getRelatedInformationById?id=${b}`), 404, '流程实例不存在或无权查看');
    });
  });

  describe('startForm', () => {
    let recordId: string;
    beforeAll(async () => {
      const saved = await t.request({ method: 'POST', url: '/api/form/form/dataTemplate/v1/boSave/patentApply', session: staff1, payload: { boData: application({ title: '从记录发起' }) } });
      recordId = saved.json().value.id;
    });
    const startForm = (session: Session, query: string) => wf.post(session, `/instance/v1/startForm?${query}`);

    it('opens the start page of the flow filled from the record; the started instance carries the record as its business key', async () => {
      const view = (await startForm(staff1, `defKey=patentApply&businessKey=${recordId}&boAlias=patentApply`)).json();
      expect(view).toMatchObject({ defKey: 'patentApply', formKey: 'patentApply', boAlias: 'patentApply', canStart: true, businessKey: recordId, recordVersion: 1 });
      expect(view.data).toMatchObject({ title: '从记录发起', type: 'invent' });
      expect(view.data).not.toHaveProperty('reviewComment');
      // Which record: its serial number (numbered when it was saved) and its title.
      expect(view.recordLabel).toMatch(/^ZLSQ\d{12} · 从记录发起$/);
      const instId = (await wf.start(staff1, { flowKey: 'patentApply', businessKey: view.businessKey }, view.data)).json().instId as string;
      expect((await wf.get(staff1, `/instance/v1/getRelatedInformationById?id=${instId}`)).json()).toMatchObject({ businessKey: recordId, record: { id: recordId } });
    });

    it('the record\'s list shows each row\'s approval in the template\'s flow: never submitted, or the instance waiting at its step', async () => {
      const saved = await t.request({ method: 'POST', url: '/api/form/form/dataTemplate/v1/boSave/patentApply', session: staff1, payload: { boData: application({ title: '未提交的申请' }) } });
      const fresh = saved.json().value.id as string;
      const rows = async () => (await t.request({ method: 'POST', url: '/api/form/form/dataTemplate/v1/listJson', session: staff1, payload: { alias: 'patentApplyList' } }))
        .json().rows as { id: string; _flow: unknown }[];
      expect((await rows()).find((r) => r.id === fresh)!._flow).toBeNull();
      const started = (await rows()).find((r) => r.id === recordId)!._flow as { instId: string; status: string; nodes: string[] };
      expect(started).toMatchObject({ status: 'running', nodes: ['学院领导审批'] });
      expect((await wf.get(staff1, `/instance/v1/getRelatedInformationById?id=${started.instId}`)).json()).toMatchObject({ businessKey: recordId });
    });

    it('two starts of the same record at once: one starts, the other is told the record is already in the approval', async () => {
      const saved = await t.request({ method: 'POST', url: '/api/form/form/dataTemplate/v1/boSave/patentApply', session: staff1, payload: { boData: application({ title: '同时提交' }) } });
      const key = saved.json().value.id as string;
      const replies = await Promise.all([0, 1].map(() => wf.start(staff1, { flowKey: 'patentApply', businessKey: key }, application({ title: '同时提交' }))));
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const count = await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('bpm_instance').select('id').where('business_key', '=', key).execute());
      expect(count).toHaveLength(1);
    });

    it('refuses: another bo, no start rights, a record the caller may not read, a key that is no record, an unknown flow', async () => {
      refused(await startForm(staff1, `defKey=patentApply&businessKey=${recordId}&boAlias=expenseClaim`), 400, '流程表单的业务对象不是 expenseClaim');
      refused(await startForm(staff1, `defKey=annualFee&businessKey=${recordId}&boAlias=annualFee`), 403, '无启动权限，请联系管理员');
      const corp = await t.login('corp', 'staff1');
      refused(await startForm(corp, `defKey=patentApply&businessKey=${recordId}&boAlias=patentApply`), 404, '数据不存在或无权查看');
      refused(await startForm(staff1, 'defKey=patentApply&businessKey=nope&boAlias=patentApply'), 404, '数据不存在或无权查看');
      refused(await startForm(staff1, `defKey=noSuchFlow&businessKey=${recordId}&boAlias=patentApply`), 404, '流程定义不存在');
      const en = await t.request({ method: 'POST', url: `${RT}/instance/v1/startForm?defKey=patentApply&businessKey=${recordId}&boAlias=expenseClaim`, session: staff1, headers: { 'accept-language': 'en-US' } });
      refused(en, 400, 'The flow\'s form does not edit business object expenseClaim');
    });
  });
});
