import { sql } from 'kysely';
import type { Tx } from '../../db/database.ts';
import type { FileStorage } from '../files/storage.ts';
import { withFileTable } from '../files/file-table.ts';
import type { StoredFile } from './mail-tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PICTURE = /\/system\/file\/v1\/downloadFile\?fileId=([0-9a-f-]{36})/gi;

/**
 * After mails were deleted for good in `tx` (trash emptied, a mailbox removed): the files they held (attachments,
 * inline pictures of synced mail, pictures their bodies show) that nothing references any more lose their rows in the same transaction; the
 * storage keys come back for the caller to remove AFTER the commit (a crash between leaves an orphan file, never a
 * row without content). A file stays while any mail copy of the tenant still holds it (attachments, or a body that
 * embeds it: a reply quoting a picture) or anything else the file service lets people read it through: public files,
 * business records, workflow data and opinions, bulletins, news, patent documents, fee receipts, system settings.
 */
export async function dropUnreferencedFiles(tx: Tx, tenantId: number, mails: readonly { files: unknown; content: string }[]): Promise<string[]> {
  // What the mails held: their files, and the pictures their bodies show from the file service (a quoted inline picture).
  const held = mails.flatMap((m) => [...(m.files as StoredFile[]).map((f) => String(f.id)), ...[...m.content.matchAll(PICTURE)].map((p) => p[1]!)]);
  const ids = [...new Set(held.map((id) => id.toLowerCase()).filter((id) => UUID.test(id)))];
  if (!ids.length) return [];
  const mentions = (text: ReturnType<typeof sql>, id: string) => sql`strpos(lower(${text}), ${id}) > 0`;
  const gone: string[] = [];
  for (const id of ids) {
    const { rows } = await sql<{ referenced: boolean }>`select (
      exists (select 1 from file f where f.tenant_id = ${tenantId} and f.id = ${id}::uuid and f.public)
      or exists (select 1 from mail m where m.tenant_id = ${tenantId} and (m.files @> ${JSON.stringify([{ id }])}::jsonb or ${mentions(sql`m.content`, id)}))
      or exists (select 1 from bo_record r where r.tenant_id = ${tenantId} and ${mentions(sql`r.data::text`, id)})
      or exists (select 1 from bpm_instance i where i.tenant_id = ${tenantId} and ${mentions(sql`i.data::text`, id)})
      or exists (select 1 from bpm_opinion o where o.tenant_id = ${tenantId} and o.files is not null and ${mentions(sql`o.files::text`, id)})
      or exists (select 1 from ip_school_bulletin b where b.tenant_id = ${tenantId} and (${mentions(sql`b.picture::text`, id)} or ${mentions(sql`b.content`, id)}))
      or exists (select 1 from portal_news n where n.tenant_id = ${tenantId}
        and (${mentions(sql`n.files::text`, id)} or ${mentions(sql`n.pictures::text`, id)} or ${mentions(sql`n.content`, id)}))
      or exists (select 1 from patent_document d join file f on f.storage_key = d.file_path where d.tenant_id = ${tenantId} and f.tenant_id = ${tenantId} and f.id = ${id}::uuid)
      or exists (select 1 from patent_fee p where p.tenant_id = ${tenantId} and p.receipt_file_id = ${id}::uuid)
      or exists (select 1 from sys_property s where s.tenant_id = ${tenantId} and ${mentions(sql`s.value::text`, id)})
    ) as referenced`.execute(tx);
    if (!rows[0]?.referenced) gone.push(id);
  }
  if (!gone.length) return [];
  const removed = await withFileTable(tx).deleteFrom('file').where('tenant_id', '=', tenantId).where('id', 'in', gone).returning('storage_key').execute();
  return removed.map((r) => r.storage_key);
}

/** Removes stored content after the commit that dropped its rows; a key already gone is no failure. */
export async function removeStoredContent(storage: FileStorage, keys: readonly string[]): Promise<void> {
  for (const key of keys) await storage.remove(key).catch(() => undefined);
}
