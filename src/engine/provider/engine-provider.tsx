import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { MenuItem } from '../../common/api/system.ts';
import type { EngineDataProvider } from './engine-data-provider.ts';

/** The signed-in user as the engine sees them. */
export interface EngineUser {
  userId: string;
  account: string;
  username: string;
  tenantCode?: string;
}

/** The menu as the engine reads it (breadcrumbs, href entries): SWR's state of the app's menu call. */
export interface EngineMenu {
  data?: MenuItem[];
  isLoading: boolean;
}

/**
 * What the engine needs from the application around it: its data (the provider) and a few shell services. The app
 * builds one at the root (src/app/engine/app-engine-provider.tsx); the engine never imports src/app.
 * The UI language and catalogues come through react-i18next's provider, as everywhere.
 */
export interface EngineServices {
  data: EngineDataProvider;
  /** The signed-in user, or null. */
  user(): EngineUser | null;
  /** The app's menu (a React hook: call it at the top of a component, like any hook). */
  useMenu(): EngineMenu;
  /** Opens a process page ('/inst/12', '/task/3/0', ...) in the shell's process popup. */
  openProcessWindow(path: string): void;
  /** Calls `listener` whenever a process popup reports a change (a task handled, an instance saved); returns the unsubscribe. */
  onFlowChanged(listener: () => void): () => void;
}

const EngineContext = createContext<EngineServices | null>(null);

/** Supplies the engine below it with its data and shell services. */
export function EngineProvider({ services, children }: { services: EngineServices; children: ReactNode }) {
  return <EngineContext.Provider value={services}>{children}</EngineContext.Provider>;
}

export function useEngine(): EngineServices {
  const services = useContext(EngineContext);
  if (!services) throw new Error('The engine needs its services: wrap it in <EngineProvider>');
  return services;
}

/** The services, or null outside a provider (views that also render standalone, e.g. in stories, skip their server reads). */
export function useEngineIfAny(): EngineServices | null {
  return useContext(EngineContext);
}

/** The engine's data provider. */
export function useEngineData(): EngineDataProvider {
  return useEngine().data;
}

/** Calls `onChange` whenever a process popup reports a change (while `active`; never outside a provider: a story). */
export function useFlowChanged(onChange: () => void, active = true): void {
  const onFlowChanged = useEngineIfAny()?.onFlowChanged;
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => (active && onFlowChanged ? onFlowChanged(() => latest.current()) : undefined), [active, onFlowChanged]);
}
