import useSWR from 'swr';
import { useServices } from '../../../app/shell/services.tsx';
import { listFlows } from '../../../app/api/workflow-lists.ts';

/** Enough for every deployed flow of a tenant in one read. */
const ALL_FLOWS = 500;

/** The deployed flows (main versions) as select options: label the name, value the key. */
export function useFlowOptions() {
  const { api } = useServices();
  const read = useSWR(['personal-flow-options'], () => listFlows(api, { pageBean: { page: 1, pageSize: ALL_FLOWS } }), { revalidateOnFocus: false });
  const options = (read.data?.rows ?? []).map((f) => ({ label: f.name, value: f.defKey }));
  const nameOf = (key: string) => options.find((o) => o.value === key)?.label ?? key;
  return { options, nameOf, loading: read.isLoading };
}
