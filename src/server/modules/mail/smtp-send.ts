import { randomUUID } from 'node:crypto';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { inlinePictureId, inlinePictureUrl } from '../../../common/api/mail.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { FileStorage } from '../files/storage.ts';
import { htmlToText } from './mail-content.ts';
import { attachmentContent } from './mail-files.ts';
import { mailServerFailure, scrub } from './mail-server-error.ts';
import type { StoredAddress, StoredFile } from './mail-tables.ts';
import { smtpTransport, type MailEndpoint } from './mail-transport.ts';

const party = (a: StoredAddress) => ({ name: a.name === a.address ? '' : a.name, address: a.address });

/**
 * Sends a mail over the mailbox's SMTP server (nodemailer) with its attachments; replies the Message-ID and the
 * message as sent (to file in the Sent folder). Any refusal (sign-in, connection, TLS, rejected recipients) is a
 * localised 400 with the server's reason.
 */
export async function sendOverSmtp(
  db: Db, storage: FileStorage, principal: Principal, endpoint: MailEndpoint,
  mail: { subject: string; to: StoredAddress[]; cc: StoredAddress[]; bcc: StoredAddress[]; content: string; files: StoredFile[] },
): Promise<{ messageId: string; message: Mail.Options }> {
  const attachments: Mail.Attachment[] = await attachmentContent(db, storage, principal, mail.files);
  // Pictures the body shows from the portal's file service (a quoted synced mail's inline pictures) travel inside
  // the mail as cid: parts: the recipients cannot read the portal's URLs. prepare() checked the caller may read them.
  const pictures = [...new Set([...mail.content.matchAll(/src="([^"]+)"/g)].map((m) => inlinePictureId(m[1]!.replace(/&amp;/g, '&'))).filter((id): id is string => !!id))];
  let html = mail.content;
  for (const [i, picture] of (await attachmentContent(db, storage, principal, pictures.map((id) => ({ id, name: id })))).entries()) {
    const cid = `${pictures[i]}@portal`;
    attachments.push({ ...picture, cid });
    html = html.split(inlinePictureUrl(pictures[i]!).replace(/&/g, '&amp;')).join(`cid:${cid}`);
  }
  const transport = smtpTransport(endpoint);
  const domain = endpoint.mailAddress.split('@')[1] || 'localhost';
  const message = {
    from: { name: endpoint.name || '', address: endpoint.mailAddress },
    to: mail.to.map(party), cc: mail.cc.map(party), bcc: mail.bcc.map(party),
    subject: mail.subject, html, text: htmlToText(mail.content), attachments,
    // Ours, so the copy filed in the Sent folder carries the same one and the next sync links the two.
    messageId: `<${randomUUID()}@${domain}>`, date: new Date(),
  };
  let messageId: string;
  try {
    const info = await transport.sendMail(message);
    if (info.rejected?.length) {
      const addresses = info.rejected.map((r) => (typeof r === 'string' ? r : r.address)).join(', ');
      throw new AppError(400, 'mailRecipientsRejected', { addresses: scrub(addresses) });
    }
    messageId = info.messageId || message.messageId;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const e = error as { code?: string; rejected?: unknown[] };
    if (e.code === 'EENVELOPE' && Array.isArray(e.rejected)) {
      throw new AppError(400, 'mailRecipientsRejected', { addresses: scrub(e.rejected.map(String).join(', ')) });
    }
    throw mailServerFailure(error, `SMTP ${endpoint.smtpHost}:${endpoint.smtpPort}`, endpoint.password);
  } finally {
    transport.close();
  }
  return { messageId, message };
}
