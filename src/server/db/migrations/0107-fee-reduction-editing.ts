import { type Kysely } from 'kysely';
import { reviseTemplate, shippedDefinition } from '../../modules/definitions/ship-definitions.ts';
import { execScript } from '../exec-script.ts';

/**
 * Issue 18, the IP office sets a patent's fee reduction from 年费维护 (docs/patent-maintenance.md): the audit row of a
 * maintenance move gets a detail (the reduction before and after); the view of the list nfwh shows the patent's
 * reduction; existing tenants' nfwh gets the column and the row button 费减比例.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
alter table patent_keep_log add column detail jsonb;

create or replace view v_patent_maintenance with (security_invoker = true) as
  select f.tenant_id, f.id, f.patent_id, p.application_no, p.name, p.type, p.legal_status, p.inventor, f.fee_year,
    f.amount::float8 as amount, f.full_amount::float8 as full_amount, f.due_date, f.grace_end, f.restoration_end,
    f.keep_status, f.keep_reason, f.status, f.paid_date, f.paid_amount::float8 as paid_amount, f.receipt_no, f.version,
    f.org_id, o.name as org_name, g.grace_month,
    case when g.grace_month > 1 then round(f.full_amount * 0.05 * least(g.grace_month - 1, 5), 2)::float8 else 0 end as surcharge,
    (f.amount + case when g.grace_month > 1 then round(f.full_amount * 0.05 * least(g.grace_month - 1, 5), 2) else 0 end)::float8 as total_due,
    pg.total::float8 as grade_total, pg.level as grade_level, p.fee_reduction::integer as fee_reduction
  from patent_fee f
  join patent p on p.id = f.patent_id
  left join org o on o.id = f.org_id
  left join patent_grading pg on pg.patent_id = f.patent_id
  cross join lateral (select case when f.keep_status in ('paid','lapsed') or f.grace_month_ends is null
      or (now() at time zone 'UTC' + interval '8 hours')::date <= f.due_date then 0
    else coalesce((select min(e.i) from unnest(f.grace_month_ends) with ordinality as e(d, i)
      where (now() at time zone 'UTC' + interval '8 hours')::date <= e.d), 0)::integer end as grace_month) g
  where f.fee_type = 'annual'
    and not (f.keep_status in ('lapsed','abandon') and f.restoration_end is not null
      and f.restoration_end < (now() at time zone 'UTC' + interval '8 hours')::date);
`);
  await shipFeeReductionEditing(db);
}

/** Each existing tenant's current nfwh without the reduction gets its column and row button (its other changes kept). */
export async function shipFeeReductionEditing(db: Kysely<unknown>): Promise<void> {
  const nfwh = shippedDefinition('template', 'nfwh');
  const column = (nfwh.displayFields as { field: string }[]).find((f) => f.field === 'feeReduction');
  const button = (nfwh.manageFields as { type: string; key?: string }[]).find((b) => b.key === 'reduction');
  await reviseTemplate(db, 'nfwh', '年费维护: the patent\'s fee reduction, shown and set from the row (费减比例)',
    (body) => !(body.displayFields as { field: string }[] | undefined)?.some((f) => f.field === 'feeReduction'),
    (body) => {
      const fields = [...(body.displayFields as { field: string }[])];
      const at = fields.findIndex((f) => f.field === 'amount');
      fields.splice(at < 0 ? fields.length : at + 1, 0, column!);
      const buttons = [...((body.manageFields ?? []) as { type: string }[])];
      const exportAt = buttons.findIndex((b) => b.type === 'export');
      buttons.splice(exportAt < 0 ? buttons.length : exportAt, 0, button!);
      return { ...body, displayFields: fields, manageFields: buttons };
    });
}
