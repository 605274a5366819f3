import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { readableFile } from './file-access.ts';
import type { FileStorage } from './storage.ts';

export interface StoredFile { id: string; name: string; ext: string; mime: string; size: number; uploadedBy: number | null; content: Buffer }

/**
 * A file the caller may read (file-access.ts) with its content; another tenant's or an unknown id is 404 附件不存在,
 * a file of the tenant the caller may not read 403.
 */
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

/** The row of a file the caller may read (getFileById, onlinePreview): the same rule as download and preview. */
export const findFile = (db: Db, principal: Principal, id: string) => readableFile(db, principal, id);
