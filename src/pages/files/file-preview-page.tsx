import { useParams } from 'react-router-dom';
import { FilePreview } from './file-preview.tsx';

/**
 * /pdf/{src}/{fileId} and /iframeSrc/{iframeSrc}/{fileId} (workflow-office.md "Viewers"): the file of `fileId` in
 * the viewer the server's result picks (the first segment names where the link came from; the server decides).
 */
export function FilePreviewPage() {
  const { fileId = '' } = useParams();
  return (
    <div className="pp-file-page">
      <FilePreview key={fileId} fileId={fileId} />
    </div>
  );
}
