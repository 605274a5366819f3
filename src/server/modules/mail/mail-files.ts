import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { fileIdsIn, requireReadableFiles, selectFile } from '../files/file-access.ts';
import { formatBytes } from '../files/file-limits.ts';
import type { FileStorage } from '../files/storage.ts';
import { withFileTable } from '../files/file-table.ts';
import type { StoredFile } from './mail-tables.ts';
import type { MailFile } from '../../../common/api/mail.ts';

/** The most a mail's attachments may hold together when sent out (most providers refuse above ~25 MB). */
export const MAX_ATTACHMENT_BYTES = Number(process.env.MAIL_MAX_ATTACHMENT_BYTES ?? 25 * 1024 * 1024);

/**
 * A mail's attachments as stored: files of the tenant the caller may read (their uploads, or the attachments of a
 * mail they are a party of, when forwarding), with the name and size the file service recorded.
 */
export async function mailFiles(tx: Tx, principal: Principal, files: readonly MailFile[] | undefined, content: string): Promise<StoredFile[]> {
  const ids = [...new Set((files ?? []).map((f) => f.id.toLowerCase()))];
  // Pictures the body embeds by file URL too: nobody gains another's private file by naming it in a mail.
  await requireReadableFiles(tx, principal, ids, fileIdsIn(content));
  if (!ids.length) return [];
  const rows = await withFileTable(tx).selectFrom('file').select(['id', 'name', 'size']).where('tenant_id', '=', principal.tenantId).where('id', 'in', ids).execute();
  const out = ids.map((id) => rows.find((r) => String(r.id).toLowerCase() === id)!).map((r) => ({ id: String(r.id), name: r.name, size: Number(r.size) }));
  const total = out.reduce((sum, f) => sum + (f.size ?? 0), 0);
  if (total > MAX_ATTACHMENT_BYTES) throw badRequest('mailAttachmentsTooLarge', { max: formatBytes(MAX_ATTACHMENT_BYTES) });
  return out;
}

/** The attachments' content for an outgoing SMTP message. */
export async function attachmentContent(db: Db, storage: FileStorage, principal: Principal, files: StoredFile[]): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
  const rows = await withTenant(db, principal.tenantId, async (tx) => Promise.all(files.map((f) => selectFile(tx, principal.tenantId, f.id))));
  const out = [];
  for (const row of rows) {
    if (!row) throw notFound('attachmentNotFound');
    out.push({ filename: row.name, content: await storage.get(row.storage_key), contentType: row.mime });
  }
  return out;
}
