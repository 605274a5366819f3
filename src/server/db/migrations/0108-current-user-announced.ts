import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/** The channel on which a change to what GET /login/user/info answers is announced to every server process. */
export const USER_CHANGED_CHANNEL = 'auth_user_changed';

/**
 * Current-user reads without a database round trip: a server process keeps each live session's answer of
 * auth_current_user (migration 0092) beside its liveness (src/server/plugins/live-sessions.ts), and these triggers
 * announce on `auth_user_changed` every change that could alter an answer, whichever code or tool makes it:
 *
 * - 'u:<tenant>:<user>': the user's account, name, visitor flag or idle setting, their roles, posts or organisations;
 * - 's:<session>': the session's current post (switchPost);
 * - 't:<tenant>': the tenant's names or type, a role (code, enabled), a post or organisation (names, codes, the
 *   post's organisation) of the tenant, or its `sysSetting` (the idle default).
 *
 * Each process forgets the kept answers the announcement covers (the liveness stays: 0092 announces ends). NOTIFY is
 * sent at commit and identical announcements of one transaction are sent once; these tables change rarely.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create or replace function auth_user_changed_notify() returns trigger
language plpgsql
as $$
declare
  r record;
begin
  if tg_op = 'DELETE' then r := old; else r := new; end if;
  if tg_table_name in ('user_role', 'user_org', 'user_post') then
    perform pg_notify('${USER_CHANGED_CHANNEL}', 'u:' || r.tenant_id || ':' || r.user_id);
  elsif tg_table_name = 'app_user' then
    perform pg_notify('${USER_CHANGED_CHANNEL}', 'u:' || r.tenant_id || ':' || r.id);
  elsif tg_table_name = 'auth_session' then
    perform pg_notify('${USER_CHANGED_CHANNEL}', 's:' || r.id::text);
  elsif tg_table_name = 'tenant' then
    perform pg_notify('${USER_CHANGED_CHANNEL}', 't:' || r.id);
  elsif tg_table_name = 'sys_property' then
    if r.alias = 'sysSetting' or (tg_op = 'UPDATE' and old.alias = 'sysSetting') then
      perform pg_notify('${USER_CHANGED_CHANNEL}', 't:' || r.tenant_id);
    end if;
  else
    perform pg_notify('${USER_CHANGED_CHANNEL}', 't:' || r.tenant_id);
  end if;
  return null;
end
$$;

drop trigger if exists app_user_info_changed on app_user;
create trigger app_user_info_changed after update of account, fullname, is_visitor, over_time on app_user
  for each row execute function auth_user_changed_notify();
drop trigger if exists user_role_changed on user_role;
create trigger user_role_changed after insert or update or delete on user_role
  for each row execute function auth_user_changed_notify();
drop trigger if exists user_org_changed on user_org;
create trigger user_org_changed after insert or update or delete on user_org
  for each row execute function auth_user_changed_notify();
drop trigger if exists user_post_changed on user_post;
create trigger user_post_changed after insert or update or delete on user_post
  for each row execute function auth_user_changed_notify();
drop trigger if exists auth_session_post_switched on auth_session;
create trigger auth_session_post_switched after update of current_post_id on auth_session
  for each row execute function auth_user_changed_notify();
drop trigger if exists tenant_info_changed on tenant;
create trigger tenant_info_changed after update of code, name, name_en, type_code on tenant
  for each row execute function auth_user_changed_notify();
drop trigger if exists role_info_changed on role;
create trigger role_info_changed after update of code, enabled, tenant_id or delete on role
  for each row execute function auth_user_changed_notify();
drop trigger if exists post_info_changed on post;
create trigger post_info_changed after update of code, name, name_en, org_id, tenant_id or delete on post
  for each row execute function auth_user_changed_notify();
drop trigger if exists org_info_changed on org;
create trigger org_info_changed after update of code, name, name_en, tenant_id or delete on org
  for each row execute function auth_user_changed_notify();
drop trigger if exists sys_setting_changed on sys_property;
create trigger sys_setting_changed after insert or update or delete on sys_property
  for each row execute function auth_user_changed_notify();
`);
}
