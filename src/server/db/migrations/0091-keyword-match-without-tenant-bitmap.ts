import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/**
 * patent_keyword_match (0040) without the tenant-wide bitmap. Its `p.tenant_id = <tenant>` could be served by any index
 * leading with tenant_id, so PostgreSQL read a bitmap of every row of the tenant (patent_subject) and ANDed it with the
 * term's GIN bitmap: the cost of a selective term grew with the size of the tenant (issue 20, bench/patent-search.ts
 * shows the plan). The tenant is now tested on the term's rows only (`tenant_id + 0` matches no index), so the work is
 * the term's hits across the database, and scans of patent are priced out inside the function (DESIGN.md section 7:
 * no keyword search may scan the table, however common the term). Same signature, result and rights.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create or replace function patent_keyword_match(tokens text[], pattern text, max_rows integer default null) returns setof integer
language sql stable security definer rows 100
set search_path = public, pg_temp
set enable_seqscan = off
as $$
  select p.id from patent p
    left join org o on o.id = p.org_id
    left join org s on s.id = p.subject_id
  where p.search_tokens @> tokens
    and p.tenant_id + 0 = nullif(current_setting('app.tenant_id', true), '')::integer
    and (p.name ilike pattern escape '\\' or p.inventor ilike pattern escape '\\'
      or o.name ilike pattern escape '\\' or s.name ilike pattern escape '\\')
  limit max_rows
$$;
revoke all on function patent_keyword_match(text[], text, integer) from public;
grant execute on function patent_keyword_match(text[], text, integer) to portal_app;
`);
}
