import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Row types of the tables made by migrations/; the one source of the server's table types. */
type Id = Generated<number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface TenantTable {
  id: number;
  code: string;
  name: string;
  name_en: string;
  name_front: string | null;
  type_code: 'platform' | 'university' | 'enterprise' | 'research';
  logo: string | null;
  status: Generated<number>;
  created_at: CreatedAt;
}

export interface DimensionTable {
  id: Id; tenant_id: number; code: string; name: string; name_en: string; is_default: Generated<boolean>;
}

export interface OrgTable {
  id: Id;
  tenant_id: number;
  dimension_id: number | null;
  parent_id: number | null;
  code: string;
  name: string;
  name_en: string;
  kind: 'root' | 'college' | 'department' | 'group' | 'company';
  path: string;
  path_name: string;
  sn: Generated<number>;
}

export interface JobTable { id: Id; tenant_id: number; code: string; name: string; name_en: string }

export interface PostTable {
  id: Id; tenant_id: number; org_id: number; job_id: number | null; code: string; name: string; name_en: string;
  is_leader: Generated<boolean>;
}

export interface RoleTable {
  id: Id; tenant_id: number; code: string; name: string; name_en: string; enabled: Generated<boolean>;
}

export interface AppUserTable {
  id: Id;
  tenant_id: number;
  account: string;
  fullname: string;
  password_hash: string;
  email: string | null;
  mobile: string | null;
  sex: 'male' | 'female' | 'unknown' | null;
  address: string | null;
  photo: string | null;
  status: Generated<number>;
  is_visitor: Generated<boolean>;
  over_time: number | null;
  version: Generated<number>;
  password_changed_at: Generated<Date>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface UserRoleTable { tenant_id: number; user_id: number; role_id: number }
export interface UserOrgTable {
  tenant_id: number; user_id: number; org_id: number; is_master: Generated<boolean>; is_leader: Generated<boolean>;
}
export interface UserPostTable { tenant_id: number; user_id: number; post_id: number; is_master: Generated<boolean> }

export interface MenuTable {
  id: Id;
  tenant_id: number;
  parent_id: number | null;
  alias: string;
  name: string;
  name_en: string;
  path: string | null;
  href: string | null;
  icon: string | null;
  sn: Generated<number>;
  hidden: Generated<boolean>;
  guest_visible: Generated<boolean>;
  in_development: Generated<boolean>;
}

export interface RoleMenuTable { tenant_id: number; role_id: number; menu_id: number }
export interface MethodAuthTable { id: Id; tenant_id: number; alias: string; name: string; name_en: string }
export interface RoleMethodTable { tenant_id: number; role_id: number; method_id: number }

export interface DataDictTable {
  id: Id; tenant_id: number; type_key: string; key: string; name: string; name_en: string; sn: Generated<number>;
}

export interface PwdStrategyTable {
  id: Id; tenant_id: number; enable: boolean; pwd_rule: 1 | 2 | 3 | 4; pwd_length: number; is_default: Generated<boolean>;
}

export interface SysPropertyTable { id: Id; tenant_id: number; alias: string; value: Json<unknown> }

export interface AuthSessionTable {
  id: string;
  tenant_id: number;
  user_id: number;
  current_post_id: number | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
}

export interface RefreshTokenTable {
  token_hash: string;
  tenant_id: number;
  session_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginFailureTable { id: Id; tenant_id: number; account: string; ip: string; at: CreatedAt }

export interface Database {
  tenant: TenantTable;
  dimension: DimensionTable;
  org: OrgTable;
  job: JobTable;
  post: PostTable;
  role: RoleTable;
  app_user: AppUserTable;
  user_role: UserRoleTable;
  user_org: UserOrgTable;
  user_post: UserPostTable;
  menu: MenuTable;
  role_menu: RoleMenuTable;
  method_auth: MethodAuthTable;
  role_method: RoleMethodTable;
  data_dict: DataDictTable;
  pwd_strategy: PwdStrategyTable;
  sys_property: SysPropertyTable;
  auth_session: AuthSessionTable;
  refresh_token: RefreshTokenTable;
  login_failure: LoginFailureTable;
  server_key: ServerKeyTable;
}

export type AppUser = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
export type AppUserUpdate = Updateable<AppUserTable>;
export type Tenant = Selectable<TenantTable>;
export type Org = Selectable<OrgTable>;
export type Menu = Selectable<MenuTable>;

/** Server-wide secrets (JWT signing key); not tenant-owned and not readable by the application role. */
export interface ServerKeyTable { name: string; value: string }
