import { sql } from 'kysely';
import { kindFitsMode, TRADE_MODES, type TradeKind, type TradeMode } from '../../../common/patents/market/market-states.ts';
import { parseApplicationNo } from '../../../common/patents/application-number.ts';
import type { Tx } from '../../db/database.ts';
import { AppError, badRequest, notFound, refused } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { RecordStore, StoredRecord } from '../forms/record-stores.ts';
import { dayOf, isMarketOffice, logMarketMove, numberOf, requireMarketOffice, rowId, textOf } from './market-office.ts';

/** The bo of 交易订单's form (schemas/bo/patentOrder.json). */
export const ORDER_BO = 'patentOrder';

export interface OrderInput {
  kind: TradeKind; licenceType: string | null; buyer: string; buyerContact: string | null; amount: number;
  startDate: string | null; endDate: string | null; contractNo: string | null; remark: string | null;
}

/** An order's editable terms, checked: a licence names its kind and ends after it starts. */
export function orderTerms(data: Record<string, unknown>): OrderInput {
  const kind = textOf(data.kind) === 'licence' ? 'licence' : 'transfer';
  const licenceType = kind === 'licence' ? textOf(data.licenceType) || null : null;
  if (kind === 'licence' && !['exclusive', 'sole', 'ordinary'].includes(licenceType ?? '')) throw badRequest('orderLicenceType');
  const startDate = dayOf(data.startDate);
  const endDate = dayOf(data.endDate);
  if (kind === 'licence' && startDate && endDate && endDate <= startDate) throw badRequest('orderLicenceDates');
  const amount = numberOf(data.amount);
  if (amount === null || amount < 0 || !textOf(data.buyer)) throw badRequest('badRequest');
  return {
    kind, licenceType, buyer: textOf(data.buyer), buyerContact: textOf(data.buyerContact) || null, amount,
    startDate, endDate, contractNo: textOf(data.contractNo) || null, remark: textOf(data.remark) || null,
  };
}

/** The published result of a patent (by application number) an order is placed for; 400/409 with the reason otherwise. */
async function orderedResult(tx: Tx, tenantId: number, applicationNo: string, kind: TradeKind, lang: Language) {
  const parsed = parseApplicationNo(applicationNo);
  const { rows } = parsed.ok ? await sql<{ id: number; patent_id: number; status: string; trade_mode: TradeMode }>`
    select r.id, r.patent_id, r.status, r.trade_mode from patent_result r join patent p on p.id = r.patent_id
    where r.tenant_id = ${tenantId} and p.application_no_norm = ${parsed.value.normalized} order by (r.status = 'published') desc, r.id desc limit 1
    for update of r`.execute(tx) : { rows: [] };
  const result = rows[0];
  if (!result) throw badRequest('resultPatentUnknown', { applicationNo });
  if (result.status !== 'published') throw refused('orderResultUnpublished');
  if (!kindFitsMode(kind, result.trade_mode)) throw refused('orderKindMismatch', { mode: TRADE_MODES[result.trade_mode][lang] });
  return result;
}

/** The next order number of the tenant: DD{yyyy}{NNNN}. */
async function nextOrderNo(tx: Tx, tenantId: number): Promise<string> {
  const year = new Date().getUTCFullYear();
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from patent_order where tenant_id = ${tenantId} and order_no like ${`DD${year}%`}`.execute(tx);
  return `DD${year}${String(rows[0]!.n + 1).padStart(4, '0')}`;
}

/**
 * 交易订单's form (template jydd, form patentOrder): an order for the transfer or licence of a published result, named
 * by its patent's application number, optionally for an enterprise need; new orders are placed. Edits go through PUT
 * /patentOrder/v1/{id} while placed (the form opens them read-only after). The IP office only.
 */
export const orderStore: RecordStore = {
  authorize: (tx, principal) => requireMarketOffice(tx, principal),
  mayChange: (tx, principal) => isMarketOffice(tx, principal),
  async read(tx, principal, id, lock): Promise<StoredRecord> {
    const { rows } = await sql<Record<string, unknown> & { id: number; version: number }>`
      select o.id, o.version, o.status, p.application_no as "applicationNo", o.kind, o.licence_type as "licenceType", o.buyer,
        o.buyer_contact as "buyerContact", o.amount::float8 as amount, o.start_date::text as "startDate", o.end_date::text as "endDate",
        o.contract_no as "contractNo", o.remark, o.need_id as "needId"
      from patent_order o join patent p on p.id = o.patent_id where o.tenant_id = ${principal.tenantId} and o.id = ${rowId(id)}
      ${lock ? sql`for update of o` : sql``}`.execute(tx);
    const row = rows[0];
    if (!row) throw notFound('orderNotFound');
    const { id: orderId, version, status: _status, needId, ...data } = row;
    return { id: String(orderId), version, data: { ...data, need: needId === null ? null : String(needId) } };
  },
  async write(tx, principal, lang, data, existing) {
    if (existing) {
      const { rows } = await sql<{ status: string }>`select status from patent_order where id = ${Number(existing.id)}`.execute(tx);
      if (rows[0]?.status !== 'placed') throw refused('orderNotEditable');
      // The kind and the result stay: another transfer may be open on it.
      return updateOrderTerms(tx, principal, Number(existing.id), existing.version, orderTerms({ ...data, kind: existing.data.kind }));
    }
    const terms = orderTerms(data);
    const result = await orderedResult(tx, principal.tenantId, textOf(data.applicationNo), terms.kind, lang);
    const needId = rowId(textOf(data.need)) || null;
    if (needId) {
      const { rows } = await sql`select 1 from business_need where tenant_id = ${principal.tenantId} and id = ${needId}`.execute(tx);
      if (!rows.length) throw notFound('needNotFound');
    }
    if (terms.kind === 'transfer') {
      const { rows } = await sql`select 1 from patent_order where result_id = ${result.id} and kind = 'transfer' and status in ('placed','signed','paid')`.execute(tx);
      if (rows.length) throw refused('orderTransferOpen');
    }
    const orderNo = await nextOrderNo(tx, principal.tenantId);
    const { rows } = await sql<{ id: number; version: number }>`insert into patent_order (tenant_id, order_no, result_id, patent_id, need_id, kind,
        licence_type, buyer, buyer_contact, amount, start_date, end_date, contract_no, remark, created_by)
      values (${principal.tenantId}, ${orderNo}, ${result.id}, ${result.patent_id}, ${needId}, ${terms.kind}, ${terms.licenceType}, ${terms.buyer},
        ${terms.buyerContact}, ${terms.amount}, ${terms.startDate}::date, ${terms.endDate}::date, ${terms.contractNo}, ${terms.remark}, ${principal.userId})
      returning id, version`.execute(tx);
    await logMarketMove(tx, principal, principal.tenantId, 'order', rows[0]!.id, 'place', null, 'placed', orderNo);
    return { id: String(rows[0]!.id), version: rows[0]!.version };
  },
};

/** The terms of a placed order (not its kind or result), at the version read (a stale one is a 409). */
export async function updateOrderTerms(tx: Tx, principal: Principal, id: number, version: number, terms: OrderInput) {
  const { rows } = await sql<{ id: number; version: number }>`update patent_order set licence_type = ${terms.licenceType},
      buyer = ${terms.buyer}, buyer_contact = ${terms.buyerContact}, amount = ${terms.amount}, start_date = ${terms.startDate}::date,
      end_date = ${terms.endDate}::date, contract_no = ${terms.contractNo}, remark = ${terms.remark}, version = version + 1, updated_at = now()
    where tenant_id = ${principal.tenantId} and id = ${id} and version = ${version} and status = 'placed' returning id, version`.execute(tx);
  if (!rows[0]) throw new AppError(409, 'marketStale');
  return { id: String(rows[0].id), version: rows[0].version };
}
