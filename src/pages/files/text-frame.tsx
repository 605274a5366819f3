import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Text as UTF-8, else GBK (what Chinese Windows writes). */
export async function decodeText(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Text in a sandboxed frame (no script, no same origin): whatever the file holds is shown as text, never run. */
export function TextFrame({ blob, name }: { blob: Blob; name: string }) {
  const { t } = useTranslation('files');
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void decodeText(blob).then((value) => alive && setText(value));
    return () => {
      alive = false;
    };
  }, [blob]);
  if (text === null) return null;
  const doc = `<!doctype html><meta charset="utf-8"><style>body{margin:0;padding:16px;font:13px/1.6 ui-monospace,Menlo,Consolas,monospace;color:#1d2129}pre{margin:0;white-space:pre-wrap;word-break:break-all}</style><pre>${escape(text)}</pre>`;
  return <iframe className="pp-file-frame" title={`${t('textFrameTitle')}: ${name}`} sandbox="" srcDoc={doc} data-testid="text-frame" />;
}
