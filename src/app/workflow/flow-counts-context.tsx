import { createContext, useContext, type ReactNode } from 'react';
import type { Counts } from '../api/workflow-lists.ts';
import { useFlowCounts } from './use-flow-counts.ts';

const FlowCountsContext = createContext<Counts | null>(null);

/** One counters stream for everything below it (side menu badges, lists that refresh when a counter moves). */
export function FlowCountsProvider({ children }: { children: ReactNode }) {
  return <FlowCountsContext.Provider value={useFlowCounts()}>{children}</FlowCountsContext.Provider>;
}

/** The counters of the nearest FlowCountsProvider (null while unknown or hidden). */
export function useFlowCountsValue(): Counts | null {
  return useContext(FlowCountsContext);
}
