import useSWR from 'swr';
import { getInstanceDetail } from '../../../app/api/workflow-instance.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { ApprovalHistory, pendingSteps } from '../shared/approval-history.tsx';

/**
 * The task page's approval history: the instance's opinions, then its open steps with the people they wait for
 * (read with the instance; without it, the opinions alone).
 */
export function TaskHistory({ instId }: { instId: string }) {
  const { api } = useServices();
  const { data } = useSWR(['taskInstanceDetail', instId], () => getInstanceDetail(api, instId), { revalidateOnFocus: false, shouldRetryOnError: false });
  return <ApprovalHistory instId={instId} pending={data ? pendingSteps(data.openTasks) : []} />;
}
