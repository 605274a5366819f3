import DOMPurify from 'dompurify';
import { purifierWorks } from '../../../../widgets/form/inputs/sanitize-html.ts';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A column's templateHtml through DOMPurify (its HTML profile: no scripts, handlers or javascript: links). Where
 * DOMPurify does not really clean (some DOM emulations), only the text is kept.
 */
export function sanitizeColumnHtml(html: string): string {
  if (!purifierWorks) return escapeText(new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}

export function ColumnHtml({ html, className = 'pp-column-html', testId = 'column-html' }: { html: string; className?: string; testId?: string }) {
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: sanitizeColumnHtml(html) }} />;
}
