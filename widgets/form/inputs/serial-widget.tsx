import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** A serial number is given by the server on save: always read-only; before the first save a hint says so. */
export function SerialWidget({ id, value }: WidgetProps) {
  const { t } = useTranslation('engine');
  const text = value === undefined || value === null ? '' : String(value);
  return (
    <div id={id} className="pp-form-plain" data-testid="form-plain">
      {text || <span className="pp-form-plain-empty">{t('form.widget.serialPending')}</span>}
    </div>
  );
}
