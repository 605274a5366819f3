import { useMemo } from 'react';
import useSWR from 'swr';
import { listDefinitions } from '../../../../app/api/definitions.ts';
import { useServices } from '../../../../app/shell/services.tsx';
import { directoryCalls } from '../../../../common/api/directory-calls.ts';
import type { DefinitionSummary } from '../../../../common/api/definitions.ts';

const SWR_OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/** The definition kinds a menu entry can open, each listed from the tenant's current definitions. */
export const TARGET_KINDS = ['template', 'query', 'chart', 'form'] as const;
export type TargetDefinitionKind = (typeof TARGET_KINDS)[number];

/** A tenant has tens of roles: all of them on one page. */
const ALL_ROLES = 500;

export interface MenuChoices {
  definitions: Record<TargetDefinitionKind, DefinitionSummary[]>;
  loading: boolean;
  /** The tenant's roles by code. */
  roles: Array<{ value: string; label: string }>;
}

/** What the menu designer offers: the list templates, custom queries, charts and forms to open, and the roles that may see an entry. */
export function useMenuChoices(): MenuChoices {
  const { api } = useServices();
  const definitions = useSWR(['menu-designer-targets'], async () => {
    const lists = await Promise.all(TARGET_KINDS.map((kind) => listDefinitions(api, kind).catch(() => [] as DefinitionSummary[])));
    return Object.fromEntries(TARGET_KINDS.map((kind, i) => [kind, lists[i]!])) as Record<TargetDefinitionKind, DefinitionSummary[]>;
  }, SWR_OPTIONS);
  const roles = useSWR(['menu-designer-roles'], () => {
    const dir = directoryCalls(api);
    return dir.roles(dir.keywordFilter(undefined, [], 1, ALL_ROLES));
  }, SWR_OPTIONS);
  const empty = useMemo(() => ({ template: [], query: [], chart: [], form: [] }), []);
  return {
    definitions: definitions.data ?? empty,
    loading: definitions.isLoading,
    roles: useMemo(() => (roles.data?.rows ?? []).map((r) => ({ value: r.code, label: `${r.name} (${r.code})` })), [roles.data]),
  };
}
