import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TemplateListPage } from '../../engine/list/template-list-page.tsx';

/** `/{group}/template/preview/{alias}` of 公告管理, 专利文档 and the results marketplace: the engine's list (their row actions are in the app's registry). */
export function MarketListRoute({ alias }: { alias: string }) {
  const [search] = useSearchParams();
  const searchKey = search.toString();
  const initialQuery = useMemo(() => Object.fromEntries(new URLSearchParams(searchKey)), [searchKey]);
  return (
    <div data-testid="template-preview">
      <TemplateListPage key={`${alias}|${searchKey}`} alias={alias} initialQuery={initialQuery} />
    </div>
  );
}
