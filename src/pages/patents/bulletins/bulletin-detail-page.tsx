import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import DOMPurify from 'dompurify';
import { Button, Card, Result, Skeleton } from '@arco-design/web-react';
import { IconLeft } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { getBulletin } from '../../../app/api/patents.ts';
import { StoredPicture } from './stored-picture.tsx';
import '../patents.css';

/** One bulletin: title, publish date, the HTML content (sanitised), its pictures and the related patent. */
export function BulletinDetailPage() {
  const { t } = useTranslation('patents');
  const { api } = useServices();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const bulletin = useSWR(id ? ['bulletin', id] : null, () => getBulletin(api, id), { shouldRetryOnError: false });
  const html = useMemo(() => DOMPurify.sanitize(bulletin.data?.fContent ?? ''), [bulletin.data?.fContent]);

  if (bulletin.error) return <Result status="404" subTitle={t('bulletinNotFound')} data-testid="bulletin-not-found" />;
  const row = bulletin.data;
  return (
    <div className="pp-page" data-testid="bulletin-detail-page">
      <Card bordered={false}>
        {!row ? <Skeleton text={{ rows: 4 }} animation /> : (
          <article>
            <div className="pp-detail-title">
              <Button type="text" icon={<IconLeft />} onClick={() => navigate(-1)} aria-label={t('back')} />
              <h1 data-testid="bulletin-title">{row.fTitle}</h1>
            </div>
            <p className="pp-muted">
              {t('bulletinPublishDate')}: {row.fPublishDate.slice(0, 10)}
              {row.fApplicationNo ? <> · {t('bulletinPatent')}: {row.fApplicationNo}</> : null}
            </p>
            <div className="pp-bulletin-content" data-testid="bulletin-content" dangerouslySetInnerHTML={{ __html: html }} />
            {row.fPicture.length ? (
              <div className="pp-bulletin-pictures">
                {row.fPicture.map((file) => (
                  <StoredPicture key={file.id} fileId={file.id} name={file.name} />
                ))}
              </div>
            ) : null}
          </article>
        )}
      </Card>
    </div>
  );
}

export default BulletinDetailPage;
