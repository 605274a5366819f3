import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Button, Skeleton, Tag } from '@arco-design/web-react';
import { IconAttachment } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/shell/services.tsx';
import { downloadStoredFile } from '../../app/api/forms.ts';
import type { NewsItem } from '../../app/api/news.ts';
import { saveFile } from '../../engine/list/save-file.ts';
import { StoredPicture } from '../patents/bulletins/stored-picture.tsx';
import { formatDateTime } from './format-time.ts';
import './news.css';

/** An embedded page: a site path or an http(s) address (the server refuses anything else; checked again here). */
const safeFrameUrl = (url: string | null) => (url && (/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url)) ? url : undefined);

/** One news item or notice: title, author, times, the body (sanitised again) or its embedded page, pictures and attachments. */
export function NewsDetailView({ item }: { item: NewsItem | undefined }) {
  const { t } = useTranslation('news');
  const services = useServices();
  const html = useMemo(() => DOMPurify.sanitize(item?.content ?? ''), [item?.content]);
  if (!item) return <Skeleton text={{ rows: 5 }} animation />;
  const frame = item.isUrl ? safeFrameUrl(item.url) : undefined;

  const download = async (file: { id: string; name?: string }) => {
    try {
      const { blob, fileName } = await downloadStoredFile(services, file.id, file.name);
      saveFile(blob, fileName);
    } catch {
      // The API client showed the server's message (附件不存在 / 无权查看此附件).
    }
  };

  return (
    <article className="pn-detail" data-testid="news-detail">
      <h2 data-testid="news-detail-title">{item.title}</h2>
      {item.titleDescription ? <p className="pn-detail-sub">{item.titleDescription}</p> : null}
      <div className="pn-detail-meta">
        {item.drafter ? <span data-testid="news-detail-author">{t(item.type === 1 ? 'initiator' : 'drafter')}: {item.drafter}</span> : null}
        {item.createByName ? <span>{t('createBy')}: {item.createByName}</span> : null}
        <span data-testid="news-detail-publish">{t('publishTime')}: {item.publishTime ? formatDateTime(item.publishTime) : t('draft')}</span>
        {item.endTime ? <span>{t('endTime')}: {item.endTime}</span> : null}
        {item.isTop ? <Tag size="small" color="red">{t('pinned')}</Tag> : null}
      </div>
      {item.icon.length ? (
        <div className="pn-detail-pictures">{item.icon.map((p) => <StoredPicture key={p.id} fileId={p.id} name={p.name} />)}</div>
      ) : null}
      {frame ? (
        <iframe className="pn-detail-frame" src={frame} title={item.title} style={{ height: item.pageHeight ?? 600 }} data-testid="news-detail-frame" />
      ) : (
        <div className="pn-detail-body" data-testid="news-detail-body" dangerouslySetInnerHTML={{ __html: html }} />
      )}
      {item.file.length ? (
        <section className="pn-detail-files" data-testid="news-detail-files">
          <h3>{t('attachments')}</h3>
          <ul>
            {item.file.map((file) => (
              <li key={file.id}>
                <Button type="text" size="small" icon={<IconAttachment />} onClick={() => void download(file)}>{file.name || file.id}</Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
