import useSWR from 'swr';
import { listDoneTasks, listMyRequests, secretaryLeaders } from '../../../app/api/workflow-lists.ts';
import { useServices, useSession } from '../../../app/shell/services.tsx';
import { useFlowCountsValue } from '../../../app/workflow/flow-counts-context.tsx';
import type { MenuCounts } from './flow-menu.ts';

const TOTAL_ONLY = { pageBean: { page: 1, pageSize: 1, showTotal: true } };

/**
 * The side menu's numbers: the pushed counters, plus the done and request totals read again whenever a pushed
 * counter moves. Null when the user sees no counters (guests, role yk).
 */
export function useMenuCounts(): MenuCounts | null {
  const { api } = useServices();
  const counts = useFlowCountsValue();
  const signature = counts ? JSON.stringify(counts) : null;
  const totals = useSWR(signature ? ['wf-menu-totals', signature] : null, async () => {
    const [done, request] = await Promise.all([listDoneTasks(api, TOTAL_ONLY), listMyRequests(api, TOTAL_ONLY)]);
    return { done: done.total ?? 0, request: request.total ?? 0 };
  }, { keepPreviousData: true, revalidateOnFocus: true });
  if (!counts) return null;
  return { ...counts, done: totals.data?.done ?? 0, request: totals.data?.request ?? 0 };
}

/** Whether the caller is secretary of some leader: only then the leader to-do entry shows (spec section 4). */
export function useIsSecretary(): boolean {
  const { api } = useServices();
  const user = useSession()?.user;
  const leaders = useSWR(user && !user.isVisitor ? ['wf-secretary-leaders', user.userId] : null, () => secretaryLeaders(api), { revalidateOnFocus: false });
  return (leaders.data?.length ?? 0) > 0;
}
