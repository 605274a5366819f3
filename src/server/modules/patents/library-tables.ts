import type { ColumnType, Generated } from 'kysely';

/**
 * Row types of the patent-library tables of migrations 0011-0013, merged into the Database interface of
 * src/server/db/schema.ts (declaration merging keeps that shared file untouched).
 */
type Id = Generated<number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type DateColumn = ColumnType<Date, string, string>;
type Json<T> = ColumnType<T, string, string>;

export type TreeKind = 'collect' | 'priIndex' | 'pubIndex' | 'groupCollect';

export interface SysTypeTable {
  id: Id;
  tenant_id: number;
  /** 0 for the root of a tree. */
  parent_id: Generated<number>;
  type_group_key: TreeKind;
  type_key: string;
  name: string;
  /** Ancestor ids and its own, each followed by a dot (`12.40.41.`). */
  path: Generated<string>;
  /** 0 the root, 1 its children... */
  depth: Generated<number>;
  stru_type: Generated<number>;
  /** The person a personal tree or a group belongs to; null for tenant-wide nodes. */
  owner_id: number | null;
  /** groupCollect: the group (depth-1 node) a node belongs to. */
  group_id: number | null;
  /** False for the root and the public group node. */
  is_dataedit: Generated<boolean>;
  data_source: string | null;
  sn: Generated<number>;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface CollectionItemTable {
  id: Id; tenant_id: number; node_id: number; patent_id: number; user_id: number; source: string | null; created_at: CreatedAt;
}

export interface CollectGroupMemberTable { tenant_id: number; group_id: number; user_id: number; joined_at: CreatedAt }

export interface PatentShareTable {
  id: Id; tenant_id: number; patent_id: number; shared_by: number; shared_to: number; source: string | null;
  /** Refreshed when the same patent is shared with the same person again. */
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PortalMessageTable {
  id: Id;
  tenant_id: number;
  receiver_id: number;
  sender_id: number | null;
  type: 'system' | 'share' | 'bulletin' | 'flow';
  subject: string;
  content: string | null;
  url: string | null;
  is_read: Generated<boolean>;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface IpSchoolBulletinTable {
  id: Id;
  tenant_id: number;
  title: string;
  content: Generated<string>;
  picture: Json<unknown[]>;
  publish_date: DateColumn;
  application_no: string | null;
  status: Generated<number>;
  is_top: Generated<number>;
  version: Generated<number>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface PatentFeeTable {
  id: Id;
  tenant_id: number;
  patent_id: number;
  fee_type: 'application' | 'examination' | 'grant' | 'annual';
  fee_year: Generated<number>;
  amount: ColumnType<string, string | number, string | number>;
  due_date: DateColumn;
  paid_date: DateColumn | null;
  status: 'paid' | 'unpaid' | 'overdue';
  org_id: number | null;
}

/** Filled by triggers on patent (migration 0013); never written by the application. */
export interface PatentInventorTable {
  tenant_id: number; patent_id: number; sn: number; name: string; org_id: number | null; subject_id: number | null;
  type: string; legal_status: string; expiry_date: DateColumn | null;
}

declare module '../../db/schema.ts' {
  interface Database {
    sys_type: SysTypeTable;
    collection_item: CollectionItemTable;
    collect_group_member: CollectGroupMemberTable;
    patent_share: PatentShareTable;
    portal_message: PortalMessageTable;
    ip_school_bulletin: IpSchoolBulletinTable;
    patent_fee: PatentFeeTable;
    patent_inventor: PatentInventorTable;
  }
}
