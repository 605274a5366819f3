import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * Opens a PDF with pdf.js, loaded on first use so the library and its worker (a separate file served by Vite
 * through the `?url` import) reach only the pages that show a document.
 */
export async function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // pdf.js takes ownership of the buffer it is given; keep the caller's copy usable.
  return pdfjs.getDocument({ data: new Uint8Array(data.slice(0)), useSystemFonts: true }).promise;
}

export const PDF_ZOOM = { min: 0.4, max: 3, step: 0.1 } as const;

/** The next zoom factor within the viewer's bounds, rounded to one decimal (0.1 steps, 0.4 to 3). */
export function nextZoom(scale: number, direction: 1 | -1): number {
  const next = Math.round((scale + direction * PDF_ZOOM.step) * 10) / 10;
  return Math.min(PDF_ZOOM.max, Math.max(PDF_ZOOM.min, next));
}
