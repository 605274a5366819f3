import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TemplateListPage } from '../../engine/list/template-list-page.tsx';
import { MarketRegistry } from './market-registry.tsx';

/** `/{group}/template/preview/{alias}` of 公告管理, 专利文档 and the results marketplace: the engine's list with their row actions. */
export function MarketListRoute({ alias }: { alias: string }) {
  const [search] = useSearchParams();
  const searchKey = search.toString();
  const initialQuery = useMemo(() => Object.fromEntries(new URLSearchParams(searchKey)), [searchKey]);
  return (
    <MarketRegistry>
      <div data-testid="template-preview">
        <TemplateListPage key={`${alias}|${searchKey}`} alias={alias} initialQuery={initialQuery} />
      </div>
    </MarketRegistry>
  );
}
