import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { ApiClient } from '../api/client.ts';
import type { Session, SessionStore } from '../session/session-store.ts';

/** What the shell's controllers need; created once in main.tsx, replaceable in tests. */
export interface AppServices {
  config: RuntimeConfig;
  api: ApiClient;
  session: SessionStore;
  i18n: I18n;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <ServicesProvider>');
  return services;
}

/** The services, or null outside a provider (views that also render standalone, e.g. in stories, skip their server reads). */
export function useServicesIfAny(): AppServices | null {
  return useContext(ServicesContext);
}

export function useSession(): Session | null {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, () => session.get());
}

/** The tenant code the shell works in: the signed-in user's, else the stored one, else the configured default. */
export function useTenantCode(): string {
  const { session, config } = useServices();
  const current = useSession();
  return current?.user.tenantCode ?? session.tenantCode ?? config.defaultTenantCode;
}
