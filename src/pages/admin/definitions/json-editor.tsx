import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { basicSetup, EditorView } from 'codemirror';
import { EditorSelection } from '@codemirror/state';
import { jsonSchema, getJsonPointers, updateSchema } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';

export interface JsonEditorHandle {
  /** Selects the value a JSON pointer names and scrolls to it; false when the text has no such place. */
  reveal(pointer: string): boolean;
}

interface JsonEditorProps {
  value: string;
  onChange(text: string): void;
  /** The kind's meta schema: completion, hover help and inline problems. */
  schema?: JSONSchema7;
  testId?: string;
}

/** CodeMirror 6 with JSON language, meta-schema completion and linting (codemirror-json-schema). */
export const JsonEditor = forwardRef<JsonEditorHandle, JsonEditorProps>(function JsonEditor({ value, onChange, schema, testId }, ref) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestChange = useRef(onChange);
  latestChange.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      doc: value,
      extensions: [
        basicSetup,
        jsonSchema(schema),
        EditorView.lineWrapping,
        EditorView.updateListener.of((update) => { if (update.docChanged) latestChange.current(update.state.doc.toString()); }),
      ],
    });
    view.current = editor;
    return () => { editor.destroy(); view.current = null; };
    // The editor is created once; value and schema changes are pushed in by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => { if (view.current) updateSchema(view.current, schema); }, [schema]);

  useImperativeHandle(ref, () => ({
    reveal(pointer: string) {
      const editor = view.current;
      if (!editor) return false;
      const place = nearestPlace(getJsonPointers(editor.state, 'json4'), pointer);
      if (!place) return false;
      editor.dispatch({ selection: EditorSelection.range(place.from, place.to), scrollIntoView: true });
      editor.focus();
      return true;
    },
  }), []);

  return <div ref={host} className="definition-editor__code" data-testid={testId} />;
});

/** The place of a pointer, or of its closest ancestor that exists (a missing property points at its parent). */
function nearestPlace(pointers: ReturnType<typeof getJsonPointers>, pointer: string): { from: number; to: number } | undefined {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const found = pointers.get(p);
    // The root has no key: select the whole value.
    if (found) return 'valueFrom' in found && !p ? { from: found.valueFrom, to: found.valueTo } : { from: found.keyFrom, to: found.keyTo };
    if (!p) return undefined;
  }
}
