import { useParams } from 'react-router-dom';
import { TemplateListPage } from '../list/template-list-page.tsx';
import { useQueryViewListSource } from './use-query-view-list-source.ts';

/**
 * `/{group}/querySql/queryView/:sqlAlias/:alias[/:single]`: a query view drawn by the list engine over its own calls.
 * A route of one view (a static path naming it) passes `sqlAlias` and `alias` instead of the path's parameters.
 */
export function QueryViewPage(props: { sqlAlias?: string; alias?: string }) {
  const params = useParams();
  const sqlAlias = props.sqlAlias ?? params.sqlAlias ?? '';
  const alias = props.alias ?? params.alias ?? '';
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
