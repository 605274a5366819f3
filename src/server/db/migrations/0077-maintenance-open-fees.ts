import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/**
 * 年费维护 (view nfwh) lists the fees someone can still act on: a fee that lapsed or was abandoned and whose
 * restoration deadline has passed is final, and offering 维持 on it could only be refused (409).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create or replace view v_patent_maintenance with (security_invoker = true) as
  select f.tenant_id, f.id, f.patent_id, p.application_no, p.name, p.type, p.legal_status, p.inventor, f.fee_year,
    f.amount::float8 as amount, f.full_amount::float8 as full_amount, f.due_date, f.grace_end, f.restoration_end,
    f.keep_status, f.keep_reason, f.status, f.paid_date, f.paid_amount::float8 as paid_amount, f.receipt_no, f.version,
    f.org_id, o.name as org_name, g.grace_month,
    case when g.grace_month > 1 then round(f.full_amount * 0.05 * least(g.grace_month - 1, 5), 2)::float8 else 0 end as surcharge,
    (f.amount + case when g.grace_month > 1 then round(f.full_amount * 0.05 * least(g.grace_month - 1, 5), 2) else 0 end)::float8 as total_due
  from patent_fee f
  join patent p on p.id = f.patent_id
  left join org o on o.id = f.org_id
  cross join lateral (select case when f.keep_status in ('paid','lapsed') or f.grace_month_ends is null
      or (now() at time zone 'UTC' + interval '8 hours')::date <= f.due_date then 0
    else coalesce((select min(e.i) from unnest(f.grace_month_ends) with ordinality as e(d, i)
      where (now() at time zone 'UTC' + interval '8 hours')::date <= e.d), 0)::integer end as grace_month) g
  where f.fee_type = 'annual'
    and not (f.keep_status in ('lapsed','abandon') and f.restoration_end is not null
      and f.restoration_end < (now() at time zone 'UTC' + interval '8 hours')::date);
`);
}
