import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { Button, Result, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconLeft, IconRight, IconZoomIn, IconZoomOut } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { nextZoom, openPdf } from './pdf-document.ts';
import './patents-widgets.css';

export interface PdfViewerProps {
  /** The document's bytes; null while they load. */
  data: ArrayBuffer | null;
  /** Shown instead of the document (e.g. 附件不存在). */
  error?: string;
  initialScale?: number;
}

/** A pdf.js page viewer with page navigation and zoom. */
export function PdfViewer({ data, error, initialScale = 1.2 }: PdfViewerProps) {
  const { t } = useTranslation('patents');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(initialScale);
  const [rendered, setRendered] = useState(false);

  useEffect(() => {
    if (!data) return;
    let alive = true;
    let opened: PDFDocumentProxy | null = null;
    setFailed(false);
    openPdf(data)
      .then((next) => {
        opened = next;
        if (!alive) return void next.destroy();
        setDoc(next);
        setPage(1);
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
      void opened?.destroy();
    };
  }, [data]);

  useEffect(() => {
    const target = canvas.current;
    if (!doc || !target) return;
    let task: RenderTask | null = null;
    let alive = true;
    setRendered(false);
    void doc.getPage(page).then((pdfPage) => {
      if (!alive) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = pdfPage.getViewport({ scale: scale * ratio });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      target.style.width = `${Math.floor(viewport.width / ratio)}px`;
      target.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = pdfPage.render({ canvas: target, viewport });
      task.promise.then(() => alive && setRendered(true)).catch(() => undefined);
    });
    return () => {
      alive = false;
      task?.cancel();
    };
  }, [doc, page, scale]);

  if (error) return <Result status="404" subTitle={error} data-testid="pdf-error" />;
  if (failed) return <Result status="error" subTitle={t('pdfFailed')} data-testid="pdf-error" />;
  const pages = doc?.numPages ?? 0;
  return (
    <div className="pp-pdf" data-testid="pdf-viewer" data-page={page} data-pages={pages} data-rendered={rendered ? 'true' : 'false'}>
      <div className="pp-pdf-toolbar">
        <Space>
          <Button size="small" icon={<IconLeft />} disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={t('pdfPrev')} data-testid="pdf-prev" />
          <span data-testid="pdf-page-label">{t('pdfPage', { page: pages ? page : 0, pages })}</span>
          <Button size="small" icon={<IconRight />} disabled={page >= pages} onClick={() => setPage(page + 1)} aria-label={t('pdfNext')} data-testid="pdf-next" />
        </Space>
        <Space>
          <Button size="small" icon={<IconZoomOut />} onClick={() => setScale(nextZoom(scale, -1))} aria-label={t('pdfZoomOut')} data-testid="pdf-zoom-out" />
          <span className="pp-pdf-zoom" data-testid="pdf-zoom">{Math.round(scale * 100)}%</span>
          <Button size="small" icon={<IconZoomIn />} onClick={() => setScale(nextZoom(scale, 1))} aria-label={t('pdfZoomIn')} data-testid="pdf-zoom-in" />
        </Space>
      </div>
      <div className="pp-pdf-stage">
        {!doc ? <Spin tip={t('pdfLoading')} /> : null}
        <canvas ref={canvas} className="pp-pdf-canvas" hidden={!doc} data-testid="pdf-canvas" />
      </div>
    </div>
  );
}

export default PdfViewer;
