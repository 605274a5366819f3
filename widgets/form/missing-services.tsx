import { useTranslation } from 'react-i18next';

/** Shown in place of a control that needs `formContext.services` when the form was given none. */
export function MissingServices({ id }: { id: string }) {
  const { t } = useTranslation('engine');
  return <div id={id} className="pp-form-misconfigured" role="alert">{t('form.widget.missingServices')}</div>;
}
