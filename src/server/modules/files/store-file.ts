import { randomUUID } from 'node:crypto';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { fileInfo, withFileTable, type FileInfo } from './file-table.ts';
import { FILE_TYPES } from './sniff-content.ts';
import type { FileStorage } from './storage.ts';

/**
 * Stores checked content under a generated name and records it for the caller's tenant (uploads, and files the
 * server makes such as import reports). A failed insert removes the content again.
 */
export async function storeFile(db: Db, storage: FileStorage, principal: Principal, file: { name: string; ext: string; content: Buffer; flowKey?: string }): Promise<FileInfo> {
  const id = randomUUID();
  const key = `${principal.tenantId}/${id}`;
  await storage.put(key, file.content);
  try {
    return await withTenant(db, principal.tenantId, async (tx) => fileInfo(await withFileTable(tx).insertInto('file').values({
      id, tenant_id: principal.tenantId, name: file.name, size: file.content.length, mime: FILE_TYPES[file.ext]?.mime ?? 'application/octet-stream',
      ext: file.ext, storage_key: key, flow_key: file.flowKey ?? null, uploaded_by: principal.userId,
    }).returning(['id', 'name', 'size', 'mime', 'created_at']).executeTakeFirstOrThrow()));
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}
