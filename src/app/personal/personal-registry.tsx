import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRegistry, extendRegistry, RegistryContext, useRegistry } from '../../engine/registry/registry.ts';
import { useServices } from '../shell/services.tsx';
import { personalFormatters, personalListExtensions, SecretaryLeadersPanel } from './personal-list-extensions.tsx';
import { sharedPatentActions, sharedPatentFormatters } from '../patents/shared-patent-extensions.tsx';

/** The engine registry with the personal lists' and the shares list's extensions (calls, removals, cells, panels). */
export function usePersonalRegistry() {
  const { api } = useServices();
  const { t } = useTranslation('patents');
  const base = useRegistry();
  return useMemo(() => {
    const personal = personalListExtensions(api);
    return extendRegistry(base ?? defaultRegistry, {
      formatters: { ...personalFormatters, ...sharedPatentFormatters },
      listCalls: personal.listCalls,
      rowActions: { ...personal.rowActions, ...sharedPatentActions(api, () => t('operationSucceeded')) },
      listPanels: { secretaryLeaders: SecretaryLeadersPanel },
    });
  }, [api, base, t]);
}

/** Gives the lists below it the personal and shares extensions (the personal office, 他人分享, the definition previews). */
export function PersonalRegistry({ children }: { children: ReactNode }) {
  return <RegistryContext.Provider value={usePersonalRegistry()}>{children}</RegistryContext.Provider>;
}
