import { useMemo, type ReactNode } from 'react';
import { EngineProvider, type EngineServices } from '../../engine/provider/engine-provider.tsx';
import { RegistryContext } from '../../engine/registry/registry.ts';
import { useMenu } from '../shell/data-hooks.ts';
import { isFlowChangedMessage, openProcessWindow } from '../shell/open-window.ts';
import { useServices } from '../shell/services.tsx';
import { createAppEngineData } from './app-engine-data.ts';
import { createAppRegistry } from './app-registry.ts';

function onFlowChanged(listener: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (isFlowChangedMessage(event)) listener();
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

/**
 * The app's engine bootstrap: supplies the engine with the app's data (src/app/api), shell services and the app's
 * registry (every list call, row action, cell and panel the shipped definitions name); mounted inside <ServicesProvider>.
 */
export function AppEngineProvider({ children }: { children: ReactNode }) {
  const services = useServices();
  const engine = useMemo<EngineServices>(() => ({
    data: createAppEngineData(services),
    user: () => {
      const current = services.session.get();
      return current ? { userId: current.user.userId, account: current.user.account, username: current.user.username, tenantCode: current.user.tenantCode } : null;
    },
    useMenu,
    openProcessWindow: (path) => void openProcessWindow(path),
    onFlowChanged,
  }), [services]);
  const registry = useMemo(() => createAppRegistry(services), [services]);
  return (
    <EngineProvider services={engine}>
      <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>
    </EngineProvider>
  );
}
