import { randomUUID } from 'node:crypto';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { fileInfo, withFileTable, type FileInfo } from './file-table.ts';
import { FILE_TYPES } from './sniff-content.ts';
import type { FileStorage } from './storage.ts';

/** Content already in storage under `key`, to be recorded as a file of the caller. */
export interface StoredContent { id: string; key: string; name: string; ext: string; size: number; flowKey?: string }

/** Records stored content as a file of the caller's tenant, in the caller's transaction. */
export async function insertFileRow(tx: Tx, principal: Principal, file: StoredContent): Promise<FileInfo> {
  return fileInfo(await withFileTable(tx).insertInto('file').values({
    id: file.id, tenant_id: principal.tenantId, name: file.name, size: file.size, mime: FILE_TYPES[file.ext]?.mime ?? 'application/octet-stream',
    ext: file.ext, storage_key: file.key, flow_key: file.flowKey ?? null, uploaded_by: principal.userId,
  }).returning(['id', 'name', 'size', 'mime', 'created_at']).executeTakeFirstOrThrow());
}

/** Records stored content (a streamed upload); a failed insert removes the content again. */
export async function recordFile(db: Db, storage: FileStorage, principal: Principal, file: StoredContent): Promise<FileInfo> {
  try {
    return await withTenant(db, principal.tenantId, (tx) => insertFileRow(tx, principal, file));
  } catch (error) {
    await storage.remove(file.key);
    throw error;
  }
}

/**
 * Stores checked content under a generated name and records it for the caller's tenant (files the server makes
 * such as import reports). A failed insert removes the content again.
 */
export async function storeFile(db: Db, storage: FileStorage, principal: Principal, file: { name: string; ext: string; content: Buffer; flowKey?: string }): Promise<FileInfo> {
  const id = randomUUID();
  const key = `${principal.tenantId}/${id}`;
  await storage.put(key, file.content);
  return recordFile(db, storage, principal, { id, key, name: file.name, ext: file.ext, size: file.content.length, flowKey: file.flowKey });
}
