import { sql } from 'kysely';
import type { MailSendBody } from '../../../common/api/mail.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { FileStorage } from '../files/storage.ts';
import { distinctAddresses, externalAddresses, internalAddresses, searchText } from './mail-address.ts';
import { mailCaller } from './mail-caller.ts';
import { appendToSent } from './append-sent.ts';
import { decodeBody } from './mail-content.ts';
import { mailFiles } from './mail-files.ts';
import { endpointOf, ownSetting } from './mail-settings.ts';
import { withMailTables, type StoredAddress, type StoredFile } from './mail-tables.ts';
import { sendOverSmtp } from './smtp-send.ts';

/** A mail ready to store: checked parties, sanitised body, attachments the caller may read. */
interface Prepared {
  setId: number | null;
  subject: string;
  sender: StoredAddress;
  to: StoredAddress[];
  cc: StoredAddress[];
  bcc: StoredAddress[];
  content: string;
  files: StoredFile[];
}

async function prepare(tx: Tx, principal: Principal, body: MailSendBody, draft: boolean): Promise<Prepared & { endpoint?: ReturnType<typeof endpointOf> }> {
  const content = decodeBody(body.content);
  const lists = { to: distinctAddresses(body.to), cc: distinctAddresses(body.cc), bcc: distinctAddresses(body.bcc) };
  if (!draft && !lists.to.length && !lists.cc.length && !lists.bcc.length) throw badRequest('mailRecipientRequired');
  const files = await mailFiles(tx, principal, body.files, content);
  const subject = body.subject.trim();
  if (body.setId === 0) {
    const me = await tx.selectFrom('app_user').select(['account', 'fullname']).where('id', '=', principal.userId).executeTakeFirstOrThrow();
    return {
      setId: null, subject, content, files, sender: { name: me.fullname, address: me.account, userId: principal.userId },
      to: await internalAddresses(tx, principal.tenantId, lists.to),
      cc: await internalAddresses(tx, principal.tenantId, lists.cc),
      bcc: await internalAddresses(tx, principal.tenantId, lists.bcc),
    };
  }
  const setting = await ownSetting(tx, principal, body.setId);
  return {
    setId: setting.id, subject, content, files, sender: { name: setting.name || setting.mail_address, address: setting.mail_address },
    to: externalAddresses(lists.to), cc: externalAddresses(lists.cc), bcc: externalAddresses(lists.bcc),
    endpoint: draft ? undefined : endpointOf(setting),
  };
}

/** The draft being edited: the caller's, in Drafts, at the version read (else 404 / 409). */
async function lockDraft(tx: Tx, principal: Principal, id: number, version: number | undefined): Promise<void> {
  const row = await withMailTables(tx).selectFrom('mail').select(['type', 'version']).where('owner_id', '=', principal.userId).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound('mailNotFound');
  if (row.type !== 3) throw badRequest('mailNotDraft');
  if (version !== undefined && row.version !== version) throw conflict();
}

const copy = (principal: Principal, mail: Prepared, extra: { owner_id: number; type: number; is_read: number; bcc: StoredAddress[]; send_date: Date | null; message_id?: string | null; reply_of?: number | null; forward_of?: number | null }) => ({
  tenant_id: principal.tenantId, owner_id: extra.owner_id, set_id: mail.setId, type: extra.type, subject: mail.subject,
  sender_name: mail.sender.name, sender_address: mail.sender.address, sender_user_id: mail.sender.userId ?? null,
  to_list: JSON.stringify(mail.to), cc_list: JSON.stringify(mail.cc), bcc_list: JSON.stringify(extra.bcc), content: mail.content,
  files: JSON.stringify(mail.files), file_count: mail.files.length, send_date: extra.send_date, is_read: extra.is_read,
  message_id: extra.message_id ?? null, reply_of: extra.reply_of ?? null, forward_of: extra.forward_of ?? null,
  search_text: searchText(mail.subject, mail.sender, mail.to, mail.cc, extra.bcc), updated_at: new Date(),
});

/** The answered mail gets isReply (the caller's copy only). */
async function markAnswered(tx: Tx, principal: Principal, replyOf: number | undefined): Promise<void> {
  if (!replyOf) return;
  await withMailTables(tx).updateTable('mail').set({ is_reply: 1 }).where('owner_id', '=', principal.userId).where('id', '=', replyOf).execute();
}

/**
 * POST /mail/mail/mail/v1/send: with isDraft saves (or updates) a draft; otherwise sends.
 * - Internal mail (setId 0): in ONE transaction the sender's sent copy and an inbox copy for every distinct recipient
 *   (To, Cc and Bcc; recipients never see the Bcc list), and the draft sent is removed: all of it, or nothing.
 * - External mail: sent over the mailbox's SMTP server first; only then, in one transaction, the sent copy is stored
 *   and the draft removed, and the message is filed in the provider's IMAP Sent folder. A refusal replies the
 *   server's reason and keeps the draft.
 */
export async function sendMail(
  db: Db, storage: FileStorage, principal: Principal, body: MailSendBody, delivered: (userIds: number[]) => void = () => undefined,
): Promise<{ id: number; version: number; notFiled?: AppError }> {
  mailCaller(principal);
  const draft = body.isDraft === true;
  if (draft) {
    return withTenant(db, principal.tenantId, async (tx) => {
      const mail = await prepare(tx, principal, body, true);
      const values = copy(principal, mail, { owner_id: principal.userId, type: 3, is_read: 1, bcc: mail.bcc, send_date: null, reply_of: body.replyOf, forward_of: body.forwardOf });
      const table = withMailTables(tx);
      if (!body.id) return table.insertInto('mail').values(values).returning(['id', 'version']).executeTakeFirstOrThrow();
      await lockDraft(tx, principal, body.id, body.version);
      return table.updateTable('mail').set({ ...values, version: sql`version + 1` }).where('id', '=', body.id).returning(['id', 'version']).executeTakeFirstOrThrow();
    });
  }
  if (body.setId === 0) {
    let recipients: number[] = [];
    const sent = await withTenant(db, principal.tenantId, async (tx) => {
      const mail = await prepare(tx, principal, body, false);
      if (body.id) await lockDraft(tx, principal, body.id, body.version);
      const table = withMailTables(tx);
      const now = new Date();
      const sent = await table.insertInto('mail').values(copy(principal, mail, { owner_id: principal.userId, type: 2, is_read: 1, bcc: mail.bcc, send_date: now, reply_of: body.replyOf, forward_of: body.forwardOf }))
        .returning(['id', 'version']).executeTakeFirstOrThrow();
      recipients = [...new Set([...mail.to, ...mail.cc, ...mail.bcc].map((a) => a.userId!))];
      if (recipients.length) {
        await table.insertInto('mail').values(recipients.map((owner) => copy(principal, mail, { owner_id: owner, type: 1, is_read: 0, bcc: [], send_date: now }))).execute();
      }
      if (body.id) await table.deleteFrom('mail').where('owner_id', '=', principal.userId).where('id', '=', body.id).execute();
      await markAnswered(tx, principal, body.replyOf);
      return sent;
    });
    // After the commit: the recipients' pushed unread counters.
    delivered(recipients);
    return sent;
  }
  // External: check and read everything first, send, then store.
  const mail = await withTenant(db, principal.tenantId, async (tx) => {
    const prepared = await prepare(tx, principal, body, false);
    if (body.id) await lockDraft(tx, principal, body.id, body.version);
    return prepared;
  });
  const { messageId, message } = await sendOverSmtp(db, storage, principal, mail.endpoint!, mail);
  const stored = await withTenant(db, principal.tenantId, async (tx) => {
    const table = withMailTables(tx);
    const sent = await table.insertInto('mail').values(copy(principal, mail, { owner_id: principal.userId, type: 2, is_read: 1, bcc: mail.bcc, send_date: new Date(), message_id: messageId, reply_of: body.replyOf, forward_of: body.forwardOf }))
      .returning(['id', 'version']).executeTakeFirstOrThrow();
    if (body.id) await table.deleteFrom('mail').where('owner_id', '=', principal.userId).where('id', '=', body.id).where('type', '=', 3).execute();
    await markAnswered(tx, principal, body.replyOf);
    return sent;
  });
  // Stored first, then filed in the provider's Sent folder (a sync meanwhile links it, never doubles it). A failure
  // there does not unsend the mail: the reply says so.
  try {
    await appendToSent(mail.endpoint!, message);
    return stored;
  } catch (error) {
    return { ...stored, notFiled: error instanceof AppError ? error : new AppError(400, 'mailServerError', { server: 'IMAP', reason: 'append' }) };
  }
}
