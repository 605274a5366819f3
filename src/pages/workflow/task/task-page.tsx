import { useState } from 'react';
import { Button, Result, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSessionBootstrap } from '../../../app/session/use-session-bootstrap.ts';
import { DialogOpenerProvider } from '../../../engine/dialog/dialog-opener-provider.tsx';
import { TaskWorkspace } from './task-workspace.tsx';
import { useTaskSource } from './use-task-source.ts';
import './task-page.css';

/**
 * /task/{taskId}/{leaderId} (and /task/{id}/{identityId}): the task handling page, drawn without the main layout
 * because it opens in a popup window (80% x 90% of the screen).
 */
export function TaskPage() {
  const boot = useSessionBootstrap();
  const { t } = useTranslation('workflow');
  if (boot.status === 'pending') return <div className="pp-task-state"><Spin tip={t('task.loading')} /></div>;
  if (boot.status === 'failed') {
    return (
      <Result status="error" title={boot.message}
        extra={<Link to="/login"><Button type="primary">{t('layout:login')}</Button></Link>} />
    );
  }
  return <LoadedTaskPage />;
}

function LoadedTaskPage() {
  const { taskId = '', leaderId } = useParams();
  const { t } = useTranslation('workflow');
  const { detail, form, error, reload } = useTaskSource(taskId);
  // A reload after a stale save draws the task afresh (new key), carrying the opinion typed so far.
  const [fresh, setFresh] = useState<{ count: number; opinion?: string }>({ count: 0 });
  const reloadData = async (opinion: string) => {
    await reload();
    setFresh((f) => ({ count: f.count + 1, opinion }));
  };
  if (error) return <Result status="error" data-testid="task-load-error" title={t('task.loadFailed', { message: error.message })} />;
  if (!detail) return <div className="pp-task-state" data-testid="task-loading"><Spin tip={t('task.loading')} /></div>;
  if (detail.task.closed) return <Result status="warning" data-testid="task-closed" title={t('task.closed')} />;
  return (
    <DialogOpenerProvider>
      <TaskWorkspace key={`${detail.task.id}:${fresh.count}`} detail={detail} form={form} routeLeaderId={leaderId === '0' ? undefined : leaderId}
        reload={reload} reloadData={reloadData} initialOpinion={fresh.opinion} />
    </DialogOpenerProvider>
  );
}
