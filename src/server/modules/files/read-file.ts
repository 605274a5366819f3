import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { withFileTable } from './file-table.ts';
import type { FileStorage } from './storage.ts';

export interface StoredFile { id: string; name: string; ext: string; mime: string; size: number; uploadedBy: number | null; content: Buffer }

/** A file of the caller's tenant with its content; any other id (another tenant's too) is 404 附件不存在. */
export async function readFile(db: Db, storage: FileStorage, principal: Principal, id: string): Promise<StoredFile> {
  const row = await findFile(db, principal, id);
  let content: Buffer;
  try {
    content = await storage.get(row.storage_key);
  } catch {
    throw notFound('attachmentNotFound');
  }
  return { id: row.id, name: row.name, ext: row.ext, mime: row.mime, size: Number(row.size), uploadedBy: row.uploaded_by, content };
}

export async function findFile(db: Db, principal: Principal, id: string) {
  const row = await withTenant(db, principal.tenantId, (tx) => withFileTable(tx).selectFrom('file')
    .select(['id', 'name', 'ext', 'mime', 'size', 'storage_key', 'uploaded_by', 'created_at'])
    .where('tenant_id', '=', principal.tenantId).where('id', '=', id).executeTakeFirst());
  if (!row) throw notFound('attachmentNotFound');
  return row;
}
