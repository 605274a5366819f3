import type { ApiClient } from './client.ts';
import type { ChartDefinition } from '../../common/definitions/kinds/chart.ts';
import type { DialogDefinition } from '../../common/definitions/kinds/dialog.ts';
import type { QueryDefinition } from '../../common/definitions/kinds/query.ts';
import type { ChartPoints, ConditionValues, ViewRowsPage } from '../../common/api/custom-views.ts';
import type { ListJsonBody, TemplateInfo, TemplatePage } from '../../common/api/templates.ts';
import type { QueryFilter } from '../../common/query/query-filter.ts';
import { fetchFile, type DownloadedFile, type FileServices } from './forms.ts';

export type { ConditionValues };

export function getDialogByAlias(api: ApiClient, alias: string) {
  return api.request<DialogDefinition>('form', '/form/customDialog/v1/getByAlias', { query: { alias } });
}

/** One page of a list dialog (a tree dialog: all its rows) filtered by the condition values. */
export function listDialogRows(api: ApiClient, alias: string, conditions: ConditionValues, page: number, pageSize: number) {
  return api.request<ViewRowsPage>('form', '/form/customDialog/v1/listData', { method: 'POST', query: { alias, page, pageSize }, body: conditions });
}

/** Every row of a tree dialog (up to 5000). */
export function getDialogTreeRows(api: ApiClient, alias: string) {
  return api.request<ViewRowsPage>('form', '/form/customDialog/v1/getTreeData', { query: { alias } });
}

export function getChart(api: ApiClient, alias: string) {
  return api.request<ChartDefinition>('form', `/form/customChart/v1/get/${encodeURIComponent(alias)}`);
}

export function getChartData(api: ApiClient, alias: string) {
  return api.request<ChartPoints>('form', '/form/customChart/v1/getListData', { method: 'POST', query: { alias }, body: {} });
}

export function getQueryByAlias(api: ApiClient, alias: string) {
  return api.request<QueryDefinition>('form', '/form/customQuery/v1/getByAlias', { method: 'POST', query: { alias }, body: {} });
}

/** One page of a custom query; `conditions` fill its caller-given (defaultType 1) condition fields. */
export function doQuery(api: ApiClient, alias: string, conditions: ConditionValues, page: number, pageSize?: number) {
  return api.request<ViewRowsPage>('form', '/form/customQuery/v1/doQuery', { method: 'POST', query: { alias, page, pageSize }, body: conditions });
}

const QUERY_VIEW = '/form/query/queryView';

/** getJson: a query view (a data template over the registered view `sqlAlias`) as the caller may use it. */
export function getQueryViewInfo(api: ApiClient, sqlAlias: string, alias: string) {
  return api.request<TemplateInfo>('form', `${QUERY_VIEW}/getJson`, { query: { sqlAlias, alias } });
}

/** data_{sqlAlias}/{alias}: one page of a query view's rows (body as listJson). */
export function listQueryViewRows(api: ApiClient, sqlAlias: string, alias: string, body: ListJsonBody) {
  return api.request<TemplatePage>('form', `${QUERY_VIEW}/data_${encodeURIComponent(sqlAlias)}/${encodeURIComponent(alias)}`, { method: 'POST', body });
}

/** export: every row of a query view under the filter, as .xlsx; a JSON failure reply becomes an Error with the server's message. */
export function exportQueryViewRows(services: FileServices, sqlAlias: string, alias: string, queryFilter: QueryFilter): Promise<DownloadedFile> {
  return fetchFile(services, 'form', `${QUERY_VIEW}/export`, { sqlAlias, alias, queryFilter }, `${alias}.xlsx`);
}
