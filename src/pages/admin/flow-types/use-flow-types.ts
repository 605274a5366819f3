import useSWR from 'swr';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { useServices } from '../../../app/shell/services.tsx';
import {
  addFlowType, listFlowTypes, removeFlowType, renameFlowType, setFlowType, sortFlowTypes, type CommandReply, type FlowTypeName,
} from '../../../app/api/flow-types.ts';
import { listFlows } from '../../../app/api/workflow-lists.ts';

/** Every flow on one page: a tenant has tens of flows, not thousands. */
const ALL_FLOWS = { pageBean: { page: 1, pageSize: 500 } };

/**
 * The flow-category screen's controller: the categories (with flow counts) and the flows, and the commands on them.
 * A command toasts the server's message (a refusal too) and re-reads both lists; it resolves to whether it succeeded.
 */
export function useFlowTypes() {
  const { api } = useServices();
  const types = useSWR(['admin-flow-types'], () => listFlowTypes(api));
  const flows = useSWR(['admin-flow-types-flows'], () => listFlows(api, ALL_FLOWS));

  const run = async (command: () => Promise<CommandReply>): Promise<boolean> => {
    try {
      Message.success((await command()).message);
      return true;
    } catch (failure) {
      Message.error((failure as Error).message);
      return false;
    } finally {
      await Promise.all([types.mutate(), flows.mutate()]);
    }
  };

  /** The categories' ids with the one at `index` swapped with its neighbour (`step` -1 up, +1 down). */
  const moved = (index: number, step: -1 | 1) => {
    const ids = (types.data ?? []).map((row) => Number(row.id));
    const other = index + step;
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    return ids;
  };

  return {
    types: types.data ?? [],
    flows: flows.data?.rows ?? [],
    loading: types.isLoading || flows.isLoading,
    add: (typeKey: string, name: FlowTypeName) => run(() => addFlowType(api, { typeKey, name })),
    rename: (id: string, name: FlowTypeName, previous: FlowTypeName) => run(() => renameFlowType(api, { id: Number(id), name, previous })),
    move: (index: number, step: -1 | 1) => run(() => sortFlowTypes(api, moved(index, step))),
    remove: (id: string) => run(() => removeFlowType(api, Number(id))),
    /** Reads both lists again (after a deploy). */
    refresh: () => Promise.all([types.mutate(), flows.mutate()]),
    assign: (defKey: string, typeId: string | null) => run(() => setFlowType(api, { defKey, typeId: typeId === null ? null : Number(typeId) })),
  };
}

export type FlowTypesController = ReturnType<typeof useFlowTypes>;
