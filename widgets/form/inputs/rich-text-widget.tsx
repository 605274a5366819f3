import type { WidgetProps } from '@rjsf/utils';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlain } from '../form-context.ts';
import { ReadonlyValue } from '../readonly-value.tsx';
import { RichTextToolbar, type RichCommand } from './rich-text-toolbar.tsx';
import { safeLink, sanitizeRichText } from './sanitize-html.ts';

/**
 * Rich text: a contentEditable area with a small toolbar. Every change is sanitised (DOMPurify) before it reaches the
 * form, and so is every value shown; read-only fields show the sanitised HTML.
 */
export function RichTextWidget(props: WidgetProps) {
  const { id, value, options, onChange, onBlur, onFocus, rawErrors, hideError } = props;
  const { t } = useTranslation('engine');
  const editor = useRef<HTMLDivElement>(null);
  // What this editor last reported: a value equal to it is already on screen, so the caret is left alone.
  const reported = useRef<string | undefined>(undefined);
  const html = typeof value === 'string' ? value : '';
  const plain = isPlain(props);

  useLayoutEffect(() => {
    const element = editor.current;
    if (!element) {
      reported.current = undefined;
      return;
    }
    if (html !== reported.current) {
      element.innerHTML = sanitizeRichText(html);
      reported.current = html;
    }
  }, [html, plain]);

  if (plain) {
    return <ReadonlyValue id={id}>{html && <div className="pp-richtext-view" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />}</ReadonlyValue>;
  }
  const emit = () => {
    const element = editor.current;
    if (!element) return;
    const clean = sanitizeRichText(element.innerHTML);
    if (clean !== element.innerHTML) element.innerHTML = clean;
    reported.current = clean;
    onChange(clean === '' ? options.emptyValue : clean);
  };
  const run = (command: RichCommand) => {
    editor.current?.focus();
    if (command === 'createLink') {
      const link = safeLink(window.prompt(t('form.widget.rtLinkPrompt'), 'https://'));
      if (!link) return;
      document.execCommand(command, false, link);
    } else {
      document.execCommand(command);
    }
    emit();
  };
  return (
    <div className={`pp-richtext${!hideError && rawErrors?.length ? ' pp-richtext-error' : ''}`}>
      <RichTextToolbar onCommand={run} />
      <div
        id={id}
        ref={editor}
        className="pp-richtext-editor"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline
        onInput={emit}
        onBlur={() => onBlur(id, reported.current)}
        onFocus={() => onFocus(id, reported.current)}
      />
    </div>
  );
}
