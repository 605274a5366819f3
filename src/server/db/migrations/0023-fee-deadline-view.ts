import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/**
 * The registered view of the fee-deadline query view (/zlgl/querySql/queryView/jfqx/jfqx): each official fee with
 * its patent and college (src/server/modules/forms/patent-query-views.ts lists the allowed columns).
 * security_invoker: the caller's row-level security applies through the view.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create view v_patent_fee_deadline with (security_invoker = true) as
  select f.tenant_id, f.id, f.patent_id, p.application_no, p.name, p.type, p.legal_status, f.fee_type,
    nullif(f.fee_year, 0) as fee_year, f.amount::float8 as amount, f.due_date, f.paid_date, f.status, f.org_id, o.name as org_name
  from patent_fee f
  join patent p on p.id = f.patent_id
  left join org o on o.id = f.org_id;
grant select on v_patent_fee_deadline to portal_app;
`);
}
