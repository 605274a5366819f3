import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import type { TaskDetail } from '../../../app/api/workflow-task.ts';

/** Whom to approve for, when the caller holds the task for several leaders (deputy or secretary). */
export function LeaderChoice({ leaders, value, onChange }: { leaders: TaskDetail['leaders']; value: string | undefined; onChange: (id: string) => void }) {
  const { t } = useTranslation('workflow');
  if (leaders.length < 2) return null;
  return (
    <label className={`pp-task-leader${value ? '' : ' pp-task-leader-missing'}`} data-testid="task-leader-choice">
      <span>{t('task.leader.label')}</span>
      <Select value={value} onChange={onChange} placeholder={t('task.leader.placeholder')} style={{ width: 200 }} data-testid="task-leader-select"
        options={leaders.map((l) => ({ label: l.name, value: l.id }))} />
    </label>
  );
}
