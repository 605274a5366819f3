import type { ColumnType, Generated } from 'kysely';
import type { Tx } from '../../db/database.ts';

type Json<T> = ColumnType<T, string | undefined, string>;
type Stamp = ColumnType<Date, Date | undefined, Date>;
type StampOrNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A stored party of a mail. */
export type StoredAddress = { name: string; address: string; userId?: number };
/** A stored attachment: a file of the file service; `inline`: a picture the body shows (a synced mail's cid: part), not listed as an attachment. */
export type StoredFile = { id: string; name: string; size?: number; inline?: boolean };

/** mail_setting of migration 0070 (tenant-owned, row-level security). */
export type MailSettingTable = {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  name: Generated<string>;
  mail_address: string;
  account: string;
  password_enc: string | null;
  smtp_host: string;
  smtp_port: number;
  imap_host: string;
  imap_port: number;
  ssl: Generated<boolean>;
  is_default: Generated<boolean>;
  last_sync_at: StampOrNull;
  last_error: string | null;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Stamp;
};

/** mail of migration 0071: one owner's copy of a mail. */
export type MailTable = {
  id: Generated<number>;
  tenant_id: number;
  owner_id: number;
  set_id: number | null;
  type: number;
  from_type: number | null;
  subject: Generated<string>;
  sender_name: Generated<string>;
  sender_address: Generated<string>;
  sender_user_id: number | null;
  to_list: Json<StoredAddress[]>;
  cc_list: Json<StoredAddress[]>;
  bcc_list: Json<StoredAddress[]>;
  content: Generated<string>;
  files: Json<StoredFile[]>;
  file_count: Generated<number>;
  send_date: StampOrNull;
  is_read: Generated<number>;
  is_reply: Generated<number>;
  reply_of: number | null;
  forward_of: number | null;
  message_id: string | null;
  search_text: Generated<string>;
  imap_folder: string | null;
  imap_uid_validity: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  imap_uid: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Stamp;
};

/** mail_sync_state of migration 0072. */
export type MailSyncStateTable = {
  tenant_id: number;
  set_id: number;
  folder: string;
  uid_validity: ColumnType<string, number | string, number | string>;
  last_uid: ColumnType<string, number | string | undefined, number | string>;
  updated_at: Stamp;
};

/** mail_linkman of migration 0073. */
export type MailLinkmanTable = {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  name: string;
  email: string;
  mobile: Generated<string>;
  company: Generated<string>;
  remark: Generated<string>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Stamp;
};

export type MailTables = {
  mail_setting: MailSettingTable;
  mail: MailTable;
  mail_sync_state: MailSyncStateTable;
  mail_linkman: MailLinkmanTable;
};

/** A transaction that also knows the mail tables. */
export const withMailTables = (tx: Tx) => tx.withTables<MailTables>();
export type MailTx = ReturnType<typeof withMailTables>;
