import { createContext, useContext, type ReactNode } from 'react';
import type { Counts } from '../api/workflow-lists.ts';
import { useFlowCounts } from './use-flow-counts.ts';

/** The counters of the nearest provider; undefined: no provider above. */
const FlowCountsContext = createContext<Counts | null | undefined>(undefined);

/**
 * One counters stream for everything below it (side menu badges, lists that refresh when a counter moves). Inside
 * another provider (or FlowCountsValue) it opens none and passes the outer counters on: one stream per page.
 */
export function FlowCountsProvider({ children }: { children: ReactNode }) {
  if (useContext(FlowCountsContext) !== undefined) return <>{children}</>;
  return <OwnFlowCounts>{children}</OwnFlowCounts>;
}

function OwnFlowCounts({ children }: { children: ReactNode }) {
  return <FlowCountsContext.Provider value={useFlowCounts()}>{children}</FlowCountsContext.Provider>;
}

/** Hands counters a page already streams (e.g. the home's workbench) to everything below, so no second stream opens. */
export function FlowCountsValue({ value, children }: { value: Counts | null; children: ReactNode }) {
  return <FlowCountsContext.Provider value={value}>{children}</FlowCountsContext.Provider>;
}

/** The counters of the nearest FlowCountsProvider (null while unknown or hidden). */
export function useFlowCountsValue(): Counts | null {
  return useContext(FlowCountsContext) ?? null;
}
