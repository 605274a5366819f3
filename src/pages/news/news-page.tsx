import useSWR from 'swr';
import { Button, Card, Result } from '@arco-design/web-react';
import { IconLeft } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useServices } from '../../app/shell/services.tsx';
import { getNews } from '../../app/api/news.ts';
import { NewsDetailView } from './news-detail-view.tsx';

/** /news/{newsId}: one news item or notice as a page. */
export function NewsPage() {
  const { t } = useTranslation('news');
  const { api } = useServices();
  const navigate = useNavigate();
  const { newsId = '' } = useParams();
  const item = useSWR(/^\d+$/.test(newsId) ? ['news', Number(newsId)] : null, () => getNews(api, newsId, true), { shouldRetryOnError: false });
  const missing = !/^\d+$/.test(newsId) || item.error;
  return (
    <div className="pn-page" data-testid="news-page">
      <Card bordered={false} title={<Button type="text" icon={<IconLeft />} onClick={() => navigate(-1)}>{t('back')}</Button>}>
        {missing ? <Result status="404" subTitle={t('notFound')} data-testid="news-not-found" /> : <NewsDetailView item={item.data} />}
      </Card>
    </div>
  );
}

export default NewsPage;
