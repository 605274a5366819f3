import { useState } from 'react';
import { Alert, Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import { useTranslation } from 'react-i18next';

/**
 * Someone saved the instance's form data after this page loaded it: the save (or agree) wrote nothing, the user's
 * input stays in the form, and reloading (their choice) replaces it with the stored data.
 */
export function StaleDataAlert({ onReload }: { onReload: () => Promise<unknown> }) {
  const { t } = useTranslation('workflow');
  const [loading, setLoading] = useState(false);
  const reload = async () => {
    setLoading(true);
    try {
      await onReload();
    } finally {
      setLoading(false);
    }
  };
  return (
    <Alert className="pp-task-stale" type="error" showIcon data-testid="task-stale-data" content={t('task.staleData')}
      action={<Button size="small" loading={loading} onClick={() => void reload()} data-testid="task-reload-data">{t('task.reloadData')}</Button>} />
  );
}
