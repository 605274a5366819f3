import { sql } from 'kysely';
import type { FeePaidBody } from '../../../common/api/maintenance.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { assessPayment, chinaToday, keepMove } from '../../../common/patents/annual-fees/index.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { moveRefused } from './change-keep-status.ts';
import { dueOf, logMove, readFee } from './fee-row.ts';
import { loadCalendar } from './holiday-calendar.ts';
import { requireOffice } from './office-roles.ts';
import { syncAnnualFees } from './sync-annual-fees.ts';

/**
 * POST /api/patentkeep/v1/update/feePaid: records the payment of a fee the office decided to keep. The amount is
 * the calculator's for the payment date (fee, grace surcharge, restoration fee); a receipt number or an uploaded
 * receipt (file service) is required. The fee leaves the deadline lists; the patent's next fee is scheduled.
 */
export async function recordFeePaid(db: Db, principal: Principal, body: FeePaidBody, lang: Language, today = chinaToday()) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireOffice(tx, principal);
    const fee = await readFee(tx, principal.tenantId, body.id, true);
    if (!fee) throw notFound('keepNotFound');
    if (fee.version !== body.version) throw conflict('keepStale');
    const to = keepMove('pay', fee.keep_status);
    if (!to) throw moveRefused('pay', fee.keep_status, lang);
    if (body.paidDate > today) throw badRequest('keepPaidDateFuture');
    if (fee.grant_date && body.paidDate < fee.grant_date) throw badRequest('keepPaidDateEarly');
    const receiptNo = body.receiptNo?.trim() || null;
    if (!receiptNo && !body.receiptFileId) throw badRequest('keepReceiptRequired');
    if (body.receiptFileId) {
      const { rows } = await sql`select 1 from file where tenant_id = ${principal.tenantId} and id = ${body.receiptFileId}::uuid`.execute(tx);
      if (!rows.length) throw badRequest('keepReceiptFile');
    }
    const due = assessPayment(dueOf(fee), body.paidDate, await loadCalendar(tx, principal.tenantId));
    if (due.total === null) throw new AppError(409, 'keepPaidTooLate');
    if (body.amount !== undefined && Math.abs(body.amount - due.total) > 0.005) {
      throw badRequest('keepPaidAmount', { total: due.total, fee: fee.amount, surcharge: due.surcharge, restoration: due.restorationFee, amount: body.amount });
    }
    const { rows } = await sql<{ version: number }>`update patent_fee set keep_status = 'paid', status = 'paid', paid_date = ${body.paidDate}::date,
      paid_amount = ${due.total}, surcharge = ${due.surcharge + due.restorationFee}, receipt_no = ${receiptNo},
      receipt_file_id = ${body.receiptFileId ?? null}::uuid, paid_by = ${principal.userId}, version = version + 1
      where id = ${fee.id} returning version`.execute(tx);
    await logMove(tx, principal.tenantId, fee, 'pay', to, principal.userId, receiptNo);
    await syncAnnualFees(tx, principal.tenantId, today, [fee.patent_id]);
    return { id: fee.id, keepStatus: to, version: rows[0]!.version, paidAmount: due.total, surcharge: due.surcharge, restorationFee: due.restorationFee };
  });
}
