import { sql } from 'kysely';
import { makeApplicationNo } from '../../../common/patents/application-number.ts';
import { addDays, chinaToday } from '../../../common/patents/annual-fees/index.ts';
import type { CaseAction, NoticeType } from '../../../common/patents/agency/index.ts';
import { termDue, receivedOn } from '../../../common/patents/agency/index.ts';
import type { Principal } from '../../lib/context.ts';
import { loadCalendar } from '../../modules/maintenance/holiday-calendar.ts';
import { agencyByName, entrustCase } from '../../modules/agency/entrust-case.ts';
import { moveCase } from '../../modules/agency/move-case.ts';
import { recountGrades } from '../../modules/grading/grade-patents.ts';
import { EXPERT_INDICATORS } from '../../../common/patents/grading/grading.ts';
import type { Tx } from '../database.ts';
import type { DemoTenant } from './demo-tenants.ts';

/** The demo agencies; the first has the demo agent (赵代理, account agent) as its member. */
export const DEMO_AGENCIES = ['北京知远专利代理事务所', '上海申知知识产权代理有限公司', '广州华睿专利代理有限公司'];

interface DemoCase {
  title: string; type?: 'invent' | 'newKind'; agency: number; by: 'staff1' | 'staff2'; daysAgo: number; fee: number;
  /** Moves made after the entrustment, by the office on the agency's behalf where the agency would. */
  path: (CaseAction | 'pass' | 'return')[];
  term?: { type: NoticeType; daysAgo: number; extend?: 1 | 2 };
}

/** Cases in every state, so each list and row button has something to show. */
export const DEMO_CASES: DemoCase[] = [
  { title: '一种基于深度学习的锂电池健康状态预测方法', agency: 0, by: 'staff1', daysAgo: 3, fee: 6000, path: [] },
  { title: '一种柔性可穿戴压力传感器及其制备方法', agency: 0, by: 'staff1', daysAgo: 2, fee: 5500, path: [] },
  { title: '一种高通量土壤重金属检测装置', type: 'newKind', agency: 1, by: 'staff2', daysAgo: 5, fee: 3500, path: [] },
  { title: '一种低温固态电解质膜', agency: 0, by: 'staff1', daysAgo: 12, fee: 6500, path: ['accept'] },
  { title: '一种无人机集群协同避障方法', agency: 0, by: 'staff2', daysAgo: 25, fee: 6000, path: ['accept', 'startDrafting'] },
  { title: '多模态医学影像配准系统', agency: 0, by: 'staff1', daysAgo: 40, fee: 7000, path: ['accept', 'startDrafting', 'submitDraft'] },
  { title: '一种可降解骨科固定螺钉', agency: 1, by: 'staff2', daysAgo: 60, fee: 6500, path: ['accept', 'startDrafting', 'submitDraft', 'return', 'submitDraft'] },
  { title: '一种污水处理用复合絮凝剂', agency: 0, by: 'staff1', daysAgo: 70, fee: 5000, path: ['accept', 'startDrafting', 'submitDraft', 'pass'] },
  { title: '一种钙钛矿太阳能电池封装结构', agency: 0, by: 'staff1', daysAgo: 400, fee: 7500, path: ['accept', 'startDrafting', 'submitDraft', 'pass', 'file'],
    term: { type: 'firstOfficeAction', daysAgo: 30 } },
  { title: '一种桥梁健康监测光纤传感网络', agency: 1, by: 'staff2', daysAgo: 500, fee: 7000, path: ['accept', 'startDrafting', 'submitDraft', 'pass', 'file'],
    term: { type: 'officeAction', daysAgo: 50, extend: 1 } },
  { title: '一种智能温室灌溉控制器', type: 'newKind', agency: 0, by: 'staff1', daysAgo: 300, fee: 3000,
    path: ['accept', 'startDrafting', 'submitDraft', 'pass', 'file', 'grant'] },
  { title: '一种古籍修复用纸张脱酸方法', agency: 2, by: 'staff2', daysAgo: 20, fee: 5000, path: ['accept', 'cancel'] },
  { title: '一种仿生柔性机械手指', agency: 2, by: 'staff1', daysAgo: 15, fee: 5500, path: ['decline'] },
];

const REASONS: Partial<Record<CaseAction | 'return', string>> = {
  cancel: '发明人决定暂缓申请，先发表论文', decline: '本所在该技术领域暂无合适代理人', return: '权利要求1保护范围过窄，请补充上位概括',
};

/**
 * Agency-case demo data: three agencies (the demo agent a member of the first), cases in every state made by the real
 * commands (audit rows, reviews, fees), office actions with their time limits; and every patent's grade, with expert
 * scores for a few granted ones.
 */
export async function seedAgency(tx: Tx, tenant: DemoTenant): Promise<void> {
  if (tenant.id < 0) return;
  const users = new Map((await tx.selectFrom('app_user').select(['id', 'account']).where('tenant_id', '=', tenant.id).execute()).map((u) => [u.account, u.id]));
  const agencyIds: number[] = [];
  for (const name of DEMO_AGENCIES) agencyIds.push(await agencyByName(tx, tenant.id, name));
  await sql`update patent_agency set contact = '赵代理', phone = '010-62880000', code = '11001' where id = ${agencyIds[0]!}`.execute(tx);
  await sql`insert into agency_member (tenant_id, agency_id, user_id) values (${tenant.id}, ${agencyIds[0]!}, ${users.get('agent')!})`.execute(tx);
  const office: Principal = { userId: users.get('ipadmin')!, tenantId: tenant.id, tenantCode: tenant.code, account: 'ipadmin', sessionId: 'seed', isVisitor: false };
  const today = chinaToday();
  const calendar = await loadCalendar(tx, tenant.id);
  let serial = 0;
  for (const demo of DEMO_CASES) {
    const entrustDate = addDays(today, -demo.daysAgo);
    const { id } = await entrustCase(tx, tenant.id, {
      title: demo.title, patentType: demo.type ?? 'invent', serviceType: '新申请', agencyName: DEMO_AGENCIES[demo.agency]!,
      agentName: demo.agency === 0 ? '赵代理' : null, fee: demo.fee, entrustDate, deadline: addDays(entrustDate, 60), entrustedBy: users.get(demo.by)!,
    });
    let version = 1;
    for (const step of demo.path) {
      if (step === 'pass' || step === 'return') {
        const scores = step === 'pass' ? { claims: 4, description: 4, formalities: 5, timeliness: 4 } : { claims: 2, description: 3, formalities: 4, timeliness: 3 };
        const score = step === 'pass' ? 85 : 60;
        await sql`update agency_quality_review set status = ${step === 'pass' ? 'passed' : 'returned'}, scores = ${JSON.stringify(scores)}::jsonb, score = ${score},
          comment = ${step === 'return' ? REASONS.return! : '撰写质量良好，同意提交'}, reviewer_id = ${office.userId}, reviewed_at = now(), version = version + 1
          where case_id = ${id} and status = 'pending'`.execute(tx);
        version = (await moveCase(tx, office, id, version, step === 'pass' ? 'approveDraft' : 'returnDraft', { reason: REASONS.return }, 'zh-CN', today)).version;
        continue;
      }
      const extra = step === 'file'
        ? { applicationNo: makeApplicationNo(Number(addDays(entrustDate, 45).slice(0, 4)), demo.type === 'newKind' ? '2' : '1', 510_000 + tenant.id * 1000 + (serial += 1)).formatted, filingDate: addDays(entrustDate, 45) }
        : { reason: REASONS[step] };
      version = (await moveCase(tx, office, id, version, step, extra, 'zh-CN', today)).version;
    }
    if (demo.term) {
      const issue = addDays(today, -demo.term.daysAgo);
      const due = termDue(demo.term.type, issue, 'electronic', calendar, demo.term.extend ?? 0);
      await sql`insert into agency_term (tenant_id, case_id, notice_type, issue_date, delivery, received_date, due_date, status, extended_months, created_by)
        values (${tenant.id}, ${id}, ${demo.term.type}, ${issue}, 'electronic', ${receivedOn(issue, 'electronic')}, ${due},
          ${demo.term.extend ? 'extended' : 'open'}, ${demo.term.extend ?? 0}, ${users.get('agent')!})`.execute(tx);
      if (demo.term.extend) await sql`insert into agency_fee (tenant_id, case_id, kind, amount) values (${tenant.id}, ${id}, 'extension', ${300 * demo.term.extend})`.execute(tx);
    }
  }
  await sql`update agency_fee set status = 'paid', paid_date = created_at::date + 10, invoice_no = 'FP' || lpad(id::text, 8, '0'), version = version + 1
    where tenant_id = ${tenant.id} and kind = 'service' and case_id in (select id from agency_case where tenant_id = ${tenant.id} and status in ('filed','granted'))`.execute(tx);
  await seedGrading(tx, tenant.id, today);
}

/** Every patent graded from its data; a dozen in force with expert scores (an office that graded its best patents). */
async function seedGrading(tx: Tx, tenantId: number, today: string): Promise<void> {
  const { rows } = await sql<{ id: number }>`select id from patent where tenant_id = ${tenantId} and legal_status in ('authorization','recover','operate')
    order by id limit 12`.execute(tx);
  for (const [i, row] of rows.entries()) {
    const expert = Object.fromEntries(EXPERT_INDICATORS.map((k, j) => [k, 3 + ((i * 3 + j * 2) % 7)]));
    await sql`insert into patent_grading (tenant_id, patent_id, expert, graded_at) values (${tenantId}, ${row.id}, ${JSON.stringify(expert)}::jsonb, now())`.execute(tx);
  }
  await recountGrades(tx, tenantId, undefined, today);
}
