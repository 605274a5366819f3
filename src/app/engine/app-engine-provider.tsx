import { useMemo, type ReactNode } from 'react';
import { EngineProvider, type EngineServices } from '../../engine/provider/engine-provider.tsx';
import { useMenu } from '../shell/data-hooks.ts';
import { isFlowChangedMessage, openProcessWindow } from '../shell/open-window.ts';
import { useServices } from '../shell/services.tsx';
import { createAppEngineData } from './app-engine-data.ts';

function onFlowChanged(listener: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (isFlowChangedMessage(event)) listener();
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

/** Supplies the engine with the app's data (src/app/api) and shell services; mounted inside <ServicesProvider>. */
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
  return <EngineProvider services={engine}>{children}</EngineProvider>;
}
