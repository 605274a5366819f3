import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  children?: ReactNode;
}

/** How every widget shows its value when the field may not be edited: plain text, a dash when empty. */
export const ReadonlyValue = memo(function ReadonlyValue({ id, children }: Props) {
  const { t } = useTranslation('engine');
  const empty = children === undefined || children === null || children === '' || (Array.isArray(children) && children.length === 0);
  return (
    <div id={id} className="pp-form-plain" data-testid="form-plain">
      {empty ? <span className="pp-form-plain-empty">{t('form.widget.empty')}</span> : children}
    </div>
  );
});
