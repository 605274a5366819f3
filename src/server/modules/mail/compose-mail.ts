import type { MailAddress, MailComposeAction, MailDraft } from '../../../common/api/mail.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { mailCaller } from './mail-caller.ts';
import { encodeBody, escapeHtml } from './mail-content.ts';
import { withMailTables, type StoredAddress, type StoredFile } from './mail-tables.ts';

const prefixed = (prefix: string, subject: string) => (new RegExp(`^${prefix}:`, 'i').test(subject.trim()) ? subject.trim() : `${prefix}: ${subject.trim()}`);
const names = (list: StoredAddress[]) => list.map((a) => escapeHtml(a.name && a.name !== a.address ? `${a.name} <${a.address}>` : a.address)).join('; ');
const wire = (a: StoredAddress): MailAddress => ({ name: a.name, address: a.address, ...(a.userId ? { userId: a.userId } : {}) });

/**
 * GET /mail/mail/mail/v1/compose?id&action: a new mail answering or forwarding one of the caller's mails, from the
 * same mailbox. reply: to the sender (to the recipients, for the caller's own sent mail); replyAll: also everyone
 * else it went to (To and Cc), never the caller; forward: nobody yet, with the attachments. The original is quoted.
 */
export async function composeFrom(db: Db, principal: Principal, id: number, action: MailComposeAction): Promise<MailDraft> {
  mailCaller(principal);
  return withTenant(db, principal.tenantId, async (tx) => {
    const mail = withMailTables(tx);
    const row = await mail.selectFrom('mail').selectAll().where('owner_id', '=', principal.userId).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('mailNotFound');
    const setId = row.set_id ?? 0;
    const myAddress = setId
      ? (await mail.selectFrom('mail_setting').select('mail_address').where('id', '=', setId).executeTakeFirst())?.mail_address.toLowerCase()
      : undefined;
    const isMe = (a: StoredAddress) => (setId ? a.address.toLowerCase() === myAddress : a.userId === principal.userId);
    const sender: StoredAddress = { name: row.sender_name, address: row.sender_address, ...(row.sender_user_id ? { userId: row.sender_user_id } : {}) };
    const own = row.type === 2 || row.from_type === 2 || isMe(sender);
    const to: StoredAddress[] = [];
    const cc: StoredAddress[] = [];
    if (action !== 'forward') {
      to.push(...(own ? row.to_list : [sender]));
      if (action === 'replyAll') {
        if (!own) to.push(...row.to_list.filter((a) => !isMe(a)));
        cc.push(...row.cc_list.filter((a) => !isMe(a)));
      }
    }
    const date = (row.send_date ? new Date(row.send_date) : new Date()).toISOString().slice(0, 16).replace('T', ' ');
    const header = [
      `<b>From:</b> ${names([sender])}`, `<b>Date:</b> ${date} UTC`, `<b>To:</b> ${names(row.to_list)}`,
      ...(row.cc_list.length ? [`<b>Cc:</b> ${names(row.cc_list)}`] : []), `<b>Subject:</b> ${escapeHtml(row.subject)}`,
    ].join('<br>');
    const quoted = `<p></p><p>---------- ${action === 'forward' ? 'Forwarded message' : 'Original message'} ----------</p><p>${header}</p><blockquote>${row.content}</blockquote>`;
    const files = action === 'forward' ? (row.files as StoredFile[]) : [];
    return {
      setId,
      subject: prefixed(action === 'forward' ? 'Fw' : 'Re', row.subject),
      to: to.map(wire),
      cc: cc.map(wire),
      bcc: [],
      content: encodeBody(quoted),
      files: files.map((f) => ({ id: f.id, name: f.name, ...(f.size !== undefined ? { size: f.size } : {}) })),
      ...(action === 'forward' ? { forwardOf: row.id } : { replyOf: row.id }),
    };
  });
}
