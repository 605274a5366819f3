import useSWR, { type SWRConfiguration } from 'swr';
import { getDefinitionVersion } from '../../../app/api/definitions.ts';
import { useServices } from '../../../app/shell/services.tsx';
import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';

/**
 * The stored business object `alias` names (none while `alias` is empty). One SWR key for every user of it, so the
 * form preview and the form and list designers share one fetch.
 */
export function useBoDefinition(alias: string | null | undefined, options: SWRConfiguration = {}) {
  const { api } = useServices();
  return useSWR(alias ? ['definition', 'bo', alias] : null, async () => (await getDefinitionVersion(api, 'bo', alias!)).body as unknown as BoDefinition, {
    shouldRetryOnError: false, ...options,
  });
}
