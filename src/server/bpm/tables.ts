import type { ColumnType, Generated } from 'kysely';

/** Row types of the tables of migration 0031 (task actions and personal settings). */
type Id = Generated<number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface BpmNoticeTable {
  id: Id; tenant_id: number; instance_id: number; task_id: number | null; node_id: string; node_name: string; kind: 'copyto' | 'trans';
  subject: string; def_key: string; def_name: string; creator_name: string; sender_id: number; sender_name: string;
  receiver_id: number; receiver_name: string; opinion: Generated<string>; created_at: CreatedAt; read_at: Timestamp | null;
}
export interface BpmDraftTable {
  id: Id; tenant_id: number; def_id: number; def_key: string; def_name: string; subject: string; business_key: string | null;
  data: Json<Record<string, unknown>>; creator_id: number; created_at: CreatedAt; updated_at: Timestamp;
  /** The subject was typed by the draft's author (else it is the flow's subject rule filled in, redone at start). */
  subject_given: Generated<boolean>;
}
export interface BpmAgentTable {
  id: Id; tenant_id: number; owner_id: number; agent_id: number; subject: Generated<string>; def_keys: string[] | null;
  start_at: Timestamp; end_at: Timestamp; enabled: Generated<boolean>; created_at: CreatedAt; version: Generated<number>;
}
export interface BpmSecretaryTable {
  id: Id; tenant_id: number; leader_id: number; secretary_id: number; def_keys: string[] | null; enabled: Generated<boolean>; created_at: CreatedAt;
  version: Generated<number>;
}
export interface BpmDeputyTable { id: Id; tenant_id: number; user_id: number; deputy_id: number; created_at: CreatedAt; version: Generated<number> }
export interface BpmOftenFlowTable { tenant_id: number; user_id: number; def_keys: string[]; updated_at: Timestamp }
export interface BpmApprovalItemTable {
  id: Id; tenant_id: number; user_id: number | null; def_key: string | null; expression: string; sn: Generated<number>; created_at: CreatedAt;
  version: Generated<number>;
}
export interface BpmFollowTable { tenant_id: number; instance_id: number; user_id: number; node_ids: string[]; created_at: CreatedAt }
export interface BpmUrgeTable {
  id: Id; tenant_id: number; instance_id: number; task_id: number; sender_id: number; receiver_id: number; content: string; created_at: CreatedAt;
}
export interface BpmTimerTable {
  id: Id; tenant_id: number; instance_id: number; task_id: number; timer_id: string; due_at: Timestamp; fired_at: Timestamp | null;
}

export interface BpmActionTables {
  bpm_notice: BpmNoticeTable;
  bpm_draft: BpmDraftTable;
  bpm_agent: BpmAgentTable;
  bpm_secretary: BpmSecretaryTable;
  bpm_deputy: BpmDeputyTable;
  bpm_often_flow: BpmOftenFlowTable;
  bpm_approval_item: BpmApprovalItemTable;
  bpm_follow: BpmFollowTable;
  bpm_urge: BpmUrgeTable;
  bpm_timer: BpmTimerTable;
}
