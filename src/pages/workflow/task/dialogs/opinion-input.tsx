import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { useTranslation } from 'react-i18next';

export const OPINION_MAX = 4000;

/** The opinion text, shared by the page's opinion box and every action dialog (typing in one shows in the other). */
export function OpinionInput({ value, onChange, label, testId = 'task-dialog-opinion' }: { value: string; onChange: (v: string) => void; label?: string; testId?: string }) {
  const { t } = useTranslation('workflow');
  return (
    <label className="pp-task-field">
      <span className="pp-task-field-label">{label ?? t('task.dialog.opinion')}</span>
      <Input.TextArea
        value={value}
        maxLength={OPINION_MAX}
        autoSize={{ minRows: 3, maxRows: 8 }}
        placeholder={t('task.opinion.placeholder')}
        onChange={onChange}
        data-testid={testId}
      />
    </label>
  );
}
