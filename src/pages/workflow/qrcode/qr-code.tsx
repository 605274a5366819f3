import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

export interface QrCodeProps {
  text: string;
  /** Drawn width and height in CSS pixels. */
  size?: number;
  title?: string;
  testId?: string;
}

/** A QR code of `text` (error correction M, smallest version that fits) as an SVG of dark modules, with a quiet zone. */
export function QrCode({ text, size = 160, title, testId }: QrCodeProps) {
  const { count, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text, 'Byte');
    code.make();
    const n = code.getModuleCount();
    let d = '';
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) if (code.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
    return { count: n + 8, path: d };
  }, [text]);
  return (
    <svg width={size} height={size} viewBox={`0 0 ${count} ${count}`} shapeRendering="crispEdges" role="img" aria-label={title ?? text}
      data-testid={testId} data-text={text}>
      {title && <title>{title}</title>}
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
