import type { RouteObject } from 'react-router-dom';

const preview = async () => ({ Component: (await import('../../pages/files/file-preview-page.tsx')).FilePreviewPage });
const upload = (screen: string) => async () => {
  const { BulkUploadRoute } = await import('../../pages/files/bulk-upload-route.tsx');
  return { Component: () => <BulkUploadRoute screen={screen} /> };
};

/** Viewers and upload screens of workflow-office.md ("Viewers", "Uploads"). */
export const fileRoutes: RouteObject[] = [
  { path: 'pdf/:src/:fileId', lazy: preview },
  { path: 'iframeSrc/:iframeSrc/:fileId', lazy: preview },
  { path: 'documentManage/bulkUpload', lazy: upload('bulkUpload') },
  { path: 'dataTemplate/ImportUpload', lazy: upload('importUpload') },
  { path: 'querySql/publicIndexUpload', lazy: upload('publicIndexUpload') },
  { path: 'documentManage/CPCUpload', lazy: upload('cpcUpload') },
];
