import { Button, Tag } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  readonly: boolean;
  saving: boolean;
  canSave: boolean;
  onSave: () => void;
  onSaveDraft?: () => void;
  onBack?: () => void;
}

/** Title and the form's commands: save, save draft, back. */
export function FormToolbar({ title, readonly, saving, canSave, onSave, onSaveDraft, onBack }: Props) {
  const { t } = useTranslation('engine');
  return (
    <div className="pp-form-toolbar" data-testid="form-toolbar">
      <h2 className="pp-form-title" data-testid="form-title">
        {title}
        {readonly && <Tag size="small" color="gray" className="pp-form-readonly-tag">{t('form.readonlyHint')}</Tag>}
      </h2>
      <div className="pp-form-actions">
        {canSave && !readonly && (
          <Button type="primary" loading={saving} onClick={onSave} data-testid="form-save">{t('form.save')}</Button>
        )}
        {canSave && !readonly && onSaveDraft && (
          <Button disabled={saving} onClick={onSaveDraft} data-testid="form-save-draft">{t('form.saveDraft')}</Button>
        )}
        {onBack && <Button onClick={onBack} data-testid="form-back">{t('form.back')}</Button>}
      </div>
    </div>
  );
}
