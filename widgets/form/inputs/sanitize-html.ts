import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['p', 'div', 'br', 'span', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'blockquote'];
const SAFE_URL = /^(https?:|mailto:)/i;

/**
 * Whether DOMPurify really cleans in this DOM (some DOM emulations let dangerous attributes through); if not, HTML is
 * not kept. The probe holds no event handler attribute: Chromium reports one to the page's Content-Security-Policy
 * as a violation even in the parsed, never shown copy.
 */
export const purifierWorks = DOMPurify.isSupported && DOMPurify.sanitize('<a href="javascript:x()">x</a><script>x()</script>') === '<a>x</a>';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Rich text as the portal keeps it: formatting tags and http(s)/mailto links only; scripts, styles and handlers go. */
export function sanitizeRichText(html: string): string {
  if (!purifierWorks) return escapeText(html.replace(/<[^>]*>/g, ''));
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href'], ALLOWED_URI_REGEXP: SAFE_URL });
  return clean === '<br>' ? '' : clean;
}

/** A link address typed into the toolbar, when it is one the sanitiser keeps. */
export function safeLink(address: string | null): string | undefined {
  const trimmed = address?.trim() ?? '';
  return SAFE_URL.test(trimmed) ? trimmed : undefined;
}
