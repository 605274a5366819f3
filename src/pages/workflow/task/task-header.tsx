import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskDetail } from '../../../app/api/workflow-task.ts';
import { formatTime } from '../shared/format-time.ts';

/** Subject, flow, node, status label, due time; the leader choice and the buttons go below (children). */
export function TaskHeader({ detail, children }: { detail: TaskDetail; children?: ReactNode }) {
  const { t } = useTranslation('workflow');
  const { task } = detail;
  const overdue = task.dueTime !== null && Date.parse(task.dueTime) < Date.now();
  const item = (label: string, value: ReactNode, testId: string) => (
    <span className="pp-task-meta-item"><span className="pp-task-meta-label">{label}</span><span data-testid={testId}>{value}</span></span>
  );
  return (
    <header className="pp-task-header" data-testid="task-header">
      <h1 className="pp-task-subject" data-testid="task-subject">{task.subject}</h1>
      <div className="pp-task-meta">
        {item(t('task.header.flow'), task.defName, 'task-flow')}
        {item(t('task.header.node'), task.name, 'task-node')}
        {item(t('task.header.status'), <Tag size="small" color="arcoblue">{task.statusName}</Tag>, 'task-status')}
        {item(t('task.header.dueTime'), task.dueTime ? <span className={overdue ? 'pp-task-overdue' : undefined}>{formatTime(task.dueTime)}</span> : t('task.header.noDue'), 'task-due')}
        {item(t('task.header.creator'), task.creator, 'task-creator')}
        {item(t('task.header.createTime'), formatTime(task.createTime), 'task-create-time')}
        {task.locked && <Tag size="small" color="orange" data-testid="task-locked">{t('task.header.locked')}</Tag>}
        {task.suspended && <Tag size="small" color="gray" data-testid="task-suspended">{t('task.header.suspended')}</Tag>}
      </div>
      {children}
    </header>
  );
}
