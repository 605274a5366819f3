import { DatePicker, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from './action-modal.tsx';

/** The task's due time (办理期限), date and time. */
export function DueTimeDialog({ initial, onOk, onCancel }: { initial: string | null; onOk: (iso: string) => Promise<boolean>; onCancel: () => void }) {
  const { t } = useTranslation('workflow');
  const [value, setValue] = useState<Date | undefined>(initial ? new Date(initial) : undefined);
  const submit = async () => {
    if (!value) {
      Message.warning(t('task.dialog.dueRequired'));
      return false;
    }
    return onOk(value.toISOString());
  };
  return (
    <ActionModal title={t('task.dialog.dueTitle')} testId="task-due-dialog" onOk={submit} onCancel={onCancel}>
      <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: '100%' }} value={value} data-testid="task-due-picker"
        onChange={(_text, date) => setValue(date ? date.toDate() : undefined)} />
    </ActionModal>
  );
}
