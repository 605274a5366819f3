import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

/**
 * A route failed to render or its code failed to load (usually a new release): offer a reload.
 * Plain markup on purpose: this is in the entry chunk, and Arco's Result carries large illustrations.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div style={{ padding: '120px 24px', textAlign: 'center' }} data-testid="route-error">
      <h2 style={{ fontSize: 20, fontWeight: 600, margin: '0 0 8px' }}>{t('common:loadFailedTitle')}</h2>
      <p style={{ color: 'var(--color-text-3)', margin: '0 0 24px' }}>{t('common:loadFailedSubtitle')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('common:refresh')}
      </Button>
    </div>
  );
}
