import { Alert } from '@arco-design/web-react';
import type { ErrorListProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** Every error of the form under one heading, as an Arco error alert. */
export function ErrorListTemplate({ errors }: ErrorListProps) {
  const { t } = useTranslation('engine');
  if (errors.length === 0) return null;
  return (
    <Alert
      type="error"
      className="pp-form-error-list"
      data-testid="form-error-list"
      title={t('form.widget.errorListTitle')}
      content={<ul>{errors.map((error, index) => <li key={`${error.property ?? ''}-${index}`}>{error.stack}</li>)}</ul>}
    />
  );
}
