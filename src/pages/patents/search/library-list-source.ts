import { useMemo } from 'react';
import type { StatusTile } from '../../../common/patents/status-tiles.ts';
import { useApiListSource, type ListSource } from '../../../engine/list/index.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { queryPatents, type PatentQueryBody } from '../../../app/api/patents.ts';
import type { ListJsonBody } from '../../../app/api/forms.ts';

/**
 * The library template's list call as POST /schoolLib/ipSchoolPatent/v1/query takes it: the page's keyword box and
 * tile go to params (where the server picks the fast plan for a common keyword and caps its count); the first
 * condition of each wins, and a second keyword (the search bar's) stays a condition, ANDed.
 */
export function libraryQuery(body: ListJsonBody): PatentQueryBody {
  const filter = body.queryFilter ?? { pageBean: body.pageBean, querys: body.querys, sorter: body.sorter };
  const first = (name: string) => filter.querys?.find((c) => c.property === name && c.value !== undefined && c.value !== null && c.value !== '');
  const [keyword, status, statusType] = [first('searchValue'), first('status'), first('statusType')];
  return {
    pageBean: filter.pageBean,
    querys: (filter.querys ?? []).filter((c) => c !== keyword && c !== status && c !== statusType),
    sorter: filter.sorter,
    params: {
      ...(keyword ? { searchValue: String(keyword.value) } : {}),
      // The server checks the tile (400 on anything but the seven).
      ...(status ? { status: String(status.value) as StatusTile } : {}),
      ...(statusType ? { statusType: String(statusType.value) } : {}),
    },
  };
}

/** What the last page said about a keyword: its total, and whether that is only a lower bound. */
export interface KeywordResult {
  keyword: string;
  total: number;
  capped: boolean;
}

/**
 * The engine's server source for templates jgzlk / bxzlk, its rows read from the library's own query call; each
 * page's total is also handed to `onResult` (keep it stable: the source is part of the list's cache key).
 */
export function useLibraryListSource(onResult?: (result: KeywordResult) => void): ListSource {
  const base = useApiListSource();
  const { api } = useServices();
  return useMemo<ListSource>(() => ({
    ...base,
    loadPage: async (body) => {
      const query = libraryQuery(body);
      const page = await queryPatents(api, query);
      onResult?.({ keyword: query.params?.searchValue ?? '', total: page.total ?? page.rows.length, capped: page.totalCapped === true });
      return page;
    },
  }), [base, api, onResult]);
}
