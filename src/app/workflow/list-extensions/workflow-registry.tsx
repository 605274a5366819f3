import { useMemo, type ReactNode } from 'react';
import { defaultRegistry, extendRegistry, RegistryContext, useRegistry } from '../../../engine/registry/registry.ts';
import { useServices } from '../../shell/services.tsx';
import { workflowCells } from './cells.tsx';
import { workflowListCalls } from './list-calls.ts';
import { workflowRefreshers } from './refreshers.tsx';
import { workflowRowActions } from './row-actions.tsx';
import './list-extensions.css';

/** The engine registry with the workflow lists' extensions: their list calls, row actions, cell renderers and refreshers. */
export function useWorkflowRegistry() {
  const { api } = useServices();
  const base = useRegistry();
  return useMemo(() => extendRegistry(base ?? defaultRegistry, {
    formatters: workflowCells,
    listCalls: workflowListCalls(api),
    rowActions: workflowRowActions(api),
    refreshers: workflowRefreshers,
  }), [api, base]);
}

/** Gives the lists below it the workflow extensions (the workflow centre, its standalone pages, the definition previews). */
export function WorkflowRegistry({ children }: { children: ReactNode }) {
  return <RegistryContext.Provider value={useWorkflowRegistry()}>{children}</RegistryContext.Provider>;
}
