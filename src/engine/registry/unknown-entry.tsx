import { Alert } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

/** What a definition names but the registry lacks: a visible error naming the definition path, never a blank. */
const KIND_KEYS = { formatter: 'registry.kindFormatter', control: 'registry.kindControl', panel: 'registry.kindPanel', treeSource: 'registry.kindTreeSource' } as const;

export function UnknownEntry({ kind, name, path }: { kind: keyof typeof KIND_KEYS; name: string; path: string }) {
  const { t } = useTranslation('engine');
  return (
    <Alert
      type="error"
      showIcon
      data-testid="engine-unknown-entry"
      title={t('registry.unknown', { kind: t(KIND_KEYS[kind]), name })}
      content={t('registry.where', { path })}
    />
  );
}
