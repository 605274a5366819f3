import { useParams } from 'react-router-dom';
import { TemplateListPage } from '../list/template-list-page.tsx';
import { useQueryViewListSource } from './use-query-view-list-source.ts';

/** `/{group}/querySql/queryView/:sqlAlias/:alias[/:single]`: a query view drawn by the list engine over its own calls. */
export function QueryViewPage() {
  const { sqlAlias = '', alias = '' } = useParams();
  return <QueryViewList key={`${sqlAlias}/${alias}`} sqlAlias={sqlAlias} alias={alias} />;
}

function QueryViewList({ sqlAlias, alias }: { sqlAlias: string; alias: string }) {
  const source = useQueryViewListSource(sqlAlias, alias);
  return (
    <div className="engine-page" data-testid="query-view-page" data-sql-alias={sqlAlias} data-alias={alias}>
      <TemplateListPage alias={alias} source={source} />
    </div>
  );
}
