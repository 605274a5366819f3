import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaToday } from '../../src/common/patents/annual-fees/index.ts';
import { makeApplicationNo } from '../../src/common/patents/application-number.ts';
import { withTenant } from '../../src/server/db/database.ts';
import { entrustCase } from '../../src/server/modules/agency/entrust-case.ts';
import { sendTermReminders } from '../../src/server/modules/agency/term-reminders.ts';
import { runMaintenance } from '../../src/server/modules/maintenance/maintenance-poller.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { workflowClient } from './workflow-helpers.ts';

const API = '/api/front/api';
const LIST = '/api/form/form/dataTemplate/v1/listJson';
type Row = Record<string, unknown>;
type Res = { statusCode: number; body: string; json(): Row & { message: string; value: Row } };
const today = chinaToday();

/** Agency cases (docs/agency-cases.md): every command with its role, state and version rules; the lists by party. */
describe('agency cases', () => {
  let t: TestApp;
  let ipadmin: Session;
  let agent: Session;
  let staff1: Session;
  let staff2: Session;
  let tenantId: number;
  let users: Map<string, number>;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
    [ipadmin, agent, staff1, staff2] = await Promise.all(['ipadmin', 'agent', 'staff1', 'staff2'].map((a) => t.login('univ', a))) as [Session, Session, Session, Session];
    tenantId = t.tenantId('univ');
    users = new Map((await withTenant(t.db, tenantId, (tx) => tx.selectFrom('app_user').select(['id', 'account']).execute())).map((u) => [u.account, u.id]));
  });
  afterAll(async () => { await t?.close(); });

  /** A new case entrusted by staff1 to the demo agent's agency (or another). */
  const newCase = async (agencyName = '北京知远专利代理事务所') => {
    n += 1;
    return withTenant(t.db, tenantId, (tx) => entrustCase(tx, tenantId, {
      title: `代理测试案件${n}`, serviceType: '新申请', agencyName, fee: 5000, entrustDate: addDays(today, -10), entrustedBy: users.get('staff1')!,
    }));
  };
  const post = (path: string, session: Session, payload: object, lang = 'zh-CN'): Promise<Res> =>
    t.request({ method: 'POST', url: `${API}${path}`, session, payload, headers: { 'accept-language': lang } }) as Promise<Res>;
  const detail = async (id: number, session = ipadmin) => {
    const res = await t.request({ method: 'GET', url: `${API}/agencyCase/v1/get?id=${id}`, session });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Row & { version: number; status: string; actions: string[]; reviews: Row[]; fees: Row[]; log: Row[]; terms: Row[] };
  };
  const answer = (id: number, version: number, status: string, session = agent, reason?: string) =>
    post('/agencyCase/v1/changeStatus', session, { id, version, status, ...(reason ? { reason } : {}) });
  const step = (id: number, version: number, status: string, session = agent, extra: object = {}) =>
    post('/agencyCase/v1/updateAgencyCaseStatus', session, { id, version, status, ...extra });
  const expectOk = (res: Res) => { expect(res.statusCode, res.body).toBe(200); return res.json().value; };
  const refused = (res: Res, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
  };
  const review = async (caseId: number, status: 'passed' | 'returned', scores = { claims: 4, description: 4, formalities: 4, timeliness: 4 }, comment?: string, session = ipadmin) => {
    const r = (await detail(caseId)).reviews.find((x) => x.status === 'pending')!;
    return post('/quality/v1/changeStatus', session, { id: r.id, version: r.version, status, scores, ...(comment ? { comment } : {}) });
  };
  /** Takes a case from entrusted to approved: accept, draft, submit, pass. */
  const toApproved = async (id: number) => {
    let v = expectOk(await answer(id, 1, 'accepted')).version as number;
    v = expectOk(await step(id, v, 'drafting')).version as number;
    expectOk(await step(id, v, 'clientReview'));
    return expectOk(await review(id, 'passed')).caseVersion as number;
  };

  it('goes from entrusted to filed: the agent\'s steps, the office\'s review; the audit trail, the review score and the filing fee', async () => {
    const { id } = await newCase();
    expect((await detail(id, agent)).actions).toEqual(['accept', 'decline']);
    const v = await toApproved(id);
    const filed = expectOk(await step(id, v, 'filed', agent, { applicationNo: '202610123456', filingDate: today }));
    expect(filed.status).toBe('filed');
    const d = await detail(id);
    expect(d).toMatchObject({ status: 'filed', applicationNo: makeApplicationNo(2026, '1', 123456).formatted, filingDate: today });
    expect(d.log.map((l) => l.action)).toEqual(['entrust', 'accept', 'startDrafting', 'submitDraft', 'approveDraft', 'file']);
    expect(d.reviews).toMatchObject([{ round: 1, status: 'passed', score: 80 }]);
    expect(d.fees.map((f) => [f.kind, f.amount])).toEqual([['service', 5000], ['official', 900]]);
  });

  it('filing puts the application in the patent library (number, date, 申请受理) and links it; the grant makes it granted', async () => {
    const { id } = await newCase();
    const v = await toApproved(id);
    const no = makeApplicationNo(2026, '1', 444);
    const filed = expectOk(await step(id, v, 'filed', agent, { applicationNo: no.digits, filingDate: today }));
    const d = await detail(id);
    expect(d.patentId).toEqual(expect.any(Number));
    const patent = async () => (await withTenant(t.db, tenantId, (tx) => sql<Row>`select application_no, application_date::text as application_date, legal_status,
        name, type, entrusted, agency from patent where id = ${d.patentId!}`.execute(tx))).rows[0];
    const events = async () => (await withTenant(t.db, tenantId, (tx) => sql<Row>`select publicity_date::text as date, status_name as name from patent_legal_event
        where patent_id = ${d.patentId!} order by sn`.execute(tx))).rows;
    expect(await patent()).toEqual({ application_no: no.formatted, application_date: today, legal_status: 'accept', name: d.title, type: 'invent',
      entrusted: true, agency: '北京知远专利代理事务所' });
    expect(await events()).toEqual([{ date: today, name: '申请受理' }]);
    const cases = await t.request({ method: 'GET', url: `${API}/agencyCase/v1/byPatent?patentId=${d.patentId!}`, session: staff1 });
    expect(cases.json()).toMatchObject({ rows: [{ id, caseNo: d.caseNo, status: 'filed', agencyName: '北京知远专利代理事务所', filingDate: today }] });
    const unseen = await t.request({ method: 'GET', url: `${API}/agencyCase/v1/byPatent?patentId=${d.patentId!}`, session: staff2 });
    expect(unseen.json()).toEqual({ rows: [] });
    expectOk(await step(id, filed.version as number, 'granted'));
    expect((await patent())!.legal_status).toBe('authorization');
    expect((await events()).map((e) => e.name)).toEqual(['申请受理', '授权']);
    expect((await detail(id)).log.map((l) => l.action).slice(-2)).toEqual(['file', 'grant']);
  });

  it('a case entrusted with its library patent files onto that patent; a number of another patent is refused (409) and nothing is written', async () => {
    const other = makeApplicationNo(2026, '1', 555);
    const own = makeApplicationNo(2026, '1', 556);
    const [mine, taken] = await withTenant(t.db, tenantId, async (tx) => Promise.all([own, other].map(async (no, i) => (await sql<{ id: number }>`
      insert into patent (tenant_id, application_no, application_no_norm, application_date, name, type, legal_status)
      values (${tenantId}, ${no.formatted}, ${no.normalized}, ${addDays(today, -400)}, ${`案件关联测试专利${i}`}, 'invent', 'accept') returning id`.execute(tx)).rows[0]!.id)));
    const { id } = await withTenant(t.db, tenantId, (tx) => entrustCase(tx, tenantId, {
      title: '案件关联测试专利0', serviceType: '新申请', agencyName: '北京知远专利代理事务所', fee: 0, entrustDate: addDays(today, -10),
      entrustedBy: users.get('staff1')!, patentId: mine,
    }));
    const v = await toApproved(id);
    refused(await step(id, v, 'filed', agent, { applicationNo: other.formatted, filingDate: today }), 409,
      `申请号 ${other.formatted} 已属于专利库中的另一件专利“案件关联测试专利1”`);
    expect((await detail(id)).status).toBe('approved');
    expectOk(await step(id, v, 'filed', agent, { applicationNo: own.formatted, filingDate: today }));
    expect((await detail(id)).patentId).toBe(mine);
    const rows = (await withTenant(t.db, tenantId, (tx) => sql<Row>`select id, application_date::text as d from patent where id in (${mine}, ${taken}) order by id`.execute(tx))).rows;
    expect(rows).toEqual([{ id: mine, d: today }, { id: taken, d: addDays(today, -400) }]);
  });

  it('refuses moves not allowed from the state (409 naming it), in the caller\'s language', async () => {
    const { id } = await newCase();
    refused(await step(id, 1, 'drafting'), 409, '案件当前状态为“已委托”，不能开始撰写');
    refused(await step(id, 1, 'filed', agent, { applicationNo: '202610123456', filingDate: today }, ), 409, '案件当前状态为“已委托”，不能登记提交申请');
    const res = await post('/agencyCase/v1/updateAgencyCaseStatus', agent, { id, version: 1, status: 'granted' }, 'en-US');
    refused(res, 409, 'The case is "Entrusted": it cannot record the grant');
    const v = expectOk(await answer(id, 1, 'accepted')).version as number;
    refused(await answer(id, v, 'declined', agent, '太忙'), 409, '案件当前状态为“已受理”，不能拒绝委托');
  });

  it('keeps each side to its moves: the review and cancellation are the office\'s; the steps the agency\'s; others see nothing', async () => {
    const { id } = await newCase();
    refused(await answer(id, 1, 'accepted', staff1), 403, '只有受托代理机构的代理人或知识产权管理员可以受理委托');
    refused(await answer(id, 1, 'accepted', staff2), 404, '该代理案件不存在或无权查看');
    refused(await post('/agencyCase/v1/cancleEntrust', agent, { id, version: 1, reason: '不需要了' }), 403, '只有知识产权管理员可以撤销委托');
    let v = expectOk(await answer(id, 1, 'accepted')).version as number;
    v = expectOk(await step(id, v, 'drafting')).version as number;
    expectOk(await step(id, v, 'clientReview'));
    refused(await review(id, 'passed', undefined, undefined, agent), 403, '只有知识产权管理员可以审核通过');
    // An agent of another agency does not see the case.
    const other = await newCase('上海申知知识产权代理有限公司');
    refused(await answer(other.id, 1, 'accepted'), 404, '该代理案件不存在或无权查看');
  });

  it('a returned draft goes back to drafting with the reason; a low score cannot pass; a decided review is not decided again', async () => {
    const { id } = await newCase();
    let v = expectOk(await answer(id, 1, 'accepted')).version as number;
    v = expectOk(await step(id, v, 'drafting')).version as number;
    expectOk(await step(id, v, 'clientReview'));
    const low = { claims: 2, description: 2, formalities: 3, timeliness: 2 };
    refused(await review(id, 'passed', low), 400, '评分 45 低于合格分 60，不能审核通过，请退回修改');
    refused(await review(id, 'returned', low), 400, '请填写原因');
    const returned = expectOk(await review(id, 'returned', low, '权利要求缺少从属权利要求'));
    expect(returned).toMatchObject({ status: 'returned', score: 45, caseStatus: 'drafting' });
    const d = await detail(id);
    const first = d.reviews[0]!;
    refused(await post('/quality/v1/changeStatus', ipadmin, { id: first.id, version: first.version, status: 'passed', scores: low }), 409, '该质量审核已经处理，不能重复审核');
    expectOk(await step(id, d.version, 'clientReview'));
    expect((await detail(id)).reviews.map((r) => [r.round, r.status])).toEqual([[1, 'returned'], [2, 'pending']]);
  });

  it('cancels before filing only, with a reason; declining needs one; a suspended agency cannot accept', async () => {
    const a = await newCase();
    refused(await post('/agencyCase/v1/cancleEntrust', ipadmin, { id: a.id, version: 1, reason: ' ' }), 400, '请填写原因');
    expect(expectOk(await post('/agencyCase/v1/cancleEntrust', ipadmin, { id: a.id, version: 1, reason: '发明人撤回' })).status).toBe('cancelled');
    const b = await newCase();
    const v = await toApproved(b.id);
    const filed = expectOk(await step(b.id, v, 'filed', agent, { applicationNo: makeApplicationNo(2026, '1', 222).formatted, filingDate: today }));
    refused(await post('/agencyCase/v1/cancleEntrust', ipadmin, { id: b.id, version: filed.version as number, reason: '晚了' }), 409, '案件当前状态为“已提交申请”，不能撤销委托');
    const c = await newCase('广州华睿专利代理有限公司');
    refused(await answer(c.id, 1, 'declined', ipadmin), 400, '请填写原因');
    const agencyRow = (await withTenant(t.db, tenantId, (tx) => sql<{ id: number; version: number }>`select id, version from patent_agency where name = '广州华睿专利代理有限公司'`.execute(tx))).rows[0]!;
    refused(await post('/agency/v1/changeStatus', agent, { id: agencyRow.id, version: agencyRow.version, status: 'suspended' }), 403, '只有知识产权管理员可以暂停合作');
    expectOk(await post('/agency/v1/changeStatus', ipadmin, { id: agencyRow.id, version: agencyRow.version, status: 'suspended' }));
    refused(await post('/agency/v1/changeStatus', ipadmin, { id: agencyRow.id, version: agencyRow.version, status: 'active' }), 409, '该代理机构已被他人修改，请刷新后重试');
    refused(await answer(c.id, 1, 'accepted', ipadmin), 409, '代理机构“广州华睿专利代理有限公司”已暂停合作，不能受理新的委托');
    expectOk(await post('/agency/v1/changeStatus', ipadmin, { id: agencyRow.id, version: agencyRow.version + 1, status: 'active' }));
  });

  it('checks the filing: a valid application number, a date between the entrustment and today', async () => {
    const { id } = await newCase();
    const v = await toApproved(id);
    refused(await step(id, v, 'filed'), 400, '请填写申请号和申请日');
    refused(await step(id, v, 'filed', agent, { applicationNo: '20261012345', filingDate: today }), 400, '申请号“20261012345”不正确，应为 12 位数字加校验位（如 CN202610012345.X）');
    const wrongCheck = `${makeApplicationNo(2026, '1', 123456).digits}${makeApplicationNo(2026, '1', 123456).checkDigit === '1' ? '2' : '1'}`;
    refused(await step(id, v, 'filed', agent, { applicationNo: wrongCheck, filingDate: today }), 400, `申请号“${wrongCheck}”不正确，应为 12 位数字加校验位（如 CN202610012345.X）`);
    refused(await step(id, v, 'filed', agent, { applicationNo: '202610123456', filingDate: addDays(today, 1) }), 400, '申请日不能早于委托日期，也不能晚于今天');
    refused(await step(id, v, 'filed', agent, { applicationNo: '202610123456', filingDate: addDays(today, -30) }), 400, '申请日不能早于委托日期，也不能晚于今天');
  });

  it('a stale version is refused (409) and nothing is written', async () => {
    const { id } = await newCase();
    expectOk(await answer(id, 1, 'accepted'));
    refused(await step(id, 1, 'drafting'), 409, '该代理案件已被他人修改，请刷新后重试');
    expect((await detail(id)).log).toHaveLength(2);
  });

  it('office actions: the time limit computed from the notice; replied, extended once (the fee added), missed only when past', async () => {
    const { id } = await newCase();
    const v = await toApproved(id);
    refused(await post('/agencyCase/v1/termReply/save', agent, { caseId: id, noticeType: 'officeAction', issueDate: today, delivery: 'mail' }), 409,
      '案件当前状态为“定稿待提交”，不能登记审查通知');
    expectOk(await step(id, v, 'filed', agent, { applicationNo: makeApplicationNo(2026, '1', 333).formatted, filingDate: today }));
    refused(await post('/agencyCase/v1/termReply/save', agent, { caseId: id, noticeType: 'officeAction', issueDate: addDays(today, 1), delivery: 'mail' }), 400, '日期不能晚于今天');
    const saved = expectOk(await post('/agencyCase/v1/termReply/save', agent, { caseId: id, noticeType: 'firstOfficeAction', issueDate: today, delivery: 'mail' }));
    expect(saved.receivedDate).toBe(addDays(today, 15));
    expect(String(saved.dueDate) >= addDays(today, 15 + 119)).toBe(true);
    const termId = saved.id as number;
    const term = (s: string, version: number, extra: object = {}, session = agent) => post('/agencyCase/v1/termReply/update/status', session, { id: termId, status: s, version, ...extra });
    refused(await term('missed', 1, {}, ipadmin), 409, `答复期限 ${saved.dueDate as string} 尚未届满，不能标记为逾期`);
    refused(await term('missed', 1), 403, '只有知识产权管理员可以标记逾期');
    const ext = expectOk(await term('extended', 1, { months: 2 }));
    expect(String(ext.dueDate) > String(saved.dueDate)).toBe(true);
    refused(await term('extended', 2, { months: 1 }), 409, '答复期限当前状态为“已延期”，不能请求延期');
    refused(await term('replied', 2, { replyDate: addDays(today, 1) }), 400, '日期不能晚于今天');
    expect(expectOk(await term('replied', 2, { replyDate: today })).status).toBe('replied');
    expect((await detail(id)).fees.map((f) => [f.kind, f.amount])).toEqual([['service', 5000], ['official', 900], ['extension', 600]]);
    const rejection = expectOk(await post('/agencyCase/v1/termReply/save', ipadmin, { caseId: id, noticeType: 'rejection', issueDate: today, delivery: 'electronic' }));
    refused(await post('/agencyCase/v1/termReply/update/status', agent, { id: rejection.id, version: 1, status: 'extended', months: 1 }), 409,
      '“驳回决定（请求复审）”的期限是法定期限，不能延长');
    // A time limit already past: missed by the office, and no longer replied to.
    await withTenant(t.db, tenantId, (tx) => sql`update agency_term set due_date = ${addDays(today, -1)} where id = ${rejection.id}`.execute(tx));
    refused(await post('/agencyCase/v1/termReply/update/status', agent, { id: rejection.id, version: 1, status: 'replied', replyDate: today }), 409,
      `答复日期 ${today} 已超过答复期限 ${addDays(today, -1)}`);
    expect(expectOk(await post('/agencyCase/v1/termReply/update/status', ipadmin, { id: rejection.id, version: 1, status: 'missed' })).status).toBe('missed');
    // Each time-limit move is an audit row of the case, refusals none.
    expect((await detail(id)).log.slice(-5).map((l) => [l.action, l.fromStatus, l.toStatus])).toEqual([
      ['addTerm', 'filed', 'filed'], ['extend', 'open', 'extended'], ['reply', 'extended', 'replied'], ['addTerm', 'filed', 'filed'], ['miss', 'open', 'missed'],
    ]);
  });

  it('time limits reach the to-do of the agents and the IP office 30, 7 and 1 days ahead, once each; an extended one again', async () => {
    const { id } = await newCase();
    const v = await toApproved(id);
    expectOk(await step(id, v, 'filed', agent, { applicationNo: makeApplicationNo(2026, '1', 666).formatted, filingDate: today }));
    const saved = expectOk(await post('/agencyCase/v1/termReply/save', agent, { caseId: id, noticeType: 'correction', issueDate: today, delivery: 'electronic' }));
    const termId = saved.id as number;
    // The maintenance pass (the annual-fee poller) sends them: moved 20 days ahead, the limit is in its 30-day stage today.
    const due = addDays(today, 20);
    await withTenant(t.db, tenantId, (tx) => sql`update agency_term set due_date = ${due} where id = ${termId}`.execute(tx));
    const opened = await detail(id);
    const [caseNo, title] = [String(opened.caseNo), String(opened.title)];
    const messages = async () => (await withTenant(t.db, tenantId, (tx) => sql<{ receiver_id: number; subject: string; url: string }>`
      select receiver_id, subject, url from portal_message where subject like ${`%（${caseNo}）%答复期限%`} order by id`.execute(tx))).rows;
    const run = await runMaintenance(t.db, today);
    const reminded = run.termReminded.get(tenantId)!;
    expect(reminded.has(users.get('agent')!) && reminded.has(users.get('ipadmin')!)).toBe(true);
    expect(reminded.has(users.get('staff2')!)).toBe(false);
    const first = await messages();
    expect(first.find((m) => m.receiver_id === users.get('agent'))).toMatchObject({
      subject: `“${title}”（${caseNo}）的补正通知书答复期限为 ${due}，还剩 20 天`,
      url: '/zlgl/template/preview/dlqx',
    });
    const remind = (day: string) => withTenant(t.db, tenantId, (tx) => sendTermReminders(tx, tenantId, day));
    // How many reminders of this case each run adds (other cases' limits may be due on those days too).
    const sent = async (day: string) => {
      const before = (await messages()).length;
      const users = await remind(day);
      return { users, added: (await messages()).length - before };
    };
    expect((await sent(addDays(today, 1))).added).toBe(0);
    const week = await sent(addDays(due, -7));
    expect(week.users.has(users.get('agent')!) && week.added === first.length).toBe(true);
    expect((await sent(addDays(due, -6))).added).toBe(0);
    expect((await sent(addDays(due, -1))).added).toBe(first.length);
    expect((await sent(addDays(due, 1))).added).toBe(0);
    expect((await messages()).filter((m) => m.receiver_id === users.get('agent'))).toHaveLength(3);
    // Extended, the new date is reminded of again; replied, nothing more.
    const ext = expectOk(await post('/agencyCase/v1/termReply/update/status', agent, { id: termId, version: 1, status: 'extended', months: 1 }));
    expect((await sent(addDays(String(ext.dueDate), -3))).added).toBe(first.length);
    expectOk(await post('/agencyCase/v1/termReply/update/status', agent, { id: termId, version: 2, status: 'replied', replyDate: today }));
    expect((await sent(addDays(String(ext.dueDate), -1))).added).toBe(0);
  });

  it('agency fees: listed by party with their sums; the office records a payment once', async () => {
    const { id } = await newCase();
    const list = async (session: Session, body: object = {}) => {
      const res = await post('/agencyFee/v1/list', session, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as unknown as { rows: Row[]; total: number; sums: { unpaid: number; paid: number } };
    };
    const mine = await list(ipadmin, { caseId: id });
    expect(mine.rows).toMatchObject([{ kind: 'service', amount: 5000, status: 'unpaid' }]);
    expect(mine.sums).toEqual({ unpaid: 5000, paid: 0 });
    expect((await list(staff1, { caseId: id })).total).toBe(1);
    expect((await list(staff2, { caseId: id })).total).toBe(0);
    const all = await list(agent, { pageSize: 500 });
    expect(all.rows.every((r) => r.agencyName === '北京知远专利代理事务所')).toBe(true);
    const fee = mine.rows[0]!;
    refused(await post('/agencyFee/v1/update/feePaid', agent, { id: fee.id, version: fee.version, paidDate: today, invoiceNo: 'FP1' }), 403, '只有知识产权管理员可以登记付款');
    expectOk(await post('/agencyFee/v1/update/feePaid', ipadmin, { id: fee.id, version: fee.version, paidDate: today, invoiceNo: 'FP1' }));
    refused(await post('/agencyFee/v1/update/feePaid', ipadmin, { id: fee.id, version: (fee.version as number) + 1, paidDate: today, invoiceNo: 'FP1' }), 409, '该费用已登记付款');
    refused(await post('/agencyFee/v1/update/feePaid', ipadmin, { id: fee.id, version: fee.version, paidDate: today, invoiceNo: 'FP1' }), 409, '该代理费用已被他人修改，请刷新后重试');
    expect((await list(ipadmin, { caseId: id })).sums).toEqual({ unpaid: 0, paid: 5000 });
  });

  it('the lists: the office sees every case, the agent their agency\'s, a staff member the cases they entrusted; the demo data fills them', async () => {
    const rows = async (alias: string, session: Session) => {
      const res = await t.request({ method: 'POST', url: LIST, session, payload: { alias, pageBean: { page: 1, pageSize: 200 } } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().rows as Row[];
    };
    const office = await rows('dlzlbd', ipadmin);
    expect(new Set(office.map((r) => r.status))).toEqual(new Set(['entrusted', 'accepted', 'declined', 'drafting', 'clientReview', 'approved', 'filed', 'granted', 'cancelled']));
    expect((await rows('dlzlbd', agent)).every((r) => r.agencyName === '北京知远专利代理事务所')).toBe(true);
    expect((await rows('dlzlbd', staff2)).every((r) => r.entrustedByName === '李娜')).toBe(true);
    expect((await rows('dlzlbd', staff2)).length).toBeGreaterThan(0);
    expect((await rows('dlqx', ipadmin)).length).toBeGreaterThan(0);
    expect((await rows('dlzj', agent)).length).toBeGreaterThan(0);
    expect((await rows('dlfy', ipadmin)).length).toBeGreaterThan(0);
  });

  it('an approved 代理机构委托 flow opens the case, entrusted by its initiator, and tells the agent', async () => {
    const wf = workflowClient(t);
    const started = await wf.start(staff1, { flowKey: 'agencyEntrust' }, {
      patentTitle: '一种流程委托的测试专利', serviceType: '新申请', agency: '北京知远专利代理事务所', agencyContact: '赵代理', fee: 4800, entrustDate: today,
    });
    expect(started.statusCode, started.body).toBe(200);
    const instId = started.json().instId as string;
    // The college leader, then the IP administrator agree.
    for (const account of ['leader', 'ipadmin']) {
      const session = await t.login('univ', account);
      const task = await wf.onlyTask(session, instId);
      const done = await wf.complete(session, task.id, 'agree');
      expect(done.statusCode, done.body).toBe(200);
    }
    const c = (await withTenant(t.db, tenantId, (tx) => sql<Row>`select c.status, c.fee::float8 as fee, c.entrusted_by, c.flow_instance_id from agency_case c
      where c.title = '一种流程委托的测试专利'`.execute(tx))).rows;
    expect(c).toEqual([{ status: 'entrusted', fee: 4800, entrusted_by: users.get('staff1'), flow_instance_id: Number(instId) }]);
    const told = await withTenant(t.db, tenantId, (tx) => sql<Row>`select subject from portal_message where receiver_id = ${users.get('agent')!}
      and subject like '%一种流程委托的测试专利%'`.execute(tx));
    expect(told.rows).toHaveLength(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL, two cases filing the same new number at once share one library patent; two reminder passes send once', async () => {
    const [a, b] = await Promise.all([newCase(), newCase()]);
    const [va, vb] = await Promise.all([toApproved(a.id), toApproved(b.id)]);
    const no = makeApplicationNo(2026, '1', 777).formatted;
    const [fa, fb] = await Promise.all([step(a.id, va, 'filed', agent, { applicationNo: no, filingDate: today }), step(b.id, vb, 'filed', agent, { applicationNo: no, filingDate: today })]);
    expect([fa.statusCode, fb.statusCode], fa.body + fb.body).toEqual([200, 200]);
    const [da, db] = await Promise.all([detail(a.id), detail(b.id)]);
    expect(da.patentId).toBe(db.patentId);
    const saved = expectOk(await post('/agencyCase/v1/termReply/save', agent, { caseId: a.id, noticeType: 'correction', issueDate: today, delivery: 'electronic' }));
    const due = addDays(today, 3);
    await withTenant(t.db, tenantId, (tx) => sql`update agency_term set due_date = ${due} where id = ${saved.id as number}`.execute(tx));
    const [r1, r2] = await Promise.all([1, 2].map(() => withTenant(t.db, tenantId, (tx) => sendTermReminders(tx, tenantId, today))));
    expect(r1!.has(users.get('agent')!) !== r2!.has(users.get('agent')!)).toBe(true);
    const told = await withTenant(t.db, tenantId, (tx) => sql<Row>`select count(*)::int as n from portal_message where receiver_id = ${users.get('agent')!}
      and subject like ${`%（${da.caseNo as string}）%答复期限%`}`.execute(tx));
    expect(told.rows[0]!.n).toBe(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('two moves at once on PostgreSQL: one saved, the other 409', async () => {
    const { id } = await newCase();
    const [a, b] = await Promise.all([answer(id, 1, 'accepted'), answer(id, 1, 'declined', ipadmin, '冲突测试')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const d = await detail(id);
    expect(d.version).toBe(2);
    expect(d.log).toHaveLength(2);
  });
});
