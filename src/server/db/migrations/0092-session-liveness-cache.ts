import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/** The channel on which a session's end (or its user's) is announced to every server process. */
export const SESSION_ENDED_CHANNEL = 'auth_session_ended';

/**
 * Authenticated reads without a session round trip:
 *
 * - auth_session_live_until(tenant, session): when the session stops being live (its expiry), or null when it is not
 *   live now; a server process keeps the answer (src/server/plugins/live-sessions.ts) instead of asking on every call.
 * - Triggers announce on `auth_session_ended` whatever ends a session early, whichever code does it: a session revoked
 *   (sign-out, a reused refresh token, another session's password change) or deleted ('s:<session id>'), and a user
 *   disabled or deleted ('u:<tenant id>:<user id>'). Every process LISTENs and forgets what it kept. NOTIFY is sent
 *   at commit, so a rolled-back change announces nothing; these changes are rare, so the commit-time lock of a
 *   notifying transaction costs nothing that matters.
 * - auth_current_user(tenant, session): GET /login/user/info in one statement (it was seven in a transaction):
 *   null unless the session is live, else the user, tenant, roles, posts, organisations, current post and the
 *   tenant's idle setting as one jsonb. It runs as its owner, so, like auth_session_live (0042), it applies the tenant
 *   condition itself on every table exactly as the policies would. PL/pgSQL keeps its plans for the connection.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create or replace function auth_session_live_until(p_tenant integer, p_session uuid) returns timestamptz
language plpgsql stable security definer
set search_path = public, pg_temp
as $$
begin
  return (
    select s.expires_at from auth_session s join app_user u on u.id = s.user_id
    where s.id = p_session and s.tenant_id = p_tenant and u.tenant_id = p_tenant
      and s.revoked_at is null and s.expires_at > now() and u.status = 1);
end
$$;
revoke all on function auth_session_live_until(integer, uuid) from public;
grant execute on function auth_session_live_until(integer, uuid) to portal_app;

create or replace function auth_session_ended_notify() returns trigger
language plpgsql
as $$
begin
  if tg_table_name = 'auth_session' then
    perform pg_notify('${SESSION_ENDED_CHANNEL}', 's:' || old.id::text);
  else
    perform pg_notify('${SESSION_ENDED_CHANNEL}', 'u:' || old.tenant_id || ':' || old.id);
  end if;
  return null;
end
$$;

drop trigger if exists auth_session_revoked on auth_session;
create trigger auth_session_revoked after update of revoked_at on auth_session
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function auth_session_ended_notify();
drop trigger if exists auth_session_deleted on auth_session;
create trigger auth_session_deleted after delete on auth_session
  for each row execute function auth_session_ended_notify();
drop trigger if exists app_user_disabled on app_user;
create trigger app_user_disabled after update of status on app_user
  for each row when (old.status = 1 and new.status is distinct from 1)
  execute function auth_session_ended_notify();
drop trigger if exists app_user_deleted on app_user;
create trigger app_user_deleted after delete on app_user
  for each row execute function auth_session_ended_notify();

create or replace function auth_current_user(p_tenant integer, p_session uuid) returns jsonb
language plpgsql stable security definer
set search_path = public, pg_temp
as $$
declare
  v_user integer;
  v_post integer;
begin
  select s.user_id, s.current_post_id into v_user, v_post
  from auth_session s join app_user u on u.id = s.user_id
  where s.id = p_session and s.tenant_id = p_tenant and u.tenant_id = p_tenant
    and s.revoked_at is null and s.expires_at > now() and u.status = 1;
  if v_user is null then
    return null;
  end if;
  return (
    select jsonb_build_object(
      'userId', u.id, 'account', u.account, 'fullname', u.fullname, 'isVisitor', u.is_visitor,
      'overTime', u.over_time, 'currentPostId', v_post,
      'tenant', (select jsonb_build_object('id', t.id, 'code', t.code, 'name', t.name, 'nameEn', t.name_en, 'type', t.type_code)
                 from tenant t where t.id = p_tenant),
      'roles', coalesce((
        select jsonb_agg(r.code order by r.id) from user_role ur join role r on r.id = ur.role_id
        where ur.user_id = v_user and ur.tenant_id = p_tenant and r.tenant_id = p_tenant and r.enabled), '[]'::jsonb),
      'posts', coalesce((
        select jsonb_agg(jsonb_build_object(
            'postId', p.id, 'postName', p.name, 'postNameEn', p.name_en, 'postCode', p.code,
            'orgId', o.id, 'orgName', o.name, 'orgNameEn', o.name_en, 'orgCode', o.code, 'isMaster', up.is_master)
          order by up.is_master desc, p.id)
        from user_post up join post p on p.id = up.post_id join org o on o.id = p.org_id
        where up.user_id = v_user and up.tenant_id = p_tenant and p.tenant_id = p_tenant and o.tenant_id = p_tenant), '[]'::jsonb),
      'orgs', coalesce((
        select jsonb_agg(jsonb_build_object(
            'orgId', o.id, 'orgName', o.name, 'orgNameEn', o.name_en, 'orgCode', o.code, 'isMaster', uo.is_master)
          order by uo.is_master desc, o.id)
        from user_org uo join org o on o.id = uo.org_id
        where uo.user_id = v_user and uo.tenant_id = p_tenant and o.tenant_id = p_tenant), '[]'::jsonb),
      'tenantOverTime', (select sp.value -> 'overTime' from sys_property sp where sp.tenant_id = p_tenant and sp.alias = 'sysSetting'))
    from app_user u where u.id = v_user and u.tenant_id = p_tenant);
end
$$;
revoke all on function auth_current_user(integer, uuid) from public;
grant execute on function auth_current_user(integer, uuid) to portal_app;
`);
}
