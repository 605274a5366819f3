import DOMPurify from 'dompurify';
import { inlinePictureId } from '../../common/api/mail.ts';
import { purifierWorks } from '../../../widgets/form/inputs/sanitize-html.ts';

const SAFE_URL = /^(?:https?:|mailto:|cid:|data:image\/(?:png|gif|jpe?g|webp);|\/api\/portal\/system\/file\/v1\/downloadFile\?fileId=[0-9a-f-]{36}$)/i;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A mail body as the read view shows it: DOMPurify's HTML profile (tables, images, inline styles kept) without
 * scripts, forms, frames, styles sheets or event handlers, and links to http(s)/mailto only (and the file service's
 * URL of a synced mail's inline picture). Where DOMPurify cannot clean (a DOM emulation), the text alone.
 */
export function sanitizeMailHtml(html: string): string {
  if (!purifierWorks) return escapeText(html.replace(/<[^>]*>/g, ''));
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base'],
    FORBID_ATTR: ['srcset', 'action', 'formaction', 'background'],
    ALLOWED_URI_REGEXP: SAFE_URL,
  });
}


/**
 * Inline pictures (a synced mail's cid: parts, stored by the file service) cannot load by themselves: the file needs
 * the session. Their `src` moves to `data-mail-file` (the file id) for the read view to fetch them with the session.
 */
export function deferInlinePictures(html: string): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => tag.replace(/\ssrc="([^"]*)"/i, (whole, url: string) => {
    const id = inlinePictureId(url.replace(/&amp;/g, '&'));
    return id ? ` data-mail-file="${id}"` : whole;
  }));
}
