import { badRequest } from '../../lib/app-error.ts';
import { formatBytes } from '../files/file-limits.ts';
import { sanitizeHtml } from '../news/sanitize-html.ts';

/** The largest body a mail may have once decoded (10 MB of HTML, pictures come as attachments). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The wire's Base64 body → sanitised HTML to store (spec: content Base64). */
export function decodeBody(base64: string): string {
  const text = base64.replace(/\s+/g, '');
  if (!BASE64.test(text)) throw badRequest('mailContentInvalid');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > MAX_BODY_BYTES) throw badRequest('mailContentTooLarge', { max: formatBytes(MAX_BODY_BYTES) });
  const html = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return sanitizeHtml(html);
}

/** Stored HTML → the wire's Base64. */
export const encodeBody = (html: string): string => Buffer.from(html, 'utf8').toString('base64');

/** Plain text of a body, for the text part of an outgoing mail. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Text made safe to put into HTML. */
export const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
