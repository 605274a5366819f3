import { useState } from 'react';
import useSWR from 'swr';
import type { QueryCondition, QueryFilter } from '../../../common/query/query-filter.ts';
import type { Page } from '../../../app/api/workflow-personal.ts';

export const PAGE_SIZES = [10, 20, 50, 100];

/** The filter of one list page: paging, and the keyword matched (LIKE, any of) against `keywordOver`. */
export function listFilter(page: number, pageSize: number, keyword: string, keywordOver: readonly string[]): QueryFilter {
  const querys: QueryCondition[] = keyword
    ? keywordOver.map((property) => ({ property, value: keyword, operation: 'LIKE', relation: 'OR', group: 'keyword' }))
    : [];
  return { pageBean: { page, pageSize, showTotal: true }, querys };
}

/** A paged, searchable server list (headless): the page shown, the keyword, and the SWR read. */
export function usePagedList<R>(name: string, load: (filter: QueryFilter) => Promise<Page<R>>, keywordOver: readonly string[] = []) {
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0]! });
  const [keyword, setKeyword] = useState('');
  const read = useSWR([name, paging.page, paging.pageSize, keyword], () => load(listFilter(paging.page, paging.pageSize, keyword, keywordOver)), {
    keepPreviousData: true,
  });
  const search = (text: string) => {
    setKeyword(text.trim());
    setPaging((p) => ({ ...p, page: 1 }));
  };
  return { paging, setPaging, keyword, search, read };
}
