import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const T = '/api/form/form/dataTemplate/v1';
const F = '/api/front';
type Row = Record<string, unknown>;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The results marketplace (docs/results-marketplace.md): results saved through the engine's forms (record stores),
 * published in batches, labelled and classified; needs matched to published results; orders placed, signed, paid and
 * completed, the trade recorded on the patent. Every command: the IP office's role, the version read, the state machine.
 */
describe('results marketplace', () => {
  let t: TestApp;
  let ipadmin: Session;
  let admin: Session;
  let staff: Session;
  let tenantId: number;
  let patents: { id: number; application_no: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    [ipadmin, admin, staff] = await Promise.all([t.login('univ', 'ipadmin'), t.login('univ', 'admin'), t.login('univ', 'staff1')]);
    tenantId = t.tenantId('univ');
    // Granted patents with no result yet.
    patents = (await withTenant(t.db, tenantId, (tx) => sql<{ id: number; application_no: string }>`select p.id, p.application_no from patent p
      where p.legal_status = 'authorization' and not exists (select 1 from patent_result r where r.patent_id = p.id)
      order by p.id limit 4`.execute(tx))).rows;
  });
  afterAll(async () => { await t?.close(); });

  const call = (method: string, url: string, session: Session, payload?: unknown, lang = 'zh-CN') =>
    t.request({ method, url, session, payload, headers: { 'accept-language': lang } });
  const save = (bo: string, session: Session, boData: Row, extra: Row = {}, lang = 'zh-CN') =>
    call('POST', `${T}/boSave/${bo}?formKey=${bo}`, session, { boData, ...extra }, lang);
  const ok = <R = Row>(res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as R;
  };
  const result = async (id: number) => (await withTenant(t.db, tenantId, (tx) => sql<Row & { version: number; status: string }>`
    select status, version, labels, class_keys, batch_no from patent_result where id = ${id}`.execute(tx))).rows[0]!;
  const newResult = async (n: number, mode = 'both') => {
    const saved = ok<{ value: { id: string; version: number } }>(await save('patentResult', ipadmin, {
      applicationNo: patents[n]!.application_no, title: `测试成果${n}`, summary: '一项可转让的专利技术', tradeMode: mode, price: 100000,
      labels: '测试，转化', classes: ['it'],
    }));
    return { id: Number(saved.value.id), version: saved.value.version };
  };
  const setStatus = (path: string, id: number, status: string, version: number, session = ipadmin, lang = 'zh-CN', extra: Row = {}) =>
    call('POST', `${F}${path}/update/status`, session, { id, status, version, ...extra }, lang);

  it('a result is saved through its form (draft), edited with its version, and refused to others and to a stale version', async () => {
    const { id, version } = await newResult(0);
    expect(await result(id)).toMatchObject({ status: 'draft', version: 1, labels: ['测试', '转化'], class_keys: ['it'] });
    const form = ok<{ data: Row; version: number; readonly: boolean }>(await call('GET', `${T}/getForm/patentResult/patentResult?id=${id}`, ipadmin));
    expect(form).toMatchObject({ readonly: false, version, data: { title: '测试成果0', tradeMode: 'both', classes: ['it'] } });
    ok(await save('patentResult', ipadmin, { ...form.data, title: '测试成果0（修订）' }, { id: String(id), version }));
    const stale = await save('patentResult', admin, { ...form.data, title: '旧版本' }, { id: String(id), version });
    expect(stale.statusCode).toBe(409);
    // A stale version is no refusal: the engine form keeps the input and says the record changed.
    expect(stale.json().code).toBeUndefined();
    const refused = await save('patentResult', staff, { ...form.data, title: '越权' }, {}, 'en-US');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only IP administrators handle results and their trade');
    // Not the tenant's patent; a second open result of the same patent.
    expect((await save('patentResult', ipadmin, { ...form.data, applicationNo: '202310000001.5' })).statusCode).toBe(400);
    const twice = await save('patentResult', ipadmin, { ...form.data, title: '重复' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: '该专利已有成果在库，请编辑原成果', code: 'REFUSED' });
  });

  it('moves by the state machine: submit, refusals naming the state, batch publish all-or-none, withdraw', async () => {
    const a = await newResult(1);
    const b = await newResult(2);
    const submitted = ok<{ value: { version: number; status: string } }>(await setStatus('/api/patentResult/v1', a.id, 'reviewing', a.version));
    expect(submitted.value.status).toBe('reviewing');
    const refused = await setStatus('/api/patentResult/v1', b.id, 'withdrawn', b.version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('当前状态为“草稿”，不能下架');
    const refusedEn = await setStatus('/api/patentResult/v1', b.id, 'withdrawn', b.version, ipadmin, 'en-US');
    expect(refusedEn.json().message).toBe('It is "Draft": it cannot be withdrawn');
    expect((await setStatus('/api/patentResult/v1', a.id, 'published', a.version)).statusCode).toBe(409);
    expect((await setStatus('/api/patentResult/v1', a.id, 'published', submitted.value.version, staff)).statusCode).toBe(403);

    // A stale item: nothing of the batch is published.
    const stale = await call('POST', `${F}/api/patentResult/v1/publish/batch`, ipadmin, { items: [{ id: a.id, version: submitted.value.version }, { id: b.id, version: 99 }] });
    expect(stale.statusCode).toBe(409);
    expect((await result(a.id)).status).toBe('reviewing');
    const batch = ok<{ message: string; value: { batchNo: string; count: number } }>(await call('POST', `${F}/api/patentResult/v1/publish/batch`, ipadmin,
      { items: [{ id: a.id, version: submitted.value.version }, { id: b.id, version: b.version }] }));
    expect(batch.value.count).toBe(2);
    expect(batch.message).toBe(`已发布 2 项成果，批次 ${batch.value.batchNo}`);
    expect(await result(a.id)).toMatchObject({ status: 'published', batch_no: batch.value.batchNo });
    expect(await result(b.id)).toMatchObject({ status: 'published', batch_no: batch.value.batchNo });

    // Labels and classes, then the catalogue by class (anyone signed in).
    const current = await result(a.id);
    ok(await call('POST', `${F}/api/patentResult/v1/update/classifications`, ipadmin, { id: a.id, version: current.version, classKeys: ['bio', 'energy'] }));
    expect((await call('POST', `${F}/api/patentResult/v1/update/classifications`, ipadmin, { id: a.id, version: current.version + 1, classKeys: ['nope'] })).statusCode).toBe(400);
    expect((await call('POST', `${F}/api/patentResult/v1/update/labels`, ipadmin, { id: a.id, version: current.version + 1,
      labels: Array.from({ length: 11 }, (_, i) => `标签${i}`) })).statusCode).toBe(400);
    const byClass = ok<{ rows: Row[] }>(await call('POST', `${F}/api/patentResult/v1/queryByClassId?classId=bio`, staff));
    expect(byClass.rows.map((r) => r.id)).toContain(a.id);
    expect(byClass.rows.map((r) => r.id)).not.toContain(b.id);
    // 成果库 lists published results only.
    const listed = ok<{ rows: Row[] }>(await call('POST', `${T}/listJson`, staff, { alias: 'cgc', pageBean: { page: 1, pageSize: 100 } }));
    expect(listed.rows.every((r) => r.tradeMode !== undefined)).toBe(true);
    expect(listed.rows.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const withdrawn = ok<{ value: { status: string } }>(await setStatus('/api/patentResult/v1', b.id, 'withdrawn', (await result(b.id)).version));
    expect(withdrawn.value.status).toBe('withdrawn');
    const after = ok<{ rows: Row[] }>(await call('POST', `${T}/listJson`, staff, { alias: 'cgc', pageBean: { page: 1, pageSize: 100 } }));
    expect(after.rows.map((r) => r.id)).not.toContain(b.id);
  });

  it('a need is matched to published results, an order placed, signed, paid and completed: the transfer is on the patent', async () => {
    const r = await newResult(3, 'transfer');
    ok(await call('POST', `${F}/api/patentResult/v1/publish/batch`, ipadmin, { items: [r] }));
    const draft = await withTenant(t.db, tenantId, (tx) => sql<{ id: number }>`select id from patent_result where status = 'draft' limit 1`.execute(tx));

    const need = ok<{ value: { id: string; version: number } }>(await save('businessNeed', ipadmin, {
      title: '测温技术需求', company: '测试仪器有限公司', classes: ['it'], description: '寻求高精度测温专利', budget: 300000,
    }));
    const needId = Number(need.value.id);
    const unpublished = await call('POST', `${F}/businessNeeds/v1/saveNeedPatents?needId=${needId}`, ipadmin,
      { resultIds: [draft.rows[0]!.id], version: need.value.version });
    expect(unpublished.statusCode).toBe(400);
    const suggest = ok<{ id: number }[]>(await call('GET', `${F}/businessNeeds/v1/suggest?needId=${needId}`, ipadmin));
    expect(suggest.map((s) => s.id)).toContain(r.id);
    const matched = ok<{ value: { status: string; version: number } }>(await call('POST', `${F}/businessNeeds/v1/saveNeedPatents?needId=${needId}`, ipadmin,
      { resultIds: [r.id], version: need.value.version }));
    expect(matched.value.status).toBe('matched');
    expect((await setStatus('/businessNeeds/v1', needId, 'open', matched.value.version)).statusCode).toBe(409);

    // A licence is not what this result is offered for.
    const wrongKind = await save('patentOrder', ipadmin, { applicationNo: patents[3]!.application_no, kind: 'licence', licenceType: 'ordinary', buyer: '乙公司', amount: 1 });
    expect(wrongKind.statusCode).toBe(409);
    expect(wrongKind.json()).toMatchObject({ message: '该成果只接受转让', code: 'REFUSED' });
    const placed = ok<{ value: { id: string; version: number } }>(await save('patentOrder', ipadmin, {
      applicationNo: patents[3]!.application_no, kind: 'transfer', buyer: '测试仪器有限公司', amount: 280000, need: String(needId),
    }));
    const orderId = Number(placed.value.id);
    const second = await save('patentOrder', ipadmin, { applicationNo: patents[3]!.application_no, kind: 'transfer', buyer: '丙公司', amount: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('该成果已有进行中的转让订单');

    // PUT while placed, then sign (contract no. required), pay, complete.
    const put = ok<{ value: { version: number } }>(await call('PUT', `${F}/patentOrder/v1/${orderId}`, ipadmin, { version: placed.value.version, amount: 300000 }));
    expect((await setStatus('/patentOrder/v1', orderId, 'signed', put.value.version)).statusCode).toBe(400);
    expect((await setStatus('/patentOrder/v1', orderId, 'completed', put.value.version)).json().message).toBe('当前状态为“已下单”，不能完成交易');
    const signed = ok<{ value: { version: number } }>(await setStatus('/patentOrder/v1', orderId, 'signed', put.value.version, ipadmin, 'zh-CN', { contractNo: 'ZR-T-001' }));
    expect((await call('PUT', `${F}/patentOrder/v1/${orderId}`, ipadmin, { version: signed.value.version, amount: 1 })).statusCode).toBe(409);
    const paid = ok<{ value: { version: number } }>(await setStatus('/patentOrder/v1', orderId, 'paid', signed.value.version));
    ok(await setStatus('/patentOrder/v1', orderId, 'completed', paid.value.version));

    const order = ok<Row & { log: Row[] }>(await call('GET', `${F}/patentOrder/v1/${orderId}`, ipadmin));
    expect(order).toMatchObject({ status: 'completed', amount: 300000, contractNo: 'ZR-T-001', needId });
    expect(order.log.map((l) => l.action)).toEqual(['place', 'sign', 'pay', 'complete']);
    expect((await result(r.id)).status).toBe('traded');
    const closed = await withTenant(t.db, tenantId, (tx) => sql<{ status: string }>`select status from business_need where id = ${needId}`.execute(tx));
    expect(closed.rows[0]!.status).toBe('closed');
    const trades = ok<{ rows: Row[] }>(await call('GET', `${F}/api/patentTrade/v1/list?patentId=${patents[3]!.id}`, staff));
    expect(trades.rows[0]).toMatchObject({ kind: 'transfer', toParty: '测试仪器有限公司', amount: 300000, contractNo: 'ZR-T-001', orderId });
    // The patent detail's legal-status tab reads the legal events.
    const detail = ok<{ legalList: { statusName: string; statusInfo: string }[] }>(await call('GET', `${F}/schoolLib/ipSchoolPatent/v1/detail?id=${patents[3]!.id}`, staff));
    expect(detail.legalList.at(-1)).toMatchObject({ statusName: '专利权的转移' });
    expect(detail.legalList.at(-1)!.statusInfo).toContain('变更后权利人：测试仪器有限公司；合同编号：ZR-T-001');
  });

  it('pledges are recorded by the office; subsidies are listed per patent', async () => {
    const patentId = patents[0]!.id;
    expect((await call('POST', `${F}/api/patentTrade/v1/pledge`, staff, { patentId, pledgee: '银行', startDate: '2026-11-01' })).statusCode).toBe(403);
    expect((await call('POST', `${F}/api/patentTrade/v1/pledge`, ipadmin, { patentId, pledgee: ' ', startDate: '2026-11-01' })).statusCode).toBe(400);
    ok(await call('POST', `${F}/api/patentTrade/v1/pledge`, ipadmin, { patentId, pledgee: '测试银行', amount: 1000000, startDate: '2026-11-01' }));
    const trades = ok<{ rows: Row[] }>(await call('GET', `${F}/api/patentTrade/v1/list?patentId=${patentId}`, staff));
    expect(trades.rows.map((r) => r.kind)).toContain('pledge');
    const seeded = await withTenant(t.db, tenantId, (tx) => sql<{ patent_id: number }>`select patent_id from patent_subsidy limit 1`.execute(tx));
    const subsidies = ok<{ rows: Row[] }>(await call('GET', `${F}/api/patentSubsidy/v1/list?patentId=${seeded.rows[0]!.patent_id}`, staff));
    expect(subsidies.rows.length).toBeGreaterThan(0);
  });

  it.runIf(onPostgres)('two decisions at the same version at once: one succeeds, the other is a 409 (PostgreSQL)', async () => {
    const { rows } = await withTenant(t.db, tenantId, (tx) => sql<{ id: number; version: number }>`select id, version from patent_result
      where status = 'published' order by id limit 1`.execute(tx));
    const { id, version } = rows[0]!;
    const replies = await Promise.all([
      setStatus('/api/patentResult/v1', id, 'withdrawn', version),
      setStatus('/api/patentResult/v1', id, 'withdrawn', version, admin),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const log = await withTenant(t.db, tenantId, (tx) => sql<{ n: number }>`select count(*)::int as n from patent_result_log
      where subject = 'result' and subject_id = ${id} and action = 'withdraw'`.execute(tx));
    expect(log.rows[0]!.n).toBe(1);
  });
});
