import { Alert } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

/** What a definition names but the registry lacks: a visible error naming the definition path, never a blank. */
export function UnknownEntry({ kind, name, path }: { kind: 'formatter' | 'control' | 'panel'; name: string; path: string }) {
  const { t } = useTranslation('engine');
  return (
    <Alert
      type="error"
      showIcon
      data-testid="engine-unknown-entry"
      title={t('registry.unknown', { kind: t(kind === 'formatter' ? 'registry.kindFormatter' : kind === 'panel' ? 'registry.kindPanel' : 'registry.kindControl'), name })}
      content={t('registry.where', { path })}
    />
  );
}
