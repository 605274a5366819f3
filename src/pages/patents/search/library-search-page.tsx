import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { TemplateListPage } from '../../../engine/list/index.ts';
import { isStatusTile, type StatusTile } from '../../../common/patents/status-tiles.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { getStatusCounts } from '../../../app/api/patents.ts';
import { LibrarySearchHeader } from './library-search-header.tsx';
import { libraryConditions } from './library-conditions.ts';
import { useLibraryListSource, type KeywordResult } from './library-list-source.ts';
import '../patents.css';

/**
 * The patent library (`/zlk1/template/preview/jgzlk` for enterprises and institutes, `bxzlk` for schools):
 * keyword box and statistic tiles above the engine's list of the template with the same alias. The keyword
 * (`searchValue`, also sent by the home search) and the tile (`status`, `statusType`) live in the URL. Rows come
 * from the library's query call, which counts a common keyword's hits only up to a cap: the pager and the line
 * under the box then say "more than".
 */
export function LibrarySearchPage({ alias }: { alias: 'jgzlk' | 'bxzlk' }) {
  const { api } = useServices();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('searchValue') ?? '';
  const rawStatus = params.get('status');
  const status: StatusTile | null = isStatusTile(rawStatus) ? rawStatus : null;
  const counts = useSWR(['patentStatusCounts'], () => getStatusCounts(api), { revalidateOnFocus: false });
  const [result, setResult] = useState<KeywordResult>();
  const source = useLibraryListSource(setResult);

  // From the latest URL, not this render's: a search and a tile click may follow each other before a render.
  const update = (changes: Record<string, string | null>) => {
    setParams((latest) => {
      const next = new URLSearchParams(latest);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    }, { replace: true });
  };

  return (
    <div className="pp-page" data-testid="library-search-page" data-alias={alias}>
      <TemplateListPage
        alias={alias}
        source={source}
        extraConditions={libraryConditions({ keyword, status, statusType: params.get('statusType') })}
        header={
          <LibrarySearchHeader
            keyword={keyword}
            status={status}
            counts={counts.data}
            result={result?.keyword === keyword ? result : undefined}
            onSearch={(value) => update({ searchValue: value || null })}
            onStatus={(tile) => update({ status: tile, statusType: null })}
          />
        }
      />
    </div>
  );
}
