import { useMemo, type ReactNode } from 'react';

/** An SVG tile with the text turned -20°, as a CSS background (faint, repeated, never in the way of the pointer). */
export function watermarkTile(text: string): string {
  const escaped = text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="160"><text x="20" y="100" transform="rotate(-20 130 80)" `
    + `font-family="sans-serif" font-size="15" fill="rgba(0,0,0,0.08)">${escaped}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

/** Tiles `text` faintly over its children (the form), also on paper. */
export function Watermark({ text, children }: { text: string; children: ReactNode }) {
  const background = useMemo(() => watermarkTile(text), [text]);
  return (
    <div className="pp-task-watermarked">
      {children}
      <div className="pp-task-watermark" aria-hidden data-testid="task-watermark" data-text={text} style={{ backgroundImage: background }} />
    </div>
  );
}
