import useSWR from 'swr';
import { useServices } from '../../../app/shell/services.tsx';
import { flowStartRights, listFlows } from '../../../app/api/workflow-lists.ts';
import type { FlowEntry } from './often-flow-choice.ts';

/** Enough for every deployed flow of a tenant in one read. */
const ALL_FLOWS = 500;

/**
 * The flows the caller may start (main versions), read when `active`: the definitions, each kept only when the
 * server's start-rights check allows it (the list call itself does not filter by rights).
 */
export function useStartableFlows(active: boolean) {
  const { api } = useServices();
  return useSWR(active ? ['often-flows-startable'] : null, async (): Promise<FlowEntry[]> => {
    const page = await listFlows(api, { pageBean: { page: 1, pageSize: ALL_FLOWS } });
    const allowed = await Promise.all(page.rows.map((flow) => flowStartRights(api, flow.defKey).then((reply) => reply.value, () => false)));
    return page.rows.filter((_, i) => allowed[i]).map((flow) => ({ defKey: flow.defKey, name: flow.name }));
  }, { revalidateOnFocus: false });
}
