import useSWR from 'swr';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getTaskDetail } from '../../../app/api/workflow-task.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { InstanceView } from './instance-view.tsx';
import { ProcessPageGate, ProcessPageState } from './process-page-gate.tsx';
import { readTarget } from './read-target.ts';
import { useMarkRead } from './use-mark-read.ts';

/**
 * /inst/..., /myRead/..., /instRead/... and /taskRead/...: an instance read-only (form with its data, status,
 * approval history, flow image), drawn without the main layout because the lists open it in a popup.
 */
export function InstancePage() {
  return <ProcessPageGate><ReadPage /></ProcessPageGate>;
}

function ReadPage() {
  const params = useParams();
  const target = readTarget(params);
  useMarkRead(target.unreadNoticeId);
  if (target.taskId) return <TaskRead taskId={target.taskId} />;
  return <InstanceView instId={target.instId ?? ''} noticeId={target.receivedNoticeId} defId={params.defId} />;
}

/** /taskRead/{taskId}/{task_state}: the instance of a task (a delegated one, say), with the task's name and status. */
function TaskRead({ taskId }: { taskId: string }) {
  const { t, i18n } = useTranslation('workflow');
  const { api } = useServices();
  const detail = useSWR(['taskRead', taskId, i18n.language], () => getTaskDetail(api, taskId), { revalidateOnFocus: false, shouldRetryOnError: false });
  if (detail.error) return <ProcessPageState testId="inst" error={t('inst.view.loadFailed', { message: (detail.error as Error).message })} />;
  if (!detail.data) return <ProcessPageState testId="inst" loading={t('inst.view.loading')} />;
  const { task } = detail.data;
  return <InstanceView instId={task.procInstId} task={{ name: task.name, statusName: task.statusName }} />;
}
