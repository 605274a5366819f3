import { useMemo, type ReactNode } from 'react';
import { defaultRegistry, extendRegistry, RegistryContext, useRegistry } from '../../engine/registry/registry.ts';
import { useServices } from '../shell/services.tsx';
import { bulletinActions } from './bulletin-actions.ts';
import { documentActions } from './document-actions.tsx';
import { marketActions } from './market-actions.tsx';

/** Gives the lists of 公告管理, 专利文档 and the results marketplace their row actions (the registry entries their templates name). */
export function MarketRegistry({ children }: { children: ReactNode }) {
  const { api } = useServices();
  const base = useRegistry();
  const registry = useMemo(() => extendRegistry(base ?? defaultRegistry, {
    rowActions: { ...bulletinActions(api), ...documentActions, ...marketActions(api) },
  }), [api, base]);
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}
