import { useMemo } from 'react';
import { useEngineData } from '../provider/engine-provider.tsx';
import { useApiListSource, type ListSource } from '../list/list-source.tsx';

/** The list engine's server source, reading the query view `sqlAlias/alias` (getJson, data_, export) instead of the data template. */
export function useQueryViewListSource(sqlAlias: string, alias: string): ListSource {
  const data = useEngineData();
  const base = useApiListSource();
  return useMemo<ListSource>(() => ({
    ...base,
    loadInfo: () => data.getQueryViewInfo(sqlAlias, alias),
    loadPage: (body) => data.getQueryViewList(sqlAlias, alias, body),
    exportRows: (_alias, filter) => data.exportQueryView(sqlAlias, alias, filter),
  }), [base, data, sqlAlias, alias]);
}
