import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ImapFlow } from 'imapflow';
import { sql } from 'kysely';
import { simpleParser, type AddressObject } from 'mailparser';
import type { MailSyncProgress, MailSyncResult } from '../../../common/api/mail.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { insertFileRow } from '../files/store-file.ts';
import type { FileStorage } from '../files/storage.ts';
import { sanitizeHtml } from '../news/sanitize-html.ts';
import { searchText } from './mail-address.ts';
import { mailCaller } from './mail-caller.ts';
import { mailServerFailure } from './mail-server-error.ts';
import { endpointOf, ownSetting } from './mail-settings.ts';
import { withMailTables, type StoredAddress, type StoredFile } from './mail-tables.ts';
import { imapClient } from './mail-transport.ts';
import { sentFolder } from './append-sent.ts';
import { partCid, referencedCids, rewriteCids } from './inline-parts.ts';

/** Messages per FETCH and per storing transaction (MAIL_SYNC_BATCH), and the attachment bytes that cut a batch early. */
const BATCH = 50;
const BATCH_BYTES = 16 * 1024 * 1024;

/** Called after each stored message (progress); a test may throw from it to interrupt a sync. */
export type SyncHook = (done: number, total: number) => void | Promise<void>;

/** Syncs running in this process, by mailbox: their progress (GET syncProgress). */
const running = new Map<number, { done: number; total: number }>();

const addresses = (value: AddressObject | AddressObject[] | undefined): StoredAddress[] => (Array.isArray(value) ? value : value ? [value] : [])
  .flatMap((a) => a.value).filter((a) => a.address).map((a) => ({ name: a.name || a.address!, address: a.address! }));

/** A file name safe to store and its extension (lower case, letters and digits). */
function fileName(name: string | undefined, contentType: string): { name: string; ext: string } {
  const clean = (name ?? '').replace(/[\\/\0\r\n]/g, '_').trim().slice(0, 200) || `attachment.${contentType.split('/')[1]?.replace(/[^a-z0-9]/gi, '') || 'bin'}`;
  return { name: clean, ext: path.extname(clean).slice(1).toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 10) };
}

interface FolderPlan { path: string; type: 1 | 2 }

/**
 * POST /mail/mail/mail/v1/sync?id: fetches what is new in the mailbox's INBOX (and its Sent folder, when the server
 * marks one) into the caller's folders. Incremental by UID within a UIDVALIDITY: only UIDs above the highest stored
 * are fetched, a changed UIDVALIDITY starts the folder again. Messages are stored in batches, each ONE transaction
 * that also advances the folder's highest UID, so an interrupted sync resumes after the last stored batch; the unique
 * IMAP identity of a stored mail makes a repeated fetch store nothing twice.
 */
export async function syncMailbox(db: Db, storage: FileStorage, principal: Principal, setId: number, lang: Language, hook?: SyncHook): Promise<MailSyncResult> {
  mailCaller(principal);
  const setting = await withTenant(db, principal.tenantId, (tx) => ownSetting(tx, principal, setId));
  const endpoint = endpointOf(setting);
  if (running.has(setId)) throw conflict('mailSyncRunning');
  const progress = { done: 0, total: 0 };
  running.set(setId, progress);
  const client = imapClient(endpoint);
  client.on('error', () => { /* surfaced by the pending command */ });
  const server = `IMAP ${endpoint.imapHost}:${endpoint.imapPort}`;
  let result: MailSyncResult = { added: 0, scanned: 0 };
  try {
    try {
      await client.connect();
    } catch (error) {
      throw mailServerFailure(error, server, endpoint.password);
    }
    try {
      const folders: FolderPlan[] = [{ path: 'INBOX', type: 1 }];
      const sent = sentFolder(await client.list());
      if (sent) folders.push({ path: sent, type: 2 });
      for (const folder of folders) {
        const part = await syncFolder(db, storage, principal, setId, client, folder, progress, hook);
        result = { added: result.added + part.added, scanned: result.scanned + part.scanned };
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      if ((error as { code?: string }).code === 'SYNC_INTERRUPTED') throw error;
      throw mailServerFailure(error, server, endpoint.password);
    }
    await withTenant(db, principal.tenantId, (tx) => withMailTables(tx).updateTable('mail_setting').set({ last_sync_at: new Date(), last_error: null }).where('id', '=', setId).execute());
    return result;
  } catch (error) {
    const message = error instanceof AppError ? translatorFor(lang)(error.messageKey, error.params) : translatorFor(lang)('mailServerError', { server, reason: 'interrupted' });
    await withTenant(db, principal.tenantId, (tx) => withMailTables(tx).updateTable('mail_setting').set({ last_error: message }).where('id', '=', setId).execute()).catch(() => undefined);
    throw error;
  } finally {
    running.delete(setId);
    await client.logout().catch(() => client.close());
  }
}

async function syncFolder(
  db: Db, storage: FileStorage, principal: Principal, setId: number, client: ImapFlow, folder: FolderPlan,
  progress: { done: number; total: number }, hook: SyncHook | undefined,
): Promise<MailSyncResult> {
  const lock = await client.getMailboxLock(folder.path, { readOnly: true });
  try {
    const box = client.mailbox;
    if (!box) return { added: 0, scanned: 0 };
    const uidValidity = String(box.uidValidity);
    const last = await withTenant(db, principal.tenantId, async (tx) => {
      const mail = withMailTables(tx);
      const state = await mail.selectFrom('mail_sync_state').select(['uid_validity', 'last_uid']).where('set_id', '=', setId).where('folder', '=', folder.path).executeTakeFirst();
      if (state && String(state.uid_validity) === uidValidity) return BigInt(state.last_uid);
      await mail.insertInto('mail_sync_state').values({ tenant_id: principal.tenantId, set_id: setId, folder: folder.path, uid_validity: uidValidity, last_uid: 0, updated_at: new Date() })
        .onConflict((oc) => oc.columns(['set_id', 'folder']).doUpdateSet({ uid_validity: uidValidity, last_uid: 0, updated_at: new Date() })).execute();
      return 0n;
    });
    if (!box.exists) return { added: 0, scanned: 0 };
    // "n:*" always matches the newest message, even below n: keep only the new UIDs.
    const found = await client.search({ uid: `${last + 1n}:*` }, { uid: true });
    const uids = (found || []).filter((uid) => BigInt(uid) > last).sort((a, b) => a - b);
    progress.total += uids.length;
    let added = 0;
    const size = batchSize();
    let pending: Fetched[] = [];
    let bytes = 0;
    const flush = async () => {
      const batch = pending;
      pending = [];
      bytes = 0;
      try {
        added += await storeBatch(db, storage, principal, setId, folder, uidValidity, batch);
      } catch (error) {
        await removeFiles(storage, batch);
        throw error;
      }
    };
    try {
      for (let i = 0; i < uids.length; i += size) {
        const range = uids.slice(i, i + size).join(',');
        for await (const message of client.fetch(range, { uid: true, source: true, flags: true, internalDate: true }, { uid: true })) {
          if (!message.source || BigInt(message.uid) <= last) continue;
          const fetched = await prepareMessage(storage, principal, message.uid, message.source, message.flags?.has('\\Seen') ?? false, message.internalDate);
          pending.push(fetched);
          bytes += fetched.content.length + fetched.files.reduce((sum, f) => sum + f.size, 0);
          progress.done += 1;
          if (hook) await hook(progress.done, progress.total);
          if (pending.length >= size || bytes > BATCH_BYTES) await flush();
        }
      }
      await flush();
    } catch (error) {
      await removeFiles(storage, pending);
      throw error;
    }
    return { added, scanned: uids.length };
  } finally {
    lock.release();
  }
}

/** A fetched message parsed, its attachments already in storage (not yet recorded). */
interface Fetched {
  uid: number;
  seen: boolean;
  subject: string;
  sender: StoredAddress;
  to: StoredAddress[];
  cc: StoredAddress[];
  bcc: StoredAddress[];
  content: string;
  date: Date;
  messageId: string | null;
  files: (StoredFile & { key: string; ext: string; size: number })[];
}

/** Messages stored per transaction; a batch is also cut when its attachments pass BATCH_BYTES (memory stays bounded). */
const batchSize = () => Math.max(1, Number(process.env.MAIL_SYNC_BATCH ?? BATCH));

async function prepareMessage(storage: FileStorage, principal: Principal, uid: number, source: Buffer, seen: boolean, internalDate: Date | string | undefined): Promise<Fetched> {
  const parsed = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: false });
  const files: Fetched['files'] = [];
  const html = parsed.html || parsed.textAsHtml || '';
  // Pictures the body shows by Content-ID (cid:) are stored as the mail's inline files and the body points at them.
  const wanted = referencedCids(html);
  const inline = new Map<string, string>();
  try {
    for (const attachment of parsed.attachments) {
      const cid = partCid(attachment);
      const isInline = cid !== undefined && wanted.has(cid) && attachment.contentType.startsWith('image/') && attachment.contentDisposition !== 'attachment';
      if (!isInline && attachment.related && attachment.contentDisposition !== 'attachment') continue;
      const id = randomUUID();
      const key = `${principal.tenantId}/${id}`;
      const { name, ext } = fileName(attachment.filename, attachment.contentType);
      await storage.put(key, attachment.content);
      files.push({ id, key, name, ext, size: attachment.content.length, ...(isInline ? { inline: true } : {}) });
      if (isInline) inline.set(cid, id);
    }
  } catch (error) {
    await removeFiles(storage, [{ files } as Fetched]);
    throw error;
  }
  return {
    uid, seen, files,
    subject: (parsed.subject ?? '').slice(0, 1000),
    sender: addresses(parsed.from)[0] ?? { name: '', address: '' },
    to: addresses(parsed.to), cc: addresses(parsed.cc), bcc: addresses(parsed.bcc),
    content: sanitizeHtml(rewriteCids(html, inline)),
    date: parsed.date ?? (internalDate ? new Date(internalDate) : new Date()),
    messageId: parsed.messageId ?? null,
  };
}

async function removeFiles(storage: FileStorage, fetched: Pick<Fetched, 'files'>[]): Promise<void> {
  for (const message of fetched) for (const file of message.files) await storage.remove(file.key).catch(() => undefined);
}

/**
 * Stores a batch of fetched messages in ONE transaction with the folder's highest UID: all of them (with their
 * attachments recorded as files of the mailbox owner), or none. A message already stored (its IMAP identity) is
 * skipped and its attachment copies removed. Returns how many were new.
 */
async function storeBatch(db: Db, storage: FileStorage, principal: Principal, setId: number, folder: FolderPlan, uidValidity: string, fetched: Fetched[]): Promise<number> {
  if (!fetched.length) return 0;
  const skipped: Fetched[] = [];
  const added = await withTenant(db, principal.tenantId, async (tx) => {
    const mail = withMailTables(tx);
    let count = 0;
    for (const m of fetched) {
      // A mail sent from the portal that the provider filed in its Sent folder: the stored sent copy takes its IMAP
      // identity instead of a second copy arriving.
      const own = folder.type === 2 && m.messageId
        ? await mail.updateTable('mail').set({ imap_folder: folder.path, imap_uid_validity: uidValidity, imap_uid: m.uid })
          .where('set_id', '=', setId).where('owner_id', '=', principal.userId).where('type', 'in', [2, 4]).where('imap_uid', 'is', null)
          .where('message_id', '=', m.messageId).returning('id').executeTakeFirst()
        : undefined;
      const files: StoredFile[] = m.files.map((f) => ({ id: f.id, name: f.name, size: f.size, ...(f.inline ? { inline: true } : {}) }));
      const row = own ? undefined : await mail.insertInto('mail').values({
        tenant_id: principal.tenantId, owner_id: principal.userId, set_id: setId, type: folder.type, subject: m.subject,
        sender_name: m.sender.name, sender_address: m.sender.address, sender_user_id: null,
        to_list: JSON.stringify(m.to), cc_list: JSON.stringify(m.cc), bcc_list: JSON.stringify(m.bcc), content: m.content,
        files: JSON.stringify(files), file_count: files.filter((f) => !f.inline).length, send_date: m.date, is_read: m.seen || folder.type === 2 ? 1 : 0,
        message_id: m.messageId, search_text: searchText(m.subject, m.sender, m.to, m.cc, m.bcc),
        imap_folder: folder.path, imap_uid_validity: uidValidity, imap_uid: m.uid, updated_at: new Date(),
      }).onConflict((oc) => oc.columns(['set_id', 'imap_folder', 'imap_uid_validity', 'imap_uid']).where('imap_uid', 'is not', null).doNothing())
        .returning('id').executeTakeFirst();
      if (!row) {
        skipped.push(m);
        continue;
      }
      for (const file of m.files) await insertFileRow(tx, principal, { id: file.id, key: file.key, name: file.name, ext: file.ext, size: file.size });
      count += 1;
    }
    const highest = Math.max(...fetched.map((m) => m.uid));
    await mail.updateTable('mail_sync_state').set({ last_uid: sql`greatest(last_uid, ${highest})`, updated_at: new Date() })
      .where('set_id', '=', setId).where('folder', '=', folder.path).where('uid_validity', '=', uidValidity).execute();
    return count;
  });
  await removeFiles(storage, skipped);
  return added;
}

/** GET /mail/mail/mail/v1/syncProgress?id: the running sync's progress and the last outcome. */
export async function syncProgress(db: Db, principal: Principal, setId: number): Promise<MailSyncProgress> {
  mailCaller(principal);
  const setting = await withTenant(db, principal.tenantId, (tx) => ownSetting(tx, principal, setId));
  const now = running.get(setId);
  return {
    running: now !== undefined, done: now?.done ?? 0, total: now?.total ?? 0,
    lastSyncAt: setting.last_sync_at ? new Date(setting.last_sync_at).toISOString() : null, lastError: setting.last_error,
  };
}
