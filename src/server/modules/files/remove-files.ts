import { withTenant, type Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { withFileTable } from './file-table.ts';
import type { FileStorage } from './storage.ts';

/** remove: deletes files the caller uploaded, all or none (unknown id: 404; someone else's file: 403). */
export async function removeFiles(db: Db, storage: FileStorage, principal: Principal, ids: string[]): Promise<number> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  const keys = await withTenant(db, principal.tenantId, async (tx) => {
    const files = withFileTable(tx);
    const rows = await files.selectFrom('file').select(['id', 'storage_key', 'uploaded_by'])
      .where('tenant_id', '=', principal.tenantId).where('id', 'in', ids).forUpdate().execute();
    if (rows.length !== new Set(ids).size) throw notFound('attachmentNotFound');
    if (rows.some((r) => r.uploaded_by !== principal.userId)) throw forbidden('fileNotYours');
    await files.deleteFrom('file').where('tenant_id', '=', principal.tenantId).where('id', 'in', ids).execute();
    return rows.map((r) => r.storage_key);
  });
  // Content goes after the rows are gone: a crash in between leaves an orphan file, never a row without content.
  for (const key of keys) await storage.remove(key);
  return keys.length;
}
