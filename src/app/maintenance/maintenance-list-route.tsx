import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TemplateListPage } from '../../engine/list/template-list-page.tsx';

/** `/{group}/template/preview/nfwh`: the engine's list of 年费维护 (its row actions are in the app's registry); the query string fills the search bar. */
export function MaintenanceListRoute() {
  const [search] = useSearchParams();
  const searchKey = search.toString();
  const initialQuery = useMemo(() => Object.fromEntries(new URLSearchParams(searchKey)), [searchKey]);
  return (
    <div data-testid="template-preview">
      <TemplateListPage key={`nfwh|${searchKey}`} alias="nfwh" initialQuery={initialQuery} />
    </div>
  );
}
