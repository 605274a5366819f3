import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/**
 * patent_keyword_match(tokens, pattern, max_rows): the ids of the caller's tenant's patents whose bigram tokens hold
 * `tokens` (GIN index) and whose title, inventors, college or research group holds `pattern` (an ILIKE pattern
 * escaped with a backslash), at most `max_rows` of them (null: all).
 *
 * patent_token_match (0010) returns candidates only, so every caller joined them back to patent and the org
 * table to confirm them with ILIKE: two primary-key lookups per hit. Confirming inside the one bitmap heap scan
 * halves the work, and `max_rows` lets the search stop at its count cap (src/server/modules/patents/keyword-plan.ts)
 * instead of reading every hit of a common keyword. It runs as its owner for the same reason as patent_token_match
 * (array @> is not leakproof, so under row-level security the index could not serve it) and applies the policy's
 * tenant condition itself; the org joins only reach the colleges and groups of that tenant's own patents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create or replace function patent_keyword_match(tokens text[], pattern text, max_rows integer default null) returns setof integer
language sql stable security definer rows 100
set search_path = public, pg_temp
as $$
  select p.id from patent p
    left join org o on o.id = p.org_id
    left join org s on s.id = p.subject_id
  where p.tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer
    and p.search_tokens @> tokens
    and (p.name ilike pattern escape '\\' or p.inventor ilike pattern escape '\\'
      or o.name ilike pattern escape '\\' or s.name ilike pattern escape '\\')
  limit max_rows
$$;
revoke all on function patent_keyword_match(text[], text, integer) from public;
grant execute on function patent_keyword_match(text[], text, integer) to portal_app;
`);
}
