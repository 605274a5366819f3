import { sql } from 'kysely';
import type { Tx } from '../db/database.ts';
import { REFERENCE_DATE } from './generate-patents.ts';

/**
 * Official fees of a tenant's patents, derived from the patent rows (so any generated data set gets them, in one
 * statement): application fee; substantive examination fee for inventions that reached examination; registration
 * fee on grant; and an annual fee for every patent year from the grant up to the reference date, with the next
 * year's fee due for patents in force and the last one overdue for `unpaidFee`. Amounts follow the CNIPA
 * schedule (invention 900 / 1200 / 2000 / 4000 / 6000 / 8000 a year by term band; utility model and design
 * 600 / 900 / 1200 / 2000 / 3000). Returns the fee rows written.
 */
export async function insertPatentFees(tx: Tx, tenantId: number, referenceDate = REFERENCE_DATE): Promise<number> {
  const ref = sql`${referenceDate}::date`;
  const invention = sql`p.type in ('invent', 'inventSQ', 'other')`;
  const annual = sql`case when ${invention} then
      case when y.n <= 3 then 900 when y.n <= 6 then 1200 when y.n <= 9 then 2000 when y.n <= 12 then 4000 when y.n <= 15 then 6000 else 8000 end
    else case when y.n <= 3 then 600 when y.n <= 5 then 900 when y.n <= 8 then 1200 when y.n <= 10 then 2000 else 3000 end end`;
  const granted = sql`p.legal_status in ('authorization','partInvalid','recover','operate','expires','unpaidFee','claimLapse','allInvalid','termination','weightGiveup')`;
  const inForce = sql`p.legal_status in ('authorization','partInvalid','recover','operate')`;
  // Patent years elapsed at the reference date (or at expiry): the year in progress has been paid for.
  const lastYear = sql`(extract(year from age(least(${ref}, coalesce(p.expiry_date, ${ref})), p.application_date))::integer + 1)`;
  const firstYear = sql`(extract(year from age(coalesce(p.publication_date, p.application_date), p.application_date))::integer + 1)`;
  const result = await sql`
    insert into patent_fee (tenant_id, patent_id, fee_type, fee_year, amount, due_date, paid_date, status, org_id)
    select p.tenant_id, p.id, 'application', 0, case when ${invention} then 900 else 500 end, p.application_date,
      p.application_date + (p.id % 20), 'paid', p.org_id
    from patent p where p.tenant_id = ${tenantId}
    union all
    select p.tenant_id, p.id, 'examination', 0, 2500, (p.application_date + interval '1 year')::date,
      (p.application_date + interval '1 year')::date - (p.id % 30), 'paid', p.org_id
    from patent p where p.tenant_id = ${tenantId} and p.type in ('invent', 'inventSQ') and (p.legal_status = 'examination' or ${granted})
    union all
    select p.tenant_id, p.id, 'grant', 0, 200, p.publication_date, p.publication_date + (p.id % 15), 'paid', p.org_id
    from patent p where p.tenant_id = ${tenantId} and ${granted} and p.publication_date is not null
    union all
    select p.tenant_id, p.id, 'annual', y.n, ${annual}, (p.application_date + make_interval(years => y.n - 1))::date,
      case when y.n = ${lastYear} + 1 or (p.legal_status = 'unpaidFee' and y.n = ${lastYear}) then null
        else (p.application_date + make_interval(years => y.n - 1))::date - (p.id % 45) end,
      case when y.n = ${lastYear} + 1 then 'unpaid' when p.legal_status = 'unpaidFee' and y.n = ${lastYear} then 'overdue' else 'paid' end,
      p.org_id
    from patent p
    cross join lateral generate_series(${firstYear}, ${lastYear} + case when ${inForce} then 1 else 0 end) as y(n)
    where p.tenant_id = ${tenantId} and ${granted} and y.n between 1 and case when ${invention} then 20 else 15 end
    on conflict (patent_id, fee_type, fee_year) do nothing`.execute(tx);
  return Number(result.numAffectedRows ?? 0);
}
