import { lazy, Suspense } from 'react';
import { Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { usePatentPdf } from './use-patent-detail.ts';

// pdf.js is large: its chunk loads only when this tab opens.
const PdfViewer = lazy(() => import('../../../../widgets/patents/pdf-viewer.tsx'));

/** Tab 6: the original document in the pdf.js viewer; 附件不存在 when there is none. */
export function PdfTab({ publicationNo }: { publicationNo: string | null }) {
  const { t } = useTranslation('patents');
  const pdf = usePatentPdf(publicationNo);
  const missing = !publicationNo || pdf.data === null;
  const error = missing ? t('pdfNone') : pdf.error ? t('pdfFailed') : undefined;
  return (
    <Suspense fallback={<Spin tip={t('pdfLoading')} />}>
      <PdfViewer data={pdf.data ?? null} error={error} />
    </Suspense>
  );
}
