import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/**
 * EQUAL / IN filters of bo lists as jsonb containment served by the GIN index `bo_record_data` (jsonb_path_ops).
 * Row-level security keeps the planner from using a non-leakproof operator such as `@>` on an index, so the
 * lookup runs in a SECURITY DEFINER function that applies the tenant condition itself, exactly as the policy does
 * (as patent_token_match does): the caller's tenant's records of a bo whose data contains one of the patterns (a
 * jsonb array). Whole rows come back, so a list reads them once instead of joining ids back by primary key.
 * Callers pass alternatives that differ in some field's value, so no record matches two of them: no DISTINCT.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create function bo_record_matching(p_alias text, p_patterns jsonb) returns setof bo_record
language sql stable security definer rows 1000
set search_path = public, pg_temp
as $$
  select r.* from bo_record r, jsonb_array_elements(p_patterns) as p(pattern)
  where r.tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer
    and r.bo_alias = p_alias
    and r.data @> p.pattern
$$;
revoke all on function bo_record_matching(text, jsonb) from public;
grant execute on function bo_record_matching(text, jsonb) to portal_app;
`);
}
