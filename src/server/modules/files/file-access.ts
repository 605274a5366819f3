import { sql, type RawBuilder } from 'kysely';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { isBulletinAdmin } from '../bulletins/bulletin-access.ts';
import { isNewsAdmin } from '../news/news-access.ts';
import { visibleNews } from '../news/news-rows.ts';
import { loadCaller } from '../forms/caller.ts';
import { isManager } from '../forms/record-access.ts';
import { readableInstance } from '../workflow/readable-instances.ts';
import { withFileTable } from './file-table.ts';

/** The columns of a file the read routes and the access rule need. */
export async function selectFile(tx: Tx, tenantId: number, id: string) {
  return withFileTable(tx).selectFrom('file')
    .select(['id', 'name', 'ext', 'mime', 'size', 'storage_key', 'uploaded_by', 'public', 'created_at'])
    .where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}
export type FileRow = NonNullable<Awaited<ReturnType<typeof selectFile>>>;

/**
 * Who may read a file (download, preview, getFileById, onlinePreview all ask here):
 * - everyone of the tenant, the visitor too, when the file is public (tenant logo, pictures of published bulletins);
 * - its uploader (never the visitor: every guest shares that one account);
 * - whoever may read something that references it, where the reference is stored: a business record
 *   (bo_record.data, record-access canRead), a workflow instance's form data or an opinion's files (the instance
 *   readers of readable-instances), a bulletin's pictures or content (published, or any for bulletin
 *   administrators), a news item's or notice's attachments, pictures or body (readable ones, or any for news
 *   administrators), a patent's full-text document stored as this file (the patent PDF is open to the tenant),
 *   a mail's attachments (or a picture an internal mail's body embeds) to whoever holds a copy of that mail: its
 *   sender and its recipients, each owning their copy (modules/mail), never the visitor.
 * A reference is the file id anywhere in the stored value (an attachment `{ id, name }`, a JSON string of them, an
 * image URL in rich text): file ids are random UUIDs, so the text names this file or none.
 */
export async function mayReadFile(tx: Tx, principal: Principal, file: Pick<FileRow, 'id' | 'uploaded_by' | 'public' | 'storage_key'>): Promise<boolean> {
  if (file.public) return true;
  if (!principal.isVisitor && file.uploaded_by === principal.userId) return true;
  const id = String(file.id).toLowerCase();
  const caller = await loadCaller(tx, principal);
  const me = principal.isVisitor ? null : principal.userId;
  const everyRecord = !principal.isVisitor && isManager(caller);
  const orgIds = caller.orgIds.length ? caller.orgIds : [-1];
  const instanceReadable = principal.isVisitor ? sql`false` : await readableInstance(tx, principal);
  const bulletinAdmin = await isBulletinAdmin(tx, principal);
  const newsAdmin = await isNewsAdmin(tx, principal);
  const mentions = (text: RawBuilder<unknown>) => sql`strpos(lower(${text}), ${id}) > 0`;
  const { rows } = await sql<{ readable: boolean }>`select (
    exists (select 1 from bo_record r where r.tenant_id = ${principal.tenantId} and ${mentions(sql`r.data::text`)}
      and (${everyRecord} or r.created_by = ${me} or r.org_id = any(${orgIds}::integer[])))
    or exists (select 1 from bpm_instance i where i.tenant_id = ${principal.tenantId} and ${mentions(sql`i.data::text`)} and ${instanceReadable})
    or exists (select 1 from bpm_opinion o join bpm_instance i on i.id = o.instance_id
      where o.tenant_id = ${principal.tenantId} and o.files is not null and ${mentions(sql`o.files::text`)} and ${instanceReadable})
    or exists (select 1 from ip_school_bulletin b where b.tenant_id = ${principal.tenantId}
      and (${mentions(sql`b.picture::text`)} or ${mentions(sql`b.content`)}) and (b.status = 1 or ${bulletinAdmin}))
    or exists (select 1 from portal_news n where n.tenant_id = ${principal.tenantId}
      and (${mentions(sql`n.files::text`)} or ${mentions(sql`n.pictures::text`)} or ${mentions(sql`n.content`)}) and ${visibleNews(newsAdmin)})
    or exists (select 1 from patent_document d where d.tenant_id = ${principal.tenantId} and d.file_path = ${file.storage_key})
    or exists (select 1 from mail m where m.tenant_id = ${principal.tenantId} and m.owner_id = ${me}
      and (${mentions(sql`m.files::text`)} or (m.set_id is null and ${mentions(sql`m.content`)})))
  ) as readable`.execute(tx);
  return rows[0]?.readable === true;
}

/** A file of the caller's tenant the caller may read; another tenant's or an unknown id is 404 附件不存在, an unreadable one 403. */
export async function readableFile(db: Db, principal: Principal, id: string): Promise<FileRow> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const row = await selectFile(tx, principal.tenantId, id);
    if (!row) throw notFound('attachmentNotFound');
    if (!(await mayReadFile(tx, principal, row))) throw forbidden('fileNotReadable');
    return row;
  });
}

/**
 * Marks the tenant's public files again from where they are named: the logo of sysSetting.frontLogo and the
 * pictures of published bulletins (fPicture, and file ids their content embeds). Runs in the transaction that
 * publishes, edits, withdraws or deletes bulletins, so a withdrawn bulletin's pictures stop being public with it.
 */
export async function syncPublicFiles(tx: Tx, tenantId: number): Promise<void> {
  const named = sql`select s.id::uuid from (
      select e->>'id' as id from sys_property p,
        jsonb_array_elements(case when jsonb_typeof(p.value->'frontLogo') = 'array' then p.value->'frontLogo' else '[]'::jsonb end) e
        where p.tenant_id = ${tenantId} and p.alias = 'sysSetting'
      union
      select e->>'id' from ip_school_bulletin b,
        jsonb_array_elements(case when jsonb_typeof(b.picture) = 'array' then b.picture else '[]'::jsonb end) e
        where b.tenant_id = ${tenantId} and b.status = 1
      union
      select m[1] from ip_school_bulletin b,
        regexp_matches(b.content, '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})', 'g') m
        where b.tenant_id = ${tenantId} and b.status = 1
    ) s where s.id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`;
  await sql`with named as (${named})
    update file f set public = (f.id in (select * from named))
    where f.tenant_id = ${tenantId} and (f.public or f.id in (select * from named))
      and f.public is distinct from (f.id in (select * from named))`.execute(tx);
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The file ids a text names (rich text embedding pictures by URL): every UUID in it. */
export const fileIdsIn = (text: string): string[] => text.match(UUID) ?? [];

/**
 * Files a caller names in something they save (a bulletin's pictures and content, a record's or an approval's form
 * data, an opinion's files): each must be a file of the tenant they may read, so nobody makes another's private
 * file public, or readable to themselves, by naming its id. `named` ids must be files (else 404 附件不存在);
 * `mentioned` ones (any UUID in the saved value) only when they are.
 */
export async function requireReadableFiles(tx: Tx, principal: Principal, named: readonly string[], mentioned: readonly string[] = []): Promise<void> {
  const isId = new RegExp(`^${UUID.source}$`, 'i');
  const must = new Set(named.map((id) => id.toLowerCase()));
  for (const id of must) if (!isId.test(id)) throw notFound('attachmentNotFound');
  const wanted = [...new Set([...must, ...mentioned.map((id) => id.toLowerCase()).filter((id) => isId.test(id))])];
  if (!wanted.length) return;
  const rows = await withFileTable(tx).selectFrom('file').select(['id', 'uploaded_by', 'public', 'storage_key'])
    .where('tenant_id', '=', principal.tenantId).where('id', 'in', wanted).execute();
  const found = new Set(rows.map((r) => String(r.id).toLowerCase()));
  if ([...must].some((id) => !found.has(id))) throw notFound('attachmentNotFound');
  for (const row of rows) if (!(await mayReadFile(tx, principal, row))) throw forbidden('fileNotReadable');
}

/** The files `after` names that `before` did not (a save that adds attachments): each must be one the caller may read. */
export async function requireReadableNewFiles(tx: Tx, principal: Principal, before: unknown, after: unknown): Promise<void> {
  const had = new Set(fileIdsIn(JSON.stringify(before ?? null)).map((id) => id.toLowerCase()));
  const added = fileIdsIn(JSON.stringify(after ?? null)).filter((id) => !had.has(id.toLowerCase()));
  if (added.length) await requireReadableFiles(tx, principal, [], added);
}
