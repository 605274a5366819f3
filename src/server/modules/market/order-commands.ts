import { sql } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
import { LICENCE_TYPES, moveTo, ORDER_MOVES, ORDER_STATUSES, type OrderAction, type OrderStatus } from '../../../common/patents/market/market-states.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { isMarketOffice, logMarketMove, marketMoveRefused, requireMarketOffice } from './market-office.ts';
import { orderStore, orderTerms, updateOrderTerms } from './order-store.ts';

interface OrderRow {
  id: number; order_no: string; status: OrderStatus; version: number; kind: 'transfer' | 'licence'; licence_type: string | null; result_id: number;
  patent_id: number; need_id: number | null; buyer: string; amount: number; contract_no: string | null; start_date: string | null; end_date: string | null;
  applicant: string | null; tenant_name: string;
}

async function lockedOrder(tx: Tx, principal: Principal, id: number, version: number): Promise<OrderRow> {
  const { rows } = await sql<OrderRow>`select o.id, o.order_no, o.status, o.version, o.kind, o.licence_type, o.result_id, o.patent_id, o.need_id,
      o.buyer, o.amount::float8 as amount, o.contract_no, o.start_date::text as start_date, o.end_date::text as end_date, p.applicant, t.name as tenant_name
    from patent_order o join patent p on p.id = o.patent_id join tenant t on t.id = o.tenant_id
    where o.tenant_id = ${principal.tenantId} and o.id = ${id} for update of o`.execute(tx);
  const row = rows[0];
  if (!row) throw notFound('orderNotFound');
  if (row.version !== version) throw new AppError(409, 'marketStale');
  return row;
}

/** GET /patentOrder/v1/{id}: the order with its result, patent, need and audit trail (the IP office). */
export async function getOrder(db: Db, principal: Principal, id: number) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireMarketOffice(tx, principal);
    const { rows } = await sql<Record<string, unknown>>`select id, order_no as "orderNo", result_id as "resultId", result_title as "resultTitle",
        patent_id as "patentId", application_no as "applicationNo", patent_name as "patentName", need_id as "needId", need_title as "needTitle",
        kind, licence_type as "licenceType", buyer, buyer_contact as "buyerContact", amount, start_date::text as "startDate",
        end_date::text as "endDate", contract_no as "contractNo", status, version
      from v_patent_orders where tenant_id = ${principal.tenantId} and id = ${id}`.execute(tx);
    if (!rows[0]) throw notFound('orderNotFound');
    const { rows: log } = await sql<Record<string, unknown>>`select l.action, l.from_status as "fromStatus", l.to_status as "toStatus",
        u.fullname as "actorName", l.note, to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"
      from patent_result_log l left join app_user u on u.id = l.actor_id
      where l.tenant_id = ${principal.tenantId} and l.subject = 'order' and l.subject_id = ${id} order by l.id`.execute(tx);
    return { ...rows[0], actions: Object.keys(ORDER_MOVES).filter((a) => moveTo(ORDER_MOVES, a as OrderAction, rows[0]!.status as OrderStatus)), log };
  });
}

/** PUT /patentOrder/v1/{id}: the terms of a placed order (buyer, amount, dates, contract no.), at the version read. */
export async function putOrder(db: Db, principal: Principal, id: number, body: Record<string, unknown> & { version: number }) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const current = await orderStore.read(tx, principal, String(id), true);
    if (!(await isMarketOffice(tx, principal))) throw new AppError(403, 'marketForbidden');
    if (current.version !== body.version) throw new AppError(409, 'marketStale');
    const { rows } = await sql<{ status: string }>`select status from patent_order where id = ${id}`.execute(tx);
    if (rows[0]?.status !== 'placed') throw new AppError(409, 'orderNotEditable');
    return updateOrderTerms(tx, principal, id, body.version, orderTerms({ ...current.data, ...body, kind: current.data.kind }));
  });
}

const ACTION_FOR: Partial<Record<OrderStatus, OrderAction>> = { signed: 'sign', paid: 'pay', completed: 'complete', cancelled: 'cancel' };

/**
 * POST /patentOrder/v1/update/status: sign (contract no. required), confirm payment, complete, cancel. Completing
 * records the transfer or licence against the patent (patent_transaction and a legal event on its legal-status tab),
 * marks the patent operated, and for a transfer the result traded and the patentee the buyer; the order's need closes.
 */
export async function changeOrderStatus(db: Db, principal: Principal, body: { id: number; status: string; version: number; contractNo?: string; reason?: string }, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireMarketOffice(tx, principal);
    const row = await lockedOrder(tx, principal, body.id, body.version);
    const action = ACTION_FOR[body.status as OrderStatus];
    const to = action ? moveTo(ORDER_MOVES, action, row.status) : null;
    if (!action || !to) throw marketMoveRefused(ORDER_STATUSES, row.status, action ?? 'complete', lang);
    const contractNo = body.contractNo?.trim() || row.contract_no;
    if (action === 'sign' && !contractNo) throw badRequest('orderContractRequired');
    const { rows } = await sql<{ version: number }>`update patent_order set status = ${to}, contract_no = ${contractNo}, version = version + 1,
        updated_at = now(), completed_at = case when ${to} = 'completed' then now() else completed_at end
      where id = ${row.id} returning version`.execute(tx);
    await logMarketMove(tx, principal, principal.tenantId, 'order', row.id, action, row.status, to, body.reason?.trim() || contractNo);
    if (action === 'complete') await recordTrade(tx, principal, { ...row, contract_no: contractNo });
    return { id: row.id, status: to, version: rows[0]!.version };
  });
}

/** The trade an order completed, against its patent; the legal event reads as CNIPA's register entries do. */
async function recordTrade(tx: Tx, principal: Principal, order: OrderRow): Promise<void> {
  const from = order.applicant?.trim() || order.tenant_name;
  const today = sql`(now() at time zone 'UTC' + interval '8 hours')::date`;
  await sql`insert into patent_transaction (tenant_id, patent_id, kind, licence_type, from_party, to_party, amount, contract_no, effective_date,
      end_date, order_id, recorded_by)
    values (${principal.tenantId}, ${order.patent_id}, ${order.kind}, ${order.licence_type}, ${from}, ${order.buyer}, ${order.amount},
      ${order.contract_no}, coalesce(${order.start_date}::date, ${today}), ${order.end_date}::date, ${order.id}, ${principal.userId})`.execute(tx);
  const contract = order.contract_no ? `；合同编号：${order.contract_no}` : '';
  const [name, info] = order.kind === 'transfer'
    ? ['专利权的转移', `变更前权利人：${from}；变更后权利人：${order.buyer}${contract}`]
    : ['专利实施许可合同备案的生效', `让与人：${from}；受让人：${order.buyer}；许可种类：${LICENCE_TYPES[order.licence_type as keyof typeof LICENCE_TYPES]?.['zh-CN'] ?? ''}${
      order.end_date ? `；许可期限至：${order.end_date}` : ''}${contract}`];
  await sql`insert into patent_legal_event (tenant_id, patent_id, publicity_date, status_name, status_info, sn)
    values (${principal.tenantId}, ${order.patent_id}, ${today}, ${name}, ${info},
      (select coalesce(max(sn), 0) + 1 from patent_legal_event where patent_id = ${order.patent_id}))`.execute(tx);
  await sql`update patent set operated = true, updated_at = now()
    ${order.kind === 'transfer' ? sql`, applicant = ${order.buyer}` : sql``} where id = ${order.patent_id}`.execute(tx);
  if (order.kind === 'transfer') {
    const { rows } = await sql<{ status: string }>`select status from patent_result where id = ${order.result_id} for update`.execute(tx);
    if (rows[0] && moveTo({ trade: { from: ['published'], to: 'traded' } }, 'trade', rows[0].status)) {
      await sql`update patent_result set status = 'traded', version = version + 1, updated_at = now() where id = ${order.result_id}`.execute(tx);
      await logMarketMove(tx, principal, principal.tenantId, 'result', order.result_id, 'trade', rows[0].status, 'traded', order.order_no);
    }
  }
  if (order.need_id) {
    const { rows } = await sql<{ status: string }>`select status from business_need where id = ${order.need_id} for update`.execute(tx);
    if (rows[0]?.status === 'matched') {
      await sql`update business_need set status = 'closed', version = version + 1, updated_at = now() where id = ${order.need_id}`.execute(tx);
      await logMarketMove(tx, principal, principal.tenantId, 'need', order.need_id, 'close', 'matched', 'closed', order.order_no);
    }
  }
}

/** POST /api/patentTrade/v1/pledge: a pledge of a patent (质押) registered by the IP office, shown on its legal-status tab. */
export async function recordPledge(db: Db, principal: Principal, body: { patentId: number; pledgee: string; amount?: number; contractNo?: string; startDate: string; endDate?: string }) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireMarketOffice(tx, principal);
    const pledgee = body.pledgee.trim();
    if (!pledgee) throw badRequest('tradePartyRequired');
    const { rows } = await sql<{ applicant: string | null; tenant_name: string }>`select p.applicant, t.name as tenant_name from patent p
      join tenant t on t.id = p.tenant_id where p.tenant_id = ${principal.tenantId} and p.id = ${body.patentId} for update of p`.execute(tx);
    if (!rows[0]) throw notFound('patentNotFound');
    const from = rows[0].applicant?.trim() || rows[0].tenant_name;
    const { rows: made } = await sql<{ id: number }>`insert into patent_transaction (tenant_id, patent_id, kind, from_party, to_party, amount, contract_no,
        effective_date, end_date, recorded_by)
      values (${principal.tenantId}, ${body.patentId}, 'pledge', ${from}, ${pledgee}, ${body.amount ?? null}, ${body.contractNo?.trim() || null},
        ${body.startDate}::date, ${body.endDate ?? null}::date, ${principal.userId}) returning id`.execute(tx);
    await sql`insert into patent_legal_event (tenant_id, patent_id, publicity_date, status_name, status_info, sn)
      values (${principal.tenantId}, ${body.patentId}, ${body.startDate}::date, '专利权质押合同登记的生效', ${`出质人：${from}；质权人：${pledgee}`},
        (select coalesce(max(sn), 0) + 1 from patent_legal_event where patent_id = ${body.patentId}))`.execute(tx);
    return { id: made[0]!.id };
  });
}

/** GET /api/patentTrade/v1/list?patentId and /api/patentSubsidy/v1/list?patentId: a patent's trades and subsidies, newest first. */
export async function patentTrades(db: Db, principal: Principal, patentId: number) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const { rows } = await sql<Record<string, unknown>>`select id, kind, licence_type as "licenceType", from_party as "fromParty", to_party as "toParty",
        amount::float8 as amount, contract_no as "contractNo", effective_date::text as "effectiveDate", end_date::text as "endDate", order_id as "orderId"
      from patent_transaction where tenant_id = ${principal.tenantId} and patent_id = ${patentId} order by effective_date desc, id desc`.execute(tx);
    return { rows, total: rows.length };
  });
}

export async function patentSubsidies(db: Db, principal: Principal, patentId: number) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const { rows } = await sql<Record<string, unknown>>`select id, kind, source, amount::float8 as amount, granted_date::text as "grantedDate"
      from patent_subsidy where tenant_id = ${principal.tenantId} and patent_id = ${patentId} order by granted_date desc, id desc`.execute(tx);
    return { rows, total: rows.length };
  });
}
