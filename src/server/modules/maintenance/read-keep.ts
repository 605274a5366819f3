import { sql } from 'kysely';
import type { KeepDetail } from '../../../common/api/maintenance.ts';
import { assessPayment, chinaToday, officeActionsFrom } from '../../../common/patents/annual-fees/index.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { dueOf, readFee } from './fee-row.ts';
import { loadCalendar } from './holiday-calendar.ts';
import { requireOffice } from './office-roles.ts';

/** GET /api/patentkeep/v1/get?id: the fee, what paying it today costs, the office's open moves and the audit trail. */
export async function readKeep(db: Db, principal: Principal, id: number, today = chinaToday()): Promise<KeepDetail> {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireOffice(tx, principal);
    const fee = await readFee(tx, principal.tenantId, id, false);
    if (!fee) throw notFound('keepNotFound');
    const due = assessPayment(dueOf(fee), today, await loadCalendar(tx, principal.tenantId));
    const { rows: log } = await sql<KeepDetail['log'][number]>`
      select l.action, l.from_status as "fromStatus", l.to_status as "toStatus", u.fullname as "actorName", l.reason,
        to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"
      from patent_keep_log l left join app_user u on u.id = l.actor_id
      where l.tenant_id = ${principal.tenantId} and l.fee_id = ${id} order by l.id`.execute(tx);
    const settled = fee.keep_status === 'paid';
    return {
      id: fee.id, patentId: fee.patent_id, applicationNo: fee.application_no, name: fee.name, type: fee.type, feeYear: fee.fee_year,
      keepStatus: fee.keep_status, version: fee.version, dueDate: fee.due_date, graceEnd: fee.grace_end, restorationEnd: fee.restoration_end,
      fullFee: fee.full_amount, reduction: dueOf(fee).reduction, fee: fee.amount, today,
      stage: settled ? 'inTime' : due.stage, graceMonth: settled ? 0 : due.graceMonth, surcharge: settled ? 0 : due.surcharge,
      restorationFee: settled ? 0 : due.restorationFee, totalDue: settled ? null : due.total,
      paidDate: fee.paid_date, paidAmount: fee.paid_amount, receiptNo: fee.receipt_no, receiptFileId: fee.receipt_file_id,
      actions: officeActionsFrom(fee.keep_status), log,
    };
  });
}
