import { sql } from 'kysely';
import type { FeeReductionBody } from '../../../common/api/maintenance-settings.ts';
import { chinaToday } from '../../../common/patents/annual-fees/index.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { readFee } from './fee-row.ts';
import { requireOffice } from './office-roles.ts';
import { syncAnnualFees } from './sync-annual-fees.ts';

/**
 * POST /api/patentkeep/v1/update/feeReduction: the IP office sets the fee reduction (0, 70 or 85 %) of the patent of an
 * annual fee it sees in 年费维护. One transaction: the fee and the patent locked, the fee's version checked (409 when
 * stale), 409 when the patent has that reduction already; the patent's open fees recomputed and their versions moved on
 * (their amounts changed under anyone who had them open), one patent_keep_log row (action reduce) with both figures.
 */
export async function changeFeeReduction(db: Db, principal: Principal, body: FeeReductionBody, today = chinaToday()) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const tenantId = principal.tenantId;
    await requireOffice(tx, principal);
    const fee = await readFee(tx, tenantId, body.id, true);
    if (!fee) throw notFound('keepNotFound');
    if (fee.version !== body.version) throw conflict('keepStale');
    const { rows: [patent] } = await sql<{ fee_reduction: number }>`select fee_reduction from patent
      where tenant_id = ${tenantId} and id = ${fee.patent_id} for update`.execute(tx);
    if (patent!.fee_reduction === body.feeReduction) throw new AppError(409, 'keepReductionSame', { reduction: body.feeReduction });
    await sql`update patent set fee_reduction = ${body.feeReduction}, updated_at = now() where tenant_id = ${tenantId} and id = ${fee.patent_id}`.execute(tx);
    await syncAnnualFees(tx, tenantId, today, [fee.patent_id]);
    const { rows } = await sql<{ id: number; version: number; amount: number }>`update patent_fee set version = version + 1
      where tenant_id = ${tenantId} and patent_id = ${fee.patent_id} and fee_type = 'annual'
        and (keep_status not in ('paid', 'lapsed') or id = ${fee.id})
      returning id, version, amount::float8 as amount`.execute(tx);
    const reason = body.reason?.trim() || null;
    await sql`insert into patent_keep_log (tenant_id, fee_id, patent_id, fee_year, action, from_status, to_status, actor_id, reason, detail)
      values (${tenantId}, ${fee.id}, ${fee.patent_id}, ${fee.fee_year}, 'reduce', ${fee.keep_status}, ${fee.keep_status}, ${principal.userId}, ${reason},
        ${JSON.stringify({ fromReduction: patent!.fee_reduction, toReduction: body.feeReduction, feesRecomputed: rows.length })}::jsonb)`.execute(tx);
    const mine = rows.find((r) => r.id === fee.id)!;
    return { id: fee.id, patentId: fee.patent_id, feeReduction: body.feeReduction, version: mine.version, amount: mine.amount };
  });
}
