import { useMemo } from 'react';
import { exportQueryViewRows, getQueryViewInfo, listQueryViewRows } from '../../app/api/custom-views.ts';
import { useServices } from '../../app/shell/services.tsx';
import { useApiListSource, type ListSource } from '../list/list-source.tsx';

/** The list engine's server source, reading the query view `sqlAlias/alias` (getJson, data_, export) instead of the data template. */
export function useQueryViewListSource(sqlAlias: string, alias: string): ListSource {
  const services = useServices();
  const base = useApiListSource();
  return useMemo<ListSource>(() => ({
    ...base,
    loadInfo: () => getQueryViewInfo(services.api, sqlAlias, alias),
    loadPage: (body) => listQueryViewRows(services.api, sqlAlias, alias, body),
    exportRows: (_alias, filter) => exportQueryViewRows(services, sqlAlias, alias, filter),
  }), [base, services, sqlAlias, alias]);
}
