import useSWR from 'swr';
import type { ApiClient } from '../../../app/api/client.ts';
import { currentNodeProperties } from '../../../app/api/workflow-countersign.ts';
import type { TaskDetail } from '../../../app/api/workflow-task.ts';

/**
 * Whether the caller may add signers to the countersign node of this task (taskSignUsers): the server allows it to
 * the handler of an open, running, top-level task of a multi-instance node. Until the node is known: no.
 */
export function useCanAddCountersigners(api: ApiClient, detail: TaskDetail): boolean {
  const { task } = detail;
  const eligible = task.parentTaskId === null && !task.closed && !task.suspended && detail.instance.status === 'running';
  const node = useSWR(eligible ? ['task-node', task.id] : null, () => currentNodeProperties(api, task.id), { revalidateOnFocus: false, shouldRetryOnError: false });
  return eligible && node.data?.signType != null;
}
