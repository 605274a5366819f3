import { Input } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from './action-modal.tsx';

/** Urgent reminder (催办) to whoever holds the open tasks of the instance. */
export function UrgeDialog({ onOk, onCancel }: { onOk: (content: string) => Promise<boolean>; onCancel: () => void }) {
  const { t } = useTranslation('workflow');
  const [content, setContent] = useState('');
  return (
    <ActionModal title={t('task.dialog.urgeTitle')} testId="task-urge-dialog" onOk={() => onOk(content)} onCancel={onCancel}>
      <label className="pp-task-field">
        <span className="pp-task-field-label">{t('task.dialog.urgeContent')}</span>
        <Input.TextArea value={content} maxLength={1000} autoSize={{ minRows: 3 }} onChange={setContent} data-testid="task-urge-content" />
      </label>
    </ActionModal>
  );
}
