import { useEffect, useRef } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { RichTextToolbar, type RichCommand } from './rich-text-toolbar.tsx';
import { safeLink } from './sanitize-html.ts';

export interface RichTextEditorProps {
  id?: string;
  /** The HTML shown (sanitised before it is loaded). */
  value: string;
  /** Every change, sanitised; '' when the text is empty. */
  onChange: (html: string) => void;
  onBlur?: (html: string) => void;
  onFocus?: (html: string) => void;
  /** The sanitiser applied to what is loaded and what is reported. */
  sanitize: (html: string) => string;
  invalid?: boolean;
  testId?: string;
}

/** Paragraphs, bold, italic, underline, lists, quotes and links: what the sanitisers keep. */
const EXTENSIONS = [StarterKit.configure({
  heading: false, code: false, codeBlock: false, horizontalRule: false, strike: false,
  link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { target: null, rel: null } },
})];

const EMPTY = /^(<p><\/p>)*$/;

function run(editor: Editor, command: RichCommand, prompt: (text: string) => string | null) {
  const chain = editor.chain().focus();
  switch (command) {
    case 'bold': chain.toggleBold().run(); break;
    case 'italic': chain.toggleItalic().run(); break;
    case 'underline': chain.toggleUnderline().run(); break;
    case 'insertUnorderedList': chain.toggleBulletList().run(); break;
    case 'insertOrderedList': chain.toggleOrderedList().run(); break;
    case 'createLink': {
      const link = safeLink(prompt(editor.getAttributes('link').href ?? 'https://'));
      if (link) chain.extendMarkRange('link').setLink({ href: link }).run();
      break;
    }
  }
}

/**
 * The portal's rich-text editor (Tiptap over ProseMirror): a toolbar and an editing area whose every change is
 * sanitised before it is reported, and whose loaded value is sanitised first. A value equal to what it last reported
 * is already on screen, so typing never resets the caret.
 */
export function RichTextEditor({ id, value, onChange, onBlur, onFocus, sanitize, invalid, testId }: RichTextEditorProps) {
  const { t } = useTranslation('engine');
  const reported = useRef<string>(value);
  const handlers = useRef({ onChange, onBlur, onFocus, sanitize });
  handlers.current = { onChange, onBlur, onFocus, sanitize };
  const report = (editor: Editor) => {
    const html = editor.getHTML();
    const clean = EMPTY.test(html) ? '' : handlers.current.sanitize(html);
    reported.current = clean;
    return clean;
  };
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: sanitize(value),
    editorProps: { attributes: { ...(id ? { id } : {}), class: 'pp-richtext-editor', role: 'textbox', 'aria-multiline': 'true', ...(testId ? { 'data-testid': testId } : {}) } },
    onUpdate: ({ editor: current }) => handlers.current.onChange(report(current)),
    onBlur: ({ editor: current }) => handlers.current.onBlur?.(report(current)),
    onFocus: ({ editor: current }) => handlers.current.onFocus?.(report(current)),
  });
  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(handlers.current.sanitize(value), { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={`pp-richtext${invalid ? ' pp-richtext-error' : ''}`}>
      <RichTextToolbar onCommand={(command) => editor && run(editor, command, (current) => window.prompt(t('form.widget.rtLinkPrompt'), current))} />
      <EditorContent editor={editor} />
    </div>
  );
}
