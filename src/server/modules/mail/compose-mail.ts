import type { MailAddress, MailComposeAction, MailDraft } from '../../../common/api/mail.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { mailCaller } from './mail-caller.ts';
import { encodeBody, escapeHtml } from './mail-content.ts';
import { withMailTables, type StoredAddress, type StoredFile } from './mail-tables.ts';

const names = (list: StoredAddress[]) => list.map((a) => escapeHtml(a.name && a.name !== a.address ? `${a.name} <${a.address}>` : a.address)).join('; ');
/** The quoted header's words as mail clients of each language write them (Outlook, Foxmail, QQ Mail in Chinese). */
const QUOTE_WORDS: Record<Language, Record<'from' | 'date' | 'to' | 'cc' | 'subject' | 'original' | 'forwarded' | 're' | 'fw', string>> = {
  'zh-CN': { from: '发件人', date: '发送时间', to: '收件人', cc: '抄送', subject: '主题', original: '原始邮件', forwarded: '转发邮件', re: '回复', fw: '转发' },
  'en-US': { from: 'From', date: 'Date', to: 'To', cc: 'Cc', subject: 'Subject', original: 'Original message', forwarded: 'Forwarded message', re: 'Re', fw: 'Fw' },
};
const ANSWER_PREFIX = /^\s*((re|fw|fwd|回复|答复|转发)\s*[:：]\s*)+/i;

/** `Re: subject` in the request's language, once, whatever prefixes the subject already carries. */
function answerSubject(prefix: string, subject: string, lang: Language): string {
  const rest = subject.trim().replace(ANSWER_PREFIX, '');
  return lang === 'zh-CN' ? `${prefix}：${rest}` : `${prefix}: ${rest}`;
}

const wire = (a: StoredAddress): MailAddress => ({ name: a.name, address: a.address, ...(a.userId ? { userId: a.userId } : {}) });

/**
 * GET /mail/mail/mail/v1/compose?id&action: a new mail answering or forwarding one of the caller's mails, from the
 * same mailbox. reply: to the sender (to the recipients, for the caller's own sent mail); replyAll: also everyone
 * else it went to (To and Cc), never the caller; forward: nobody yet, with the attachments. The original is quoted.
 */
export async function composeFrom(db: Db, principal: Principal, id: number, action: MailComposeAction, lang: Language = 'zh-CN'): Promise<MailDraft> {
  const words = QUOTE_WORDS[lang];
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
      `<b>${words.from}:</b> ${names([sender])}`, `<b>${words.date}:</b> ${date} UTC`, `<b>${words.to}:</b> ${names(row.to_list)}`,
      ...(row.cc_list.length ? [`<b>${words.cc}:</b> ${names(row.cc_list)}`] : []), `<b>${words.subject}:</b> ${escapeHtml(row.subject)}`,
    ].join('<br>');
    const quoted = `<p></p><p>---------- ${action === 'forward' ? words.forwarded : words.original} ----------</p><p>${header}</p><blockquote>${row.content}</blockquote>`;
    // Inline pictures stay in the quoted body (readable through it), not attachments of the forward.
    const files = action === 'forward' ? (row.files as StoredFile[]).filter((f) => !f.inline) : [];
    return {
      setId,
      subject: answerSubject(action === 'forward' ? words.fw : words.re, row.subject, lang),
      to: to.map(wire),
      cc: cc.map(wire),
      bcc: [],
      content: encodeBody(quoted),
      files: files.map((f) => ({ id: f.id, name: f.name, ...(f.size !== undefined ? { size: f.size } : {}) })),
      ...(action === 'forward' ? { forwardOf: row.id } : { replyOf: row.id }),
    };
  });
}
