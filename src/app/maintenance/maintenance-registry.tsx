import { useMemo, type ReactNode } from 'react';
import { defaultRegistry, extendRegistry, RegistryContext, useRegistry } from '../../engine/registry/registry.ts';
import { useServices } from '../shell/services.tsx';
import { maintenanceActions } from './maintenance-actions.tsx';

/** Gives the 年费维护 list its row actions (consult, keep, abandon, record the payment). */
export function MaintenanceRegistry({ children }: { children: ReactNode }) {
  const { api } = useServices();
  const base = useRegistry();
  const registry = useMemo(() => extendRegistry(base ?? defaultRegistry, { rowActions: maintenanceActions(api) }), [api, base]);
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}
