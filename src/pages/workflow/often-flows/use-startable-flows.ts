import useSWR from 'swr';
import { useServices } from '../../../app/shell/services.tsx';
import { listStartableFlows } from '../../../app/api/workflow-lists.ts';
import type { FlowEntry } from './often-flow-choice.ts';

/** Enough for every deployed flow of a tenant in one read. */
const ALL_FLOWS = 500;

/** The flows the caller may start (main versions), read when `active`: one call, start rights applied by the server. */
export function useStartableFlows(active: boolean) {
  const { api } = useServices();
  return useSWR(active ? ['often-flows-startable'] : null, async (): Promise<FlowEntry[]> => {
    const page = await listStartableFlows(api, { pageBean: { page: 1, pageSize: ALL_FLOWS, showTotal: false } });
    return page.rows.map((flow) => ({ defKey: flow.defKey, name: flow.name }));
  }, { revalidateOnFocus: false });
}
