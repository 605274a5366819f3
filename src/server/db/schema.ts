import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BpmActionTables } from '../bpm/tables.ts';

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
  disabled: Generated<boolean>; version: Generated<number>;
}

export interface DataDictTypeTable { id: Id; tenant_id: number; type_key: string; name: string; name_en: string; version: Generated<number> }

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
  /** Opened with a password that breaks the strategy (login status 0) and not changed since; migration 0002. */
  must_change_password: Generated<boolean>;
}

export interface RefreshTokenTable {
  token_hash: string;
  tenant_id: number;
  session_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** The pair this token was traded for, encrypted with a key derived from the token (migration 0046). */
  successor: string | null;
}

/** Single-use tickets opening the counters' event stream (migration 0048); only hashes are stored. */
/** Migration 0049: per-user portal settings (the home workbench's position). */
export interface UserPreferenceTable { tenant_id: number; user_id: number; key: string; value: Json<unknown>; updated_at: Generated<Date> }

export interface StreamTicketTable { ticket_hash: string; tenant_id: number; session_id: string; user_id: number; expires_at: Timestamp }

export interface LoginFailureTable { id: Id; tenant_id: number; account: string; ip: string; at: CreatedAt }

/** Workflow tables (migration 0030). */
export interface BpmDefinitionTable {
  id: Id; tenant_id: number; def_key: string; version: number; name: string; xml: string;
  model: Json<unknown>; settings: Json<unknown>; deployed_by: number | null; deployed_at: CreatedAt; is_main: Generated<boolean>;
  /** Migration 0041: the flow's category. */
  type_id: number | null;
}
/** Flow categories (migration 0041); `name` is a label map. */
export interface BpmFlowTypeTable {
  id: Id; tenant_id: number; type_key: string; name: Json<{ 'zh-CN': string; 'en-US'?: string }>; sn: Generated<number>; created_at: CreatedAt;
}
export interface BpmInstanceTable {
  id: Id; tenant_id: number; def_id: number; def_key: string; version: number; def_name: string; subject: string;
  status: 'running' | 'end' | 'manual_end' | 'forbidden'; creator_id: number; creator_name: string; business_key: string | null;
  data: Json<Record<string, unknown>>; created_at: CreatedAt; ended_at: Timestamp | null;
}
export interface BpmTokenTable {
  id: Id; tenant_id: number; instance_id: number; node_id: string; flow_id: string | null; state: 'active' | 'waiting';
  loop: Json<unknown> | null; created_at: CreatedAt;
}
export interface BpmTaskTable {
  id: Id; tenant_id: number; instance_id: number; token_id: number | null; node_id: string; name: string; assignee_id: number | null;
  status: string; parent_task_id: number | null; subject: string; def_key: string; def_name: string; creator_id: number; creator_name: string;
  created_at: CreatedAt; due_at: Timestamp | null; closed_at: Timestamp | null; close_reason: 'completed' | 'cancelled' | null;
  /** Migration 0031. */
  owner_id: number | null; locked_by: number | null; suspended: Generated<boolean>; decision: 'agree' | 'oppose' | null;
  sign_queue: Json<number[]> | null; draft_opinion: string | null; created_by: number | null;
}
export interface BpmTaskCandidateTable {
  tenant_id: number; task_id: number; user_id: number; created_at: Timestamp; closed_at: Timestamp | null; for_users: number[] | null;
}
export interface BpmOpinionTable {
  id: Id; tenant_id: number; instance_id: number; task_id: number | null; node_id: string; node_name: string; user_id: number;
  user_name: string; action: string; opinion: Generated<string>; status: string; created_at: CreatedAt;
  /** Migration 0031. */
  on_behalf_id: number | null; on_behalf_name: string | null; files: Json<unknown> | null; undo: Json<unknown> | null;
}
export interface BpmDoneTable {
  tenant_id: number; instance_id: number; user_id: number; last_action: string; last_at: Timestamp;
  /** Migration 0032: the instance's fixed columns, so the done list filters without a join. */
  subject: string; def_key: string; def_name: string; creator_id: number; creator_name: string; business_key: string | null; started_at: Timestamp;
}

export interface Database extends BpmActionTables {
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
  data_dict_type: DataDictTypeTable;
  pwd_strategy: PwdStrategyTable;
  sys_property: SysPropertyTable;
  auth_session: AuthSessionTable;
  refresh_token: RefreshTokenTable;
  login_failure: LoginFailureTable;
  stream_ticket: StreamTicketTable;
  user_preference: UserPreferenceTable;
  server_key: ServerKeyTable;
  patent: PatentTable;
  patent_legal_event: PatentLegalEventTable;
  patent_family: PatentFamilyTable;
  patent_priority: PatentPriorityTable;
  patent_citation: PatentCitationTable;
  patent_document: PatentDocumentTable;
  definition: DefinitionTable;
  bo_record: BoRecordTable;
  bo_draft: BoDraftTable;
  identity: IdentityTable;
  form_remind: FormRemindTable;
  bpm_definition: BpmDefinitionTable;
  bpm_instance: BpmInstanceTable;
  bpm_token: BpmTokenTable;
  bpm_task: BpmTaskTable;
  bpm_task_candidate: BpmTaskCandidateTable;
  bpm_opinion: BpmOpinionTable;
  bpm_done: BpmDoneTable;
  bpm_flow_type: BpmFlowTypeTable;
}

export type AppUser = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
export type AppUserUpdate = Updateable<AppUserTable>;
export type Tenant = Selectable<TenantTable>;
export type Org = Selectable<OrgTable>;
export type Menu = Selectable<MenuTable>;

/** Server-wide secrets (JWT signing key); not tenant-owned and not readable by the application role. */
export interface ServerKeyTable { name: string; value: string }

/** Migration 0010. Dates come back as Date from both drivers: select them `::text` where a string is wanted. */
type DateColumn = ColumnType<Date, string, string>;

export interface PatentTable {
  id: Id;
  tenant_id: number;
  /** Display form `CN201910123456.7`. */
  application_no: string;
  /** Digits and check character (`2019101234567`): the prefix-search key. */
  application_no_norm: string;
  application_date: DateColumn;
  publication_no: string | null;
  /** Without `CN` (`110123456A`): the prefix-search key. */
  publication_no_norm: string | null;
  publication_date: DateColumn | null;
  name: string;
  type: 'invent' | 'newKind' | 'exterior' | 'inventSQ' | 'other';
  legal_status: string;
  country_code: Generated<string>;
  applicant: string | null;
  inventors: ColumnType<string[], string[] | undefined, string[]>;
  /** Inventors joined for display. */
  inventor: Generated<string>;
  priority: string | null;
  priority_date: DateColumn | null;
  ipc: string | null;
  main_ipc: string | null;
  /** Migration 0074: CPC codes joined by ';' and the main one (the CPC bulk upload). */
  cpc: Generated<string | null>;
  main_cpc: Generated<string | null>;
  expiry_date: DateColumn | null;
  agency: string | null;
  agent: string | null;
  summary: string | null;
  claims: string | null;
  description: string | null;
  /** College or department. */
  org_id: number | null;
  /** Research group. */
  subject_id: number | null;
  entrusted: Generated<boolean>;
  operated: Generated<boolean>;
  /** Keyword pieces of name, inventors, college and group (src/common/patents/search-tokens.ts). */
  search_tokens: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface PatentLegalEventTable {
  id: Id; tenant_id: number; patent_id: number; publicity_date: DateColumn; status_name: string; status_info: string | null;
  sn: Generated<number>;
}

export interface PatentFamilyTable {
  id: Id; tenant_id: number; patent_id: number; country_code: string; application_no: string; publication_no: string | null;
  name: string; applicant: string | null; publication_date: DateColumn | null; legal_status: string | null;
}

export interface PatentPriorityTable {
  id: Id; tenant_id: number; patent_id: number; priority_no: string; priority_date: DateColumn; country_code: Generated<string>;
}

export interface PatentCitationTable {
  id: Id; tenant_id: number; patent_id: number; application_no: string; publication_no: string | null; name: string;
  citation_type: 'examiner' | 'applicant' | 'citedBy';
}

export interface PatentDocumentTable {
  id: Id;
  tenant_id: number;
  patent_id: number;
  kind: Generated<'fullText'>;
  file_name: string;
  content_type: Generated<string>;
  /** The bytes, or null when the file lives at file_path under DATA_DIR/files. */
  content: Buffer | null;
  file_path: string | null;
  size: number;
  created_at: CreatedAt;
}

/** Migration 0020: versioned definitions, business-object records and drafts, serial-number identities. */
export interface DefinitionTable {
  id: Id;
  tenant_id: number;
  kind: string;
  key: string;
  version: number;
  schema_version: number;
  body: Json<Record<string, unknown>>;
  is_current: Generated<boolean>;
  comment: string | null;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface BoRecordTable {
  id: string;
  tenant_id: number;
  bo_alias: string;
  data: Json<Record<string, unknown>>;
  version: Generated<number>;
  created_by: number | null;
  updated_by: number | null;
  org_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface BoDraftTable {
  id: string;
  tenant_id: number;
  bo_alias: string;
  form_key: string | null;
  template_alias: string | null;
  record_id: string | null;
  title: string | null;
  data: Json<Record<string, unknown>>;
  created_by: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface IdentityTable {
  id: Id;
  tenant_id: number;
  alias: string;
  name: string;
  name_en: string;
  rule: string;
  reset: 'never' | 'daily' | 'monthly' | 'yearly';
  step: Generated<number>;
  init_value: Generated<number>;
  current_value: Generated<number>;
  period_key: Generated<string>;
}

export interface FormRemindTable {
  id: string;
  tenant_id: number;
  user_id: number;
  title: string;
  content: string | null;
  url: string | null;
  bo_alias: string | null;
  record_id: string | null;
  remind_at: Timestamp;
  created_at: CreatedAt;
}
