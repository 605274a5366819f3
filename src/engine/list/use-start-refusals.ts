import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useEngineIfAny } from '../provider/engine-provider.tsx';

/**
 * Why the caller cannot start each of these flows (flow key -> the server's reason), by the rule the start itself
 * applies (nextNodeChoices: start rights, and a handler for every first node); a key missing from the map may be
 * started. Until the server answers (or without services: a standalone story), nothing is held back; the start page asks again anyway.
 */
export function useStartRefusals(flowKeys: readonly string[]): ReadonlyMap<string, string> {
  const data = useEngineIfAny()?.data;
  const { i18n } = useTranslation();
  const keys = [...new Set(flowKeys.filter(Boolean))].sort();
  const answer = useSWR(data && keys.length ? ['start-refusals', keys.join(','), i18n.language] : null, async () => {
    if (!data) return EMPTY;
    const refusals = new Map<string, string>();
    await Promise.all(keys.map(async (flowKey) => {
      const choices = await data.startChoices(flowKey).catch(() => null);
      if (choices && !choices.possible) refusals.set(flowKey, choices.message);
    }));
    return refusals;
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
  return answer.data ?? EMPTY;
}

const EMPTY: ReadonlyMap<string, string> = new Map();
