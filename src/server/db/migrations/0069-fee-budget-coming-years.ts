import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/** The yearly budget (view nfys) lists the current year and the coming ones only: past years are spent, not budgeted. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create or replace view v_patent_fee_budget with (security_invoker = true) as
  select f.tenant_id, coalesce(f.org_id, 0) * 10000 + extract(year from f.due_date)::integer as id,
    f.org_id, o.name as org_name, extract(year from f.due_date)::integer as due_year,
    count(distinct f.patent_id)::integer as patents, count(*)::integer as fees,
    sum(f.amount)::float8 as amount, sum(f.full_amount)::float8 as full_amount
  from patent_fee f
  left join org o on o.id = f.org_id
  where f.fee_type = 'annual' and f.keep_status in ('undecided','consulting','keep','paid')
    and f.due_date >= date_trunc('year', now() at time zone 'UTC' + interval '8 hours')::date
  group by f.tenant_id, f.org_id, o.name, extract(year from f.due_date);
`);
}
