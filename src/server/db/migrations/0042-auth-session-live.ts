import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/**
 * auth_session_live(tenant, session): the session is live (not revoked, not expired) and its user enabled.
 *
 * Every authenticated request asks this before its own work. As a transaction scoped to the tenant it cost four
 * round trips (begin, the tenant setting, the select, commit); as one function call it is one statement outside any
 * transaction. It runs as its owner, so it applies the tenant condition itself, on both tables, exactly as the
 * policies would. PL/pgSQL, not SQL: a security-definer SQL function is planned again on every call, while PL/pgSQL
 * keeps its plan for the connection.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create or replace function auth_session_live(p_tenant integer, p_session uuid) returns boolean
language plpgsql stable security definer
set search_path = public, pg_temp
as $$
begin
  return exists (
    select 1 from auth_session s join app_user u on u.id = s.user_id
    where s.id = p_session and s.tenant_id = p_tenant and u.tenant_id = p_tenant
      and s.revoked_at is null and s.expires_at > now() and u.status = 1);
end
$$;
revoke all on function auth_session_live(integer, uuid) from public;
grant execute on function auth_session_live(integer, uuid) to portal_app;
`);
}
