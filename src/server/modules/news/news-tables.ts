import type { ColumnType, Generated } from 'kysely';
import type { Tx } from '../../db/database.ts';

type Json<T> = ColumnType<T, string | undefined, string>;
type FileRefs = { id: string; name?: string }[];

/** portal_news of migration 0052 (tenant-owned, row-level security). */
export type NewsTable = {
  id: Generated<number>;
  tenant_id: number;
  type: number;
  title: string;
  title_description: Generated<string>;
  drafter: Generated<string>;
  content: Generated<string>;
  is_url: Generated<boolean>;
  url: string | null;
  page_height: number | null;
  files: Json<FileRefs>;
  pictures: Json<FileRefs>;
  status: Generated<number>;
  approval: Generated<number>;
  is_top: Generated<number>;
  publish_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  end_date: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

/** portal_meeting_room of migration 0052. */
export type MeetingRoomTable = {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  location: Generated<string>;
  capacity: number | null;
};

/** portal_meeting of migration 0052. */
export type MeetingTable = {
  id: Generated<number>;
  tenant_id: number;
  room_id: number;
  name: string;
  start_time: ColumnType<Date, Date | string, Date | string>;
  end_time: ColumnType<Date, Date | string, Date | string>;
  host: Generated<string>;
  description: Generated<string>;
  version: Generated<number>;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

export type NewsTables = {
  portal_news: NewsTable;
  portal_meeting_room: MeetingRoomTable;
  portal_meeting: MeetingTable;
};

/** A transaction that also knows the news and meeting tables. */
export const withNewsTables = (tx: Tx) => tx.withTables<NewsTables>();
