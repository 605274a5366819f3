import { sql } from 'kysely';
import type { AnnualFeeDue, KeepStatus, ReductionPercent } from '../../../common/patents/annual-fees/index.ts';
import type { Tx } from '../../db/database.ts';

/** An annual fee with its patent, as the commands read it (locked when `lock`). */
export interface FeeRow {
  id: number; patent_id: number; fee_year: number; keep_status: KeepStatus; status: string; version: number;
  amount: number; full_amount: number; due_date: string; statutory_due: string; grace_end: string | null; restoration_end: string | null;
  paid_date: string | null; paid_amount: number | null; receipt_no: string | null; receipt_file_id: string | null;
  application_no: string; name: string; type: string; legal_status: string; grant_date: string | null; fee_reduction: number;
}

export async function readFee(tx: Tx, tenantId: number, id: number, lock: boolean): Promise<FeeRow | undefined> {
  const { rows } = await sql<FeeRow>`
    select f.id, f.patent_id, f.fee_year, f.keep_status, f.status, f.version, f.amount::float8 as amount,
      coalesce(f.full_amount, f.amount)::float8 as full_amount, f.due_date::text as due_date, coalesce(f.statutory_due, f.due_date)::text as statutory_due,
      f.grace_end::text as grace_end, f.restoration_end::text as restoration_end, f.paid_date::text as paid_date,
      f.paid_amount::float8 as paid_amount, f.receipt_no, f.receipt_file_id::text as receipt_file_id,
      p.application_no, p.name, p.type, p.legal_status, p.publication_date::text as grant_date, p.fee_reduction
    from patent_fee f join patent p on p.id = f.patent_id
    where f.tenant_id = ${tenantId} and f.id = ${id} and f.fee_type = 'annual'
    ${lock ? sql`for update of f` : sql``}`.execute(tx);
  return rows[0];
}

/** The stored fee as the calculator's due fee (the dates and amounts the sync wrote). */
export function dueOf(fee: FeeRow): AnnualFeeDue {
  return {
    year: fee.fee_year, statutoryDue: fee.statutory_due, dueDate: fee.due_date, fullFee: fee.full_amount,
    reduction: (fee.amount < fee.full_amount ? fee.fee_reduction : 0) as ReductionPercent, fee: fee.amount,
    graceEnd: fee.grace_end ?? fee.due_date, restorationEnd: fee.restoration_end ?? fee.due_date,
  };
}

export async function logMove(tx: Tx, tenantId: number, fee: FeeRow, action: string, to: string, actorId: number | null, reason: string | null): Promise<void> {
  await sql`insert into patent_keep_log (tenant_id, fee_id, patent_id, fee_year, action, from_status, to_status, actor_id, reason)
    values (${tenantId}, ${fee.id}, ${fee.patent_id}, ${fee.fee_year}, ${action}, ${fee.keep_status}, ${to}, ${actorId}, ${reason})`.execute(tx);
}
