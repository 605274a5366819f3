import { lazy, Suspense } from 'react';
import { Modal, Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { RowAction, RowActionContext } from '../../engine/list/extensions/types.ts';
import { usePatentPdf } from '../../pages/patents/detail/use-patent-detail.ts';

// pdf.js is large: its chunk loads only when a document opens.
const PdfViewer = lazy(() => import('../../../widgets/patents/pdf-viewer.tsx'));

/** 专利文档's 查看PDF: the row's full-text PDF (GET /api/patent/v1/file/desc/pdf/{pubNo}) in the pdf.js viewer, in a dialog. */
function PatentPdfDialog({ row, onClose }: RowActionContext & { onClose: () => void }) {
  const { t } = useTranslation('patents');
  const publicationNo = typeof row.fPublicationNo === 'string' && row.fPublicationNo ? row.fPublicationNo : null;
  const pdf = usePatentPdf(publicationNo);
  const error = !publicationNo || pdf.data === null ? t('pdfNone') : pdf.error ? t('pdfFailed') : undefined;
  return (
    <Modal visible title={`${String(row.fName ?? '')} ${publicationNo ?? ''}`.trim()} footer={null} onCancel={onClose} style={{ width: '80%' }}
      unmountOnExit data-testid="patent-pdf-dialog">
      <Suspense fallback={<Spin tip={t('pdfLoading')} />}>
        <PdfViewer data={pdf.data ?? null} error={error} />
      </Suspense>
    </Modal>
  );
}

/** Row actions of 专利文档 (template zlwd). */
export const documentActions: Record<string, RowAction> = {
  patentPdf: { Dialog: PatentPdfDialog },
};
