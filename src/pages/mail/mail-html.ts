import DOMPurify from 'dompurify';
import { purifierWorks } from '../../../widgets/form/inputs/sanitize-html.ts';

const SAFE_URL = /^(?:https?:|mailto:|cid:|data:image\/(?:png|gif|jpe?g|webp);)/i;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A mail body as the read view shows it: DOMPurify's HTML profile (tables, images, inline styles kept) without
 * scripts, forms, frames, styles sheets or event handlers, and links to http(s)/mailto only. Where DOMPurify cannot
 * clean (a DOM emulation), the text alone.
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

