import DOMPurify from 'dompurify';
import { RichTextEditor } from '../../../widgets/form/inputs/rich-text-editor.tsx';

/** The body as the server keeps it (modules/news/sanitize-html.ts): DOMPurify's HTML profile, no styles. */
export const sanitizeNewsHtml = (html: string) => DOMPurify.sanitize(html, {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
  FORBID_ATTR: ['style'],
});

/** A news item's body in the portal's rich-text editor (an Arco form control: value and onChange). */
export function NewsBodyEditor({ value, onChange }: { value?: string; onChange?: (html: string) => void }) {
  return <RichTextEditor value={value ?? ''} onChange={(html) => onChange?.(html)} sanitize={sanitizeNewsHtml} testId="news-edit-content" />;
}
