import { useCallback, useState } from 'react';
import useSWR from 'swr';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import type { ApiClient } from '../../../app/api/client.ts';
import type { Page } from '../../../app/api/workflow-lists.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { DEFAULT_PAGE_SIZE, listFilter, type ListSearch } from './list-filter.ts';
import { useListRefresh } from './use-list-refresh.ts';

export interface FlowListSource<T> {
  /** SWR key prefix, unique per list. */
  key: string;
  read: (api: ApiClient, filter: QueryFilter) => Promise<Page<T>>;
  /** The date the range search applies to. */
  dateProperty: string;
  /** Standalone /{defKey} pages list one flow. */
  defKey?: string;
}

/** Paging, search and refresh of one workflow list (knows nothing of how it is drawn). */
export function useFlowList<T>({ key, read, dateProperty, defKey }: FlowListSource<T>) {
  const { api } = useServices();
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [search, setSearch] = useState<ListSearch>({});
  const filter = listFilter(search, paging, { dateProperty, defKey });
  const list = useSWR([key, JSON.stringify(filter)], () => read(api, filter), { keepPreviousData: true, revalidateOnFocus: false });
  const { mutate } = list;
  const refresh = useCallback(() => void mutate(), [mutate]);
  useListRefresh(refresh);

  return {
    rows: list.data?.rows ?? [],
    total: list.data?.total ?? 0,
    loading: list.isLoading,
    paging,
    changePage: (page: number, pageSize: number) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
    search,
    applySearch: (next: ListSearch) => {
      setSearch(next);
      setPaging((p) => ({ ...p, page: 1 }));
    },
    refresh,
  };
}

export type FlowListController<T> = ReturnType<typeof useFlowList<T>>;
