import { createContext, useContext, type ReactNode } from 'react';
import type { ViewRowsPage } from '../../common/api/custom-views.ts';
import type { DownloadedFile, QueryViewModel } from './query-view-model.ts';

/** A query view by (sqlAlias, alias), or a custom query by alias (sqlAlias null). */
export interface QueryViewKey {
  sqlAlias: string | null;
  alias: string;
}

/** Where a query view's definition, rows and export come from: the server, or fixtures in stories and tests. */
export interface QueryViewSource {
  /** Part of the cache key, so two sources never share cached rows. */
  name: string;
  getView(key: QueryViewKey): Promise<QueryViewModel>;
  rows(key: QueryViewKey, values: Record<string, unknown>, page: number, pageSize: number): Promise<ViewRowsPage>;
  exportRows?(key: QueryViewKey, values: Record<string, unknown>): Promise<DownloadedFile>;
}

const QueryViewSourceContext = createContext<QueryViewSource | null>(null);

export function QueryViewSourceProvider({ source, children }: { source: QueryViewSource; children: ReactNode }) {
  return <QueryViewSourceContext.Provider value={source}>{children}</QueryViewSourceContext.Provider>;
}

export function useProvidedQueryViewSource(): QueryViewSource | null {
  return useContext(QueryViewSourceContext);
}
