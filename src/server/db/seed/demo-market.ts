import { sql } from 'kysely';
import type { Tx } from '../database.ts';
import type { DemoTenant } from './demo-tenants.ts';

const RESULTS: { title: string; summary: string; labels: string[]; classes: string[]; mode: string; price: number | null; status: string; batch?: number }[] = [
  { title: '高效率锂电池正极材料制备技术', summary: '一种高比容量正极材料的低成本制备方法，循环寿命提升30%以上，适合动力电池企业产业化。', labels: ['新能源', '储能'], classes: ['energy', 'materials'], mode: 'both', price: 800000, status: 'published', batch: 1 },
  { title: '工业机器人视觉定位系统', summary: '基于深度学习的工件识别与亚毫米级定位，已在两条产线完成中试。', labels: ['机器视觉', '智能制造'], classes: ['manufacturing', 'it'], mode: 'licence', price: 300000, status: 'published', batch: 1 },
  { title: '可降解医用缝合材料', summary: '体内可控降解周期的高分子缝合线材料及其制备工艺。', labels: ['医疗器械'], classes: ['bio', 'materials'], mode: 'transfer', price: 500000, status: 'published', batch: 2 },
  { title: '农作物病虫害遥感监测方法', summary: '多光谱无人机影像结合模型反演，早期识别病虫害区域。', labels: ['遥感', '智慧农业'], classes: ['agriculture', 'it'], mode: 'both', price: null, status: 'published', batch: 2 },
  { title: '低功耗物联网传感节点', summary: '自供能传感节点电路设计，待机功耗低于1微瓦。', labels: ['物联网'], classes: ['it'], mode: 'both', price: 200000, status: 'reviewing' },
  { title: '废水重金属高效吸附剂', summary: '改性生物炭吸附剂及再生方法，吸附容量高、可重复使用。', labels: ['环保'], classes: ['energy', 'materials'], mode: 'transfer', price: 150000, status: 'draft' },
  { title: '高精度光纤温度传感器', summary: '光纤光栅温度传感结构及解调方法，精度±0.1℃。', labels: ['传感器'], classes: ['it', 'manufacturing'], mode: 'transfer', price: 260000, status: 'traded', batch: 1 },
];

/**
 * The results marketplace's demo data: results of granted patents in every state (four published in two batches, one
 * under review, a draft, one transferred by a completed order with its legal event), enterprise needs (open, matched,
 * closed), a licence order placed, subsidies and a pledge.
 */
export async function seedMarket(tx: Tx, tenant: DemoTenant): Promise<void> {
  const t = tenant.id;
  const { rows: patents } = await sql<{ id: number; applicant: string | null }>`select id, applicant from patent where tenant_id = ${t}
    and legal_status = 'authorization' and org_id is not null order by application_date desc, id limit ${RESULTS.length}`.execute(tx);
  if (patents.length < RESULTS.length) return;
  const { rows: office } = await sql<{ id: number }>`select u.id from app_user u where u.tenant_id = ${t} and u.account = 'ipadmin'`.execute(tx);
  const actor = office[0]?.id ?? null;
  const ids: number[] = [];
  for (const [i, r] of RESULTS.entries()) {
    const batch = r.batch ? `PC20261${r.batch}01-1` : null;
    const { rows } = await sql<{ id: number }>`insert into patent_result (tenant_id, patent_id, title, summary, labels, class_keys, trade_mode, price,
        contact, status, batch_no, published_at, created_by, created_at)
      values (${t}, ${patents[i]!.id}, ${r.title}, ${r.summary}, ${r.labels}::text[], ${r.classes}::text[], ${r.mode}, ${r.price},
        ${'技术转移中心 010-62780000'}, ${r.status}, ${batch}, ${batch ? sql`now() - ${`${40 - i} days`}::interval` : null}, ${actor},
        now() - ${`${60 - i} days`}::interval) returning id`.execute(tx);
    ids.push(rows[0]!.id);
    await sql`insert into patent_result_log (tenant_id, subject, subject_id, action, from_status, to_status, actor_id)
      values (${t}, 'result', ${rows[0]!.id}, 'create', null, 'draft', ${actor})`.execute(tx);
  }
  const needs = [
    { title: '动力电池正极材料技术合作', company: '华新能源科技有限公司', classes: ['energy', 'materials'], budget: 1000000, status: 'matched', results: [0] },
    { title: '产线视觉检测升级', company: '精工智能装备有限公司', classes: ['manufacturing', 'it'], budget: 400000, status: 'open', results: [] },
    { title: '高精度测温方案', company: '远航仪器股份有限公司', classes: ['it'], budget: 300000, status: 'closed', results: [6] },
  ];
  const needIds: number[] = [];
  for (const n of needs) {
    const { rows } = await sql<{ id: number }>`insert into business_need (tenant_id, title, company, contact, phone, description, class_keys, budget,
        deadline, status, created_by)
      values (${t}, ${n.title}, ${n.company}, '李经理', '13800138000', ${`${n.company}寻求${n.title}相关专利技术，可转让或许可。`},
        ${n.classes}::text[], ${n.budget}, (current_date + 90), ${n.status}, ${actor}) returning id`.execute(tx);
    needIds.push(rows[0]!.id);
    for (const ri of n.results) {
      await sql`insert into business_need_result (tenant_id, need_id, result_id, matched_by) values (${t}, ${rows[0]!.id}, ${ids[ri]!}, ${actor})`.execute(tx);
    }
  }
  const year = new Date().getUTCFullYear();
  // A completed transfer of the traded result, recorded against its patent.
  const traded = patents[6]!;
  const from = traded.applicant?.trim() || tenant.name;
  const { rows: done } = await sql<{ id: number }>`insert into patent_order (tenant_id, order_no, result_id, patent_id, need_id, kind, buyer, buyer_contact,
      amount, start_date, contract_no, status, completed_at, created_by)
    values (${t}, ${`DD${year}0001`}, ${ids[6]!}, ${traded.id}, ${needIds[2]!}, 'transfer', '远航仪器股份有限公司', '王总 13900139000', 250000,
      current_date - 20, 'ZR-2026-018', 'completed', now() - interval '10 days', ${actor}) returning id`.execute(tx);
  await sql`insert into patent_transaction (tenant_id, patent_id, kind, from_party, to_party, amount, contract_no, effective_date, order_id, recorded_by)
    values (${t}, ${traded.id}, 'transfer', ${from}, '远航仪器股份有限公司', 250000, 'ZR-2026-018', current_date - 20, ${done[0]!.id}, ${actor})`.execute(tx);
  await sql`insert into patent_legal_event (tenant_id, patent_id, publicity_date, status_name, status_info, sn)
    values (${t}, ${traded.id}, current_date - 10, '专利权的转移', ${`变更前权利人：${from}；变更后权利人：远航仪器股份有限公司；合同编号：ZR-2026-018`},
      (select coalesce(max(sn), 0) + 1 from patent_legal_event where patent_id = ${traded.id}))`.execute(tx);
  await sql`update patent set operated = true, applicant = '远航仪器股份有限公司' where id = ${traded.id}`.execute(tx);
  // A licence placed for the vision system.
  await sql`insert into patent_order (tenant_id, order_no, result_id, patent_id, kind, licence_type, buyer, buyer_contact, amount, start_date, end_date,
      status, created_by)
    values (${t}, ${`DD${year}0002`}, ${ids[1]!}, ${patents[1]!.id}, 'licence', 'ordinary', '精工智能装备有限公司', '赵工 13700137000', 120000,
      current_date + 10, current_date + 1095, 'placed', ${actor})`.execute(tx);
  // Subsidies and a pledge.
  for (const [i, p] of patents.slice(0, 4).entries()) {
    await sql`insert into patent_subsidy (tenant_id, patent_id, kind, source, amount, granted_date)
      values (${t}, ${p.id}, ${i % 2 ? '专利转化奖励' : '授权资助'}, ${i % 2 ? '省知识产权局' : '市知识产权局'}, ${i % 2 ? 20000 : 5000}, current_date - ${30 * (i + 1)}::int)`.execute(tx);
  }
  await sql`insert into patent_transaction (tenant_id, patent_id, kind, from_party, to_party, amount, contract_no, effective_date, end_date, recorded_by)
    values (${t}, ${patents[0]!.id}, 'pledge', ${patents[0]!.applicant?.trim() || tenant.name}, '中国银行科技支行', 2000000, 'ZY-2026-003',
      current_date - 60, current_date + 670, ${actor})`.execute(tx);
  await sql`insert into patent_legal_event (tenant_id, patent_id, publicity_date, status_name, status_info, sn)
    values (${t}, ${patents[0]!.id}, current_date - 60, '专利权质押合同登记的生效',
      ${`出质人：${patents[0]!.applicant?.trim() || tenant.name}；质权人：中国银行科技支行`},
      (select coalesce(max(sn), 0) + 1 from patent_legal_event where patent_id = ${patents[0]!.id}))`.execute(tx);
}
