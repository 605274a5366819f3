import type { ColumnType, Generated } from 'kysely';
import type { FileInfo } from '../../../common/api/files.ts';
import type { Tx } from '../../db/database.ts';

export type { FileInfo };

/** The `file` table of migration 0022 (tenant-owned, row-level security), `public` of 0047. */
export interface FileTable {
  id: string;
  tenant_id: number;
  name: string;
  size: ColumnType<number, number, never>;
  mime: string;
  ext: string;
  storage_key: string;
  flow_key: string | null;
  extra: ColumnType<Record<string, unknown>, string | undefined, string>;
  uploaded_by: number | null;
  /** Readable by everyone of the tenant (logo, published bulletin pictures): migration 0047, syncPublicFiles. */
  public: Generated<boolean>;
  created_at: Generated<Date>;
}

/** A transaction that also knows the `file` table. */
export const withFileTable = (tx: Tx) => tx.withTables<{ file: FileTable }>();

/** What callers see of a file: the spec's fileId, fileName, size, and id / name as an attachment value holds them. */
export function fileInfo(row: { id: string; name: string; size: number | string; mime: string; created_at: Date | string }): FileInfo {
  return {
    id: row.id, fileId: row.id, name: row.name, fileName: row.name, size: Number(row.size), mime: row.mime,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
