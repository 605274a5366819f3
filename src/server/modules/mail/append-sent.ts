import type { ImapFlow, ListResponse } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { mailServerFailure } from './mail-server-error.ts';
import { imapClient, type MailEndpoint } from './mail-transport.ts';

/** Names providers give their Sent folder when the server marks none (\Sent special use), compared without case. */
const SENT_NAMES = ['sent', 'sent items', 'sent messages', 'sent mail', '已发送', '已发送邮件', '已发邮件', 'gesendet', 'envoyés', 'enviados'];

/** The mailbox's Sent folder: the one marked \Sent, else the first whose last name part is a usual Sent name. */
export function sentFolder(boxes: readonly Pick<ListResponse, 'path' | 'name' | 'specialUse' | 'flags'>[]): string | undefined {
  const marked = boxes.find((box) => box.specialUse === '\\Sent' || box.flags?.has('\\Sent'));
  if (marked) return marked.path;
  return boxes.find((box) => SENT_NAMES.includes(box.name.trim().toLowerCase()))?.path;
}

/**
 * Files a mail just sent over SMTP in the provider's IMAP Sent folder (APPEND, \Seen), as desktop mail clients do:
 * the message as sent, with its Bcc kept for the sender, the same Message-ID, so the next sync links it to the portal's
 * sent copy instead of storing it twice. Returns the folder, or undefined when the server has none; a failure is
 * the localised server reason (the caller decides: the mail itself is already sent).
 */
export async function appendToSent(endpoint: MailEndpoint, message: Mail.Options): Promise<string | undefined> {
  const node = new MailComposer(message).compile();
  node.keepBcc = true;
  const raw = await node.build();
  const client: ImapFlow = imapClient(endpoint);
  client.on('error', () => { /* surfaced by the pending command */ });
  try {
    await client.connect();
    const folder = sentFolder(await client.list());
    if (!folder) return undefined;
    await client.append(folder, raw, ['\\Seen'], message.date instanceof Date ? message.date : new Date());
    return folder;
  } catch (error) {
    throw mailServerFailure(error, `IMAP ${endpoint.imapHost}:${endpoint.imapPort}`, endpoint.password);
  } finally {
    await client.logout().catch(() => client.close());
  }
}
