import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** One DOMPurify over one jsdom window for the process (DOMPurify's documented server set-up). */
const purify = createDOMPurify(new JSDOM('').window);

/** Any link or picture must be http(s), mailto, a site path or a fragment: no javascript:, data: or other schemes. */
const SAFE_URI = /^(?:(?:https?|mailto):|\/(?!\/)|#)/i;

purify.addHook('afterSanitizeAttributes', (node) => {
  for (const attr of ['href', 'src'] as const) {
    const value = node.getAttribute(attr);
    if (value !== null && !SAFE_URI.test(value.trim())) node.removeAttribute(attr);
  }
  // Links open outside the portal without handing it the opener.
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Rich text as it is stored: the HTML profile of DOMPurify (no script, event handlers, forms, frames or styles
 * sheets), links and pictures limited to safe schemes. The browser sanitises again before it shows it.
 */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
  });
}
