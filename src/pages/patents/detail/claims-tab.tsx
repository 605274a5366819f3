import { Empty, Spin, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import { usePatentClaims } from './use-patent-detail.ts';

/** Tab 2: claims, then the description; both are plain text with line breaks. */
export function ClaimsTab({ id }: { id: string }) {
  const { t } = useTranslation('patents');
  const { data, isLoading } = usePatentClaims(id);
  if (isLoading) return <Spin />;
  if (!data?.claims && !data?.description) return <Empty description={t('noClaims')} />;
  return (
    <div data-testid="detail-claims" className="pp-detail-text">
      <Typography.Title heading={6}>{t('claims')}</Typography.Title>
      <Typography.Paragraph>{data.claims || '—'}</Typography.Paragraph>
      {data.description ? (
        <>
          <Typography.Title heading={6}>{t('description')}</Typography.Title>
          <Typography.Paragraph>{data.description}</Typography.Paragraph>
        </>
      ) : null}
    </div>
  );
}
