import { useParams } from 'react-router-dom';
import { TemplateListPage } from '../list/template-list-page.tsx';
import { useCustomQueryListSource } from './custom-query-source.ts';

/** `/{group}/customQuery/:alias`: a custom query (schemas/query) drawn by the list engine: search fields, paged results. */
export function CustomQueryPage() {
  const { alias = '' } = useParams();
  const source = useCustomQueryListSource();
  return (
    <div className="engine-page" data-testid="custom-query-page" data-alias={alias}>
      <TemplateListPage alias={alias} source={source} />
    </div>
  );
}
