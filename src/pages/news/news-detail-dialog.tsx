import useSWR from 'swr';
import { Button, Modal, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../../app/shell/services.tsx';
import { getNews } from '../../app/api/news.ts';
import { NewsDetailView } from './news-detail-view.tsx';

export interface NewsDetailDialogProps {
  /** The item to show; null or undefined keeps the dialog closed. */
  newsId: number | null | undefined;
  onClose: () => void;
  /** Offer a link to /news/{id} in the footer (default true). */
  pageLink?: boolean;
}

/**
 * The news-and-notice dialog (workflow-office.md "News and notice dialog"): title, author, times, the body or its
 * embedded page, and the attachments. Used by the news and notice lists and by the home carousel and cards.
 */
export function NewsDetailDialog({ newsId, onClose, pageLink = true }: NewsDetailDialogProps) {
  const { t } = useTranslation('news');
  const { api } = useServices();
  const navigate = useNavigate();
  const open = newsId !== null && newsId !== undefined;
  const item = useSWR(open ? ['news', newsId] : null, () => getNews(api, newsId!, true), { shouldRetryOnError: false });
  const footer = (
    <>
      {pageLink && open ? <Button onClick={() => { onClose(); navigate(`/news/${newsId}`); }} data-testid="news-detail-open">{t('open')}</Button> : null}
      <Button type="primary" onClick={onClose} data-testid="news-detail-close">{t('close')}</Button>
    </>
  );
  return (
    <Modal visible={open} onCancel={onClose} footer={footer} style={{ width: '70%', maxWidth: 960 }} unmountOnExit data-testid="news-detail-dialog" title={null}>
      {item.error ? <Result status="404" subTitle={t('notFound')} data-testid="news-not-found" /> : <NewsDetailView item={item.data} />}
    </Modal>
  );
}

export default NewsDetailDialog;
