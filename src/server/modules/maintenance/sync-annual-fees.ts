import { sql } from 'kysely';
import { annualFeeSchedule, graceMonthEnds, type PlainDate, type ReductionPercent } from '../../../common/patents/annual-fees/index.ts';
import type { Tx } from '../../db/database.ts';
import { loadCalendar } from './holiday-calendar.ts';

/** Legal statuses of a granted patent whose right is alive (its annual fees fall due). */
export const IN_FORCE = ['authorization', 'partInvalid', 'recover', 'operate'] as const;

interface PatentRow { id: number; type: string; application_date: string; grant_date: string | null; fee_reduction: number; org_id: number | null; in_force: boolean }
interface FeeRow { patent_id: number; fee_year: number; keep_status: string | null }

/**
 * Writes the calculator's figures into patent_fee for a tenant (or some of its patents): for every annual fee still
 * open (not paid, not lapsed) its due date on a working day, grace-month ends, restoration deadline, full and
 * payable amounts; and the fees of patents in force that fall due up to the end of next year and are still
 * actionable (grace not over) as new undecided rows; untouched open rows of years outside the term are removed.
 * Rows already right are not touched. Returns the rows written or removed.
 */
export async function syncAnnualFees(tx: Tx, tenantId: number, today: PlainDate, patentIds?: readonly number[]): Promise<number> {
  if (patentIds && !patentIds.length) return 0;
  // Annual fees written without a maintenance state (data loaded by other means) start as paid or undecided.
  await sql`update patent_fee set keep_status = case when status = 'paid' then 'paid' else 'undecided' end,
      full_amount = coalesce(full_amount, amount), statutory_due = coalesce(statutory_due, due_date),
      paid_amount = case when status = 'paid' then coalesce(paid_amount, amount) end
    where tenant_id = ${tenantId} and fee_type = 'annual' and keep_status is null`.execute(tx);
  const calendar = await loadCalendar(tx, tenantId);
  const only = patentIds ? sql`and p.id = any(${[...patentIds]}::int[])` : sql``;
  const { rows: patents } = await sql<PatentRow>`
    select p.id, p.type, p.application_date::text as application_date, p.publication_date::text as grant_date, p.fee_reduction, p.org_id,
      p.legal_status in (${sql.join(IN_FORCE.map((s) => sql`${s}`))}) as in_force
    from patent p
    where p.tenant_id = ${tenantId} ${only} and p.publication_date is not null
      and (p.legal_status in (${sql.join(IN_FORCE.map((s) => sql`${s}`))})
        or exists (select 1 from patent_fee f where f.patent_id = p.id and f.fee_type = 'annual' and f.keep_status not in ('paid', 'lapsed')))`.execute(tx);
  if (!patents.length) return 0;
  const { rows: fees } = await sql<FeeRow>`
    select f.patent_id, f.fee_year, f.keep_status from patent_fee f
    where f.tenant_id = ${tenantId} and f.fee_type = 'annual' and f.patent_id = any(${patents.map((p) => p.id)}::int[])`.execute(tx);
  const existing = new Map(fees.map((f) => [`${f.patent_id}:${f.fee_year}`, f.keep_status]));
  const horizon = `${Number(today.slice(0, 4)) + 1}-12-31`;
  const writes: Record<string, unknown>[] = [];
  const outsideTerm: { patent_id: number; years: number[] }[] = [];
  for (const p of patents) {
    const schedule = annualFeeSchedule({ type: p.type, applicationDate: p.application_date, grantDate: p.grant_date, reduction: p.fee_reduction as ReductionPercent }, calendar);
    outsideTerm.push({ patent_id: p.id, years: schedule.map((f) => f.year) });
    for (const f of schedule) {
      const key = `${p.id}:${f.year}`;
      const status = existing.get(key);
      const open = status !== undefined && status !== 'paid' && status !== 'lapsed';
      const fresh = status === undefined && p.in_force && f.dueDate <= horizon && f.graceEnd >= today;
      if (!open && !fresh) continue;
      writes.push({
        patent_id: p.id, year: f.year, fee: f.fee, full_fee: f.fullFee, due_date: f.dueDate, statutory_due: f.statutoryDue,
        grace_month_ends: graceMonthEnds(f.statutoryDue, calendar), grace_end: f.graceEnd, restoration_end: f.restorationEnd, org_id: p.org_id,
      });
    }
  }
  // Open fees the schedule does not have (a year past the term, before the grant) are no fees: untouched ones go.
  const removed = await sql`delete from patent_fee f using jsonb_to_recordset(${JSON.stringify(outsideTerm)}::jsonb) as o(patent_id int, years int[])
    where f.patent_id = o.patent_id and f.tenant_id = ${tenantId} and f.fee_type = 'annual' and f.keep_status = 'undecided' and f.version = 1
      and not (f.fee_year = any(o.years))`.execute(tx);
  if (!writes.length) return Number(removed.numAffectedRows ?? 0);
  const result = await sql`
    insert into patent_fee as f (tenant_id, patent_id, fee_type, fee_year, amount, full_amount, due_date, statutory_due, grace_month_ends,
      grace_end, restoration_end, status, keep_status, org_id)
    select ${tenantId}, r.patent_id, 'annual', r.year, r.fee, r.full_fee, r.due_date, r.statutory_due, r.grace_month_ends, r.grace_end,
      r.restoration_end, 'unpaid', 'undecided', r.org_id
    from jsonb_to_recordset(${JSON.stringify(writes)}::jsonb) as r(patent_id int, year int, fee numeric, full_fee numeric, due_date date,
      statutory_due date, grace_month_ends date[], grace_end date, restoration_end date, org_id int)
    on conflict (patent_id, fee_type, fee_year) do update set amount = excluded.amount, full_amount = excluded.full_amount,
      due_date = excluded.due_date, statutory_due = excluded.statutory_due, grace_month_ends = excluded.grace_month_ends,
      grace_end = excluded.grace_end, restoration_end = excluded.restoration_end
    where f.keep_status not in ('paid', 'lapsed') and (f.amount, f.full_amount, f.due_date, f.grace_month_ends, f.restoration_end)
      is distinct from (excluded.amount, excluded.full_amount, excluded.due_date, excluded.grace_month_ends, excluded.restoration_end)`.execute(tx);
  return Number(result.numAffectedRows ?? 0) + Number(removed.numAffectedRows ?? 0);
}
