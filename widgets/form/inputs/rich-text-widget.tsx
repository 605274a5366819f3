import type { WidgetProps } from '@rjsf/utils';
import { isPlain } from '../form-context.ts';
import { ReadonlyValue } from '../readonly-value.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { sanitizeRichText } from './sanitize-html.ts';

/**
 * Rich text: the portal's editor (Tiptap, rich-text-editor.tsx). Every change is sanitised (DOMPurify) before it
 * reaches the form, and so is every value shown; read-only fields show the sanitised HTML.
 */
export function RichTextWidget(props: WidgetProps) {
  const { id, value, options, onChange, onBlur, onFocus, rawErrors, hideError } = props;
  const html = typeof value === 'string' ? value : '';
  if (isPlain(props)) {
    return <ReadonlyValue id={id}>{html && <div className="pp-richtext-view" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />}</ReadonlyValue>;
  }
  return (
    <RichTextEditor
      id={id} value={html} sanitize={sanitizeRichText} invalid={!hideError && Boolean(rawErrors?.length)}
      onChange={(clean) => onChange(clean === '' ? options.emptyValue : clean)}
      onBlur={(clean) => onBlur(id, clean)} onFocus={(clean) => onFocus(id, clean)}
    />
  );
}
