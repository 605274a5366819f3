import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Result, Space, Spin } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { OnlinePreviewReply } from '../../common/api/files.ts';
import { formatSize } from '../../app/api/files.ts';
import { saveFile } from '../../engine/list/save-file.ts';
import { ArchiveTree } from './archive-tree.tsx';
import { ImageViewer } from './image-viewer.tsx';
import { MediaPlayer } from './media-player.tsx';
import { TextFrame } from './text-frame.tsx';
import { useBlob } from './use-blob.ts';
import { useMediaUrl } from './use-media-url.ts';
import { useFileCalls } from './use-file-calls.ts';
import './arco-styles.ts';
import './files.css';

const PdfViewer = lazy(() => import('../../../widgets/patents/pdf-viewer.tsx'));

type Loaded = { reply: OnlinePreviewReply } | { missing: string };

/**
 * A stored file in the viewer the server's onlinePreview result picks (workflow-office.md section 4): txt in a
 * sandboxed frame, picture in the image viewer, compress as a file tree, media in the player, pdf in pdf.js, office
 * converted to PDF (or why it cannot be); a missing or unreadable file says 附件不存在 / the server's reason.
 */
export function FilePreview({ fileId }: { fileId: string }) {
  const { t } = useTranslation('files');
  const calls = useFileCalls();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let alive = true;
    setLoaded(null);
    calls.onlinePreview(fileId).then(
      (reply) => alive && setLoaded({ reply }),
      (error: unknown) => alive && setLoaded({ missing: (error as { status?: number }).status === 404 ? t('notFound') : (error as Error).message }),
    );
    return () => {
      alive = false;
    };
  }, [calls, fileId, t]);
  const reply = loaded && 'reply' in loaded ? loaded.reply : null;
  const contentPath = !reply ? null
    : reply.result === 'office' ? (reply.officeConverter ? reply.pdfUrl ?? null : null)
      : reply.result === 'compress' || reply.result === 'media' ? null : reply.url;
  const content = useBlob(calls, contentPath);
  const media = useMediaUrl(calls, reply?.result === 'media' ? reply.fileId : null);

  if (!loaded) return <Spin className="pp-file-loading" tip={t('loading')} />;
  if ('missing' in loaded) return <Result status="404" title={loaded.missing} data-testid="file-missing" />;
  const file = loaded.reply;
  const download = async () => saveFile(await calls.blob(`/system/file/v1/downloadFile?fileId=${file.fileId}`), file.fileName);
  const body = () => {
    if (file.result === 'compress') return <ArchiveTree calls={calls} fileId={file.fileId} />;
    if (file.result === 'office' && !file.officeConverter) return <Result status="warning" subTitle={t('officeMissing')} data-testid="office-missing" />;
    if (file.result === 'media') {
      if (media.error) return <Result status="error" subTitle={media.error} data-testid="file-error" />;
      return media.url ? <MediaPlayer url={media.url} mime={file.mime ?? ''} /> : <Spin tip={t('loading')} />;
    }
    if (content.error) return <Result status="error" subTitle={content.error} data-testid="file-error" />;
    if (!content.blob || !content.url) return <Spin tip={file.result === 'office' ? t('officeConverting') : t('loading')} />;
    if (file.result === 'picture') return <ImageViewer url={content.url} name={file.fileName} />;
    if (file.result === 'txt') return <TextFrame blob={content.blob} name={file.fileName} />;
    return <PdfViewerFor blob={content.blob} />;
  };
  return (
    <div className="pp-file-preview" data-testid="file-preview" data-result={file.result}>
      <div className="pp-file-head">
        <Space>
          <strong data-testid="file-name">{file.fileName}</strong>
          {file.size !== undefined && <span className="pp-file-size" data-testid="file-size">{formatSize(file.size)}</span>}
        </Space>
        <Button size="small" icon={<IconDownload />} onClick={() => void download()}>{t('download')}</Button>
      </div>
      {body()}
    </div>
  );
}

function PdfViewerFor({ blob }: { blob: Blob }) {
  const [data, setData] = useState<ArrayBuffer | null>(null);
  useEffect(() => {
    let alive = true;
    void blob.arrayBuffer().then((buffer) => alive && setData(buffer));
    return () => {
      alive = false;
    };
  }, [blob]);
  return <Suspense fallback={<Spin />}><PdfViewer data={data} initialScale={1} /></Suspense>;
}
