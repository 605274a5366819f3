import { Alert, Spin } from '@arco-design/web-react';
import useSWR from 'swr';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ColumnDefinition } from '../../../common/definitions/kinds/column.ts';
import { getDefinitionVersion } from '../../../app/api/definitions.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { HomeColumnCard } from './home-column-card.tsx';

/**
 * `/column/preview/{previewAlias}` (workflow-office.md "Viewers"): the stored column definition drawn as the home
 * page draws it, whatever its displayRights (the preview is for the people who edit columns).
 */
export function ColumnPreviewPage() {
  const { previewAlias = '' } = useParams();
  const { api } = useServices();
  const { t } = useTranslation('engine');
  const stored = useSWR(['columnDefinition', previewAlias], () => getDefinitionVersion(api, 'column', previewAlias), {
    revalidateOnFocus: false, shouldRetryOnError: false,
  });
  return (
    <div className="pp-column-preview" data-testid="column-preview-page" data-alias={previewAlias}>
      <p className="pp-column-preview-hint">{t('column.previewTitle')} · {t('column.previewHint')}</p>
      {stored.error ? <Alert type="error" content={(stored.error as Error).message || t('column.loadFailed')} data-testid="column-preview-error" />
        : stored.data ? <HomeColumnCard column={stored.data.body as unknown as ColumnDefinition} />
          : <Spin loading style={{ display: 'block', margin: '64px auto' }} />}
    </div>
  );
}
