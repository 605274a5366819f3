import { useMemo } from 'react';
import { Card } from '@arco-design/web-react';
import { useParams } from 'react-router-dom';
import { doQuery, getQueryByAlias } from '../../app/api/custom-views.ts';
import { useServices } from '../../app/shell/services.tsx';
import { customQueryModel } from './custom-query-model.ts';
import { QueryView } from './query-view.tsx';
import type { QueryViewSource } from './query-view-source.tsx';

/** `/{group}/customQuery/:alias`: a custom query (schemas/query) with its search fields and paged results. */
export function CustomQueryPage() {
  const { alias = '' } = useParams();
  const { api } = useServices();
  const source = useMemo<QueryViewSource>(() => ({
    name: 'server-custom-query',
    getView: async (key) => customQueryModel(await getQueryByAlias(api, key.alias)),
    rows: (key, values, page, pageSize) => doQuery(api, key.alias, values, page, pageSize),
  }), [api]);
  return (
    <Card className="engine-page" bordered={false} data-testid="custom-query-page">
      <QueryView key={alias} source={source} viewKey={{ sqlAlias: null, alias }} />
    </Card>
  );
}
